/**
 * Read side of the catalog store: documents by id and paged lists, with offset/limit/total done
 * in SQL (the list wrapper of `docs/api.md` "Conventions").
 */
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import type { EntityKind, JsonObject } from '@mc/catalog';

/** One page of a list: `results` in list order and `total` items in the whole list. */
export interface Page<T> {
  results: T[];
  total: number;
}

/** Options of {@link CatalogReader}. */
export interface CatalogReaderOptions {
  /**
   * How long {@link CatalogReader.get} keeps a document (or its absence) in process memory at
   * most, ms; 0 (default) = no cache. The upper bound of staleness for a change the catalog stamp
   * does not see (see `changeCheckMs`).
   */
  documentCacheTtlMs?: number;
  /** Documents kept at most (least recently used go first); default 20,000. */
  documentCacheMax?: number;
  /**
   * With the cache on: at most this often (ms; default 1,000), a lookup starts a background read of
   * the {@link catalogStamp}; when it changed since the last read, the whole cache is dropped. A
   * committed import, document change or merge is so served at most about this long later, however
   * long the TTL. 0 = no stamp check (the TTL alone bounds staleness).
   */
  changeCheckMs?: number;
}

/**
 * The catalog stamp: a string that changes whenever an import run finishes, an entity document is
 * written (`entity.updated_at`), a merge is recorded or undone (`entity_merge`) or any served
 * document changes (the change feed's head: deletions included, which move no `updated_at`). Every part is an
 * index-only or small-table read (well under a millisecond on the sample catalog). Caches of
 * derived state (the API's document cache, the recommendation model) compare stamps to learn that
 * the catalog changed. @throws on database errors.
 */
export async function catalogStamp(pool: Pick<Pool, 'query'>): Promise<string> {
  const { rows } = await pool.query<{ stamp: string }>({
    name: 'catalog-stamp',
    text: `SELECT concat_ws('|', (SELECT max(finished_at)::text FROM import_run), (SELECT max(updated_at)::text FROM entity),
             (SELECT count(*)::text || ':' || coalesce(max(created_at)::text, '') FROM entity_merge),
             (SELECT max(seq)::text FROM change_feed)) AS stamp`,
  });
  return rows[0]?.stamp ?? '';
}

/** Reads catalog documents and lists. */
export class CatalogReader {
  private readonly cache: LRUCache<string, { doc: JsonObject | null }> | undefined;
  private readonly changeCheckMs: number;
  private stamp: string | undefined;
  private stampCheckedAt = 0;
  private stampCheck: Promise<void> | undefined;
  /** Bumped whenever the cache is dropped: a read that began before is not cached. */
  private generation = 0;

  constructor(
    private readonly pool: Pool,
    opts: CatalogReaderOptions = {},
  ) {
    if (opts.documentCacheTtlMs)
      this.cache = new LRUCache({ max: opts.documentCacheMax ?? 20_000, ttl: opts.documentCacheTtlMs, ttlAutopurge: false });
    this.changeCheckMs = opts.changeCheckMs ?? 1000;
  }

  private dropCache(): void {
    this.cache?.clear();
    this.generation++;
  }

  /**
   * Starts a background stamp read when the last one is `changeCheckMs` old (never two at once) and
   * drops the cache when the stamp moved (also on the first
   * read: what was cached before it may predate the stamp). The lookup that starts it does not wait for it; a failed
   * read drops the cache too (the change cannot be ruled out) and is retried on the next check.
   */
  private checkForChanges(): void {
    const now = Date.now();
    if (!this.changeCheckMs || this.stampCheck || now - this.stampCheckedAt < this.changeCheckMs) return;
    this.stampCheckedAt = now;
    this.stampCheck = catalogStamp(this.pool)
      .then(
        (stamp) => {
          if (stamp !== this.stamp) this.dropCache();
          this.stamp = stamp;
        },
        () => {
          this.dropCache();
          this.stamp = undefined;
        },
      )
      .finally(() => {
        this.stampCheck = undefined;
      });
  }

  /**
   * The served document of (kind, id) — or of the entity it was merged into —, or null when there
   * is none; from the document cache when enabled (the returned object is shared: callers must
   * not modify it; the cache is dropped when the catalog stamp moves, see `changeCheckMs`). A named
   * (prepared) statement: the lookup hot path, parsed and planned once per connection.
   */
  async get(kind: EntityKind, id: number): Promise<JsonObject | null> {
    if (!this.cache) return this.read(kind, id);
    this.checkForChanges();
    const key = `${kind}:${id}`;
    const hit = this.cache.get(key);
    if (hit) return hit.doc;
    const generation = this.generation;
    const doc = await this.read(kind, id);
    if (generation === this.generation) this.cache.set(key, { doc });
    return doc;
  }

  /**
   * The document of (kind, id); for an id merged into another by entity resolution (`entity_merge`),
   * the surviving entity's document (its `id` is the surviving id), as MusicBrainz's web service
   * answers a merged MBID. The second branch runs only when the first finds nothing.
   */
  private async read(kind: EntityKind, id: number): Promise<JsonObject | null> {
    return (await this.ownOrSurvivor<JsonObject>('doc', kind, id)) ?? null;
  }

  /**
   * One column (`doc` or `id`) of the entity row of (kind, id), or of the surviving entity's row
   * when entity resolution merged it into another (`entity_merge`); undefined when neither exists.
   * The second branch runs only when the first finds nothing. @throws on database errors.
   */
  private async ownOrSurvivor<T>(column: 'doc' | 'id', kind: EntityKind, id: number): Promise<T | undefined> {
    const { rows } = await this.pool.query<Record<typeof column, T>>({
      name: `catalog-${column}-or-survivor`,
      text: `(SELECT ${column} FROM entity WHERE kind = $1 AND id = $2)
             UNION ALL
             (SELECT e.${column} FROM entity_merge m JOIN entity e ON e.kind = m.kind AND e.id = m.surviving_id
               WHERE m.kind = $1 AND m.merged_id = $2)
             LIMIT 1`,
      values: [kind, id],
    });
    return rows[0]?.[column];
  }

  /**
   * Documents of (kind, ids), in the order of `ids`; missing ids are left out (an id merged into
   * another is missing here, unlike {@link get}). With the document cache on, cached documents are
   * taken from it (shared objects: callers must not modify them) and only the others are read, in
   * one query, then cached — a search page's hits (20 ids, the popular ones again and again) mostly
   * cost no PostgreSQL round trip. @throws on database errors.
   */
  async getMany(kind: EntityKind, ids: number[]): Promise<JsonObject[]> {
    if (!ids.length) return [];
    const found = new Map<number, JsonObject>();
    let missing = ids;
    if (this.cache) {
      this.checkForChanges();
      missing = [];
      for (const id of ids) {
        const hit = this.cache.get(`${kind}:${id}`);
        // `get` caches a merged id's survivor under the merged id: not this id's own document.
        if (hit?.doc && hit.doc.id === id) found.set(id, hit.doc);
        else if (hit === undefined || hit.doc) missing.push(id);
      }
    }
    if (missing.length) {
      const generation = this.generation;
      const { rows } = await this.pool.query<{ id: string; doc: JsonObject }>(
        'SELECT id, doc FROM entity WHERE kind = $1 AND id = ANY($2::bigint[])',
        [kind, missing],
      );
      for (const r of rows) {
        found.set(Number(r.id), r.doc);
        if (this.cache && generation === this.generation && r.doc.id === Number(r.id))
          this.cache.set(`${kind}:${r.id}`, { doc: r.doc });
      }
    }
    return ids.map((id) => found.get(id)).filter((d): d is JsonObject => d !== undefined);
  }

  /** True when (kind, id) exists. */
  async exists(kind: EntityKind, id: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM entity WHERE kind = $1 AND id = $2', [kind, id]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * The id under which (kind, id) is served: `id` itself when it exists, the surviving id when
   * entity resolution merged it into another (`entity_merge`), else null. List endpoints use it so
   * that an old id a client holds answers with the survivor's list, as its lookup does ({@link get}).
   */
  async currentId(kind: EntityKind, id: number): Promise<number | null> {
    const current = await this.ownOrSurvivor<string>('id', kind, id);
    return current === undefined ? null : Number(current);
  }

  /**
   * A page of every entity of one kind, by id (reference lists: genres, roles, countries...).
   * @param parentId when given, only entities whose parent is that id.
   */
  async pageOfKind(kind: EntityKind, offset: number, limit: number, parentId?: number): Promise<Page<JsonObject>> {
    const filter = parentId === undefined ? '' : ' AND parent_id = $2';
    const params = parentId === undefined ? [kind] : [kind, parentId];
    const n = params.length;
    const [{ rows: countRows }, { rows }] = await Promise.all([
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM entity WHERE kind = $1${filter}`, params),
      this.pool.query<{ doc: JsonObject }>(
        `SELECT doc FROM entity WHERE kind = $1${filter} ORDER BY id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
    ]);
    return { total: Number(countRows[0]!.n), results: rows.map((r) => r.doc) };
  }

  /**
   * A page of a list. Items that point at an entity of `itemKind` are hydrated with its document
   * (merged over any inline JSON); inline-only items are returned as stored.
   * @param only when given, only the items whose inline text field `only.field` is one of
   *   `only.values` (picture `format`).
   */
  async listPage(
    list: string,
    ownerId: number,
    offset: number,
    limit: number,
    itemKind?: EntityKind,
    only?: { field: string; values: string[] },
  ): Promise<Page<JsonObject>> {
    const filter = only ? ' AND l.item->>$3 = ANY($4::text[])' : '';
    const base = only ? [list, ownerId, only.field, only.values] : [list, ownerId];
    const n = base.length;
    const [{ rows: countRows }, { rows }] = await Promise.all([
      this.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM list_item l WHERE l.list = $1 AND l.owner_id = $2${filter}`,
        base,
      ),
      this.pool.query<{ item: JsonObject | null; doc: JsonObject | null }>(
        `SELECT l.item, e.doc FROM list_item l
         LEFT JOIN entity e ON e.kind = $${n + 3} AND e.id = l.item_id
         WHERE l.list = $1 AND l.owner_id = $2${filter}
         ORDER BY l.sort_key, l.item_key LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...base, limit, offset, itemKind ?? ''],
      ),
    ]);
    return {
      total: Number(countRows[0]!.n),
      results: rows.map((r) => ({ ...(r.item ?? {}), ...(r.doc ?? {}) })),
    };
  }

  /**
   * Weekly positions `{date, rank}` of a recording on one chart (list `recording_charts`, item
   * `positions`), paged in SQL. @returns null when the recording never entered that chart.
   */
  async chartPositions(recordingId: number, chartId: number, offset: number, limit: number): Promise<Page<JsonObject> | null> {
    const { rows } = await this.pool.query<{ total: number | null; page: JsonObject[] | null }>(
      `SELECT jsonb_array_length(item->'positions') AS total,
              (SELECT coalesce(jsonb_agg(p ORDER BY n), '[]'::jsonb) FROM (
                 SELECT p, n FROM jsonb_array_elements(item->'positions') WITH ORDINALITY AS x(p, n)
                 ORDER BY n LIMIT $3 OFFSET $4) s) AS page
       FROM list_item WHERE list = 'recording_charts' AND owner_id = $1 AND item_id = $2`,
      [recordingId, chartId, limit, offset],
    );
    const r = rows[0];
    if (!r) return null;
    return { total: r.total ?? 0, results: r.page ?? [] };
  }

  /** Number of entities of a kind (readiness, index completeness checks). */
  async count(kind: EntityKind): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM entity WHERE kind = $1', [kind]);
    return Number(rows[0]!.n);
  }
}
