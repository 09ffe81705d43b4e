/**
 * Search documents from the store, as every index write builds them (a full rebuild, a partial
 * reindex of ids, the live indexer): the build context of an entity (credited artists' names,
 * popularity, chart statistics), and the bulk operations that bring given ids of the live index
 * in line with the store.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import {
  type ArtistLookup,
  type CreditRef,
  type CreditedArtistDoc,
  SEARCH_ENTITY_DEFINITIONS,
  type SearchDocument,
  type SearchEntity,
} from '@mc/mappings';
import { type IndexLayout, type SearchOperation, type SearchTarget, aliasName } from '@mc/search';
import { type ChartStats, type StoredDoc, entityDocs, loadChartStats, popularityScores } from '@mc/store';

/** What the indexer needs: where the search documents live (`es`, `prefix`) and the store. */
export interface IndexerDeps extends SearchTarget {
  pool: Pool;
  /** Shards and replicas of new indices (config ES_SHARDS, ES_REPLICAS); default one shard, replicas auto. */
  layout?: IndexLayout;
}

/** What building an entity's search documents reads besides the documents. */
export interface BuildContext {
  artists: ArtistLookup;
  popularity: Map<number, number>;
  /** Chart statistics of the entities themselves (artists, recordings). */
  chart: Map<number, ChartStats>;
  /** Chart statistics of credited artists (albums, releases, shows). */
  artistChart: Map<number, ChartStats>;
}

/** Chart statistics the popularity prior of `entity` needs (own for artists/recordings, credited artists' otherwise). */
export async function loadChart(pool: Pool, entity: SearchEntity, ids?: number[], artistIds?: number[]) {
  const own = entity === 'artist' || entity === 'recording';
  return {
    chart: own ? await loadChartStats(pool, entity, ids) : new Map<number, ChartStats>(),
    artistChart: own ? new Map<number, ChartStats>() : await loadChartStats(pool, 'artist', artistIds),
  };
}

/**
 * Credited artists by id, holding only what credits read (name, aliases, translated names): at a
 * million recordings the whole artist table is read once per rebuild, not kept as full documents.
 */
export async function loadArtists(pool: Pool, ids?: number[]): Promise<ArtistLookup> {
  const map = new Map<number, CreditedArtistDoc>();
  for (const d of await entityDocs(pool, 'artist', ids))
    map.set(d.id, { name: d.name, aliases: d.aliases, translated: d.translated });
  return (id) => map.get(id);
}

/**
 * The build context of a full rebuild of `entity`: every credited artist (none for artists),
 * every popularity score of the kind, the chart statistics the prior reads.
 * @throws on database errors.
 */
export async function loadBuildContext(pool: Pool, entity: SearchEntity): Promise<BuildContext> {
  return {
    artists: entity === 'artist' ? () => undefined : await loadArtists(pool),
    popularity: POPULARITY_KIND[entity] ? await popularityScores(pool, POPULARITY_KIND[entity]!) : new Map(),
    ...(await loadChart(pool, entity)),
  };
}

/** The search document of one stored document. */
export function buildDoc(entity: SearchEntity, doc: StoredDoc, ctx: BuildContext): SearchDocument {
  return SEARCH_ENTITY_DEFINITIONS[entity].build(doc, {
    artists: ctx.artists,
    popularity: ctx.popularity.get(doc.id) ?? 0,
    chart: ctx.chart.get(doc.id),
    artistChart: (id) => ctx.artistChart.get(id),
  });
}

/** The popularity documents' kind of the entities that have one. */
export const POPULARITY_KIND: Partial<Record<SearchEntity, EntityKind>> = {
  artist: 'artist_popularity',
  recording: 'recording_popularity',
};

/** Ids of the artists credited by `docs` (`artists[].id` or `id_artist`). */
export function creditedArtistIds(docs: StoredDoc[]): number[] {
  const ids = new Set<number>();
  for (const d of docs)
    for (const a of (Array.isArray(d.artists) ? d.artists : []) as CreditRef[]) {
      const id = a.id ?? a.id_artist;
      if (typeof id === 'number') ids.add(id);
    }
  return [...ids];
}

/**
 * The bulk operations that bring the given ids of `entity` in its live alias in line with the
 * store: documents the store has are rebuilt (as a full rebuild builds them: credited artists,
 * popularity, chart statistics), the others are deleted.
 * @returns the operations (index: action then document) and the counts. @throws on database errors.
 */
export async function searchOperations(
  deps: IndexerDeps,
  entity: SearchEntity,
  ids: number[],
): Promise<{ operations: SearchOperation[]; indexed: number; deleted: number }> {
  if (!ids.length) return { operations: [], indexed: 0, deleted: 0 };
  const alias = aliasName(deps.prefix, entity);
  const docs = await entityDocs(deps.pool, entity, ids);
  const credited = creditedArtistIds(docs);
  // Independent reads, in parallel (what a live batch waits for).
  const [artists, popularity, chart] = await Promise.all([
    entity === 'artist' ? () => undefined : loadArtists(deps.pool, credited),
    POPULARITY_KIND[entity] ? popularityScores(deps.pool, POPULARITY_KIND[entity]!, ids) : new Map<number, number>(),
    loadChart(deps.pool, entity, ids, credited),
  ]);
  const ctx: BuildContext = { artists, popularity, ...chart };
  const present = new Set(docs.map((d) => Number(d.id)));
  const gone = ids.filter((id) => !present.has(id));
  const operations: SearchOperation[] = [
    ...docs.flatMap((d) => [{ index: { _index: alias, _id: String(d.id) } }, buildDoc(entity, d, ctx)]),
    ...gone.map((id) => ({ delete: { _index: alias, _id: String(id) } })),
  ];
  return { operations, indexed: docs.length, deleted: gone.length };
}
