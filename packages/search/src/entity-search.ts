/**
 * Runs one page of an entity search (the contract's five search operations) against Elasticsearch and returns ids and
 * scores: a one-word text query in index order with its exact-tier hits searched beside
 * (`prior-ordered-query.ts`), any other one scored (`buildEntitySearchQuery`); either way without
 * the typo tiers first, and scored with them when that finds nothing (`needsTypoTiers`). An artist
 * query that finds nothing and reads as a credit of several artists ("Mustard & Roddy Ricch", served
 * as Mustard and Roddy Ricch: MusicBrainz's artist-credit model) is searched again for its first
 * credited artist. The route hydrates the ids from the store.
 */
import type { Client } from '@elastic/elasticsearch';
import { splitArtistCredit } from '@mc/text-analysis';
import type { SearchTarget } from './client';
import { aliasName } from './index-admin';
import { type EngineHit, sortedHitId } from './engine-hits';
import { SEARCH_PAGE_SIZE, type EntitySearchParams, buildEntitySearchQuery, needsTypoTiers } from './entity-search-query';
import { exactSearch, mergePriorOrdered, priorOrderedSearches, priorOrderedWord } from './prior-ordered-query';

/** One page of ids with their scores (the scale of {@link TIER}), and every match counted. */
export interface EntitySearchPage {
  hits: { id: number; score: number }[];
  total: number;
}

interface EngineHits {
  total?: number | { value: number };
  hits: EngineHit[];
}

/** Hits an Elasticsearch search counted. */
function totalOf(hits: EngineHits): number {
  return typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? 0);
}

/**
 * An `msearch` item's hits, or the item's failure thrown as an error carrying the engine's
 * status (`statusCode`), as the client throws for a failed `search`.
 * @throws Error named `ResponseError` when the item failed.
 */
export function msearchItemHits(item: unknown): EngineHits {
  const r = item as { hits?: EngineHits; status?: number; error?: { type?: string; reason?: string } };
  if (r.hits && !r.error) return r.hits;
  const err = new Error(`search failed: ${r.error?.type ?? 'unknown'}: ${r.error?.reason ?? ''}`);
  err.name = 'ResponseError';
  throw Object.assign(err, { statusCode: r.status ?? 500 });
}

/**
 * A one-word query in index order: the own-name, all-words and exact searches in one `msearch`.
 * The total is the all-words count, or the exact count when larger (an exact hit written with
 * other spaces, "rockabye" for "Rock-A-Bye", is not a words hit).
 */
async function priorOrdered(es: Client, index: string, p: EntitySearchParams, word: string): Promise<EntitySearchPage> {
  const size = p.pageSize ?? SEARCH_PAGE_SIZE;
  const from = (p.page - 1) * size;
  const opts = { filters: p.filters, k: from + size, total: true };
  const [own, all] = priorOrderedSearches(p.entity, word, opts);
  const exact = exactSearch(p.query ?? '', opts);
  const res = await es.msearch({ index, searches: [{}, own, {}, all, ...(exact ? [{}, exact] : [])] });
  const [ownHits, allHits, exactHits] = res.responses.map(msearchItemHits) as [EngineHits, EngineHits, EngineHits?];
  const merged = mergePriorOrdered(ownHits.hits, allHits.hits, from + size, undefined, exactHits?.hits).slice(from);
  const total = Math.max(totalOf(allHits), exactHits ? totalOf(exactHits) : 0);
  return { hits: merged.map(({ id, score }) => ({ id, score })), total };
}

async function scored(es: Client, index: string, p: EntitySearchParams): Promise<EntitySearchPage> {
  const res = await es.search({ index, ...buildEntitySearchQuery(p) });
  const hits = res.hits as EngineHits;
  return { hits: hits.hits.map((h) => ({ id: sortedHitId(h), score: h._score ?? 0 })), total: totalOf(hits) };
}

/**
 * One page of `p` on the live index of `p.entity` at `target`. @returns the page's ids and scores, best first
 * (ties: lower id first), and the number of matches. @throws the client's errors, and
 * {@link msearchItemHits}'s for a failed half of a prior-ordered search.
 */
export async function searchEntityPage(target: SearchTarget, p: EntitySearchParams): Promise<EntitySearchPage> {
  const { es } = target;
  const index = aliasName(target.prefix, p.entity);
  const text = p.query?.trim() ? p.query : undefined;
  if (text === undefined) return scored(es, index, { ...p, typos: false });
  const word = priorOrderedWord(text, false);
  const exact = word ? await priorOrdered(es, index, p, word) : await scored(es, index, { ...p, typos: false });
  const page = needsTypoTiers(exact.total) ? await scored(es, index, { ...p, typos: true }) : exact;
  const first = page.total === 0 && p.entity === 'artist' ? firstCreditedArtist(text) : undefined;
  return first ? searchEntityPage(target, { ...p, query: first }) : page;
}

/** The first artist of a query read as a credit of several ("Mustard & Roddy Ricch" → "Mustard"), else undefined. */
export function firstCreditedArtist(query: string): string | undefined {
  const { main, featured } = splitArtistCredit(query);
  const names = [...main, ...featured].filter((n) => n.trim());
  return names.length >= 2 ? names[0] : undefined;
}
