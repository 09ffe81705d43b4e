import { mapCatalogLines } from '../catalog-file-lines';
import { upsertsFirst } from './batch-order';

const outcomesOf = (lines: object[]) =>
  mapCatalogLines(
    'mine',
    lines.map((value, i) => ({ line: i + 1, value, text: JSON.stringify(value) })),
  ).outcomes;

const order = (lines: object[]) => upsertsFirst(outcomesOf(lines)).map((o) => `${o.deleted ? '-' : '+'}${o.key}`);

describe('upsertsFirst', () => {
  it('writes the upserts before the deletions when no deletion touches what an upsert names', () => {
    expect(
      order([
        { kind: 'recording', key: 'r1', title: 'One', artists: [{ key: 'a1', name: 'A' }] },
        { kind: 'recording', key: 'r2', deleted: true },
        { kind: 'recording', key: 'r3', title: 'Three', artists: [{ key: 'a1', name: 'A' }] },
        { kind: 'recording', key: 'r4', deleted: true },
      ]),
    ).toEqual(['+r1', '+r3', '-r2', '-r4']);
  });

  it('keeps the line order when a deletion retracts an entity an upsert of the batch credits', () => {
    expect(
      order([
        { kind: 'recording', key: 'r1', title: 'One', artists: [{ key: 'a1', name: 'A' }] },
        { kind: 'artist', key: 'a1', deleted: true },
        { kind: 'recording', key: 'r3', title: 'Three', artists: [{ key: 'a2', name: 'B' }] },
      ]),
    ).toEqual(['+r1', '-a1', '+r3']);
  });
});
