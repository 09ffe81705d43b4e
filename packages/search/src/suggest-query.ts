/**
 * Search as you type across the five search entities (`GET /api/suggest`, beyond the spec): one
 * Elasticsearch `msearch` with the same text relevance on every index (`textQuery` + popularity
 * prior, see `entity-search-query.ts`), so scores compare across entities and the hits merge by
 * score. Hits carry their display `label` and `subtitle` from the search document (no store
 * round trip). Pure: request bodies in, merged hits out.
 */
import { SEARCH_ENTITIES, SUGGEST, type SearchEntity } from '@mc/mappings';
import { withPopularity, textQuery } from './entity-search-query';
import { aliasName } from './index-admin';

/** Default and largest `limit` of the suggest endpoint. */
export const SUGGEST_LIMIT = { default: 10, max: 50 } as const;

/** One suggestion. `score`: relevance tier + popularity (comparable across types). */
export interface SuggestHit {
  type: SearchEntity;
  id: number;
  name: string;
  subtitle: string;
  score: number;
}

/**
 * The `msearch` request lines (header, body per entity) for `query`; `typos` adds the
 * typo-tolerant tiers (a second try when the first finds nothing). Empty when the query has no
 * searchable character.
 */
export function buildSuggestSearches(prefix: string, query: string, limit: number, typos = false): Record<string, unknown>[] {
  return SEARCH_ENTITIES.flatMap((entity) => {
    const text = textQuery(entity, query, { typos });
    if (!text) return [];
    return [
      { index: aliasName(prefix, entity) },
      {
        query: withPopularity({ bool: { must: [text.must], should: text.should } }),
        sort: ['_score', { id: 'asc' }],
        size: limit,
        track_total_hits: false,
        _source: [SUGGEST.label, SUGGEST.subtitle],
      },
    ];
  });
}

/** A `msearch` response item as far as the merge reads it. */
export interface SuggestResponse {
  hits?: { hits: { _id?: string; _score?: number | null; _source?: unknown }[] };
}

/** The hits of the per-entity responses (in `SEARCH_ENTITIES` order), best score first, ties by type order then id. */
export function mergeSuggestHits(responses: readonly SuggestResponse[], limit: number): SuggestHit[] {
  const hits = responses.flatMap((r, i) =>
    (r.hits?.hits ?? []).map((h) => {
      const src = (h._source ?? {}) as Record<string, unknown>;
      return {
        type: SEARCH_ENTITIES[i]!,
        id: Number(h._id),
        name: String(src[SUGGEST.label] ?? ''),
        subtitle: String(src[SUGGEST.subtitle] ?? ''),
        score: Number((h._score ?? 0).toFixed(3)),
        order: i,
      };
    }),
  );
  hits.sort((a, b) => b.score - a.score || a.order - b.order || a.id - b.id);
  return hits.slice(0, limit).map(({ order: _o, ...h }) => h);
}
