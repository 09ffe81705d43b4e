/**
 * The artist linkage model's estimated probabilities (`fellegi-sunter.ts`), written by
 * `npm run estimate:linkage -- --write` from the sample catalog's own candidate pairs, the sample
 * as imported without resolution (`catalog import --no-resolve`: EM over 58570 unlabelled
 * pairs, 91 iterations). Not edited by hand: re-estimate after a change of the
 * comparisons or the blocking keys.
 */
import type { LinkageModel } from './fellegi-sunter';

/** The estimated model: λ per blocking rule (share of its candidate pairs that are one artist) and m/u per comparison level. */
export const ARTIST_LINKAGE_MODEL: LinkageModel = {
  lambda: 0.1258,
  priors: { name_key: 0.1258, name_words: 0.001778 },
  levels: {
    name: {
      exact: { m: 0.4357, u: 0.4353 },
      exact_short: { m: 0.164, u: 0.1728 },
      folded: { m: 0.07217, u: 0.02182 },
      without_article: { m: 0.2509, u: 0.07714 },
      alias: { m: 0.06158, u: 0.2909 },
      prefix: { m: 0.09622, u: 0.0239 },
      shared_word: { m: 0.7334, u: 0.8663 },
      phonetic: { m: 0.1237, u: 0.1098 },
      other: { m: 0.004757, u: 0.004757 },
    },
    external_ids: {
      shared: { m: 0.7667, u: 0.00001387 },
      disjoint: { m: 0.2333, u: 1 },
      unknown: { m: 1, u: 1, null: true },
    },
    profile: {
      same_birth: { m: 0.8828, u: 0.001096 },
      conflict: { m: 0.1172, u: 0.9989 },
      unknown: { m: 1, u: 1, null: true },
    },
    titles: {
      two_or_more: { m: 0.07438, u: 0.0000075 },
      one: { m: 0.1568, u: 0.0001625 },
      none: { m: 0.7688, u: 0.9998 },
    },
    collaborators: {
      two_or_more: { m: 0.0743, u: 0.0001125 },
      one: { m: 0.1697, u: 0.0002925 },
      none: { m: 0.756, u: 0.9996 },
    },
    career_years: {
      overlap: { m: 0.8765, u: 0.1328 },
      succeed: { m: 0.09752, u: 0.1088 },
      far: { m: 0.02601, u: 0.7584 },
      unknown: { m: 1, u: 1, null: true },
    },
    sources: {
      disjoint: { m: 0.4743, u: 0.566 },
      shared: { m: 0.5257, u: 0.434 },
    },
    disambiguation: {
      numbered: { m: 0.01791, u: 0.07531 },
      none: { m: 0.9821, u: 0.9247 },
    },
  },
  ruleLevels: {
    name_words: {
      name: {
        exact: { m: 0.4357, u: 0.4353 },
        exact_short: { m: 0.164, u: 0.1728 },
        folded: { m: 0.07217, u: 0.02182 },
        without_article: { m: 0.2509, u: 0.07714 },
        alias: { m: 0.06158, u: 0.2909 },
        prefix: { m: 0.09622, u: 0.0239 },
        shared_word: { m: 0.7334, u: 0.8663 },
        phonetic: { m: 0.1237, u: 0.1098 },
        other: { m: 0.004757, u: 0.004757 },
      },
      external_ids: {
        shared: { m: 0.7667, u: 0.00003591 },
        disjoint: { m: 0.2333, u: 1 },
        unknown: { m: 1, u: 1, null: true },
      },
      profile: {
        same_birth: { m: 0.8828, u: 0.008621 },
        conflict: { m: 0.1172, u: 0.9914 },
        unknown: { m: 1, u: 1, null: true },
      },
      titles: {
        two_or_more: { m: 0.07438, u: 0.0003569 },
        one: { m: 0.1568, u: 0.0007398 },
        none: { m: 0.7688, u: 0.9989 },
      },
      collaborators: {
        two_or_more: { m: 0.0743, u: 0.0005658 },
        one: { m: 0.1697, u: 0.001314 },
        none: { m: 0.756, u: 0.9981 },
      },
      career_years: {
        overlap: { m: 0.8765, u: 0.2118 },
        succeed: { m: 0.09752, u: 0.1452 },
        far: { m: 0.02601, u: 0.643 },
        unknown: { m: 1, u: 1, null: true },
      },
      sources: {
        disjoint: { m: 0.4743, u: 0.4464 },
        shared: { m: 0.5257, u: 0.5536 },
      },
      disambiguation: {
        numbered: { m: 0.01791, u: 0.1118 },
        none: { m: 0.9821, u: 0.8882 },
      },
    },
  },
};
