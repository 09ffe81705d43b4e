export * from './dependency-latency';
export * from './serve';
