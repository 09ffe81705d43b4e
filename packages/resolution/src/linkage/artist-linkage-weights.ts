/**
 * The artist linkage model's estimated probabilities (`fellegi-sunter.ts`), written by
 * `npm run estimate:linkage -- --write` from the sample catalog's own candidate pairs, the sample
 * as imported without resolution (`catalog import --no-resolve`: EM over 58424 unlabelled
 * pairs, 132 iterations). Not edited by hand: re-estimate after a change of the
 * comparisons or the blocking keys.
 */
import type { LinkageModel } from './fellegi-sunter';

/** The estimated model: λ per blocking rule (share of its candidate pairs that are one artist) and m/u per comparison level. */
export const ARTIST_LINKAGE_MODEL: LinkageModel = {
  lambda: 0.1278,
  priors: { name_key: 0.1278, name_words: 0.001485 },
  levels: {
    name: {
      exact: { m: 0.4903, u: 0.4226 },
      exact_short: { m: 0.1084, u: 0.1652 },
      folded: { m: 0.07445, u: 0.02244 },
      without_article: { m: 0.2112, u: 0.08493 },
      alias: { m: 0.09917, u: 0.3026 },
      prefix: { m: 0.08057, u: 0.02368 },
      shared_word: { m: 0.7536, u: 0.8666 },
      phonetic: { m: 0.1104, u: 0.1097 },
      other: { m: 0.005662, u: 0.005662 },
    },
    external_ids: {
      shared: { m: 0.7667, u: 0.00001381 },
      disjoint: { m: 0.2333, u: 1 },
      unknown: { m: 1, u: 1, null: true },
    },
    profile: {
      same_birth: { m: 0.8246, u: 0.00108 },
      conflict: { m: 0.1754, u: 0.9989 },
      unknown: { m: 1, u: 1, null: true },
    },
    titles: {
      two_or_more: { m: 0.05624, u: 0.0000025 },
      one: { m: 0.0903, u: 0.0001675 },
      none: { m: 0.8535, u: 0.9998 },
    },
    collaborators: {
      two_or_more: { m: 0.03419, u: 0.0000975 },
      one: { m: 0.1024, u: 0.0003725 },
      none: { m: 0.8634, u: 0.9995 },
    },
    career_years: {
      overlap: { m: 0.8514, u: 0.1342 },
      succeed: { m: 0.1125, u: 0.1063 },
      far: { m: 0.03608, u: 0.7594 },
      unknown: { m: 1, u: 1, null: true },
    },
    sources: {
      disjoint: { m: 0.7707, u: 0.5665 },
      shared: { m: 0.2293, u: 0.4335 },
    },
    disambiguation: {
      numbered: { m: 0.04079, u: 0.07473 },
      none: { m: 0.9592, u: 0.9253 },
    },
  },
  ruleLevels: {
    name_words: {
      name: {
        exact: { m: 0.4903, u: 0.4226 },
        exact_short: { m: 0.1084, u: 0.1652 },
        folded: { m: 0.07445, u: 0.02244 },
        without_article: { m: 0.2112, u: 0.08493 },
        alias: { m: 0.09917, u: 0.3026 },
        prefix: { m: 0.08057, u: 0.02368 },
        shared_word: { m: 0.7536, u: 0.8666 },
        phonetic: { m: 0.1104, u: 0.1097 },
        other: { m: 0.005662, u: 0.005662 },
      },
      external_ids: {
        shared: { m: 0.7667, u: 0.00003591 },
        disjoint: { m: 0.2333, u: 1 },
        unknown: { m: 1, u: 1, null: true },
      },
      profile: {
        same_birth: { m: 0.8246, u: 0.008621 },
        conflict: { m: 0.1754, u: 0.9914 },
        unknown: { m: 1, u: 1, null: true },
      },
      titles: {
        two_or_more: { m: 0.05624, u: 0.0003573 },
        one: { m: 0.0903, u: 0.0007757 },
        none: { m: 0.8535, u: 0.9989 },
      },
      collaborators: {
        two_or_more: { m: 0.03419, u: 0.0006014 },
        one: { m: 0.1024, u: 0.001316 },
        none: { m: 0.8634, u: 0.9981 },
      },
      career_years: {
        overlap: { m: 0.8514, u: 0.2098 },
        succeed: { m: 0.1125, u: 0.1463 },
        far: { m: 0.03608, u: 0.6439 },
        unknown: { m: 1, u: 1, null: true },
      },
      sources: {
        disjoint: { m: 0.7707, u: 0.4464 },
        shared: { m: 0.2293, u: 0.5536 },
      },
      disambiguation: {
        numbered: { m: 0.04079, u: 0.1119 },
        none: { m: 0.9592, u: 0.8881 },
      },
    },
  },
};
