export * from './tokens';
export * from './quota';
export * from './rate-limit';
export * from './token-admin';
export * from './job-charges';
