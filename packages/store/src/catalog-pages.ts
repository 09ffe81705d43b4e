/**
 * Keyset-paged reads of a whole kind for the catalog-wide stages (entity resolution, derived
 * fields): each page is one bounded query (`id > last id ORDER BY id LIMIT n`), so a stage holds
 * one page of documents at a time whatever the catalog size (≤ 2 GiB per process at a million
 * recordings: `docs/operations.md` "Scaling out").
 */
import type { Pool } from 'pg';
import { type EntityKind, type JsonObject, mergeContributions } from '@mc/catalog';
import type { SourceDocument } from './derived-store';

/** A served document of one entity with the sources that contributed to it. */
export interface EntityEvidenceRow {
  id: number;
  doc: JsonObject;
  /** Contribution sources, sorted. */
  sources: string[];
}

/** Entities (or list items) per page unless told otherwise. */
export const DEFAULT_PAGE_SIZE = 5000;

/** Options of the page readers. */
export interface PageOptions {
  /** Rows per page (default {@link DEFAULT_PAGE_SIZE}). */
  pageSize?: number;
  /**
   * Top-level document fields to read (the rest are left out of the returned `doc`); every field
   * when absent. Reading only what a rule needs keeps pages small.
   */
  fields?: readonly string[];
  /** With `false`, `sources` is returned empty (saves a per-row sub-select). Default true. */
  withSources?: boolean;
}

/**
 * Columns `f0`, `f1`… holding, as JSON text, field `fields[i]` (bound as text[] parameter `param`)
 * of `column` (a jsonb object), SQL NULL where the object has no such key; or `column` as `doc`
 * when `fields` is absent. Each value is read as it is stored (`->`): no object is built per row
 * in PostgreSQL ({@link projectedDoc} builds it from the row).
 */
const projected = (column: string, param: string, fields?: readonly string[]) =>
  fields ? fields.map((_, i) => `(${column} -> (${param}::text[])[${i + 1}])::text AS f${i}`).join(', ') : `${column} AS doc`;

/** A projected field and the column holding it. */
interface FieldColumn {
  f: string;
  column: string;
}

/**
 * The fields of `fields` with their columns, in jsonb's key order (shorter first, then by bytes),
 * as PostgreSQL would list them; undefined without `fields`. Computed once per read.
 */
const jsonbOrder = (fields: readonly string[] | undefined): FieldColumn[] | undefined =>
  fields
    ?.map((f, i) => ({ f, i, b: Buffer.from(f) }))
    .sort((x, y) => x.b.length - y.b.length || Buffer.compare(x.b, y.b))
    .map(({ f, i }) => ({ f, column: `f${i}` }));

/**
 * The document of a row selected with {@link projected}: `row.doc` without `order`, else the object
 * of the fields the row holds (a JSON `null` value kept as `null`, an absent key left out), keys
 * in jsonb order ({@link jsonbOrder}).
 */
function projectedDoc(row: Record<string, unknown>, order: readonly FieldColumn[] | undefined): JsonObject {
  if (!order) return row.doc as JsonObject;
  const doc: JsonObject = {};
  for (const { f, column } of order) {
    const text = row[column];
    if (typeof text === 'string') doc[f] = JSON.parse(text);
  }
  return doc;
}

/**
 * Served documents of every entity of `kind` with their contribution sources, one page at a time
 * by ascending id (what `loadEntityEvidence` returns, paged).
 * @throws on database errors.
 */
export async function* entityEvidencePages(
  pool: Pool,
  kind: EntityKind,
  opts: PageOptions = {},
): AsyncGenerator<EntityEvidenceRow[]> {
  const sources =
    opts.withSources === false
      ? `'{}'::text[]`
      : `(SELECT array_agg(DISTINCT c.source ORDER BY c.source) FROM contribution c WHERE c.kind = e.kind AND c.id = e.id)`;
  const order = jsonbOrder(opts.fields);
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<{ id: string; sources: string[] | null } & Record<string, unknown>>(
      `SELECT e.id, ${projected('e.doc', '$4', opts.fields)}, ${sources} AS sources
         FROM entity e WHERE e.kind = $1 AND e.id > $2 ORDER BY e.id LIMIT $3`,
      [kind, after, opts.pageSize ?? DEFAULT_PAGE_SIZE, ...(opts.fields ? [opts.fields] : [])],
    );
    if (!rows.length) return;
    after = Number(rows[rows.length - 1]!.id);
    yield rows.map((r) => ({ id: Number(r.id), doc: projectedDoc(r, order), sources: r.sources ?? [] }));
  }
}

/**
 * Contribution rows (`id`, `source`, projected document; ordered by id, then source) merged per
 * entity, in row order: the {@link SourceDocument}s of {@link sourceDocumentPages} and
 * {@link sourceDocumentsOf}.
 */
function mergedPerEntity(
  rows: readonly ({ id: string; source: string } & Record<string, unknown>)[],
  order: readonly FieldColumn[] | undefined,
): SourceDocument[] {
  const byId = new Map<number, { source: string; doc: JsonObject }[]>();
  for (const r of rows) {
    const id = Number(r.id);
    const c = { source: r.source, doc: projectedDoc(r, order) };
    const list = byId.get(id);
    if (list) list.push(c);
    else byId.set(id, [c]);
  }
  return [...byId].map(([id, cs]) => ({ id, doc: mergeContributions(cs), sources: cs.map((c) => c.source) }));
}

/**
 * What the real sources say about every entity of `kind` (contributions of every source but
 * `except`, merged per entity), one page of entities at a time by ascending id.
 * @param except the pseudo-source left out (the derived layer).
 * @throws on database errors.
 */
export async function* sourceDocumentPages(
  pool: Pool,
  kind: EntityKind,
  except: string,
  opts: Omit<PageOptions, 'withSources'> = {},
): AsyncGenerator<SourceDocument[]> {
  const order = jsonbOrder(opts.fields);
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<{ id: string; source: string } & Record<string, unknown>>(
      `WITH page AS (SELECT DISTINCT id FROM contribution WHERE kind = $1 AND source <> $2 AND id > $3 ORDER BY id LIMIT $4)
       SELECT c.id, c.source, ${projected("(c.doc -> 'doc')", '$5', opts.fields)}
         FROM contribution c JOIN page USING (id) WHERE c.kind = $1 AND c.source <> $2 ORDER BY c.id, c.source`,
      [kind, except, after, opts.pageSize ?? DEFAULT_PAGE_SIZE, ...(opts.fields ? [opts.fields] : [])],
    );
    if (!rows.length) return;
    after = Number(rows[rows.length - 1]!.id);
    yield mergedPerEntity(rows, order);
  }
}

/**
 * What the real sources say about the entities `ids` of `kind` (contributions of every source but
 * `except`, merged per entity, as {@link sourceDocumentPages} gives them), by ascending id; an id
 * with no such contribution is absent. For the derive reader's turns, which read the entities a
 * change touches, not the catalog. `pool` may be a transaction's client.
 * @throws on database errors.
 */
export async function sourceDocumentsOf(
  pool: Pick<Pool, 'query'>,
  kind: EntityKind,
  ids: readonly number[],
  except: string,
  opts: Pick<PageOptions, 'fields'> = {},
): Promise<SourceDocument[]> {
  if (!ids.length) return [];
  const order = jsonbOrder(opts.fields);
  const { rows } = await pool.query<{ id: string; source: string } & Record<string, unknown>>(
    `SELECT c.id, c.source, ${projected("(c.doc -> 'doc')", '$4', opts.fields)}
       FROM contribution c WHERE c.kind = $1 AND c.id = ANY($2::bigint[]) AND c.source <> $3 ORDER BY c.id, c.source`,
    [kind, [...new Set(ids)], except, ...(opts.fields ? [opts.fields] : [])],
  );
  return mergedPerEntity(rows, order);
}

/** One list item as the catalog-wide stages read it. */
export interface ListItemRow {
  ownerId: number;
  itemId: number | null;
  item: JsonObject | null;
}

/**
 * Items of one list (all sources), one page at a time by (owner id, item key).
 * @throws on database errors.
 */
export async function* listItemPages(
  pool: Pool,
  list: string,
  opts: Pick<PageOptions, 'pageSize'> = {},
): AsyncGenerator<ListItemRow[]> {
  let after: [number, string] = [-1, ''];
  for (;;) {
    const { rows } = await pool.query<{ owner_id: string; item_key: string; item_id: string | null; item: JsonObject | null }>(
      `SELECT owner_id, item_key, item_id, item FROM list_item
        WHERE list = $1 AND (owner_id, item_key) > ($2::bigint, $3::text) ORDER BY owner_id, item_key LIMIT $4`,
      [list, after[0], after[1], opts.pageSize ?? DEFAULT_PAGE_SIZE],
    );
    if (!rows.length) return;
    const last = rows[rows.length - 1]!;
    after = [Number(last.owner_id), last.item_key];
    yield rows.map((r) => ({ ownerId: Number(r.owner_id), itemId: r.item_id === null ? null : Number(r.item_id), item: r.item }));
  }
}

/**
 * Contribution sources of the given entities of `kind` (sorted), by id; an id without any is absent.
 * @throws on database errors.
 */
export async function contributionSources(pool: Pool, kind: EntityKind, ids: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (let i = 0; i < ids.length; i += DEFAULT_PAGE_SIZE) {
    const { rows } = await pool.query<{ id: string; sources: string[] }>(
      `SELECT id, array_agg(DISTINCT source ORDER BY source) AS sources FROM contribution
        WHERE kind = $1 AND id = ANY($2::bigint[]) GROUP BY id`,
      [kind, ids.slice(i, i + DEFAULT_PAGE_SIZE)],
    );
    for (const r of rows) out.set(Number(r.id), r.sources);
  }
  return out;
}

/** Every row of `pages` in one array (for kinds known to be small). */
export async function collectPages<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) for (const row of page) out.push(row);
  return out;
}
