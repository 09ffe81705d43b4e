/**
 * Search as you type across the five search entities (`GET /api/suggest`, beyond the spec): one
 * Elasticsearch `msearch` per stage ({@link SuggestStage}) with the same text relevance on every
 * index as the entity searches (a one-word prefix in index order, `prior-ordered-query.ts`; more
 * words: their anchored hits in index order, else scored, `textQuery` + popularity prior), so
 * scores compare across entities and the hits merge by score. Hits carry their display `label`
 * and `subtitle` from the search document's doc values (no store round trip, no stored fields:
 * `engine-hits.ts`). Pure: request bodies in, merged hits out.
 */
import type { SuggestHit } from '@mc/catalog';
import { SEARCH_ENTITIES, SUGGEST, decodeDisplayValue } from '@mc/mappings';
import { foldForMatch } from '@mc/matching';
import { TIER, textQuery, withPopularity } from './entity-search-query';
import { type EngineHit, NO_STORED_FIELDS, docValue, sortedHitId } from './engine-hits';
import { aliasName } from './index-admin';
import { mergePriorOrdered, priorOrderedSearches, priorOrderedWord } from './prior-ordered-query';

/** Default and largest `limit` of the suggest endpoint. */
export const SUGGEST_LIMIT = { default: 10, max: 50 } as const;

/** One suggestion: the type of the `SuggestHit` response schema (`@mc/catalog`). */
export type { SuggestHit };

/**
 * Which searches answer a suggestion request, tried in this order:
 * - `exact`: a one-word query in index order (own name, all words; `prior-ordered-query.ts`); a
 *   multi-word query's anchored hits in index order, the answer only when there are at least
 *   `limit` of them ({@link isConclusive}); anything else (an id) scored;
 * - `scored`: one scored search per entity (`textQuery` + popularity prior), without the typo
 *   tiers: after anchored hits too few to be the answer;
 * - `typos`: scored with the typo tiers, when the others find nothing.
 */
export type SuggestStage = 'exact' | 'scored' | 'typos';

/** The `msearch` of one suggestion request and how its responses merge. */
export interface SuggestPlan {
  /** Request lines: header, body per search. */
  searches: Record<string, unknown>[];
  /**
   * `prior-ordered`: two searches per entity in index order (own name, all words; one word);
   * `anchored`: the same two within the anchored tier (a multi-word query); `scored`: one scored
   * search per entity.
   */
  kind: 'prior-ordered' | 'anchored' | 'scored';
}

/**
 * The `msearch` of `query` over the five indices of `prefix` at `stage` ({@link SuggestStage}).
 * No searches when the query has no searchable character.
 */
export function buildSuggestSearches(prefix: string, query: string, limit: number, stage: SuggestStage = 'exact'): SuggestPlan {
  const fields = [SUGGEST.label, SUGGEST.subtitle];
  const word = priorOrderedWord(query, stage !== 'exact');
  const folded = foldForMatch(query);
  const anchored = stage === 'exact' && folded.includes(' ');
  if (word || anchored) {
    const searches = SEARCH_ENTITIES.flatMap((entity) => {
      const index = { index: aliasName(prefix, entity) };
      const [own, all] = priorOrderedSearches(entity, folded, { k: limit, fields, anchored });
      return [index, own, index, all];
    });
    return { searches, kind: anchored ? 'anchored' : 'prior-ordered' };
  }
  const searches = SEARCH_ENTITIES.flatMap((entity) => {
    const text = textQuery(entity, query, { typos: stage === 'typos' });
    if (!text) return [];
    return [
      { index: aliasName(prefix, entity) },
      {
        query: withPopularity({ bool: { must: [text.must], should: text.should } }),
        sort: ['_score', { id: 'asc' }],
        size: limit,
        track_total_hits: false,
        ...NO_STORED_FIELDS,
        docvalue_fields: fields,
      },
    ];
  });
  return { searches, kind: 'scored' };
}

/**
 * Whether `hits` (merged by {@link mergeSuggestHits}, cut at `limit`) answer the request: always,
 * except an `anchored` plan's fewer than `limit` hits, after which other hits may belong in the
 * top `limit` (the `scored` stage then). `limit` anchored hits are the answer: an anchored hit
 * outscores every hit that is not ({@link TIER}).
 */
export function isConclusive(plan: SuggestPlan, hits: readonly SuggestHit[], limit: number): boolean {
  return plan.kind !== 'anchored' || hits.length >= limit;
}

/** A `msearch` response item as far as the merge reads it (no `hits`: the item failed). */
export interface SuggestResponse {
  hits?: { hits: EngineHit[] };
}

/** Scored hits of one entity's response(s); an entity whose search failed has none. */
function entityHits(plan: SuggestPlan, responses: readonly SuggestResponse[], i: number, limit: number) {
  if (plan.kind === 'scored') return (responses[i]?.hits?.hits ?? []).map((hit) => ({ hit, score: hit._score ?? 0 }));
  const [own, all] = [responses[2 * i]?.hits?.hits, responses[2 * i + 1]?.hits?.hits];
  const base = plan.kind === 'anchored' ? TIER.words + TIER.anchored : TIER.words;
  return own && all ? mergePriorOrdered(own, all, limit, base) : [];
}

/**
 * The hits of the responses to `plan`'s searches (entities in `SEARCH_ENTITIES` order), best
 * score first, ties by type order then id, cut at `limit`. A failed search leaves its entity out.
 */
export function mergeSuggestHits(plan: SuggestPlan, responses: readonly SuggestResponse[], limit: number): SuggestHit[] {
  const hits = SEARCH_ENTITIES.flatMap((type, i) =>
    entityHits(plan, responses, i, limit).map(({ hit, score }) => {
      return {
        type,
        id: sortedHitId(hit),
        name: decodeDisplayValue(docValue(hit, SUGGEST.label)) ?? '',
        subtitle: decodeDisplayValue(docValue(hit, SUGGEST.subtitle)) ?? '',
        score: Number(score.toFixed(3)),
        order: i,
      };
    }),
  );
  hits.sort((a, b) => b.score - a.score || a.order - b.order || a.id - b.id);
  return hits.slice(0, limit).map(({ order: _o, ...h }) => h);
}
