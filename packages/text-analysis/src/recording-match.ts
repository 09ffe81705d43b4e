/**
 * Re-ranking of artist-title candidates (second stage of the matcher, after Elasticsearch):
 * a confidence 0..100 for "this catalog recording is what the playlist line means".
 *
 * confidence = 100 × artistSimilarity × titleSimilarity, where
 * - artistSimilarity is the best `bestNameSimilarity` of the query name against any credited
 *   artist's names (name, aliases, translated names; featured credits count × `MATCH_FACTORS.featuredCredit`) or the raw
 *   performer string;
 * - titleSimilarity is `titleSimilarity` (title-similarity.ts: exact, base, key, censored,
 *   partial, suffix, fuzzy) of the logged title against the candidate's title and alternative
 *   titles, the best of them.
 * A product makes both sides necessary: a right artist with a wrong title (the hardest negatives)
 * stays low. The version rule (`title-version.ts`) then multiplies it: × 1 for the logged version,
 * × `MATCH_FACTORS.versionDetail` for the same version with another cut, remixer or year, ×
 * `MATCH_FACTORS.otherVersion` for another version of the song, and × `MATCH_FACTORS.durationMiss`
 * when the line's duration is outside `DURATION_TOLERANCE` of the recording's; these factors order
 * the versions of a song and flag the wrong one, but never drop a pair that passed without them
 * below the caller's acceptance threshold (`LineExtras.minConfidence`: the matcher's policy table,
 * `MATCH_POLICY` of `@mc/matcher`). Follows the ListenBrainz MBID mapper's re-check of fuzzy hits with
 * string distance after a broad candidate search.
 */
import { foldForMatch } from './fold';
import { MATCH_FACTORS } from './match-scores';
import { type ComparisonBudget, bestNameSimilarity, unlimited } from './similarity';
import { type TitleSimilarity, titleSimilarity } from './title-similarity';
import { type VersionAgreement, compareVersions, describeVersion, durationFits, titleVersion } from './title-version';

/** A candidate recording as the re-ranker needs it. */
export interface MatchCandidate {
  title: string;
  /** Duration in seconds, when known. */
  duration?: number;
  /** Titles of the same recording in other sources (e.g. Spotify's spelling). */
  altTitles?: readonly string[];
  performer?: string;
  artists: readonly { name: string; link?: string; aliases?: readonly string[]; translated?: readonly string[] }[];
}

/** Why a candidate got its confidence (`explain=true`). */
export interface MatchExplanation {
  artist: {
    similarity: number;
    method: string;
    matched: string;
    via: 'name' | 'alias' | 'translated' | 'performer' | 'featured';
  };
  title: { similarity: number; method: TitleSimilarity['method']; matched: string };
  /** The version rule: the logged and the catalog version ("live", "original"), and the factor applied. */
  version: { agreement: VersionAgreement['agreement']; logged: string; catalog: string; factor: number };
  /** The duration check, when the line gave a duration (seconds) and the recording has one. */
  duration?: { logged: number; catalog: number; fits: boolean };
}

/** What a playlist line tells besides its name and title, and the caller's acceptance threshold. */
export interface LineExtras {
  /** The logged duration in seconds. */
  duration?: number;
  /**
   * The caller's acceptance threshold (0..100; the matcher's `MATCH_POLICY.minConfidence`): a pair
   * whose song similarity reaches it is never lowered below it by the version and duration factors.
   * Unset: no floor.
   */
  minConfidence?: number;
}

/** Result of {@link scoreRecordingMatch}. */
export interface MatchScore {
  /** 0..100. */
  confidence: number;
  /** `other` when the recording is another version of the logged song (see `compareVersions`). */
  version: VersionAgreement['agreement'];
  explain: MatchExplanation;
}

function artistSimilarity(queryName: string, c: MatchCandidate, budget: ComparisonBudget): MatchExplanation['artist'] {
  let best: MatchExplanation['artist'] = { similarity: 0, method: 'none', matched: '', via: 'name' };
  for (const a of c.artists) {
    const names = [a.name, ...(a.aliases ?? []), ...(a.translated ?? [])];
    const r = bestNameSimilarity(queryName, names, budget);
    const featured = a.link === 'Feat';
    const score = r.score * (featured ? MATCH_FACTORS.featuredCredit : 1);
    if (score > best.similarity) {
      const aliasCount = a.aliases?.length ?? 0;
      const via = featured ? 'featured' : r.index === 0 ? 'name' : r.index <= aliasCount ? 'alias' : 'translated';
      best = { similarity: score, method: r.method, matched: names[r.index] ?? '', via };
    }
  }
  if (c.performer && best.similarity < 1) {
    const r = bestNameSimilarity(queryName, [c.performer], budget);
    if (r.score > best.similarity) best = { similarity: r.score, method: r.method, matched: c.performer, via: 'performer' };
  }
  return best;
}

/** Alignment tables a title comparison fills at most per reading (Levenshtein ×2, Jaro-Winkler). */
const TITLE_ALIGNMENTS = 3;

function bestTitle(queryTitle: string, candidateTitle: string, budget: ComparisonBudget): MatchExplanation['title'] {
  budget.units -= TITLE_ALIGNMENTS * queryTitle.length * candidateTitle.length;
  const t = titleSimilarity(queryTitle, candidateTitle);
  return { similarity: t.similarity, method: t.method, matched: candidateTitle };
}

/**
 * The comparison budget (`ComparisonBudget` units, about alignment cells) the matcher gives one
 * playlist line for all its candidates: about 4.5 × the most a line of the dev sets spends
 * (660,000 over the candidates of all five stages), so real lines do not run out, while a hostile line (200
 * characters against artists with 170 names) stops comparing after a few candidates.
 */
export const LINE_COMPARISON_UNITS = 3_000_000;

/**
 * Confidence that `candidate` is the recording meant by (`name`, `title`). The comparisons spend
 * `budget` (pass one budget for all the candidates of a line to bound the line's work, see
 * `ComparisonBudget`): the name pairs stop once it is spent; the title comparisons, few by
 * construction (the title and the alternative titles, each read as logged and without a year tag),
 * are charged {@link TITLE_ALIGNMENTS} tables each. The version rule and `line.duration` (seconds)
 * scale the result (module comment).
 * @returns confidence 0..100 (one decimal), whether the recording is the logged version, and the explanation.
 */
export function scoreRecordingMatch(
  name: string,
  title: string,
  candidate: MatchCandidate,
  budget: ComparisonBudget = unlimited(),
  line: LineExtras = {},
): MatchScore {
  const artist = artistSimilarity(name, candidate, budget);
  let t = bestTitle(title, candidate.title, budget);
  for (const alt of candidate.altTitles ?? []) {
    if (t.similarity === 1) break;
    const a = bestTitle(title, alt, budget);
    if (a.similarity > t.similarity) t = a;
  }
  const version = versionOf(title, candidate);
  const fits = durationFits(line.duration, candidate.duration);
  const song = 100 * artist.similarity * t.similarity;
  const scaled = song * version.factor * (fits === false ? MATCH_FACTORS.durationMiss : 1);
  const floor = line.minConfidence ?? 0;
  const passes = Math.round(10 * song) / 10 >= floor;
  const confidence = Math.round(10 * (passes ? Math.max(floor, scaled) : scaled)) / 10;
  const duration = fits === undefined ? {} : { duration: { logged: line.duration!, catalog: candidate.duration!, fits } };
  return { confidence, version: version.agreement, explain: { artist, title: t, version, ...duration } };
}

/** The version rule of a line's title against the candidate's titles (its best agreement) and its factor. */
function versionOf(title: string, candidate: MatchCandidate): MatchExplanation['version'] {
  const logged = titleVersion(title);
  let best: { agreement: VersionAgreement; title: string } | undefined;
  for (const c of [candidate.title, ...(candidate.altTitles ?? [])]) {
    const agreement = compareVersions(logged, titleVersion(c));
    const rank = (a: VersionAgreement) => (a.agreement === 'other' ? 0 : a.exact ? 2 : 1);
    if (!best || rank(agreement) > rank(best.agreement)) best = { agreement, title: c };
  }
  const a = best!.agreement;
  const factor = a.agreement === 'other' ? MATCH_FACTORS.otherVersion : a.exact ? 1 : MATCH_FACTORS.versionDetail;
  return { agreement: a.agreement, logged: describeVersion(logged), catalog: describeVersion(titleVersion(best!.title)), factor };
}

/**
 * Length (folded characters, spaces left out) from which a name or title made of one repeated
 * character is noise, not a name: the longest such names and titles of real catalogs are far
 * shorter ("Mmm Mmm Mmm Mmm", 12; "AAA", 3).
 */
export const REPEATED_CHARACTER_MIN_LENGTH = 16;

/**
 * True when `text` folds (`foldForMatch`, spaces left out) to one character repeated at least
 * {@link REPEATED_CHARACTER_MIN_LENGTH} times: "aaaa…a!", "a a a … a". No recording has such a
 * name or title, so the matcher answers such a line without searching or re-ranking.
 */
export function repeatsOneCharacter(text: string): boolean {
  const ascii = asciiRepeatsOneCharacter(text);
  if (ascii !== undefined) return ascii;
  const chars = [...foldForMatch(text).replace(/ /g, '')];
  return chars.length >= REPEATED_CHARACTER_MIN_LENGTH && chars.every((c) => c === chars[0]);
}

/**
 * {@link repeatsOneCharacter} of printable ASCII text without folding (a batch checks thousands of
 * lines): there folding keeps exactly the letters (lower-cased) and digits. Undefined for any other
 * text (folding must decide).
 */
function asciiRepeatsOneCharacter(text: string): boolean | undefined {
  let first = -1;
  let count = 0;
  let same = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7e || (code < 0x20 && (code < 0x09 || code > 0x0d))) return undefined;
    const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    if (!((lower >= 0x61 && lower <= 0x7a) || (lower >= 0x30 && lower <= 0x39))) continue;
    if (first < 0) first = lower;
    else if (lower !== first) same = false;
    count++;
  }
  return same && count >= REPEATED_CHARACTER_MIN_LENGTH;
}
