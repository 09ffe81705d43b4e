export * from './tokens';
export * from './quota';
