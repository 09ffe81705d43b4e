/**
 * Chart statistics per artist or recording, read from the stored popularity documents (the contract's `ArtistPopularity` / `RecordingPopularity`,
 * built by the Billboard importer) and the recordings' credits, for the indexer's popularity prior.
 */
import type { Pool } from 'pg';
import { CREDITS_PATH_MAX_IDS, creditsPath, creditsPathChunks } from './credits-path';

/** Chart statistics of one artist or recording (all zero/undefined when it never charted). */
export interface ChartStats {
  /** Weeks on the chart (`weeks_in_charts`; an artist: summed over the recordings it is the main artist of). */
  weeks: number;
  /** Best chart position reached (1 = top), undefined when never charted. */
  bestRank?: number;
  /** Calendar year with most chart points, undefined when never charted. */
  peakYear?: number;
  /** Served popularity score 0..100 (`global.score`). */
  score: number;
  /** Recordings credited (artists only; 0 for recordings). */
  credits: number;
}

const WEEKS = `(SELECT sum((c->>'weeks_in_charts')::int) FROM jsonb_array_elements(p.doc->'catalog'->'details_by_country') c)`;
const BEST = `(SELECT min((c->>'best_rank')::int) FROM jsonb_array_elements(p.doc->'catalog'->'details_by_country') c)`;

/** Recordings crediting an artist of `$1`, `$2` its {@link creditsPath}: one scan of the GIN index on credits. */
const OF_ARTISTS = `AND r.doc -> 'artists' @@ $2::jsonpath AND (a->>'id')::bigint = ANY($1::bigint[])`;

type StatsRow = {
  id: string;
  weeks: string | null;
  best: number | null;
  peak: number | null;
  score: number | null;
  credits: string | null;
};

/**
 * Chart statistics of every recording (or of `ids`) that has a popularity document, or of every
 * artist (or of `ids`) credited on a recording. An artist's weeks, best rank and peak year are
 * those of the recordings it is the `Main` credit of (summed, min, latest); `credits` counts
 * every credit. With `ids`, artists' recordings are found through the credits index (no catalog
 * scan: what a live re-index of a few artists reads). @returns id → stats.
 */
export async function loadChartStats(
  pool: Pool,
  entity: 'artist' | 'recording',
  ids?: number[],
): Promise<Map<number, ChartStats>> {
  if (ids && !ids.length) return new Map();
  if (entity === 'artist' && ids && ids.length > CREDITS_PATH_MAX_IDS) {
    // An artist's statistics read only its own credits: chunks of artists answer apart.
    const all = new Map<number, ChartStats>();
    for (const chunk of creditsPathChunks(ids))
      for (const [id, stats] of await loadChartStats(pool, entity, chunk.ids)) all.set(id, stats);
    return all;
  }
  const { rows } =
    entity === 'recording'
      ? await pool.query<StatsRow>(
          `SELECT p.id, ${WEEKS} AS weeks, ${BEST} AS best, (p.doc->>'peak')::int AS peak,
                  (p.doc->'global'->>'score')::float8 AS score, 0 AS credits
             FROM entity p WHERE p.kind = 'recording_popularity' ${ids ? 'AND p.id = ANY($1::bigint[])' : ''}`,
          ids ? [ids] : [],
        )
      : await pool.query<StatsRow>(
          `WITH credit AS (
             SELECT (a->>'id')::bigint AS id, r.id AS recording, coalesce(a->>'link', 'Main') = 'Main' AS main
               FROM entity r, jsonb_array_elements(r.doc->'artists') a
              WHERE r.kind = 'recording' AND a->>'id' ~ '^[0-9]+$' ${ids ? OF_ARTISTS : ''})
           SELECT c.id, sum(${WEEKS}) FILTER (WHERE c.main) AS weeks, min(${BEST}) FILTER (WHERE c.main) AS best,
                  max((p.doc->>'peak')::int) FILTER (WHERE c.main) AS peak, max((p.doc->'global'->>'score')::float8) AS score,
                  count(*) AS credits
             FROM credit c LEFT JOIN entity p ON p.kind = 'recording_popularity' AND p.id = c.recording
            GROUP BY c.id`,
          ids ? [ids, creditsPath(ids)] : [],
        );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        weeks: Number(r.weeks ?? 0),
        bestRank: r.best ?? undefined,
        peakYear: r.peak ?? undefined,
        score: r.score ?? 0,
        credits: Number(r.credits ?? 0),
      },
    ]),
  );
}
