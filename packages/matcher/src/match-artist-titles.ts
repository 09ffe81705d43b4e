/**
 * The artist-title matcher (SPEC 4.8): Elasticsearch candidates (`buildArtistTitleCandidateQuery`)
 * → recordings and their credited artists from the store (each document once per call) →
 * re-ranked by `scoreRecordingMatch` → matches at or above `MATCH_MIN_CONFIDENCE`, best first.
 * Follows the ListenBrainz MBID mapper: a broad candidate search, then a strict string-similarity
 * re-check.
 */
import { MATCH_MIN_CONFIDENCE, type MatchCandidate, scoreRecordingMatch } from '@mc/matching';
import { type CandidateStage, buildArtistTitleCandidateQuery } from '@mc/search';
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
    { searches: items.flatMap((q) => [{ index }, buildArtistTitleCandidateQuery(q, { stage })]) },
    { signal: options.signal },
  );
  return res.responses.map((r) => {
    if ('error' in r)
      throw new Error(`candidate search failed: ${String(r.error.type)}: ${String(r.error.reason).slice(0, 200)}`);
    return r.hits.hits.map((h) => Number(h._id));
  });
}

/** Re-ranks each item's candidates; keeps those at or above `MATCH_MIN_CONFIDENCE` that `accept` takes, best first. */
async function rerank(
  docs: MatchDocuments,
  items: readonly ArtistTitleItem[],
  idLists: number[][],
  accept: (m: ArtistTitleMatch) => boolean = () => true,
): Promise<ArtistTitleMatch[][]> {
  await docs.load(idLists.flat());
  return items.map((q, i) => {
    const out: ArtistTitleMatch[] = [];
    for (const id of idLists[i] ?? []) {
      const recording = docs.recordings.get(id);
      if (!recording) continue;
      const artists = docs.creditedArtists(recording);
      const s = scoreRecordingMatch(q.name, q.title, matchCandidate(recording, artists));
      const m = { recording, artists, confidence: s.confidence, explain: s.explain };
      if (s.confidence >= MATCH_MIN_CONFIDENCE && accept(m)) out.push(m);
    }
    // Stable sort keeps Elasticsearch's order (which includes popularity) among equal confidences.
    return out.sort((a, b) => b.confidence - a.confidence);
  });
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
 * Matches many (name, title) lines through the candidate stages of `CandidateStage`, cheapest
 * first: `exact` for every line; `typo` for lines whose best hit is below
 * {@link CASCADE_ACCEPT_CONFIDENCE}; `loose` only for lines that still have no passing hit (words
 * damaged beyond typo reach, and true negatives); `title` for lines still without one (the artist
 * garbled as a whole), accepted only with {@link TITLE_STAGE_MIN_ARTIST_SIMILARITY}; `fuzzy` last. Real playlist
 * lines mostly stop after `exact`.
 * @returns per item, the passing matches (confidence ≥ `MATCH_MIN_CONFIDENCE`) best first; empty =
 * no match.
 * @throws the Elasticsearch client's errors (an aborted `options.signal` included) and store errors.
 */
export async function matchArtistTitles(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: MatchOptions = {},
): Promise<ArtistTitleMatch[][]> {
  if (!items.length) return [];
  const docs = new MatchDocuments(deps.store);
  const results = await rerank(docs, items, await candidateIds(deps, items, 'exact', options));
  const escalate = async (
    stage: CandidateStage,
    needsMore: (best: number) => boolean,
    accept?: (m: ArtistTitleMatch) => boolean,
  ): Promise<void> => {
    const residue = items.map((_, i) => i).filter((i) => needsMore(results[i]![0]?.confidence ?? 0));
    if (!residue.length) return;
    const again = residue.map((i) => items[i]!);
    const next = await rerank(docs, again, await candidateIds(deps, again, stage, options), accept);
    residue.forEach((i, k) => (results[i] = mergeMatches(results[i]!, next[k]!)));
  };
  await escalate('typo', (best) => best < CASCADE_ACCEPT_CONFIDENCE);
  await escalate('loose', (best) => best < MATCH_MIN_CONFIDENCE);
  await escalate(
    'title',
    (best) => best < MATCH_MIN_CONFIDENCE,
    (m) => m.explain.artist.similarity >= TITLE_STAGE_MIN_ARTIST_SIMILARITY,
  );
  await escalate('fuzzy', (best) => best < MATCH_MIN_CONFIDENCE);
  return results;
}
