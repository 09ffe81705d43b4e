/**
 * The change feed against the real PostgreSQL holding the imported test catalog: every
 * write path that changes a served document writes its row in the same transaction (import,
 * update, artist rename, delete, merge, undo, derived fields, source removal), a write that
 * changes nothing writes none, and the feed reads in commit order behind a resumable cursor that
 * expires with the retention.
 */
import { type EntityKind, ref } from '@mc/catalog';
import { config } from '@mc/config';
import { deriveCatalog } from '@mc/derive';
import {
  CatalogWriter,
  type ChangeRecord,
  ExpiredChangeCursorError,
  InvalidChangeCursorError,
  CHANGE_FEED_LOCK_KEY,
  SEARCH_READER_NAME,
  SEARCH_DEPENDENTS_READER_NAME,
  applyEntityMerges,
  changeCursor,
  changeFeedHead,
  followFeed,
  createPool,
  listChanges,
  materializePending,
  migrate,
  pruneChanges,
  recordChanges,
  removeSource,
  replaceDerived,
  retractEntities,
  settleSourceMerges,
  undoEntityMerge,
  withTransaction,
  type DerivedFieldInput,
  type DerivedListItemInput,
} from '@mc/store';

const pool = createPool(config().DATABASE_URL);
const SOURCE = `it-feed-${process.pid}`;

beforeAll(async () => {
  await migrate(pool);
});
afterAll(async () => {
  await removeSource(pool, SOURCE);
  await pool.end();
});

/** Every change committed after `head`, in feed order. */
async function changesAfter(head: number): Promise<ChangeRecord[]> {
  const out: ChangeRecord[] = [];
  for (let after = changeCursor(head); ;) {
    const page = await listChanges(pool, { after, limit: 1000 });
    out.push(...page.changes);
    if (!page.more) return out;
    after = page.next;
  }
}

const brief = (changes: ChangeRecord[]) => changes.map((c) => [c.kind, c.id, c.op, c.mergedInto ?? null]);

/** Writes one batch of `SOURCE` and re-merges, as an import run does; @returns the entity ids. */
async function importBatch(docs: { kind: EntityKind; key: string; doc: Record<string, unknown> }[]): Promise<number[]> {
  const writer = new CatalogWriter(pool, SOURCE);
  const written = await writer.write({
    contributions: docs.map((d) => ({ entity: ref(d.kind, SOURCE, d.key), doc: d.doc as never })),
  });
  await materializePending(pool);
  return written.map((w) => w.id);
}

const artistDoc = (name: string) => ({ name, type: 'Band' });
const recordingDoc = (title: string, artistKey: string) => ({
  title,
  artists: [{ id: ref('artist', SOURCE, artistKey), name: 'Feed Test Band', type: 'MAIN', link: 'Main', roles: [] }],
});

describe('a feed row per committed change of a served document', () => {
  let artistId: number;
  let recordingId: number;

  it('an import writes an upsert per new document, and an unchanged re-import writes nothing', async () => {
    const head = await changeFeedHead(pool);
    [artistId = 0, recordingId = 0] = await importBatch([
      { kind: 'artist', key: 'band', doc: artistDoc('Feed Test Band') },
      { kind: 'recording', key: 'song', doc: recordingDoc('Feed Test Song', 'band') },
    ]);
    expect(brief(await changesAfter(head)).sort()).toEqual(
      [
        ['artist', artistId, 'upsert', null],
        ['recording', recordingId, 'upsert', null],
      ].sort(),
    );
    const again = await changeFeedHead(pool);
    await importBatch([
      { kind: 'artist', key: 'band', doc: artistDoc('Feed Test Band') },
      { kind: 'recording', key: 'song', doc: recordingDoc('Feed Test Song', 'band') },
    ]);
    expect(await changesAfter(again)).toEqual([]);
  });

  it('an update writes one upsert of the changed document; an artist rename flags its dependents', async () => {
    const head = await changeFeedHead(pool);
    await importBatch([{ kind: 'recording', key: 'song', doc: recordingDoc('Feed Test Song (Edit)', 'band') }]);
    expect(brief(await changesAfter(head))).toEqual([['recording', recordingId, 'upsert', null]]);
    const renamed = await changeFeedHead(pool);
    await importBatch([{ kind: 'artist', key: 'band', doc: artistDoc('Feed Test Band Renamed') }]);
    const rows = await pool.query<{ dependents: boolean }>('SELECT dependents FROM change_feed WHERE seq > $1', [renamed]);
    expect(brief(await changesAfter(renamed))).toEqual([['artist', artistId, 'upsert', null]]);
    expect(rows.rows.map((r) => r.dependents)).toEqual([true]);
  });

  it('a retraction writes a delete of the document no source serves any more', async () => {
    const [gone] = await importBatch([{ kind: 'artist', key: 'short-lived', doc: artistDoc('Feed Short Lived') }]);
    const head = await changeFeedHead(pool);
    const r = await retractEntities(pool, SOURCE, [ref('artist', SOURCE, 'short-lived'), ref('artist', SOURCE, 'never-seen')]);
    expect(r.retracted).toEqual([true, false]);
    expect(brief(await changesAfter(head))).toEqual([['artist', gone, 'delete', null]]);
  });

  it('a merge writes a merge naming the survivor; settling and undoing write the merged id again', async () => {
    const [survivor, merged] = await importBatch([
      { kind: 'artist', key: 'twin-a', doc: artistDoc('Feed Twin') },
      { kind: 'artist', key: 'twin-b', doc: { ...artistDoc('Feed Twin'), country_code: 'FR' } },
    ]);
    const head = await changeFeedHead(pool);
    await applyEntityMerges(pool, [{ kind: 'artist', mergedId: merged!, survivingId: survivor!, rule: 'test', evidence: {} }]);
    expect(brief(await changesAfter(head))).toEqual([['artist', merged, 'merge', survivor]]);

    const settled = await changeFeedHead(pool);
    expect(await settleSourceMerges(pool, SOURCE, [{ kind: 'artist', id: merged! }])).toBe(1);
    // The survivor has its own contribution of the source (it stands); the merged id's document is gone.
    expect(brief(await changesAfter(settled))).toEqual([['artist', merged, 'merge', survivor]]);

    const undone = await changeFeedHead(pool);
    await undoEntityMerge(pool, 'artist', merged!);
    expect(brief(await changesAfter(undone))).toEqual([['artist', merged, 'delete', null]]);
  });
});

describe('a feed row per committed change, from the derived layer and a source removal', () => {
  let recordingId: number;
  beforeAll(async () => {
    [recordingId = 0] = await importBatch([
      { kind: 'recording', key: 'derived-song', doc: recordingDoc('Feed Derived Song', 'band') },
    ]);
  });

  it('a derived-fields run writes an upsert of the one document whose derived value changed', async () => {
    // Settle the derived layer first, as the worker's derive reader would: a test before this one
    // may have undone a merge, whose artists are re-derived only by the next derive run.
    await deriveCatalog(pool);
    const fields = await pool.query<DerivedFieldInput & { id: string }>(
      'SELECT kind, id, field, value, rule, evidence FROM derived_field',
    );
    const items = await pool.query<{
      list: string;
      owner_id: string;
      item_key: string;
      sort_key: string;
      item_id: string | null;
      item: null;
    }>("SELECT list, owner_id, item_key, sort_key, item_id, item FROM list_item WHERE source = 'derived'");
    const existing = fields.rows.map((f) => ({ ...f, id: Number(f.id) }));
    const listItems: DerivedListItemInput[] = items.rows.map((i) => ({
      list: i.list,
      ownerId: Number(i.owner_id),
      itemKey: i.item_key,
      sortKey: i.sort_key,
      itemId: i.item_id === null ? null : Number(i.item_id),
      item: i.item,
    }));
    const head = await changeFeedHead(pool);
    const extra: DerivedFieldInput = {
      kind: 'recording',
      id: recordingId,
      field: 'year',
      value: 1999,
      rule: 'test',
      evidence: {},
    };
    await replaceDerived(pool, [...existing, extra], listItems);
    expect(brief(await changesAfter(head))).toEqual([['recording', recordingId, 'upsert', null]]);
    const restored = await changeFeedHead(pool);
    await replaceDerived(pool, existing, listItems);
    expect(brief(await changesAfter(restored))).toEqual([['recording', recordingId, 'upsert', null]]);
  }, 60_000);

  it('removing a source writes a delete of every document only it served', async () => {
    const head = await changeFeedHead(pool);
    await removeSource(pool, SOURCE);
    const changes = await changesAfter(head);
    expect(changes.filter((c) => c.op === 'delete').map((c) => c.id)).toEqual(expect.arrayContaining([recordingId]));
    expect(changes.every((c) => c.op === 'delete')).toBe(true);
  });
});

describe('reading the feed', () => {
  it('serves changes in commit order: a writer that commits first is read first, whatever it began as', async () => {
    const head = await changeFeedHead(pool);
    const first = await pool.connect();
    try {
      await first.query('BEGIN');
      await recordChanges(first, [{ kind: 'artist', id: 900_000_001, op: 'upsert' }]);
      // A second writer must wait for the first one's COMMIT before it gets a seq.
      const second = withTransaction(pool, (c) => recordChanges(c, [{ kind: 'artist', id: 900_000_002, op: 'upsert' }]));
      for (;;) {
        const { rows } = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [CHANGE_FEED_LOCK_KEY],
        );
        if (Number(rows[0]!.n) > 0) break;
      }
      expect(await changesAfter(head)).toEqual([]);
      await first.query('COMMIT');
      await second;
    } finally {
      first.release();
    }
    const changes = await changesAfter(head);
    expect(changes.map((c) => c.id)).toEqual([900_000_001, 900_000_002]);
    expect(changes[0]!.seq).toBeLessThan(changes[1]!.seq);
  });

  it('resumes from a cursor, refuses a malformed one, and expires one older than the retention', async () => {
    const head = await changeFeedHead(pool);
    await withTransaction(pool, (c) =>
      recordChanges(
        c,
        [1, 2, 3].map((i) => ({ kind: 'recording' as const, id: 900_000_100 + i, op: 'delete' as const })),
      ),
    );
    const page1 = await listChanges(pool, { after: changeCursor(head), limit: 2 });
    expect(page1.changes.map((c) => c.id)).toEqual([900_000_101, 900_000_102]);
    expect(page1.more).toBe(true);
    const page2 = await listChanges(pool, { after: page1.next, limit: 2 });
    expect(page2.changes.map((c) => c.id)).toEqual([900_000_103]);
    expect(page2.more).toBe(false);
    expect((await listChanges(pool, { after: page2.next })).changes).toEqual([]);
    await expect(listChanges(pool, { after: 'not a cursor' })).rejects.toBeInstanceOf(InvalidChangeCursorError);

    // Pruning never passes a reader that holds the feed: let both of the live indexer's apply
    // everything first. The stages' readers (derive, resolution, rebuilds) do not hold it back.
    const applied = async () => undefined;
    const trailing = { name: SEARCH_DEPENDENTS_READER_NAME, limit: 5000, apply: applied };
    for (let more = true; more;)
      more = (await followFeed(pool, { name: SEARCH_READER_NAME }, { limit: 5000, trailing }, applied)).more;
    const pruned = await pruneChanges(pool, { days: 0, maxRows: 0 });
    expect(pruned.prunedThrough).toBeGreaterThanOrEqual(page2.changes[0]!.seq);
    await expect(listChanges(pool, { after: page1.next })).rejects.toBeInstanceOf(ExpiredChangeCursorError);
    expect((await listChanges(pool)).changes).toEqual([]);
  });
});
