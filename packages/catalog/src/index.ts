export * from './entity-kinds';
export * from './merge-contributions';
export * from './lists';
