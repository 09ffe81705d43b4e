/**
 * Re-ranking of artist-title candidates (second stage of the matcher, after Elasticsearch):
 * a confidence 0..100 for "this catalog recording is what the playlist line means".
 *
 * confidence = 100 × artistSimilarity × titleSimilarity, where
 * - artistSimilarity is the best `bestNameSimilarity` of the query name against any credited
 *   artist's names (name, aliases, translated names; featured credits count × 0.9) or the raw
 *   performer string;
 * - titleSimilarity is `titleSimilarity` (title-similarity.ts: exact, base, key, censored,
 *   partial, suffix, fuzzy) of the logged title against the candidate's title and alternative
 *   titles, the best of them.
 * A product makes both sides necessary: a right artist with a wrong title (the hardest negatives)
 * stays low. The acceptance threshold `MATCH_MIN_CONFIDENCE` was set on the dev set
 * (`npm run eval:match`). Follows the ListenBrainz MBID mapper's re-check of fuzzy hits with
 * string distance after a broad candidate search.
 */
import { splitArtistCredit } from './artist-credit';
import { foldForMatch } from './fold';
import { type ComparisonBudget, bestNameSimilarity, unlimited } from './similarity';
import { type TitleSimilarity, titleSimilarity } from './title-similarity';

/** Hits below this confidence (0..100) are not returned. */
export const MATCH_MIN_CONFIDENCE = 72;

/** A candidate recording as the re-ranker needs it. */
export interface MatchCandidate {
  title: string;
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
}

/** Result of {@link scoreRecordingMatch}. */
export interface MatchScore {
  /** 0..100. */
  confidence: number;
  explain: MatchExplanation;
}

function artistSimilarity(queryName: string, c: MatchCandidate, budget: ComparisonBudget): MatchExplanation['artist'] {
  let best: MatchExplanation['artist'] = { similarity: 0, method: 'none', matched: '', via: 'name' };
  for (const a of c.artists) {
    const names = [a.name, ...(a.aliases ?? []), ...(a.translated ?? [])];
    const r = bestNameSimilarity(queryName, names, budget);
    const featured = a.link === 'Feat';
    const score = r.score * (featured ? 0.9 : 1);
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
 * are charged {@link TITLE_ALIGNMENTS} tables each.
 * @returns confidence 0..100 (one decimal) and its explanation.
 */
export function scoreRecordingMatch(
  name: string,
  title: string,
  candidate: MatchCandidate,
  budget: ComparisonBudget = unlimited(),
): MatchScore {
  const artist = artistSimilarity(name, candidate, budget);
  let t = bestTitle(title, candidate.title, budget);
  for (const alt of candidate.altTitles ?? []) {
    if (t.similarity === 1) break;
    const a = bestTitle(title, alt, budget);
    if (a.similarity > t.similarity) t = a;
  }
  const confidence = Math.round(1000 * artist.similarity * t.similarity) / 10;
  return { confidence, explain: { artist, title: t } };
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

/** The query's credited names (main then featured), for display and debugging. */
export function queryCredits(name: string): string[] {
  const c = splitArtistCredit(name);
  return [...c.main, ...c.featured].map(foldForMatch).filter(Boolean);
}
