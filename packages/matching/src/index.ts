export * from './fold';
