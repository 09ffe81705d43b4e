/**
 * The artist-title matcher (SPEC 4.8): Elasticsearch candidates (`buildArtistTitleCandidateQuery`)
 * → recordings and their credited artists from the store (each document once per call) →
 * re-ranked by `scoreRecordingMatch` → matches at or above `MATCH_MIN_CONFIDENCE`, best first.
 * Follows the ListenBrainz MBID mapper: a broad candidate search, then a strict string-similarity
 * re-check.
 */
import { hasSearchableText } from '@mc/catalog';
import { MATCH_MIN_CONFIDENCE, type MatchCandidate, scoreRecordingMatch } from '@mc/matching';
import {
  type CandidateStage,
  type EngineHit,
  buildArtistProbeQuery,
  buildArtistTitleCandidateQuery,
  candidateRecordingId,
} from '@mc/search';
import { MatchDocuments } from './documents';
import type { ArtistDoc, ArtistTitleItem, ArtistTitleMatch, MatchOptions, MatcherDeps, RecordingDoc } from './types';

/** A recording and its credited artists as the re-ranker reads them. */
export function matchCandidate(rec: RecordingDoc, artists: ReadonlyMap<number, ArtistDoc>): MatchCandidate {
  return {
    title: String(rec.title ?? ''),
    altTitles: rec.alt_titles ?? [],
    performer: rec.performer,
    artists: (rec.artists ?? []).map((credit) => {
      const full = artists.get(credit.id);
      return {
        name: String(credit.name ?? full?.name ?? ''),
        link: credit.link,
        aliases: (full?.aliases ?? []).map((x) => String(x.alias ?? '')),
        translated: (full?.translated ?? []).map((x) => String(x.name ?? '')),
      };
    }),
  };
}

/** Candidate recording ids of each item (Elasticsearch order) from one msearch. */
async function candidateIds(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  stage: CandidateStage,
  options: MatchOptions,
): Promise<number[][]> {
  const index = deps.search.recordingIndex;
  const res = await deps.search.es.msearch(
    {
      searches: items.flatMap((q) => [{ index }, buildArtistTitleCandidateQuery(q, { stage })]),
      ...(options.maxConcurrentSearches ? { max_concurrent_searches: options.maxConcurrentSearches } : {}),
    },
    { signal: options.signal },
  );
  return res.responses.map((r) => {
    if ('error' in r)
      throw new Error(`candidate search failed: ${String(r.error.type)}: ${String(r.error.reason).slice(0, 200)}`);
    return r.hits.hits.map((h) => candidateRecordingId(h as EngineHit));
  });
}

/** Whether the catalog knows each item's artist as written (one `size: 0` probe per item). */
async function artistsKnown(deps: MatcherDeps, items: readonly ArtistTitleItem[], options: MatchOptions): Promise<boolean[]> {
  const index = deps.search.recordingIndex;
  const res = await deps.search.es.msearch(
    {
      searches: items.flatMap((q) => [{ index }, buildArtistProbeQuery(q.name)]),
      ...(options.maxConcurrentSearches ? { max_concurrent_searches: options.maxConcurrentSearches } : {}),
    },
    { signal: options.signal },
  );
  return res.responses.map((r) => {
    if ('error' in r) throw new Error(`artist probe failed: ${String(r.error.type)}: ${String(r.error.reason).slice(0, 200)}`);
    const total = r.hits.total;
    return (typeof total === 'number' ? total : (total?.value ?? 0)) > 0;
  });
}

/** Re-ranked candidates of a stage: passing matches per item, and each item's best artist similarity. */
interface Reranked {
  matches: ArtistTitleMatch[][];
  /** Best artist similarity (0..1) among all candidates of each item, passing or not. */
  bestArtist: number[];
}

/** Re-ranks each item's candidates; keeps those at or above `MATCH_MIN_CONFIDENCE` that `accept` takes, best first. */
async function rerank(
  docs: MatchDocuments,
  items: readonly ArtistTitleItem[],
  idLists: number[][],
  accept: (m: ArtistTitleMatch) => boolean = () => true,
): Promise<Reranked> {
  await docs.load(idLists.flat());
  const bestArtist = items.map(() => 0);
  const matches = items.map((q, i) => {
    const out: ArtistTitleMatch[] = [];
    for (const id of idLists[i] ?? []) {
      const recording = docs.recordings.get(id);
      if (!recording) continue;
      const artists = docs.creditedArtists(recording);
      const s = scoreRecordingMatch(q.name, q.title, matchCandidate(recording, artists));
      bestArtist[i] = Math.max(bestArtist[i]!, s.explain.artist.similarity);
      const m = { recording, artists, confidence: s.confidence, explain: s.explain };
      if (s.confidence >= MATCH_MIN_CONFIDENCE && accept(m)) out.push(m);
    }
    // Stable sort keeps Elasticsearch's order (which includes popularity) among equal confidences.
    return out.sort((a, b) => b.confidence - a.confidence);
  });
  return { matches, bestArtist };
}

/** Union of two match lists by recording id (the higher confidence wins), best first, stable. */
export function mergeMatches(first: readonly ArtistTitleMatch[], second: readonly ArtistTitleMatch[]): ArtistTitleMatch[] {
  const byId = new Map<number, ArtistTitleMatch>();
  for (const m of [...first, ...second]) {
    const seen = byId.get(m.recording.id);
    if (!seen || m.confidence > seen.confidence) byId.set(m.recording.id, m);
  }
  return [...byId.values()].sort((a, b) => b.confidence - a.confidence);
}

/**
 * Stage results at or above this confidence (0..100) are final; below it (typos, partial or weakly
 * similar names) the next, more tolerant stage runs too and the candidates of both are re-ranked
 * together, so a cheap near-miss never hides a better candidate.
 */
export const CASCADE_ACCEPT_CONFIDENCE = 90;

/**
 * Candidates found by the title alone (stage `title`) pass only with at least this artist
 * similarity (0..1): the title stage has no artist constraint, so a mere shared title with a
 * weakly similar name (a cover by another act) must not pass. "Knaye eest" ~ "Kanye West" scores
 * 0.85.
 */
export const TITLE_STAGE_MIN_ARTIST_SIMILARITY = 0.8;

/**
 * The `fuzzy` stage (the most expensive) runs only for lines whose best artist similarity so far
 * is below this (0..1): when an earlier stage met the artist as written, the typo and loose stages
 * have already searched that artist's titles within typo reach, and most such lines are songs the
 * catalog does not have (real radio negatives: a known artist, an unknown song).
 */
export const FUZZY_STAGE_MAX_ARTIST_SIMILARITY = 0.95;

/**
 * The `fuzzy` stage's edit-distance automata cost grows with every word: it runs only for lines
 * whose name and title each have at most this many characters (real artist names and titles are far
 * shorter; 200 characters of noise would hold engine threads for seconds).
 */
export const FUZZY_STAGE_MAX_CHARS = 64;

function fuzzyFits(q: ArtistTitleItem): boolean {
  return q.name.length <= FUZZY_STAGE_MAX_CHARS && q.title.length <= FUZZY_STAGE_MAX_CHARS;
}

/**
 * Matches many (name, title) lines through the candidate stages of `CandidateStage`, cheapest
 * first: `exact` for every line; `typo` for lines whose best hit is below
 * {@link CASCADE_ACCEPT_CONFIDENCE}; `loose` only for lines that still have no passing hit (words
 * damaged beyond typo reach, and true negatives); `title` for lines still without one (the artist
 * garbled as a whole), accepted only with {@link TITLE_STAGE_MIN_ARTIST_SIMILARITY}; `fuzzy` last, for lines of at most {@link FUZZY_STAGE_MAX_CHARS}
 * characters per side whose artist no stage met (below {@link FUZZY_STAGE_MAX_ARTIST_SIMILARITY}) and the catalog does not
 * know as written (`buildArtistProbeQuery`). Real playlist lines mostly
 * stop after `exact`.
 * A line with no letter or digit in its name or title matches nothing (no engine call).
 * @returns per item, the passing matches (confidence ≥ `MATCH_MIN_CONFIDENCE`) best first; empty =
 * no match.
 * @throws the Elasticsearch client's errors (an aborted `options.signal` included) and store errors.
 */
export async function matchArtistTitles(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: MatchOptions = {},
): Promise<ArtistTitleMatch[][]> {
  // A line without a letter or digit on either side matches nothing and never reaches the engine.
  const searchable = items.map((q, i) => ({ q, i })).filter(({ q }) => hasSearchableText(q.name) && hasSearchableText(q.title));
  if (searchable.length < items.length) {
    const found = await matchArtistTitles(
      deps,
      searchable.map(({ q }) => q),
      options,
    );
    const out: ArtistTitleMatch[][] = items.map(() => []);
    searchable.forEach(({ i }, k) => (out[i] = found[k]!));
    return out;
  }
  if (!items.length) return [];
  const docs = new MatchDocuments(deps.store);
  const started = performance.now();
  const first = await rerank(docs, items, await candidateIds(deps, items, 'exact', options));
  options.onStage?.('exact', items.length, performance.now() - started);
  const results = first.matches;
  const bestArtist = first.bestArtist;
  const best = (i: number): number => results[i]![0]?.confidence ?? 0;
  const escalate = async (
    stage: CandidateStage,
    needsMore: (i: number) => boolean,
    accept?: (m: ArtistTitleMatch) => boolean,
  ): Promise<void> => {
    const residue = items.map((_, i) => i).filter(needsMore);
    if (!residue.length) return;
    const again = residue.map((i) => items[i]!);
    const t0 = performance.now();
    const next = await rerank(docs, again, await candidateIds(deps, again, stage, options), accept);
    options.onStage?.(stage, again.length, performance.now() - t0);
    residue.forEach((i, k) => {
      results[i] = mergeMatches(results[i]!, next.matches[k]!);
      bestArtist[i] = Math.max(bestArtist[i]!, next.bestArtist[k]!);
    });
  };
  await escalate('typo', (i) => best(i) < CASCADE_ACCEPT_CONFIDENCE);
  await escalate('loose', (i) => best(i) < MATCH_MIN_CONFIDENCE);
  await escalate(
    'title',
    (i) => best(i) < MATCH_MIN_CONFIDENCE,
    (m) => m.explain.artist.similarity >= TITLE_STAGE_MIN_ARTIST_SIMILARITY,
  );
  // An artist met or known as written: earlier stages already tried its titles within typo reach.
  const unmet = items
    .map((_, i) => i)
    .filter((i) => best(i) < MATCH_MIN_CONFIDENCE && bestArtist[i]! < FUZZY_STAGE_MAX_ARTIST_SIMILARITY && fuzzyFits(items[i]!));
  const known = unmet.length
    ? await artistsKnown(
        deps,
        unmet.map((i) => items[i]!),
        options,
      )
    : [];
  const unknown = new Set(unmet.filter((_, k) => !known[k]));
  await escalate('fuzzy', (i) => unknown.has(i));
  return results;
}
