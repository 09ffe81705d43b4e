/**
 * Estimating the artist linkage model from the catalog itself, no labels, the way Splink trains a
 * Fellegi–Sunter model (u by random sampling, m by EM sessions on blocking rules):
 *
 * 1. **u** of every comparison but the name from random artist pairs (nearly all two different
 *    artists);
 * 2. EM session 1 on the pairs sharing a name key (rule `name_key`) trains m of every comparison
 *    but the name and the rule's λ;
 * 3. EM session 2 on the pairs sharing only a word or the sound of a name (rule `name_words`):
 *    that rule's λ is tiny, so its pairs are nearly all different artists and give the rule's own
 *    u of every comparison but the name (relatives sharing a surname share collaborators, eras and
 *    titles far more often than random pairs: under random-pair u those would read as one
 *    artist); the comparisons but the name weigh at session 1's m and these u, and the session
 *    trains the rule's λ. The rule's probabilities are the model's `ruleLevels.name_words`;
 * 4. in both, the name — the comparison the rules selected the pairs on, so a random pair's name
 *    says nothing of a candidate's — has its m and u **tallied** from the posteriors the other
 *    comparisons give, never weighing in the E step: weights of its levels within each rule.
 * Pairs that cannot be one artist (different external ids, birth dates or countries: the
 * cannot-link constraints of `artistConflict`) enter both sessions as known non-matches; each m has
 * a Dirichlet prior of {@link PRIOR_PAIRS} pseudo-pairs spread as the comparisons' starting m.
 * Decisions are only taken on candidate pairs, under their rule's λ (`LinkageModel.priors`).
 * Pure: the random pairs come from the caller's seeded generator.
 */
import type { ArtistFacts } from '../artist-facts';
import { ARTIST_COMPARISONS, compareArtists } from './artist-comparisons';
import { artistCandidatePairs, blockingRule } from './artist-linkage';
import {
  type ComparisonVector,
  type Estimate,
  type LinkageModel,
  estimateModel,
  initialModel,
  uFromRandomPairs,
  withU,
} from './fellegi-sunter';

/** Pseudo-pairs of the Dirichlet prior on each comparison's m (the comparisons' starting m: `ARTIST_COMPARISONS`). */
export const PRIOR_PAIRS = 2;

/** Pairs that cannot be one artist whatever else they share (`artistConflict`'s evidence against). */
const cannotLink = (v: ComparisonVector) => v.external_ids === 'disjoint' || v.profile === 'conflict';

/** What {@link estimateArtistModel} returns: the model and each step's size. */
export interface ArtistEstimate {
  model: LinkageModel;
  randomPairs: number;
  nameSession: Estimate;
  evidenceSession: Estimate;
}

/** Name levels a shared name key produces (the `name_key` rule's; the other levels are `name_words`'). */
const NAME_KEY_LEVELS = ['exact', 'exact_short', 'folded', 'without_article', 'alias'];

/**
 * Estimates the artist model (module doc).
 * @param facts every artist, with recording titles, co-credits and years filled in.
 * @param random a seeded generator of numbers in [0, 1) for the random pairs.
 * @throws Error when there are fewer than two artists.
 */
export function estimateArtistModel(
  facts: readonly ArtistFacts[],
  common: ReadonlySet<string>,
  random: () => number,
  randomPairs = 200_000,
): ArtistEstimate {
  if (facts.length < 2) throw new Error('estimating the linkage model needs two artists or more');
  const byId = new Map(facts.map((f) => [f.id, f]));
  const compare = ([a, b]: readonly [number, number, ...unknown[]]) => compareArtists(byId.get(a)!, byId.get(b)!, common);
  const pick = () => facts[Math.floor(random() * facts.length)]!;
  const randomVectors = [];
  while (randomVectors.length < randomPairs) {
    const [a, b] = [pick(), pick()];
    if (a.id !== b.id) randomVectors.push(compareArtists(a, b, common));
  }
  const candidates = [...artistCandidatePairs(facts)];
  const keyPairs = candidates.filter(([, , block]) => blockingRule(block) === 'name_key').map(compare);
  const start = withU(initialModel(ARTIST_COMPARISONS, 0.5), uFromRandomPairs(ARTIST_COMPARISONS, randomVectors));
  const names = ARTIST_COMPARISONS.map((c) => c.name);
  const but = (...skip: string[]) => names.filter((n) => !skip.includes(n));
  const nameSession = estimateModel(ARTIST_COMPARISONS, keyPairs, {
    start,
    train: but('name'),
    tally: ['name'],
    knownNonMatch: cannotLink,
    priorPairs: PRIOR_PAIRS,
  });
  const otherPairs = candidates.filter(([, , block]) => blockingRule(block) === 'name_words').map(compare);
  const blockU = uFromRandomPairs(ARTIST_COMPARISONS, otherPairs);
  const evidenceSession = estimateModel(ARTIST_COMPARISONS, otherPairs, {
    start: { ...withU(nameSession.model, blockU), lambda: 0.01 },
    train: [],
    fixed: but('name'),
    tally: ['name'],
    knownNonMatch: cannotLink,
    priorPairs: PRIOR_PAIRS,
  });
  const [n1, n2] = [nameSession.model.levels.name!, evidenceSession.model.levels.name!];
  const name = Object.fromEntries(Object.keys(n1).map((l) => [l, NAME_KEY_LEVELS.includes(l) ? n1[l]! : n2[l]!]));
  const model: LinkageModel = {
    lambda: nameSession.model.lambda,
    priors: { name_key: nameSession.model.lambda, name_words: evidenceSession.model.lambda },
    levels: { ...nameSession.model.levels, name },
    ruleLevels: { name_words: { ...evidenceSession.model.levels, name } },
  };
  return { model, randomPairs, nameSession, evidenceSession };
}
