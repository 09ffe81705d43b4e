/**
 * Artist-title matching (SPEC 4.8) and its batch form (beyond the spec): Elasticsearch candidates
 * (`buildArtistTitleCandidateQuery`) → recordings and their credited artists hydrated from the
 * store in two batched queries → re-ranked by `scoreRecordingMatch` → hits at or above
 * `MATCH_MIN_CONFIDENCE`, best first, shaped as SPEC 2.17. No passing hit → 404 (single) or
 * `hit: null` (batch).
 */
import { type JsonObject, NotFoundError, hasSearchableText } from '@mc/catalog';
import { MATCH_MIN_CONFIDENCE, type MatchCandidate, type MatchExplanation, scoreRecordingMatch } from '@mc/matching';
import { type CandidateStage, SEARCH_PAGE_SIZE, aliasName, buildArtistTitleCandidateQuery } from '@mc/search';
import type { Deps } from '../deps';
import type { HandlerTable } from '../handler';
import { Slots } from '../middleware/limits';

type Doc = JsonObject & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One accepted match. */
export interface ArtistTitleMatch {
  recording: Doc;
  confidence: number;
  explain: MatchExplanation;
}

function candidateOf(rec: Doc, artists: Map<number, Doc>): MatchCandidate {
  return {
    title: String(rec.title ?? ''),
    altTitles: (rec.alt_titles ?? []) as string[],
    performer: rec.performer as string | undefined,
    artists: ((rec.artists ?? []) as Doc[]).map((a) => {
      const full = artists.get(a.id as number);
      return {
        name: String(a.name ?? full?.name ?? ''),
        link: a.link as string | undefined,
        aliases: ((full?.aliases ?? []) as Doc[]).map((x) => String(x.alias)),
        translated: ((full?.translated ?? []) as Doc[]).map((x) => String(x.name)),
      };
    }),
  };
}

/** Options of {@link matchArtistTitles}. */
export interface MatchOptions {
  /** Aborts every Elasticsearch call (the request's deadline); the abort error propagates. */
  signal?: AbortSignal;
  /**
   * Searches of one msearch Elasticsearch runs at once (default: as many as its search thread pool
   * allows). The batch route sets 1 so a batch never holds every search thread (issue 14).
   */
  maxConcurrentSearches?: number;
}

/** Candidates of each item (ids in Elasticsearch order) from one msearch. */
async function candidateIds(
  deps: Deps,
  items: { name: string; title: string }[],
  stage: CandidateStage,
  options: MatchOptions,
): Promise<number[][]> {
  const index = aliasName(deps.config.ES_INDEX_PREFIX, 'recording');
  const res = await deps.es.msearch(
    {
      searches: items.flatMap((q) => [{ index }, buildArtistTitleCandidateQuery(q, { stage })]),
      ...(options.maxConcurrentSearches ? { max_concurrent_searches: options.maxConcurrentSearches } : {}),
    },
    { signal: options.signal },
  );
  return res.responses.map((r) => {
    if ('error' in r) throw new Error(`candidate search failed: ${JSON.stringify(r.error).slice(0, 200)}`);
    return r.hits.hits.map((h) => Number(h._id));
  });
}

/** Re-ranks each item's candidates (recordings and credited artists hydrated in two store queries). */
async function rerank(deps: Deps, items: { name: string; title: string }[], idLists: number[][]): Promise<ArtistTitleMatch[][]> {
  const recs = await deps.catalog.getMany('recording', [...new Set(idLists.flat())]);
  const recById = new Map(recs.map((r) => [r.id as number, r as Doc]));
  const artistIds = new Set<number>();
  for (const r of recs) for (const a of (r.artists ?? []) as Doc[]) if (typeof a.id === 'number') artistIds.add(a.id);
  const artists = new Map((await deps.catalog.getMany('artist', [...artistIds])).map((a) => [a.id as number, a as Doc]));
  return items.map((q, i) => {
    const out: ArtistTitleMatch[] = [];
    idLists[i]!.forEach((id) => {
      const rec = recById.get(id);
      if (!rec) return;
      const s = scoreRecordingMatch(q.name, q.title, candidateOf(rec, artists));
      if (s.confidence >= MATCH_MIN_CONFIDENCE) out.push({ recording: rec, confidence: s.confidence, explain: s.explain });
    });
    // Stable sort keeps Elasticsearch's order (which includes popularity) among equal confidences.
    return out.sort((a, b) => b.confidence - a.confidence);
  });
}

/**
 * Stage results at or above this confidence (0..100) are final; below it (typos, partial or weakly
 * similar names) the next, more tolerant stage runs too and the candidates of both are re-ranked
 * together, so a cheap near-miss never hides a better candidate.
 */
export const CASCADE_ACCEPT_CONFIDENCE = 90;

/**
 * Matches many (name, title) pairs through the candidate stages of `CandidateStage`, cheapest
 * first: `exact` for every line; `typo` for lines whose best hit is below
 * {@link CASCADE_ACCEPT_CONFIDENCE}; `loose` only for lines that still have no passing hit (words
 * damaged beyond typo reach, and true negatives). Real playlist lines mostly stop after `exact`.
 * @returns per item, the passing matches (confidence ≥ `MATCH_MIN_CONFIDENCE`) best first; empty =
 * no match.
 */
export async function matchArtistTitles(
  deps: Deps,
  items: { name: string; title: string }[],
  options: MatchOptions = {},
): Promise<ArtistTitleMatch[][]> {
  if (!items.length) return [];
  const results = await rerank(deps, items, await candidateIds(deps, items, 'exact', options));
  const escalate = async (stage: CandidateStage, needsMore: (best: number) => boolean) => {
    const residue = items.map((_, i) => i).filter((i) => needsMore(results[i]![0]?.confidence ?? 0));
    if (!residue.length) return;
    const again = residue.map((i) => items[i]!);
    options.signal?.throwIfAborted();
    const next = await rerank(deps, again, await candidateIds(deps, again, stage, options));
    residue.forEach((i, k) => (results[i] = mergeMatches(results[i]!, next[k]!)));
  };
  await escalate('typo', (best) => best < CASCADE_ACCEPT_CONFIDENCE);
  await escalate('loose', (best) => best < MATCH_MIN_CONFIDENCE);
  return results;
}

/** Union of two match lists by recording id (the higher confidence wins), best first, stable. */
function mergeMatches(first: ArtistTitleMatch[], second: ArtistTitleMatch[]): ArtistTitleMatch[] {
  const byId = new Map<number, ArtistTitleMatch>();
  for (const m of [...first, ...second]) {
    const id = m.recording.id as number;
    const seen = byId.get(id);
    if (!seen || m.confidence > seen.confidence) byId.set(id, m);
  }
  return [...byId.values()].sort((a, b) => b.confidence - a.confidence);
}

/** A match shaped as an artist-title hit (SPEC 2.17). */
async function toHits(deps: Deps, matches: ArtistTitleMatch[], explain: boolean): Promise<Record<string, unknown>[]> {
  const artistIds = [...new Set(matches.flatMap((m) => ((m.recording.artists ?? []) as Doc[]).map((a) => a.id as number)))];
  const recIds = matches.map((m) => m.recording.id as number);
  const [artists, artistPop, recPop] = await Promise.all([
    deps.catalog.getMany('artist', artistIds),
    deps.catalog.getMany('artist_popularity', artistIds),
    deps.catalog.getMany('recording_popularity', recIds),
  ]);
  const artistById = new Map(artists.map((a) => [a.id as number, a as Doc]));
  const score = (docs: JsonObject[]) => new Map(docs.map((d) => [d.id as number, ((d as Doc).global?.score as number) ?? null]));
  const aPop = score(artistPop);
  const rPop = score(recPop);
  return matches.map((m) => {
    const r = m.recording;
    return {
      id: r.id,
      title: r.title,
      subtitle: r.subtitle ?? null,
      duration: r.duration ?? null,
      isrc: r.isrc ?? null,
      translated: r.translated ?? [],
      genre: r.genre ?? null,
      hit: r.hit ?? null,
      editors_pick: r.editors_pick ?? null,
      score: m.confidence,
      popularity: rPop.get(r.id as number) ?? null,
      artists: ((r.artists ?? []) as Doc[]).map((credit) => {
        const a = artistById.get(credit.id as number) ?? {};
        return {
          id: credit.id,
          name: credit.name,
          real_firstname_lastname: a.real_firstname_lastname ?? null,
          aliases: a.aliases ?? [],
          translated: a.translated ?? [],
          type: a.type ?? null,
          nature: a.nature ?? null,
          genres: a.genres ?? [],
          roles: a.roles ?? [],
          popularity: aPop.get(credit.id as number) ?? null,
        };
      }),
      albums: [],
      ...(explain ? { explanation: m.explain } : {}),
    };
  });
}

/** True when both the name and the title have something to search for. */
const matchable = (q: { name: string; title: string }) => hasSearchableText(q.name) && hasSearchableText(q.title);

/** Items per Elasticsearch msearch in the batch route. */
const BATCH_CHUNK = 100;

/**
 * Batch chunks matched at once in this process, across all batches, each msearch running one
 * search at a time: batches hold at most this many Elasticsearch search threads, so other traffic
 * keeps the rest (issue 14; `bench:match` prints search latency under abusive batches).
 */
const batchEngineSlots = new Slots(2);

/** Artist-title routes. */
export const artistTitleHandlers: HandlerTable = {
  'GET /api/artist-title': async ({ query }, { deps, signal }) => {
    const line = { name: query.name as string, title: query.title as string };
    const [matches] = matchable(line) ? await matchArtistTitles(deps, [line], { signal }) : [[]];
    if (!matches?.length) throw new NotFoundError('no recording matches this artist and title with enough confidence');
    const page = query.page as number;
    const totalPages = Math.ceil(matches.length / SEARCH_PAGE_SIZE);
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    if (!slice.length) throw new NotFoundError(`page ${page} is past the last page (${totalPages})`);
    return { hits: await toHits(deps, slice, query.explain === true), page, totalPages, totalHits: matches.length };
  },
  'POST /api/artist-title/batch': async ({ body }, { deps, signal }) => {
    // Lines without a letter or digit in the name or the title match nothing (never sent to the engine).
    const all = (body as { items: { name: string; title: string }[] }).items;
    const sent = all.map((q, i) => ({ q, i })).filter(({ q }) => matchable(q));
    const items = sent.map(({ q }) => q);
    const results: { hit: Record<string, unknown> | null; score: number | null }[] = new Array(items.length);
    const matchChunk = async (start: number) => {
      signal?.throwIfAborted();
      const chunk = items.slice(start, start + BATCH_CHUNK);
      const best = (
        await batchEngineSlots.run(() => {
          signal?.throwIfAborted();
          return matchArtistTitles(deps, chunk, { signal, maxConcurrentSearches: 1 });
        })
      ).map((m) => m[0]);
      const hits = await toHits(
        deps,
        best.filter((b): b is ArtistTitleMatch => !!b),
        false,
      );
      let k = 0;
      best.forEach((b, i) => (results[start + i] = b ? { hit: hits[k++]!, score: b.confidence } : { hit: null, score: null }));
    };
    // Chunks in flight two at a time: Elasticsearch works on one while this process re-ranks the other.
    const starts = Array.from({ length: Math.ceil(items.length / BATCH_CHUNK) }, (_, i) => i * BATCH_CHUNK);
    let next = 0;
    const lane = async () => {
      while (next < starts.length) await matchChunk(starts[next++]!);
    };
    await Promise.all([lane(), lane()]);
    const out: { hit: Record<string, unknown> | null; score: number | null }[] = all.map(() => ({ hit: null, score: null }));
    sent.forEach(({ i }, k) => (out[i] = results[k]!));
    return { results: out };
  },
};
