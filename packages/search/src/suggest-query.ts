/**
 * Search as you type across the five search entities (`GET /api/suggest`, an extension of this service): one
 * Elasticsearch `msearch` per stage ({@link SuggestStage}) with the same text relevance on every
 * index as the entity searches (a one-word prefix in index order, `prior-ordered-query.ts`; more
 * words: their anchored hits in index order, else scored, `textQuery` + popularity prior; the
 * exact tier's hits from one search over the five indices beside), so scores compare across
 * entities and the hits merge by score. Hits carry their display `label`
 * and `subtitle` from the search document's doc values (no store round trip, no stored fields:
 * `engine-hits.ts`). Pure: request bodies in, merged hits out.
 */
import type { SuggestHit } from '@mc/catalog';
import { SEARCH_ENTITIES, SUGGEST, type SearchEntity, decodeDisplayValue } from '@mc/mappings';
import { TIER, foldQuery, scoredTextQuery, textQuery } from './entity-search-query';
import { type EngineHit, NO_STORED_FIELDS, docValue, sortedHitId } from './engine-hits';
import { aliasName } from './index-admin';
import { exactSearch, mergePriorOrdered, priorOrderedSearches, priorOrderedWord } from './prior-ordered-query';

/** One suggestion: the type of the `SuggestHit` response schema (`@mc/catalog`). */
export type { SuggestHit };

/**
 * Which searches answer a suggestion request, tried in this order:
 * - `exact`: a one-word query in index order (own name, all words; `prior-ordered-query.ts`); a
 *   multi-word query's anchored hits in index order, the answer only when there are at least
 *   `limit` of them with the exact-tier hits ({@link isConclusive}); both with one search of the
 *   exact tier's hits over the five indices; anything else (an id) scored;
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
  /**
   * The index prefix when the last search is the exact tier's over the five indices (`exactSearch`,
   * `prior-ordered` and `anchored` plans); its hits name their index, whose entity this tells.
   */
  exactPrefix?: string;
}

/**
 * The `msearch` of `query` over the five indices of `prefix` at `stage` ({@link SuggestStage}).
 * No searches when the query has no searchable character.
 */
export function buildSuggestSearches(prefix: string, query: string, limit: number, stage: SuggestStage = 'exact'): SuggestPlan {
  const fields = [SUGGEST.label, SUGGEST.subtitle];
  const word = priorOrderedWord(query, stage !== 'exact');
  const folded = foldQuery(query);
  const anchored = stage === 'exact' && folded.includes(' ');
  if (word || anchored) {
    const searches = SEARCH_ENTITIES.flatMap((entity) => {
      const index = { index: aliasName(prefix, entity) };
      const [own, all] = priorOrderedSearches(entity, folded, { k: limit, fields, anchored });
      return [index, own, index, all];
    });
    const exact = exactSearch(query, { k: limit, fields });
    if (exact) searches.push({ index: SEARCH_ENTITIES.map((e) => aliasName(prefix, e)).join(',') }, exact);
    return { searches, kind: anchored ? 'anchored' : 'prior-ordered', ...(exact ? { exactPrefix: prefix } : {}) };
  }
  const searches = SEARCH_ENTITIES.flatMap((entity) => {
    const text = textQuery(entity, query, { typos: stage === 'typos' });
    if (!text) return [];
    return [
      { index: aliasName(prefix, entity) },
      {
        query: scoredTextQuery(text, []),
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
 * top `limit` (the `scored` stage then). `limit` anchored or exact hits are the answer: such a
 * hit outscores every hit that is neither ({@link TIER}).
 */
export function isConclusive(plan: SuggestPlan, hits: readonly SuggestHit[], limit: number): boolean {
  return plan.kind !== 'anchored' || hits.length >= limit;
}

/** A hit of a suggest search: an engine hit, with the concrete index it comes from. */
export type SuggestEngineHit = EngineHit & { _index?: string };

/** A `msearch` response item as far as the merge reads it (no `hits`: the item failed). */
export interface SuggestResponse {
  hits?: { hits: SuggestEngineHit[] };
}

/**
 * The entity of a hit's concrete index under `prefix`: the alias itself or a versioned index
 * behind it (`<alias>_v<version>_<ms>`, `createVersionedIndex`). @returns undefined for another index.
 */
export function entityOfIndex(prefix: string, index: string | undefined): SearchEntity | undefined {
  return SEARCH_ENTITIES.find((e) => index === aliasName(prefix, e) || index?.startsWith(`${aliasName(prefix, e)}_v`));
}

/** The exact tier's hits of `plan`'s last search, by entity (none when it failed or was not sent). */
function exactHitsByEntity(plan: SuggestPlan, responses: readonly SuggestResponse[]): Map<SearchEntity, SuggestEngineHit[]> {
  const out = new Map<SearchEntity, SuggestEngineHit[]>();
  if (plan.exactPrefix === undefined) return out;
  for (const hit of responses[2 * SEARCH_ENTITIES.length]?.hits?.hits ?? []) {
    const entity = entityOfIndex(plan.exactPrefix, hit._index);
    if (entity) out.set(entity, [...(out.get(entity) ?? []), hit]);
  }
  return out;
}

/** Scored hits of one entity's response(s); an entity whose search failed has none. */
function entityHits(
  plan: SuggestPlan,
  responses: readonly SuggestResponse[],
  i: number,
  limit: number,
  exact: SuggestEngineHit[],
) {
  if (plan.kind === 'scored') return (responses[i]?.hits?.hits ?? []).map((hit) => ({ hit, score: hit._score ?? 0 }));
  const [own, all] = [responses[2 * i]?.hits?.hits, responses[2 * i + 1]?.hits?.hits];
  const base = plan.kind === 'anchored' ? TIER.words + TIER.anchored : TIER.words;
  return own && all ? mergePriorOrdered(own, all, limit, base, exact) : [];
}

/**
 * The hits of the responses to `plan`'s searches (entities in `SEARCH_ENTITIES` order), best
 * score first, ties by type order then id, cut at `limit`. A failed search leaves its entity out
 * (a failed exact search, the exact tier).
 */
export function mergeSuggestHits(plan: SuggestPlan, responses: readonly SuggestResponse[], limit: number): SuggestHit[] {
  const exact = exactHitsByEntity(plan, responses);
  const hits = SEARCH_ENTITIES.flatMap((type, i) =>
    entityHits(plan, responses, i, limit, exact.get(type) ?? []).map(({ hit, score }) => {
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
