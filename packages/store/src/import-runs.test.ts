import { ANALYZE_THRESHOLD, IMPORTED_TABLES, tablesToAnalyze } from './import-runs';

const none = { id_map: 0, contribution: 0, entity: 0, list_item: 0, disc_toc: 0 };

describe('tablesToAnalyze', () => {
  it('analyses a table whose changed rows exceed 50 + 10% of its size at its last ANALYZE (autovacuum’s rule)', () => {
    const sizes = new Map([
      ['contribution', 100_000],
      ['list_item', 400_000],
    ]);
    expect(ANALYZE_THRESHOLD).toEqual({ rows: 50, scale: 0.1 });
    expect(tablesToAnalyze({ ...none, contribution: 10_051 }, sizes)).toEqual(['contribution']);
    expect(tablesToAnalyze({ ...none, contribution: 10_050 }, sizes)).toEqual([]);
    expect(tablesToAnalyze({ ...none, contribution: 900, list_item: 40_051 }, sizes)).toEqual(['list_item']);
  });

  it('counts a table never analysed (reltuples -1, or no row) as empty', () => {
    const sizes = new Map([['entity', -1]]);
    expect(tablesToAnalyze({ ...none, entity: 51, disc_toc: 51, id_map: 50 }, sizes)).toEqual(['entity', 'disc_toc']);
  });

  it('analyses nothing after a run that changed nothing, every table after a first bulk load', () => {
    expect(tablesToAnalyze(none, new Map())).toEqual([]);
    const bulk = Object.fromEntries(IMPORTED_TABLES.map((t) => [t, 1000])) as typeof none;
    expect(tablesToAnalyze(bulk, new Map())).toEqual([...IMPORTED_TABLES]);
  });
});
