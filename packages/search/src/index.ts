export * from './index-admin';
