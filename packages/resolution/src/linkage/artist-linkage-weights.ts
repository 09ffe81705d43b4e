/**
 * The artist linkage model's estimated probabilities (`fellegi-sunter.ts`), written by
 * `npm run estimate:linkage -- --write` from the sample catalog's own candidate pairs (EM over
 * 58508 unlabelled pairs, 230 iterations). Not edited by hand: re-estimate after a change
 * of the comparisons or the blocking keys.
 */
import type { LinkageModel } from './fellegi-sunter';

/** The estimated model: λ per blocking rule (share of its candidate pairs that are one artist) and m/u per comparison level. */
export const ARTIST_LINKAGE_MODEL: LinkageModel = {
  lambda: 0.109,
  priors: { name_key: 0.109, name_words: 0.0003935 },
  levels: {
    name: {
      exact: { m: 0.536, u: 0.4116 },
      exact_short: { m: 0.1255, u: 0.1717 },
      folded: { m: 0.04493, u: 0.02558 },
      without_article: { m: 0.1577, u: 0.08689 },
      alias: { m: 0.1171, u: 0.3021 },
      prefix: { m: 0.04376, u: 0.02617 },
      shared_word: { m: 0.6634, u: 0.8647 },
      phonetic: { m: 0.1094, u: 0.1091 },
      other: { m: 0.01878, u: 0.01878 },
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
      two_or_more: { m: 0.005868, u: 0.0000175 },
      one: { m: 0.006707, u: 0.0001975 },
      none: { m: 0.9874, u: 0.9998 },
    },
    collaborators: {
      two_or_more: { m: 0.005868, u: 0.0000975 },
      one: { m: 0.006707, u: 0.0003825 },
      none: { m: 0.9874, u: 0.9995 },
    },
    career_years: {
      overlap: { m: 0.9031, u: 0.1326 },
      succeed: { m: 0.08007, u: 0.1086 },
      far: { m: 0.01681, u: 0.7588 },
      unknown: { m: 1, u: 1, null: true },
    },
    sources: {
      disjoint: { m: 0.774, u: 0.5649 },
      shared: { m: 0.226, u: 0.4351 },
    },
    disambiguation: {
      numbered: { m: 0.05811, u: 0.07474 },
      none: { m: 0.9419, u: 0.9253 },
    },
  },
  ruleLevels: {
    name_words: {
      name: {
        exact: { m: 0.536, u: 0.4116 },
        exact_short: { m: 0.1255, u: 0.1717 },
        folded: { m: 0.04493, u: 0.02558 },
        without_article: { m: 0.1577, u: 0.08689 },
        alias: { m: 0.1171, u: 0.3021 },
        prefix: { m: 0.04376, u: 0.02617 },
        shared_word: { m: 0.6634, u: 0.8647 },
        phonetic: { m: 0.1094, u: 0.1091 },
        other: { m: 0.01878, u: 0.01878 },
      },
      external_ids: {
        shared: { m: 0.7667, u: 0.00003589 },
        disjoint: { m: 0.2333, u: 1 },
        unknown: { m: 1, u: 1, null: true },
      },
      profile: {
        same_birth: { m: 0.7667, u: 0.008621 },
        conflict: { m: 0.2333, u: 0.9914 },
        unknown: { m: 1, u: 1, null: true },
      },
      titles: {
        two_or_more: { m: 0.005868, u: 0.0003047 },
        one: { m: 0.006707, u: 0.00074 },
        none: { m: 0.9874, u: 0.999 },
      },
      collaborators: {
        two_or_more: { m: 0.005868, u: 0.0005485 },
        one: { m: 0.006707, u: 0.001297 },
        none: { m: 0.9874, u: 0.9982 },
      },
      career_years: {
        overlap: { m: 0.9031, u: 0.2123 },
        succeed: { m: 0.08007, u: 0.145 },
        far: { m: 0.01681, u: 0.6427 },
        unknown: { m: 1, u: 1, null: true },
      },
      sources: {
        disjoint: { m: 0.774, u: 0.4443 },
        shared: { m: 0.226, u: 0.5557 },
      },
      disambiguation: {
        numbered: { m: 0.05811, u: 0.1118 },
        none: { m: 0.9419, u: 0.8882 },
      },
    },
  },
};
