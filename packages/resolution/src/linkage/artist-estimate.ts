/**
 * Estimating the artist linkage model from the catalog itself, no labels, the way Splink trains a
 * Fellegi–Sunter model ("u by random sampling, m by EM sessions on blocking rules"):
 *
 * 1. **u** of every comparison but the name from random artist pairs (nearly all two different
 *    artists);
 * 2. EM session 1 on the pairs sharing a name key (`n:` blocks): trains m of every comparison but
 *    the name, which the rule selected the pairs on;
 * 3. EM session 2 on every candidate pair of the blocking keys: trains the name's m **and u** (the
 *    keys select on names, so a random pair's name says nothing of a candidate's), the other
 *    comparisons held at session 1's estimate; its λ is the prior of a candidate pair.
 * Pairs that cannot be one artist (different external ids, birth dates or countries: the
 * cannot-link constraints of `artistConflict`) enter both sessions as known non-matches; each m has
 * a Dirichlet prior of {@link PRIOR_PAIRS} pseudo-pairs spread as the comparisons' starting m.
 * Decisions are only ever taken on candidate pairs, so the model's λ is session 2's.
 * Pure: the random pairs come from the caller's seeded generator.
 */
import type { ArtistFacts } from '../artist-resolution';
import { ARTIST_COMPARISONS, compareArtists } from './artist-comparisons';
import { artistCandidatePairs } from './artist-linkage';
import { type ComparisonVector, type Estimate, type LinkageModel, estimateModel, initialModel, uFromRandomPairs, withU } from './fellegi-sunter';

/** Pseudo-pairs of the Dirichlet prior on each comparison's m (the comparisons' starting m: `ARTIST_COMPARISONS`). */
export const PRIOR_PAIRS = 20;

/** Pairs that cannot be one artist whatever else they share (`artistConflict`'s evidence against). */
const cannotLink = (v: ComparisonVector) => v.external_ids === 'disjoint' || v.profile === 'conflict';

/** `model` with comparison `name`'s m taken from `from`. */
function withM(model: LinkageModel, name: string, from: LinkageModel): LinkageModel {
  const levels = { ...model.levels, [name]: from.levels[name]! };
  return { lambda: model.lambda, levels };
}

/** What {@link estimateArtistModel} returns: the model and each step's size. */
export interface ArtistEstimate {
  model: LinkageModel;
  randomPairs: number;
  nameSession: Estimate;
  evidenceSession: Estimate;
}

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
  const pick = () => facts[Math.floor(random() * facts.length)]!;
  const randomVectors = [];
  while (randomVectors.length < randomPairs) {
    const [a, b] = [pick(), pick()];
    if (a.id !== b.id) randomVectors.push(compareArtists(a, b, common));
  }
  const { name: _name, ...u } = uFromRandomPairs(ARTIST_COMPARISONS, randomVectors);
  const start = withU(initialModel(ARTIST_COMPARISONS, 0.5), u);
  const names = ARTIST_COMPARISONS.map((c) => c.name);
  const candidates = [...artistCandidatePairs(facts)];
  const nameBlocked = candidates.filter(([, , block]) => block.startsWith('n:'));
  const nameSession = estimateModel(
    ARTIST_COMPARISONS,
    nameBlocked.map(([a, b]) => compareArtists(byId.get(a)!, byId.get(b)!, common)),
    { start, train: names.filter((n) => n !== 'name'), knownNonMatch: cannotLink, priorPairs: PRIOR_PAIRS },
  );
  const evidenceSession = estimateModel(
    ARTIST_COMPARISONS,
    candidates.map(([a, b]) => compareArtists(byId.get(a)!, byId.get(b)!, common)),
    {
      start: { ...withM(nameSession.model, 'name', start), lambda: 0.1 },
      train: ['name'],
      trainU: ['name'],
      knownNonMatch: cannotLink,
      priorPairs: PRIOR_PAIRS,
    },
  );
  return { model: evidenceSession.model, randomPairs, nameSession, evidenceSession };
}
