/**
 * Applying a change set (`applyCatalogChanges`, what `POST /api/catalog/{source}/changes` calls)
 * against the real PostgreSQL and Elasticsearch holding the imported test catalog: bad lines are
 * refused with their line, field and reason while the others apply, a replay is all unchanged,
 * updates and deletions count as such, a key repeated in one request applies in order, the limits
 * refuse what is too large, resolution merges a pushed artist into the catalog's one (a `merge` in
 * the feed), and the cursor returned follows every change the request made.
 */
import { Readable } from 'node:stream';
import { config } from '@mc/config';
import { createSearchClient } from '@mc/search';
import { CatalogReader, changeCursor, changeFeedHead, createPool, listChanges, migrate, removeSource } from '@mc/store';
import { ChangeSetTooLargeError, InvalidChangeSourceError, applyCatalogChanges } from '@mc/catalog-file';
import { idOfSourceKey } from './id-map';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const es = createSearchClient(cfg.ES_URL);
const reader = new CatalogReader(pool);
const SOURCE = `it-changes-${process.pid}`;

beforeAll(async () => {
  await migrate(pool);
});
afterAll(async () => {
  await removeSource(pool, SOURCE);
  await Promise.allSettled([pool.end(), es.close()]);
});

/** A change set as a stream of JSON Lines (objects are serialised, strings sent as they are). */
const body = (lines: (object | string)[]) =>
  Readable.from([lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n']);

const apply = (lines: (object | string)[], extra: Partial<Parameters<typeof applyCatalogChanges>[2]> = {}) =>
  applyCatalogChanges(pool, body(lines), { source: SOURCE, ...extra });

const idOf = (kind: string, key: string) => idOfSourceKey(pool, kind, SOURCE, key);

const LINES = [
  { kind: 'artist', key: 'ar-1', name: 'Changeset Test Quartet', type: 'Band' },
  { kind: 'recording', key: 'rec-1', title: 'Changeset Test Song', artists: [{ key: 'ar-1', name: 'Changeset Test Quartet' }] },
  { kind: 'recording', key: 'rec-bad', title: 'Bad ISRC', isrc: 'not-an-isrc', artists: [{ key: 'ar-1', name: 'x' }] },
  '{"kind": "artist", "key": "broken"',
  { kind: 'album', key: 'al-1', title: 'Changeset Test Album', artists: [{ key: 'ar-1', name: 'Changeset Test Quartet' }] },
];

describe('applying a change set', () => {
  it('refuses bad lines with their line, field and reason and applies the others, each in the feed', async () => {
    const head = await changeFeedHead(pool);
    const r = await apply(LINES);
    expect(r.counts).toEqual({ created: 3, updated: 0, unchanged: 0, deleted: 0, rejected: 2, merged: 0 });
    expect(r.rejects).toEqual([
      { line: 3, field: 'isrc', reason: expect.stringContaining('ISRC') },
      { line: 4, field: '(line)', reason: 'not a JSON object' },
    ]);
    const recording = await reader.get('recording', await idOf('recording', 'rec-1'));
    expect(recording?.title).toBe('Changeset Test Song');
    expect((recording?.artists as { id: number }[])[0]!.id).toBe(await idOf('artist', 'ar-1'));
    const feed = await listChanges(pool, { after: changeCursor(head), limit: 1000 });
    const ours = new Set([await idOf('artist', 'ar-1'), await idOf('recording', 'rec-1'), await idOf('album', 'al-1')]);
    expect(feed.changes.filter((c) => ours.has(c.id) && c.op === 'upsert')).toHaveLength(3);
    // The returned cursor follows every change the request made.
    expect((await listChanges(pool, { after: r.cursor, limit: 1000 })).changes.filter((c) => ours.has(c.id))).toEqual([]);
  });

  it('reports a replayed request all unchanged and writes nothing to the feed', async () => {
    const head = await changeFeedHead(pool);
    const r = await apply(LINES);
    expect(r.counts).toEqual({ created: 0, updated: 0, unchanged: 3, deleted: 0, rejected: 2, merged: 0 });
    expect(await changeFeedHead(pool)).toBe(head);
  });

  it('counts updates and deletions, a deletion of what is gone as unchanged, and applies a repeated key in order', async () => {
    const r = await apply([
      {
        kind: 'recording',
        key: 'rec-1',
        title: 'Changeset Test Song (Live)',
        artists: [{ key: 'ar-1', name: 'Changeset Test Quartet' }],
      },
      { kind: 'album', key: 'al-1', deleted: true },
      { kind: 'album', key: 'al-never', deleted: true },
      { kind: 'recording', key: 'rec-2', title: 'First Title', artists: [{ key: 'ar-1', name: 'Changeset Test Quartet' }] },
      { kind: 'recording', key: 'rec-2', title: 'Second Title', artists: [{ key: 'ar-1', name: 'Changeset Test Quartet' }] },
    ]);
    expect(r.counts).toEqual({ created: 1, updated: 2, unchanged: 1, deleted: 1, rejected: 0, merged: 0 });
    expect((await reader.get('recording', await idOf('recording', 'rec-2')))?.title).toBe('Second Title');
    expect(await reader.get('album', await idOf('album', 'al-1'))).toBeNull();
  });

  it('refuses a line longer than the line limit, stops at the request limits and refuses a shipped or malformed source', async () => {
    const long = { kind: 'artist', key: 'long', name: 'x'.repeat(2000) };
    const r = await apply([long, { kind: 'artist', key: 'short', name: 'Changeset Short Name' }], { maxLineBytes: 1000 });
    expect(r.rejects).toEqual([{ line: 1, field: '(line)', reason: 'longer than 1000 bytes' }]);
    expect(r.counts.created).toBe(1);
    await expect(apply(LINES, { maxLines: 2 })).rejects.toEqual(new ChangeSetTooLargeError('lines', 2));
    await expect(apply(LINES, { maxBytes: 100 })).rejects.toBeInstanceOf(ChangeSetTooLargeError);
    for (const source of ['billboard', 'Bad Name'])
      await expect(apply(LINES, { source })).rejects.toBeInstanceOf(InvalidChangeSourceError);
  });
});

describe('applying change sets side by side, and resolution of what they changed', () => {
  it('applies concurrent change sets naming the same new artist under one id', async () => {
    const line = (i: number) => ({
      kind: 'recording',
      key: `concurrent-${i}`,
      title: `Concurrent ${i}`,
      artists: [{ key: 'ar-new', name: 'New' }],
    });
    const results = await Promise.all([0, 1, 2, 3].map((i) => apply([line(i)])));
    expect(results.map((r) => r.counts.created)).toEqual([1, 1, 1, 1]);
    const credited = await Promise.all(
      [0, 1, 2, 3].map(
        async (i) =>
          ((await reader.get('recording', await idOf('recording', `concurrent-${i}`)))?.artists as { id: number }[])[0]!.id,
      ),
    );
    expect(new Set(credited)).toEqual(new Set([await idOf('artist', 'ar-new')]));
  });

  it('merges a pushed artist sharing a MusicBrainz id with a catalog artist into it, the merge in the feed', async () => {
    const { rows } = await pool.query<{ id: string; name: string; mbid: string }>(
      `SELECT e.id, e.doc->>'name' AS name, e.doc->'externals'->'ext_mb'->>0 AS mbid FROM entity e
        WHERE e.kind = 'artist' AND e.doc->'externals'->'ext_mb'->>0 IS NOT NULL AND e.doc->>'name' ~ '^[A-Z][a-z]{5,} [A-Z][a-z]{4,}$'
        ORDER BY e.id LIMIT 1`,
    );
    const target = rows[0]!;
    const head = await changeFeedHead(pool);
    const r = await apply([{ kind: 'artist', key: 'ar-twin', name: target.name, externals: { ext_mb: [target.mbid] } }]);
    expect(r.counts).toMatchObject({ created: 1, merged: 1 });
    const pushed = await idOf('artist', 'ar-twin');
    expect(pushed).toBe(Number(target.id)); // the key now resolves to the catalog's artist
    const feed = await listChanges(pool, { after: changeCursor(head), limit: 1000 });
    const merge = feed.changes.find((c) => c.op === 'merge');
    expect(merge).toMatchObject({ kind: 'artist', mergedInto: Number(target.id) });
    expect((await reader.get('artist', merge!.id))?.id).toBe(Number(target.id));
  }, 60_000);
});
