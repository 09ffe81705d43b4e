/**
 * Search as you type across the five search entities (`GET /api/suggest`, beyond the spec): one
 * Elasticsearch `msearch` with the same text relevance on every index (`textQuery` + popularity
 * prior, see `entity-search-query.ts`), so scores compare across entities and the hits merge by
 * score. Hits carry their display `label` and `subtitle` from the search document (no store
 * round trip). Pure: request bodies in, merged hits out.
 */
import { SEARCH_ENTITIES, SEARCH_ENTITY_DEFINITIONS, SUGGEST, type SearchEntity } from '@mc/mappings';
import { foldForMatch } from '@mc/matching';
import { TIER, textQuery, withPopularity } from './entity-search-query';
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
  const folded = foldForMatch(query);
  if (isShortPrefix(folded)) return SEARCH_ENTITIES.flatMap((entity) => shortPrefixSearch(prefix, entity, folded, limit));
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

/** One word of one or two characters: matched by own-name word prefixes only, in prior order. */
function isShortPrefix(folded: string): boolean {
  return folded.length > 0 && folded.length <= 2 && !folded.includes(' ');
}

/**
 * Score of a short-prefix hit: the tiers such a hit reaches in `textQuery` (every word a prefix,
 * of the entity's own name) plus `ln(1 + prior)`, so it merges on the same scale.
 */
export function shortPrefixScore(prior: number): number {
  return TIER.words + TIER.ownName + Math.log1p(prior);
}

/**
 * A one- or two-character prefix matches thousands of documents; scoring them all is the slow
 * part of search as you type. Instead: own-name words starting so (the edge n-gram field) as a
 * filter, sorted by the popularity prior — the index sort order, so each segment stops after
 * `limit` hits. Scores are computed from the prior ({@link shortPrefixScore}).
 */
function shortPrefixSearch(prefix: string, entity: SearchEntity, folded: string, limit: number): Record<string, unknown>[] {
  return [
    { index: aliasName(prefix, entity) },
    {
      query: { bool: { filter: [{ term: { [SEARCH_ENTITY_DEFINITIONS[entity].text.ngram]: folded } }] } },
      sort: [{ [SUGGEST.prior]: 'desc' }],
      size: limit,
      track_total_hits: false,
      _source: [SUGGEST.label, SUGGEST.subtitle, SUGGEST.prior],
    },
  ];
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
        score: Number((h._score ?? shortPrefixScore(Number(src[SUGGEST.prior] ?? 0))).toFixed(3)),
        order: i,
      };
    }),
  );
  hits.sort((a, b) => b.score - a.score || a.order - b.order || a.id - b.id);
  return hits.slice(0, limit).map(({ order: _o, ...h }) => h);
}
