export * from './db';
export * from './migrate';
export * from './catalog-writer';
export * from './catalog-reader';
export * from './picture-usage-ledger';
export * from './popularity-stats';
export * from './catalog-retract';
