/**
 * I/O side of the recommender: reads the rows the model is built from out of PostgreSQL (the
 * system of record; no Elasticsearch involved) and caches the built model per pool.
 *
 * Where each row comes from:
 * - recordings: `entity` kind `recording` (title, `artists[].id`, `year`, `genre.id_genre`), at most
 *   {@link MAX_MODEL_RECORDINGS} of them;
 * - descriptors: `entity` kind `recording_audio` (same id as the recording);
 * - popularity: `entity` kind `recording_popularity`, `global.score`;
 * - first chart entry: list `recording_charts`, smallest `entry_date` per recording;
 * - albums: list `release_tracks` (item `recording.id`) → release `album.id` → album
 *   `title`, `original_release_date`;
 * - chart weeks: list `chart_rows` (owner = chart-date id), item `ms_recordings[].id`;
 * - artists and bands: `entity` kind `artist`, `band_members[].id_artist`.
 *
 * **Caching.** The model is built on the first request of a process (about 2 s on the sample
 * catalog) and kept. At most every `checkEveryMs` (default 60 s) a request checks a catalog stamp
 * (`catalogStamp` of `@mc/store`: latest finished import run, entity update or merge); when it changed, a new model is built in
 * the background and swapped in, the old one serving meanwhile.
 */
import type { Pool } from 'pg';
import { LISTS } from '@mc/catalog';
import { catalogStamp } from '@mc/store';
import { type CatalogRows, type RecommendationModel, buildRecommendationModel } from './model';

/**
 * Most recordings the model holds (memory bound: about 200 bytes each, so ~50 MB). A larger
 * catalog (bench:scale's million) keeps the recordings with audio descriptors first, then the most
 * popular, then the lowest ids; the others are neither seeds nor candidates of recommendations.
 */
export const MAX_MODEL_RECORDINGS = 250_000;

/** Reads every row {@link buildRecommendationModel} needs (see module doc), recordings capped at `maxRecordings`. */
export async function loadCatalogRows(pool: Pool, maxRecordings = MAX_MODEL_RECORDINGS): Promise<CatalogRows> {
  const q = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => (await pool.query(sql, params)).rows as T[];
  const [recordings, audio, popularity, firstChartDates, albumAppearances, chartWeeks, artists] = await Promise.all([
    q<{ id: string; title: string | null; artist_ids: string[] | null; year: number | null; genre_id: string | null }>(
      `SELECT id, doc->>'title' AS title,
              ARRAY(SELECT (a->>'id')::bigint FROM jsonb_array_elements(coalesce(doc->'artists', '[]'::jsonb)) a
                    WHERE jsonb_typeof(a->'id') = 'number') AS artist_ids,
              CASE WHEN jsonb_typeof(doc->'year') = 'number' THEN (doc->>'year')::int END AS year,
              CASE WHEN jsonb_typeof(doc->'genre'->'id_genre') = 'number' THEN (doc->'genre'->>'id_genre')::bigint END AS genre_id
       FROM entity r WHERE kind = 'recording'
       ORDER BY EXISTS (SELECT 1 FROM entity a WHERE a.kind = 'recording_audio' AND a.id = r.id) DESC,
                (SELECT (p.doc->'global'->>'score')::float8 FROM entity p WHERE p.kind = 'recording_popularity' AND p.id = r.id)
                  DESC NULLS LAST,
                id
       LIMIT $1`,
      [maxRecordings],
    ),
    q<{ id: string; doc: Record<string, unknown> }>(`SELECT id, doc FROM entity WHERE kind = 'recording_audio'`),
    q<{ id: string; score: number }>(
      `SELECT id, (doc->'global'->>'score')::float8 AS score FROM entity
       WHERE kind = 'recording_popularity' AND jsonb_typeof(doc->'global'->'score') = 'number'`,
    ),
    q<{ id: string; date: string }>(
      `SELECT owner_id AS id, min(item->>'entry_date') AS date FROM list_item
       WHERE list = $1 AND item->>'entry_date' IS NOT NULL GROUP BY owner_id`,
      [LISTS.recordingCharts],
    ),
    q<{ recording_id: string; album_id: string; title: string | null; original_release_date: string | null }>(
      `SELECT DISTINCT (l.item->'recording'->>'id')::bigint AS recording_id, a.id AS album_id,
              a.doc->>'title' AS title, a.doc->>'original_release_date' AS original_release_date
       FROM list_item l
       JOIN entity r ON r.kind = 'release' AND r.id = l.owner_id
       JOIN entity a ON a.kind = 'album' AND a.id = (r.doc->'album'->>'id')::bigint
       WHERE l.list = $1 AND jsonb_typeof(l.item->'recording'->'id') = 'number'
         AND jsonb_typeof(r.doc->'album'->'id') = 'number'`,
      [LISTS.releaseTracks],
    ),
    q<{ recording_id: string; weeks: string[] }>(
      `SELECT (x->>'id')::bigint AS recording_id, array_agg(DISTINCT l.owner_id) AS weeks
       FROM list_item l CROSS JOIN jsonb_array_elements(coalesce(l.item->'ms_recordings', '[]'::jsonb)) x
       WHERE l.list = $1 AND jsonb_typeof(x->'id') = 'number'
       GROUP BY 1`,
      [LISTS.chartRows],
    ),
    q<{ id: string; member_ids: string[] | null }>(
      `SELECT id, ARRAY(SELECT (m->>'id_artist')::bigint FROM jsonb_array_elements(coalesce(doc->'band_members', '[]'::jsonb)) m
                        WHERE jsonb_typeof(m->'id_artist') = 'number') AS member_ids
       FROM entity WHERE kind = 'artist'`,
    ),
  ]);
  return {
    recordings: recordings.map((r) => ({
      id: Number(r.id),
      title: r.title ?? '',
      artistIds: (r.artist_ids ?? []).map(Number),
      year: r.year,
      genreId: r.genre_id === null ? null : Number(r.genre_id),
    })),
    audio: audio.map((a) => ({ id: Number(a.id), doc: a.doc })),
    popularity: popularity.map((p) => ({ id: Number(p.id), score: p.score })),
    firstChartDates: firstChartDates.map((c) => ({ id: Number(c.id), date: c.date })),
    albumAppearances: albumAppearances.map((a) => ({
      recordingId: Number(a.recording_id),
      albumId: Number(a.album_id),
      title: a.title,
      originalReleaseDate: a.original_release_date,
    })),
    chartWeeks: chartWeeks.map((w) => ({ recordingId: Number(w.recording_id), weeks: w.weeks.map(Number) })),
    artists: artists.map((a) => ({ id: Number(a.id), memberIds: (a.member_ids ?? []).map(Number) })),
  };
}

/** The model of one pool, built lazily and refreshed when the catalog changes (module doc). */
export class RecommendationModelCache {
  private current: Promise<{ model: RecommendationModel; stamp: string }> | undefined;
  private checkedAt = 0;
  private refreshing = false;

  constructor(
    private readonly pool: Pool,
    private readonly checkEveryMs = 60_000,
  ) {}

  private async build(): Promise<{ model: RecommendationModel; stamp: string }> {
    const stamp = await catalogStamp(this.pool);
    return { model: buildRecommendationModel(await loadCatalogRows(this.pool)), stamp };
  }

  /** The current model; the first call builds it. @throws when the store cannot be read (first build). */
  async get(): Promise<RecommendationModel> {
    if (!this.current) {
      this.checkedAt = Date.now();
      this.current = this.build();
      this.current.catch(() => {
        this.current = undefined;
      });
    } else if (!this.refreshing && Date.now() - this.checkedAt > this.checkEveryMs) {
      this.checkedAt = Date.now();
      this.refreshing = true;
      void this.refreshIfStale().finally(() => {
        this.refreshing = false;
      });
    }
    return (await this.current).model;
  }

  private async refreshIfStale(): Promise<void> {
    try {
      const old = await this.current!;
      if ((await catalogStamp(this.pool)) === old.stamp) return;
      const next = await this.build();
      this.current = Promise.resolve(next);
    } catch {
      /* keep serving the old model; the next check retries */
    }
  }
}

const caches = new WeakMap<Pool, RecommendationModelCache>();

/** The shared {@link RecommendationModelCache} of a pool (one per API process and pool). */
export function modelCacheFor(pool: Pool): RecommendationModelCache {
  let c = caches.get(pool);
  if (!c) caches.set(pool, (c = new RecommendationModelCache(pool)));
  return c;
}
