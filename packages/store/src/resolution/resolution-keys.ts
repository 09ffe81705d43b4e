/**
 * Blocking keys of entity resolution held in PostgreSQL (table `resolution_key`, migration 015), so
 * that a change set's identity decisions read the store only: the artists sharing a blocking key
 * with a changed artist, and the titles credited to many artists (the common-title rule), where
 * they were asked of the search indices before (which lag the store by the live indexer's delay).
 *
 * **What a key is** is decided by the caller ({@link ResolutionKeyRules}: `@mc/resolution`'s
 * `nameBlockingKeys` for artists, the folded title for recordings): the store holds
 * `(kind, key, id)` rows and never computes a key itself.
 *
 * **How it stays current.** The table is a reader of the change feed ({@link RESOLUTION_KEYS_READER_NAME},
 * not holding the feed). {@link catchUpResolutionKeys} claims that reader (when another process
 * holds it, it waits for that turn and takes one of its own only if the feed's head it saw is not
 * covered: concurrent change sets share turns instead of queueing for one each), recomputes the keys of every artist and recording changed after its
 * position — by any writer: imports, change sets, merges, retractions all write the feed — and
 * advances it in the same turn. A reader that never ran with these rules (`rules.version`), or
 * stands behind the feed's retention, rebuilds the table whole first (every artist and recording
 * read in pages) and then stands at the head read before the rebuild. Applying is idempotent (keys
 * recomputed from the current documents), so a turn killed half-way is applied again by the next.
 * Lookups made after a catch-up see every change committed before it.
 */
import type { Pool, PoolClient } from 'pg';
import type { EntityKind } from '@mc/catalog';
import { type EntityEvidenceRow, entityEvidencePages } from '../catalog-pages';
import { type FeedChange, type FeedReader, followFeed } from '../feed-readers';

/** The kinds whose keys are held. */
export type ResolutionKeyKind = Extract<EntityKind, 'artist' | 'recording'>;
const KINDS: readonly ResolutionKeyKind[] = ['artist', 'recording'];

/** How keys are computed (by `@mc/resolution`). */
export interface ResolutionKeyRules {
  /** Version of the rules: another version rebuilds the table. */
  version: number;
  /** Top-level document fields `keysOf` reads, per kind. */
  fields: Readonly<Record<ResolutionKeyKind, readonly string[]>>;
  /** The keys of one served document (its `doc` holds only `fields`). Pure. */
  keysOf(kind: ResolutionKeyKind, row: EntityEvidenceRow): string[];
}

/** The reader of the feed the key table is (module doc). */
export const RESOLUTION_KEYS_READER_NAME = 'resolution-keys';

/** Changes applied per turn of {@link catchUpResolutionKeys}. */
const TURN_LIMIT = 5000;
/** A connection or pool to run statements with. */
type Queryable = Pool | PoolClient;

/** How long a catch-up that found the reader held elsewhere waits before it looks again, ms. */
const BUSY_WAIT_MS = 5;
/** Rows per insert statement. */
const INSERT_CHUNK = 5000;

const readerOf = (rules: ResolutionKeyRules): FeedReader => ({
  name: RESOLUTION_KEYS_READER_NAME,
  rulesVersion: rules.version,
  holdsFeed: false,
});

/** Inserts the keys of `rows` (existing rows are kept), {@link INSERT_CHUNK} a statement. */
async function insertKeys(
  pool: Queryable,
  rows: readonly { kind: ResolutionKeyKind; row: EntityEvidenceRow }[],
  rules: ResolutionKeyRules,
): Promise<void> {
  const [kinds, keys, ids]: [string[], string[], number[]] = [[], [], []];
  for (const { kind, row } of rows)
    for (const k of new Set(rules.keysOf(kind, row))) {
      kinds.push(kind);
      keys.push(k);
      ids.push(row.id);
    }
  for (let i = 0; i < keys.length; i += INSERT_CHUNK)
    await pool.query(
      `INSERT INTO resolution_key (kind, key, id) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
       ON CONFLICT DO NOTHING`,
      [kinds.slice(i, i + INSERT_CHUNK), keys.slice(i, i + INSERT_CHUNK), ids.slice(i, i + INSERT_CHUNK)],
    );
}

/** The served documents of `ids` of `kind`, only `fields` (no contribution sources: keys never read them). */
async function docsOf(pool: Queryable, kind: ResolutionKeyKind, ids: readonly number[], fields: readonly string[]) {
  if (!ids.length) return [];
  const { rows } = await pool.query<{ id: string; doc: EntityEvidenceRow['doc'] }>(
    `SELECT e.id, (SELECT coalesce(jsonb_object_agg(f, e.doc -> f), '{}') FROM unnest($3::text[]) f WHERE e.doc ? f) AS doc
       FROM entity e WHERE e.kind = $1 AND e.id = ANY($2::bigint[])`,
    [kind, ids, fields],
  );
  return rows.map((r) => ({ kind, row: { id: Number(r.id), doc: r.doc, sources: [] } }));
}

/**
 * Recomputes the keys of the artists and recordings of `changes` from their current documents (a
 * removed id keeps none): one delete, the documents of each kind read side by side, one insert.
 */
async function refreshKeys(pool: Queryable, changes: readonly FeedChange[], rules: ResolutionKeyRules): Promise<void> {
  const ids = new Map<ResolutionKeyKind, Set<number>>(KINDS.map((k) => [k, new Set()]));
  for (const c of changes) ids.get(c.kind as ResolutionKeyKind)?.add(c.id);
  const pairs = KINDS.flatMap((kind) => [...ids.get(kind)!].map((id) => ({ kind, id })));
  if (!pairs.length) return;
  await pool.query(
    'DELETE FROM resolution_key r USING unnest($1::text[], $2::bigint[]) AS t(k, i) WHERE r.kind = t.k AND r.id = t.i',
    [pairs.map((p) => p.kind), pairs.map((p) => p.id)],
  );
  const read: Awaited<ReturnType<typeof docsOf>>[] = [];
  for (const kind of KINDS) read.push(await docsOf(pool, kind, [...ids.get(kind)!], rules.fields[kind]));
  await insertKeys(pool, read.flat(), rules);
}

/** Empties the table and fills it from every artist and recording. */
async function rebuildKeys(pool: Pool, rules: ResolutionKeyRules): Promise<void> {
  await pool.query('TRUNCATE resolution_key');
  for (const kind of KINDS)
    for await (const rows of entityEvidencePages(pool, kind, { fields: rules.fields[kind], withSources: false }))
      await insertKeys(
        pool,
        rows.map((row) => ({ kind, row })),
        rules,
      );
}

/** What {@link catchUpResolutionKeys} did. */
export interface KeysCatchUp {
  /** The table was rebuilt whole (first run, other rules, or behind the retention). */
  rebuilt: boolean;
  /** Feed changes applied. */
  applied: number;
}

/**
 * Brings the key table to the feed's head (module doc).
 * @throws on database errors (the reader's position is then not advanced; the next call re-applies).
 */
export async function catchUpResolutionKeys(pool: Pool, rules: ResolutionKeyRules): Promise<KeysCatchUp> {
  const reader = readerOf(rules);
  const first = await readerState(pool, reader);
  // What this call must see applied: the feed as it stands now (this request's changes included).
  const target = first.head;
  const out: KeysCatchUp = { rebuilt: false, applied: 0 };
  for (let state = first; ;) {
    const rebuild = state.position === null || state.position < state.pruned;
    if (!rebuild && state.position! >= target) return out;
    const turn = await followFeed(pool, reader, { limit: TURN_LIMIT, force: rebuild }, async (changes, { head, client }) => {
      if (rebuild) {
        await rebuildKeys(pool, rules);
        return head;
      }
      // Derived data, written in the reader's transaction: a commit lost to a server crash loses
      // the keys and the position together, and the next turn applies them again. No flush to wait for.
      await client.query('SET LOCAL synchronous_commit = off');
      await refreshKeys(client, changes, rules);
      return undefined;
    });
    // Another process holds the reader: its turn may cover this call's target; look again shortly.
    if (turn.busy) await new Promise((r) => setTimeout(r, BUSY_WAIT_MS));
    else if (rebuild) out.rebuilt = true;
    else out.applied += turn.applied;
    state = await readerState(pool, reader);
  }
}

/** The reader's position under its rules (null: never read with them), the feed's head and retention. */
async function readerState(pool: Pool, reader: FeedReader): Promise<{ position: number | null; head: number; pruned: number }> {
  const { rows } = await pool.query<{ position: string | null; head: string | null; pruned: string | null }>(
    `SELECT (SELECT position FROM feed_reader WHERE name = $1 AND rules_version = $2) AS position,
            (SELECT max(seq) FROM change_feed) AS head, (SELECT pruned_through FROM change_feed_state) AS pruned`,
    [reader.name, reader.rulesVersion ?? 0],
  );
  const r = rows[0];
  return {
    position: r?.position == null ? null : Number(r.position),
    head: Number(r?.head ?? 0),
    pruned: Number(r?.pruned ?? 0),
  };
}

/**
 * Ids of `kind` holding one of `keys`, at most `perKey` a key (the lowest ids), each id once.
 * @throws on database errors.
 */
export async function idsSharingKeys(
  pool: Pick<Pool, 'query'>,
  kind: ResolutionKeyKind,
  keys: readonly string[],
  perKey: number,
): Promise<number[]> {
  if (!keys.length) return [];
  const { rows } = await pool.query<{ id: string }>(
    `SELECT DISTINCT b.id FROM unnest($2::text[]) AS k(key)
       CROSS JOIN LATERAL (SELECT id FROM resolution_key r WHERE r.kind = $1 AND r.key = k.key ORDER BY id LIMIT $3) b`,
    [kind, keys, perKey],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Of `titleKeys` (recording keys), those whose recordings credit more than `maxArtists` distinct
 * artists that the catalog serves (`artists[].id` of served artists), counting up to
 * `maxArtists + 1` a title: the common-title rule of artist resolution. @throws on database errors.
 */
export async function titleKeysCreditedToMany(
  pool: Pick<Pool, 'query'>,
  titleKeys: readonly string[],
  maxArtists: number,
): Promise<Set<string>> {
  if (!titleKeys.length) return new Set();
  const { rows } = await pool.query<{ key: string }>(
    `SELECT r.key FROM resolution_key r
       JOIN entity e ON e.kind = 'recording' AND e.id = r.id
       CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(e.doc -> 'artists') = 'array' THEN e.doc -> 'artists' ELSE '[]' END) a
       JOIN entity ar ON ar.kind = 'artist' AND jsonb_typeof(a -> 'id') = 'number' AND ar.id = (a ->> 'id')::bigint
      WHERE r.kind = 'recording' AND r.key = ANY($1::text[])
      GROUP BY r.key HAVING count(DISTINCT ar.id) > $2`,
    [titleKeys, maxArtists],
  );
  return new Set(rows.map((r) => r.key));
}
