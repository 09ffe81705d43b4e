/**
 * Chart statistics per artist or recording, read from the stored popularity documents (SPEC 2.13,
 * built by the Billboard importer) and the recordings' credits, for the indexer's popularity prior.
 */
import type { Pool } from 'pg';

/** Chart statistics of one artist or recording (all zero/undefined when it never charted). */
export interface ChartStats {
  /** Weeks on the chart (`weeks_in_charts`; an artist counts the weeks of every credited recording). */
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

/**
 * Chart statistics of every entity of `entity` (or of `ids`) that has a popularity document or,
 * for artists, any credited recording. @returns id → stats.
 */
export async function loadChartStats(pool: Pool, entity: 'artist' | 'recording', ids?: number[]): Promise<Map<number, ChartStats>> {
  const kind = entity === 'artist' ? 'artist_popularity' : 'recording_popularity';
  const { rows } = await pool.query<{ id: string; weeks: number | null; best: number | null; peak: number | null; score: number | null }>(
    `SELECT id,
            (SELECT sum((c->>'weeks_in_charts')::int) FROM jsonb_array_elements(doc->'catalog'->'details_by_country') c) AS weeks,
            (SELECT min((c->>'best_rank')::int) FROM jsonb_array_elements(doc->'catalog'->'details_by_country') c) AS best,
            (doc->>'peak')::int AS peak, (doc->'global'->>'score')::float8 AS score
       FROM entity WHERE kind = $1 ${ids ? 'AND id = ANY($2::bigint[])' : ''}`,
    ids ? [kind, ids] : [kind],
  );
  const out = new Map<number, ChartStats>(
    rows.map((r) => [
      Number(r.id),
      { weeks: Number(r.weeks ?? 0), bestRank: r.best ?? undefined, peakYear: r.peak ?? undefined, score: r.score ?? 0, credits: 0 },
    ]),
  );
  if (entity === 'artist') {
    const credited = await pool.query<{ id: string; n: string }>(
      `SELECT (a->>'id')::bigint AS id, count(*) AS n
         FROM entity r, jsonb_array_elements(r.doc->'artists') a
        WHERE r.kind = 'recording' AND a->>'id' ~ '^[0-9]+$' ${ids ? "AND (a->>'id')::bigint = ANY($1::bigint[])" : ''}
        GROUP BY 1`,
      ids ? [ids] : [],
    );
    for (const r of credited.rows) {
      const id = Number(r.id);
      const s = out.get(id) ?? { weeks: 0, score: 0, credits: 0 };
      s.credits = Number(r.n);
      out.set(id, s);
    }
  }
  return out;
}
