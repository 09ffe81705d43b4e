/**
 * Scored linkage of artists: candidate pairs from the blocking keys (`nameBlockingKeys`), each
 * pair's comparison vector (`artist-comparisons.ts`) and its Fellegi–Sunter match weight under the
 * estimated model (`artist-linkage-weights.ts`), and the one policy that turns a weight into a
 * decision: merge at or above {@link LINKAGE_POLICY}`.merge`, review between the two thresholds,
 * apart below (Fellegi and Sunter's two thresholds and their "possible link" band).
 */
import type { JsonObject } from '@mc/catalog';
import { type ArtistFacts, MAX_BLOCK, artistBlocks } from '../artist-facts';
import { compareArtists } from './artist-comparisons';
import { type ComparisonVector, type LinkageModel, type MatchWeight, matchProbability, matchWeight } from './fellegi-sunter';

/**
 * The thresholds of artist linkage, on the match weight (log₂ odds that a pair is one artist,
 * prior included): merge at `merge` or above, list for review from `review` up to `merge`.
 * Chosen on the threshold sweep of the labelled development pairs scored on the sample imported
 * without resolution (docs/benchmarks/2026-12-07-identity-streaming-era.md): the low edge of the
 * plateau (−4 to −3.5) where merging the pairs that share a name and nothing against it (weight
 * about −2.6, −3.4 with a numbered Discogs artist) keeps 0.96 of different pairs apart. Only pairs of the `mergeRules` blocking rules merge; a pair
 * sharing only a word or the sound of the names (`name_words`) is at most for review: that rule's
 * λ is tiny and unstable (0.0004 on a resolved catalog, 0.0015–0.0018 on the raw one), so a merge there
 * would rest on a few shared collaborators, which relatives and a scene share ("Michael Jackson" ~
 * "Janet Jackson").
 */
export const LINKAGE_POLICY: LinkagePolicy = {
  merge: -4,
  review: -7.5,
  mergeRules: ['name_key'],
};

/** Thresholds of the match weight and the blocking rules whose pairs may merge. */
export interface LinkagePolicy {
  merge: number;
  review: number;
  mergeRules: readonly ArtistBlockingRule[];
}

/** What the policy makes of a weight. */
export type LinkageDecision = 'merge' | 'review' | 'apart';

/**
 * The decision of the policy ({@link LINKAGE_POLICY}) for a match weight of a pair proposed by
 * `rule` (a rule outside `mergeRules` is at most `review`).
 */
export function linkageDecision(
  weight: number,
  rule: ArtistBlockingRule,
  policy: LinkagePolicy = LINKAGE_POLICY,
): LinkageDecision {
  if (weight >= policy.merge && policy.mergeRules.includes(rule)) return 'merge';
  return weight >= policy.review ? 'review' : 'apart';
}

/** The blocking rules of artist candidate pairs: a shared name key (`n:`), or a shared word or sound of the names. */
export type ArtistBlockingRule = 'name_key' | 'name_words';

/** The rule of a blocking key (`nameBlockingKeys`): its own prior in the model. */
export const blockingRule = (block: string): ArtistBlockingRule => (block.startsWith('n:') ? 'name_key' : 'name_words');

/** A scored candidate pair (`a` < `b`), with the block that proposed it. */
export interface ScoredArtistPair {
  a: number;
  b: number;
  block: string;
  vector: ComparisonVector;
  weight: MatchWeight;
}

/**
 * Every candidate pair of the blocks of 2 to {@link MAX_BLOCK} artists, once (under the first
 * block that proposes it: name-key blocks `n:` first, then in key order), as `[a, b, block]` with `a` < `b`.
 */
export function* artistCandidatePairs(
  artists: readonly Pick<ArtistFacts, 'id' | 'names'>[],
): Generator<[number, number, string]> {
  const blocks = artistBlocks(artists);
  const seen = new Set<string>();
  const order = (k: string) => `${k.startsWith('n:') ? 0 : 1}${k}`;
  for (const key of [...blocks.keys()].sort((x, y) => order(x).localeCompare(order(y)))) {
    const ids = [...new Set(blocks.get(key)!)].sort((x, y) => x - y);
    if (ids.length < 2 || ids.length > MAX_BLOCK) continue;
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const k = `${ids[i]}:${ids[j]}`;
        if (seen.has(k)) continue;
        seen.add(k);
        yield [ids[i]!, ids[j]!, key];
      }
    }
  }
}

/**
 * Scores every candidate pair ({@link artistCandidatePairs}) under `model`.
 * @param common folded titles too common to count as evidence.
 */
export function scoreArtistPairs(
  artists: readonly ArtistFacts[],
  common: ReadonlySet<string>,
  model: LinkageModel,
): ScoredArtistPair[] {
  const facts = new Map(artists.map((x) => [x.id, x]));
  const out: ScoredArtistPair[] = [];
  for (const [a, b, block] of artistCandidatePairs(artists)) {
    const vector = compareArtists(facts.get(a)!, facts.get(b)!, common);
    out.push({ a, b, block, vector, weight: matchWeight(model, vector, blockingRule(block)) });
  }
  return out;
}

/** The evidence a decision stores: partner, block, total weight, probability and each comparison's level and weight. */
export function pairEvidence(p: ScoredArtistPair): JsonObject {
  return {
    pair: [p.a, p.b],
    block: p.block,
    weight: Math.round(p.weight.total * 100) / 100,
    probability: Math.round(matchProbability(p.weight) * 1000) / 1000,
    comparisons: Object.fromEntries(p.weight.parts.map((w) => [w.comparison, `${w.level} (${w.weight.toFixed(2)})`])),
  };
}
