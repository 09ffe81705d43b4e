export * from './entity-kinds';
export * from './merge-contributions';
export * from './lists';
export * from './disc-id';
export * from './schemas';
export * from './finalize-document';
export * from './text';
export * from './duration';
