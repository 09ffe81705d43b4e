/**
 * The graded answer (`match_type`): how far a pipeline may trust a match, in four bands, from what
 * agreed between the line and the recording (ListenBrainz's MBID mapper also names its answers
 * `exact_match`, `high_quality`, `med_quality`, `low_quality`; the bands here are this matcher's own,
 * measured on the dev sets: docs/matching.md "Graded answers").
 *
 * Each side of a match is read into a tier by the rule that met it (`explain.artist.method`,
 * `explain.title.method`; the table is `MATCH_TIERS` of `policy.ts`, keyed by the typed rule names;
 * a rule name a stored answer does not read as one of them is `loose`):
 *
 * | tier      | artist rules                                   | title rules                                        |
 * | --------- | ---------------------------------------------- | -------------------------------------------------- |
 * | `equal`   | `form`, `token-order` (the name as catalogued)  | `exact`                                            |
 * | `variant` | `credit-part`, `initials`, `cut-off`, `band-credit`, `band-word`, `other-name`, `jaro-winkler` | `base`, `key`, `censored`, `alternative`, `part`, `side` |
 * | `loose`   | `first-word`, `phonetic`, anything else        | `subtitle`, `partial`, `suffix`, `words`, `fuzzy`, anything else |
 *
 * - `exact`: confidence 100, both sides `equal`, the logged version;
 * - `high`: confidence ≥ `bands.highMinConfidence`, the logged version, no side `loose` and at most
 *   one side `variant`;
 * - `medium`: confidence ≥ `bands.mediumMinConfidence`, and a `loose` side only beside an `equal` one;
 * - `low`: everything else that passed: a loose side beside a variant (typos on both sides), both
 *   sides loose, or a confidence close to the threshold.
 *
 * A line answered by a curated pin (`pins.ts`) is `curated`, whatever its evidence: a person chose it.
 *
 * The evidence is what a stored job answer keeps too (confidence, version, the two methods), so a
 * hit, a batch item and a job result of the same line get the same band.
 */
import { MATCH_TYPES } from '@mc/catalog';
import { MATCH_POLICY, MATCH_TIERS, type RuleTier } from './policy';
import type { ArtistTitleMatch } from './types';

export { MATCH_TYPES };
/** A band (see module doc), one of `MATCH_TYPES` (the contract's list, `@mc/catalog`). */
export type MatchType = (typeof MATCH_TYPES)[number];

/** What a band is read from. */
export interface MatchEvidence {
  /** 0..100 (`ArtistTitleMatch.confidence`). */
  confidence: number;
  /** `same` or `other` (`ArtistTitleMatch.version`). */
  version: string;
  /** The artist rule (`explain.artist.method`: `form`, `jaro-winkler`, …). */
  artistMethod: string;
  /** The title rule (`explain.title.method`: `exact`, `base`, …). */
  titleMethod: string;
}

/** The tiers of the rules (`MATCH_TIERS` of `policy.ts`), read by the rule names a stored answer keeps as text. */
const ARTIST_TIERS: Readonly<Record<string, RuleTier>> = MATCH_TIERS.artist;
const TITLE_TIERS: Readonly<Record<string, RuleTier>> = MATCH_TIERS.title;

/**
 * The band of a match from its evidence (module doc).
 * @param bands the boundaries (default `MATCH_POLICY.bands`).
 */
export function matchTypeOf(e: MatchEvidence, bands: typeof MATCH_POLICY.bands = MATCH_POLICY.bands): MatchType {
  const tiers = [ARTIST_TIERS[e.artistMethod] ?? 'loose', TITLE_TIERS[e.titleMethod] ?? 'loose'];
  const count = (t: RuleTier) => tiers.filter((x) => x === t).length;
  const same = e.version === 'same';
  if (same && e.confidence >= 100 && count('equal') === 2) return 'exact';
  if (same && e.confidence >= bands.highMinConfidence && count('loose') === 0 && count('variant') <= 1) return 'high';
  if (e.confidence >= bands.mediumMinConfidence && (count('loose') === 0 || count('equal') === 1)) return 'medium';
  return 'low';
}

/** The evidence of a match. */
export function matchEvidence(m: ArtistTitleMatch): MatchEvidence {
  return {
    confidence: m.confidence,
    version: m.version,
    artistMethod: m.explain.artist.method,
    titleMethod: m.explain.title.method,
  };
}

/** The band of a match: `curated` for a pinned line's answer, else from its evidence. */
export function matchTypeOfMatch(m: ArtistTitleMatch): MatchType {
  return m.pin ? 'curated' : matchTypeOf(matchEvidence(m));
}

/**
 * How a stored answer names its two rules: `artist <method>, title <method>` (a matching job's
 * `match_method`, docs/matching-jobs.md).
 */
const METHOD_TEXT = /^artist (\S+), title (\S+)$/;

/** A matching job's stored answer as far as its band needs it. */
export interface StoredAnswer {
  status: string;
  confidence?: number;
  version?: string;
  method?: string;
  /** The curated pin that answered the line (`pins.ts`), when one did. */
  pin?: { id: number };
}

/**
 * The band of a matching job's stored answer (the evidence it keeps: confidence, version and the
 * `artist <method>, title <method>` text), or null when it is not a match; `curated` for an answer
 * a pin gave (a pin to "no match" included). An answer whose method
 * text does not read counts both rules as `loose`.
 */
export function answerMatchType(a: StoredAnswer): MatchType | null {
  if (a.pin) return 'curated';
  if (a.status !== 'matched' || a.confidence === undefined) return null;
  const m = METHOD_TEXT.exec(a.method ?? '');
  return matchTypeOf({
    confidence: a.confidence,
    version: a.version ?? 'same',
    artistMethod: m?.[1] ?? '',
    titleMethod: m?.[2] ?? '',
  });
}
