/**
 * The catalog rows the recommendation model is built from (`@mc/recommend`
 * `buildRecommendationModel`), read from PostgreSQL in one go (seven queries in parallel):
 *
 * - recordings: `entity` kind `recording` (title, `artists[].id`, `year`, `genre.id_genre`), at most
 *   `maxRecordings` of them: those with audio descriptors first, then the most popular, then the
 *   lowest ids;
 * - descriptors: `entity` kind `recording_audio` (same id as the recording);
 * - popularity: `entity` kind `recording_popularity`, `global.score`;
 * - first chart entry: list `recording_charts`, smallest `entry_date` per recording;
 * - albums: list `release_tracks` (item `recording.id`) → release `album.id` → album
 *   `title`, `original_release_date`;
 * - chart weeks: list `chart_rows` (owner = chart-date id), item `ms_recordings[].id`;
 * - artists and bands: `entity` kind `artist`, `band_members[].id_artist`.
 */
import type { Pool } from 'pg';
import { LISTS } from '@mc/catalog';

/** A recording row: id, title, credited artist ids (credit order), own `year`, genre id. */
export interface RecommendationRecordingRow {
  id: number;
  title: string;
  artistIds: number[];
  year: number | null;
  genreId: number | null;
}

/** Plain rows the recommendation model is built from (module doc: where each comes from). */
export interface RecommendationRows {
  recordings: RecommendationRecordingRow[];
  /** Recording audio descriptor documents (the contract's `RecordingAudioDescriptors`), id = recording id. */
  audio: { id: number; doc: Record<string, unknown> }[];
  /** Recording popularity `global.score` (0..100). */
  popularity: { id: number; score: number }[];
  /** Earliest chart entry date (`YYYY-MM-DD`) per recording. */
  firstChartDates: { id: number; date: string }[];
  /** Albums a recording appears on (through release tracks). */
  albumAppearances: { recordingId: number; albumId: number; title: string | null; originalReleaseDate: string | null }[];
  /** Chart weeks (chart-date ids) per recording. */
  chartWeeks: { recordingId: number; weeks: number[] }[];
  /** Every artist id, with its band members' ids. */
  artists: { id: number; memberIds: number[] }[];
}

const RECORDINGS_SQL = `
  SELECT id, doc->>'title' AS title,
         ARRAY(SELECT (a->>'id')::bigint FROM jsonb_array_elements(coalesce(doc->'artists', '[]'::jsonb)) a
               WHERE jsonb_typeof(a->'id') = 'number') AS artist_ids,
         CASE WHEN jsonb_typeof(doc->'year') = 'number' THEN (doc->>'year')::int END AS year,
         CASE WHEN jsonb_typeof(doc->'genre'->'id_genre') = 'number' THEN (doc->'genre'->>'id_genre')::bigint END AS genre_id
  FROM entity r WHERE kind = 'recording'
  ORDER BY EXISTS (SELECT 1 FROM entity a WHERE a.kind = 'recording_audio' AND a.id = r.id) DESC,
           (SELECT (p.doc->'global'->>'score')::float8 FROM entity p WHERE p.kind = 'recording_popularity' AND p.id = r.id)
             DESC NULLS LAST,
           id
  LIMIT $1`;

const ALBUM_APPEARANCES_SQL = `
  SELECT DISTINCT (l.item->'recording'->>'id')::bigint AS recording_id, a.id AS album_id,
         a.doc->>'title' AS title, a.doc->>'original_release_date' AS original_release_date
  FROM list_item l
  JOIN entity r ON r.kind = 'release' AND r.id = l.owner_id
  JOIN entity a ON a.kind = 'album' AND a.id = (r.doc->'album'->>'id')::bigint
  WHERE l.list = $1 AND jsonb_typeof(l.item->'recording'->'id') = 'number'
    AND jsonb_typeof(r.doc->'album'->'id') = 'number'`;

const CHART_WEEKS_SQL = `
  SELECT (x->>'id')::bigint AS recording_id, array_agg(DISTINCT l.owner_id) AS weeks
  FROM list_item l CROSS JOIN jsonb_array_elements(coalesce(l.item->'ms_recordings', '[]'::jsonb)) x
  WHERE l.list = $1 AND jsonb_typeof(x->'id') = 'number'
  GROUP BY 1`;

const ARTISTS_SQL = `
  SELECT id, ARRAY(SELECT (m->>'id_artist')::bigint FROM jsonb_array_elements(coalesce(doc->'band_members', '[]'::jsonb)) m
                   WHERE jsonb_typeof(m->'id_artist') = 'number') AS member_ids
  FROM entity WHERE kind = 'artist'`;

/**
 * Reads every row of {@link RecommendationRows} (module doc), recordings capped at `maxRecordings`.
 * @throws on database errors.
 */
export async function loadRecommendationRows(pool: Pool, maxRecordings: number): Promise<RecommendationRows> {
  const q = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => (await pool.query(sql, params)).rows as T[];
  const [recordings, audio, popularity, firstChartDates, albumAppearances, chartWeeks, artists] = await Promise.all([
    q<{ id: string; title: string | null; artist_ids: string[] | null; year: number | null; genre_id: string | null }>(
      RECORDINGS_SQL,
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
      ALBUM_APPEARANCES_SQL,
      [LISTS.releaseTracks],
    ),
    q<{ recording_id: string; weeks: string[] }>(CHART_WEEKS_SQL, [LISTS.chartRows]),
    q<{ id: string; member_ids: string[] | null }>(ARTISTS_SQL),
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
