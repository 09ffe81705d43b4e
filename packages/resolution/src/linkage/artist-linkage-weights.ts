/**
 * The artist linkage model's estimated probabilities (`fellegi-sunter.ts`), written by
 * `npm run estimate:linkage -- --write` from the sample catalog's own candidate pairs (EM over
 * 58508 unlabelled pairs, 209 iterations). Not edited by hand: re-estimate after a change
 * of the comparisons or the blocking keys.
 */
import type { LinkageModel } from './fellegi-sunter';

/** The estimated model: λ per blocking rule (share of its candidate pairs that are one artist) and m/u per comparison level. */
export const ARTIST_LINKAGE_MODEL: LinkageModel = {
  lambda: 0.09486,
  priors: { name_key: 0.09486, name_words: 0.003428 },
  levels: {
    name: {
      exact: { m: 0.5287, u: 0.4141 },
      exact_short: { m: 0.1256, u: 0.1711 },
      folded: { m: 0.04607, u: 0.02573 },
      without_article: { m: 0.1641, u: 0.08717 },
      alias: { m: 0.1143, u: 0.2999 },
      prefix: { m: 0.04317, u: 0.02612 },
      shared_word: { m: 0.8159, u: 0.8647 },
      phonetic: { m: 0.1165, u: 0.1091 },
      other: { m: 0.002507, u: 0.002507 },
    },
    external_ids: {
      shared: { m: 0.7667, u: 0.00001388 },
      disjoint: { m: 0.2333, u: 1 },
      unknown: { m: 1, u: 1, null: true },
    },
    profile: {
      same_birth: { m: 0.7667, u: 0.001085 },
      conflict: { m: 0.2333, u: 0.9989 },
      unknown: { m: 1, u: 1, null: true },
    },
    titles: {
      two_or_more: { m: 0.006625, u: 0.0000175 },
      one: { m: 0.007571, u: 0.0001975 },
      none: { m: 0.9858, u: 0.9998 },
    },
    collaborators: {
      two_or_more: { m: 0.006625, u: 0.0000975 },
      one: { m: 0.007571, u: 0.0003825 },
      none: { m: 0.9858, u: 0.9995 },
    },
    career_years: {
      overlap: { m: 0.9072, u: 0.1326 },
      succeed: { m: 0.07485, u: 0.1086 },
      far: { m: 0.01794, u: 0.7588 },
      unknown: { m: 1, u: 1, null: true },
    },
    sources: {
      disjoint: { m: 0.7616, u: 0.5649 },
      shared: { m: 0.2384, u: 0.4351 },
    },
    disambiguation: {
      numbered: { m: 0.05348, u: 0.07474 },
      none: { m: 0.9465, u: 0.9253 },
    },
  },
};
