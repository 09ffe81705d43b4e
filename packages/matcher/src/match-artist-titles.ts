/**
 * The artist-title matcher (`GET /api/artist-title` in the contract): candidate stages on Elasticsearch (`candidateIds` of
 * `@mc/search`, cheapest first) → recordings and their credited artists from the store (each
 * document once per call) → re-ranked by `scoreRecordingMatch` (`rerank.ts`) → matches at or above
 * `MATCH_POLICY.minConfidence`, best first. Follows the ListenBrainz MBID mapper: a broad candidate
 * search, then a strict string-similarity re-check. Lines that cannot match ({@link cannotMatch})
 * are answered without any engine work; the deadline is checked between stages and candidates.
 */
import { hasSearchableText } from '@mc/catalog';
import { repeatsOneCharacter, splitArtistCredit } from '@mc/text-analysis';
import { type CandidateSearchOptions, type CandidateStage, artistsKnown, candidateIds } from '@mc/search';
import { MatchDocuments } from './documents';
import { otherNameMatches } from './other-names';
import { Pacer } from './pacing';
import { MATCH_POLICY } from './policy';
import { Reranker } from './rerank';
import type { ArtistTitleItem, ArtistTitleMatch, MatchOptions, MatcherDeps } from './types';

/**
 * True for a line no recording can match, answered "no match" without any engine work: a name or
 * title without a letter or digit (`hasSearchableText`), or made of one repeated character
 * (`repeatsOneCharacter`: "aaaa…", "a a a …").
 */
export function cannotMatch(q: ArtistTitleItem): boolean {
  return !hasSearchableText(q.name) || !hasSearchableText(q.title) || repeatsOneCharacter(q.name) || repeatsOneCharacter(q.title);
}

/** Error names of an Elasticsearch request that never reached the engine (no engine work done). */
const NOT_SENT = new Set(['ConnectionError', 'NoLivingConnectionsError']);

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
 * What the `key` stage's best hit needs to settle a line without the `exact` stage (0..100): the
 * cascade's `MATCH_POLICY.cascadeAccept` for a line naming one artist, 100 for a line whose
 * artist splits into several credit parts. The key finds each part only as a whole artist name,
 * so a joined credit served as one artist ("Zara Larsson & MNEK" for "MNEK/Zara Larsson", 100),
 * which the `exact` stage's word clauses find, is beyond it and would beat a part's own recording
 * (MNEK's, 95).
 */
export function keyStageAcceptance(q: ArtistTitleItem): number {
  const credit = splitArtistCredit(q.name);
  return credit.main.length + credit.featured.length > 1 ? 100 : MATCH_POLICY.cascadeAccept;
}

/**
 * How closely a match spells the logged song: `100 × artist similarity × title similarity`
 * (0..100), the confidence before the version and duration factors. The tolerant stages search
 * for closer spellings only: a line whose song is already spelt at or above
 * `MATCH_POLICY.cascadeAccept` and whose confidence is lowered only because the catalog's
 * recording is another version or another length gains nothing from them (every recording of that
 * song by that artist is among the `exact` stage's candidates, found by the base title).
 */
export function songSimilarity(m: ArtistTitleMatch): number {
  return 100 * m.explain.artist.similarity * m.explain.title.similarity;
}

/** Whether a line is short enough for the `fuzzy` stage (`MATCH_POLICY.fuzzyStageMaxChars` per side). */
function fuzzyFits(q: ArtistTitleItem): boolean {
  return q.name.length <= MATCH_POLICY.fuzzyStageMaxChars && q.title.length <= MATCH_POLICY.fuzzyStageMaxChars;
}

/** The candidate queries' limits from the policy table. */
const CANDIDATE_LIMITS = { size: MATCH_POLICY.candidatesPerStage, maxFuzzyWordChars: MATCH_POLICY.maxFuzzyWordChars };

/** The stage searches of one call: the engine options, the pacer's checks, the first stage's work report. */
class StageSearches {
  private readonly engine: CandidateSearchOptions;

  constructor(
    private readonly deps: MatcherDeps,
    readonly pacer: Pacer,
    private readonly options: MatchOptions,
  ) {
    this.engine = { signal: options.signal, maxConcurrentSearches: options.maxConcurrentSearches };
  }

  /** Candidate ids of `lines` at `stage`; the first stage reports its lines as `searched` (`onLines`). */
  async candidates(lines: readonly ArtistTitleItem[], stage: CandidateStage, first: boolean): Promise<number[][]> {
    this.pacer.check();
    if (!first) return candidateIds(this.deps.search, lines, stage, CANDIDATE_LIMITS, this.engine);
    try {
      const ids = await candidateIds(this.deps.search, lines, stage, CANDIDATE_LIMITS, this.engine);
      this.options.onLines?.('searched', lines.length);
      return ids;
    } catch (err) {
      // Aborted while the engine searched (a deadline): that work was done all the same.
      if (!NOT_SENT.has((err as Error)?.name)) this.options.onLines?.('searched', lines.length);
      throw err;
    }
  }

  async known(names: readonly string[]): Promise<boolean[]> {
    this.pacer.check();
    return artistsKnown(this.deps.search, names, this.engine);
  }
}

/**
 * Matches many (name, title) lines through the candidate stages of `CandidateStage`, cheapest
 * first: `key` for every line; `exact` for lines whose best hit is below
 * {@link keyStageAcceptance}; `typo` for lines whose best hit is below
 * `MATCH_POLICY.cascadeAccept` and whose song no hit spells that closely ({@link songSimilarity}); `loose` only for lines that still have no passing hit (words
 * damaged beyond typo reach, and true negatives); `title` for lines still without one (the artist
 * garbled as a whole), accepted only with `MATCH_POLICY.titleStageMinArtistSimilarity`; `fuzzy`
 * last, for lines of at most `MATCH_POLICY.fuzzyStageMaxChars` characters per side whose artist no
 * stage met (below `MATCH_POLICY.fuzzyStageMaxArtistSimilarity`) and the catalog does not know as written
 * (`artistsKnown`). Lines still unmatched are read for an act under another name of its career
 * (`otherNameMatches`: one `artistsKnown` probe of the names that would bridge the two). Real
 * playlist lines mostly stop after `key`.
 * A line that {@link cannotMatch} matches nothing without any engine call.
 * @returns per item, the passing matches (confidence ≥ `MATCH_POLICY.minConfidence`) best first; empty =
 * no match.
 * @throws the Elasticsearch client's errors (an aborted `options.signal` included), store errors,
 * and a `TimeoutError` once `options.deadlineAt` has passed (checked between stages and candidates).
 */
export async function matchArtistTitles(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: MatchOptions = {},
): Promise<ArtistTitleMatch[][]> {
  const pacer = new Pacer(options.signal, options.deadlineAt);
  pacer.check();
  const out: ArtistTitleMatch[][] = items.map(() => []);
  const live = items.map((q, i) => ({ q, i })).filter(({ q }) => !cannotMatch(q));
  if (live.length < items.length) options.onLines?.('cut_short', items.length - live.length);
  if (!live.length) return out;
  const report = options.onNearMisses;
  const stageOptions = report
    ? { ...options, onNearMisses: (k: number, m: readonly ArtistTitleMatch[]) => report(live[k]!.i, m) }
    : options;
  const found = await matchStages(
    new StageSearches(deps, pacer, stageOptions),
    new MatchDocuments(deps.store),
    live.map(({ q }) => q),
    stageOptions,
  );
  live.forEach(({ i }, k) => (out[i] = found[k]!));
  return out;
}

/** The cascade of {@link matchArtistTitles} over lines that may match. */
async function matchStages(
  searches: StageSearches,
  docs: MatchDocuments,
  items: readonly ArtistTitleItem[],
  options: MatchOptions,
): Promise<ArtistTitleMatch[][]> {
  const reranker = new Reranker(docs, items, searches.pacer);
  const all = items.map((_, i) => i);
  const started = performance.now();
  const first = await reranker.rerank(all, await searches.candidates(items, 'key', true));
  options.onStage?.('key', items.length, performance.now() - started);
  const results = first.matches;
  const bestArtist = first.bestArtist;
  const best = (i: number): number => results[i]![0]?.confidence ?? 0;
  const spelt = (i: number): number => Math.max(0, ...results[i]!.map(songSimilarity));
  const escalate = async (
    stage: CandidateStage,
    needsMore: (i: number) => boolean,
    accept?: (m: ArtistTitleMatch) => boolean,
  ): Promise<void> => {
    const residue = all.filter(needsMore);
    if (!residue.length) return;
    const t0 = performance.now();
    const ids = await searches.candidates(
      residue.map((i) => items[i]!),
      stage,
      false,
    );
    const next = await reranker.rerank(residue, ids, accept);
    options.onStage?.(stage, residue.length, performance.now() - t0);
    residue.forEach((i, k) => {
      results[i] = mergeMatches(results[i]!, next.matches[k]!);
      bestArtist[i] = Math.max(bestArtist[i]!, next.bestArtist[k]!);
    });
  };
  await escalate('exact', (i) => best(i) < keyStageAcceptance(items[i]!));
  const { cascadeAccept, minConfidence, fuzzyStageMaxArtistSimilarity: unmetArtist } = MATCH_POLICY;
  await escalate('typo', (i) => best(i) < cascadeAccept && spelt(i) < cascadeAccept);
  await escalate('loose', (i) => best(i) < minConfidence);
  // The title stage is for an artist garbled as a whole: a line whose artist a stage met has none.
  await escalate(
    'title',
    (i) => best(i) < minConfidence && bestArtist[i]! < unmetArtist,
    (m) => m.explain.artist.similarity >= MATCH_POLICY.titleStageMinArtistSimilarity,
  );
  // An artist met or known as written: earlier stages already tried its titles within typo reach.
  const unmet = all.filter((i) => best(i) < minConfidence && bestArtist[i]! < unmetArtist && fuzzyFits(items[i]!));
  const known = unmet.length ? await searches.known(unmet.map((i) => items[i]!.name)) : [];
  const unknown = new Set(unmet.filter((_, k) => !known[k]));
  await escalate('fuzzy', (i) => unknown.has(i));
  // Still unmatched: an act under a name from another period of its career (`other-names.ts`).
  const left = all.filter((i) => best(i) < minConfidence);
  const others = await otherNameMatches(
    left.map((i) => ({ name: items[i]!.name, nearMisses: reranker.nearMisses(i) })),
    (names) => searches.known(names),
  );
  left.forEach((i, k) => (results[i] = mergeMatches(results[i]!, others[k]!)));
  if (options.onNearMisses) for (const i of all) options.onNearMisses(i, reranker.nearMisses(i));
  const spent = reranker.exhaustedLines;
  if (spent) options.onLines?.('budget_spent', spent);
  searches.pacer.check();
  return results;
}
