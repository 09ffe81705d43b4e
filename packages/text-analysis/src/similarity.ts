/**
 * String and name similarity scores, all in 0..1 (1 = identical).
 *
 * - `jaroWinkler`: Jaro-Winkler similarity (Winkler 1990; prefix scale 0.1, up to 4 prefix
 *   characters), implementation `natural/lib/natural/distance/jaro-winkler_distance`.
 * - `levenshteinRatio`: 1 − d/max(|a|, |b|) with d the Levenshtein distance (unit costs,
 *   `talisman/metrics/levenshtein`: two rows of integers, common prefix and suffix skipped),
 *   lengths in UTF-16 code units.
 * - `indelRatio`: 1 − (|a| + |b| − 2·LCS)/(|a| + |b|), the normalised InDel similarity of
 *   RapidFuzz `fuzz.ratio` (= python-Levenshtein `ratio`, used by fuzzywuzzy).
 * - `tokenSetRatio`: fuzzywuzzy/RapidFuzz `token_set_ratio` scaled to 0..1.
 * - `prefixCoverage`: for incomplete titles (eval category incomplete_title).
 * - `bestNameSimilarity`: the best score over the name forms of `artistNameForms`,
 *   `nameOrderVariants` and `toLatin` of both sides.
 * `jaroWinkler`, `levenshteinRatio` and `indelRatio` compare the strings as given (fold them
 * first); the token-based functions fold with `foldForMatch` themselves.
 */
// Only the submodule: `natural`'s root index loads storage back-ends (DESIGN.md "Library notes").
import JaroWinklerDistance from 'natural/lib/natural/distance/jaro-winkler_distance';
import levenshtein from 'talisman/metrics/levenshtein';
import { artistNameForms, splitArtistCredit } from './artist-credit';
import { foldForMatch } from './fold';
import { LEADING_ARTICLE } from './match-key';
import { memoizeByString } from './memoize';
import { nameOrderVariants } from './name-order';
import { phoneticKeys } from './phonetic';
import { toLatin } from './transliterate';
import { alignedWordEdits, compactEdits, nameWordBudget } from './word-edits';
import { CUT_OFF_SCORES, cutOffSimilarity, initialsMatch, longerNameSimilarity } from './name-cut-off';
import { abbreviationForms, bandNameSimilarity } from './band-names';

/** Jaro-Winkler similarity of `a` and `b` (0..1). Two empty strings score 1, one empty 0. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  return JaroWinklerDistance(a, b);
}

/**
 * A folded name without its leading article ("the seekers" → "seekers"). Jaro-Winkler rewards a
 * shared prefix of up to four characters, and "the " is exactly that: without this, "The Seekers"
 * and "The Beatles" score 0.85. Articles are not what tells two names apart (MusicBrainz sort
 * names move them to the end for the same reason).
 */
export function withoutLeadingArticle(folded: string): string {
  return folded.replace(LEADING_ARTICLE, '');
}

/** 1 − Levenshtein(a, b)/max(|a|, |b|) (0..1); two empty strings score 1. */
export function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

export { indelRatio, tokenSetRatio } from './token-ratios';

/**
 * Share of the target's tokens covered by the query read as a word prefix of the target
 * (folded tokens; 0..1): the query's tokens must equal the target's first tokens in order, the
 * last query token may be a prefix of its target token (typing in progress). Otherwise 0.
 * "Thanks For" vs "Thanks For My Child" → 0.5; "Watch Your" vs "Watch Your Step" → 2/3;
 * "Happy Jose" vs "Happy Jose (Ching-Ching)" → 0.5; "Thanks For Nothing" vs the same → 0.
 */
export function prefixCoverage(query: string, target: string): number {
  const q = foldForMatch(query)
    .split(' ')
    .filter((t) => t !== '');
  const t = foldForMatch(target)
    .split(' ')
    .filter((x) => x !== '');
  if (q.length === 0 || t.length === 0 || q.length > t.length) return 0;
  for (let k = 0; k < q.length; k++) {
    const qt = q[k] ?? '';
    const tt = t[k] ?? '';
    const ok = k === q.length - 1 ? tt.startsWith(qt) : tt === qt;
    if (!ok) return 0;
  }
  return q.length / t.length;
}

/** Result of `bestNameSimilarity`. */
export interface NameSimilarity {
  /** Best score 0..1; 1 for an exact match of some form. */
  score: number;
  /** Index in `candidateNames` of the best candidate; -1 when there are none. */
  index: number;
  /** The query form and candidate form that gave the score (folded). */
  queryForm: string;
  candidateForm: string;
  /** How the score was reached (see `bestNameSimilarity`). */
  method:
    | 'form'
    | 'token-order'
    | 'initials'
    | 'cut-off'
    | 'first-word'
    | 'band-credit'
    | 'band-word'
    | 'jaro-winkler'
    | 'phonetic'
    | 'credit-part'
    | 'none';
}

/** Scores of the non-exact methods of `bestNameSimilarity` (tuned on the dev set, see bench). */
export const NAME_SIMILARITY_SCORES = {
  /** Abbreviated given names: "K.Yost" ~ "Kevin Yost". */
  initials: 0.92,
  /** Shared Double Metaphone key: a weak signal ("트와이스" ~ "TWICE" both "TS"). */
  phonetic: 0.85,
  /** A name cut off, a one-word name that begins a two-word one (`cutOffSimilarity`), a catalog name that begins the logged one (`longerNameSimilarity`). */
  ...CUT_OFF_SCORES,
  /** Factor applied to the score of the query's first main credit part ("Dev Featuring The
   * Cataracs" ~ "Dev" → 0.95), so a whole-name match ranks above it. */
  creditPart: 0.95,
  /** Factor for the query's other credit parts ("Dolly Parton/Kenny Rogers" ~ "Kenny Rogers"). */
  otherCreditPart: 0.9,
  /** Ceiling of the Jaro-Winkler fallback for names that share a word but differ beyond a typo in
   * another ("Shirley Bassey" ~ "Shirley Horn"): below the acceptance threshold even with an
   * exact title (see `sharesWordOnly`). */
  sharedWordOnly: 0.7,
} as const;

/**
 * True when two folded names (leading articles removed) of at least two words each have a word in
 * common but are not a typo of each other: more than two edits apart without spaces
 * (`compactEdits`: "2m ii none" ~ "2nd ii none" is 2) and not aligned word by word
 * (`alignedWordEdits` with `nameWordBudget` = -1: a different word count, or some word beyond two
 * edits or half its letters). Such pairs are different acts that
 * share a first name, a surname or a band word ("Shirley Bassey" ~ "Shirley Horn", "John Legend" ~
 * "John Lennon", "Lil Wayne" ~ "Lil Baby"), which Jaro-Winkler scores 0.78–0.86 because of the
 * shared prefix; a typo keeps every word within reach ("Celine ion" ~ "Celine Dion", "Knaye eest" ~
 * "Kanye West", "Dalry Braithwaite" ~ "Daryl Braithwaite"). The same token-level view as record linkage's Monge-Elkan comparison.
 */
export function sharesWordOnly(q: string, c: string): boolean {
  const qw = q.split(' ');
  const cw = c.split(' ');
  if (qw.length < 2 || cw.length < 2) return false;
  const cSet = new Set(cw);
  if (!qw.some((w) => cSet.has(w))) return false;
  if (Number.isFinite(compactEdits(q, c, 2))) return false;
  return alignedWordEdits(q, c, nameWordBudget) < 0;
}

/**
 * All folded forms of an artist name used by `bestNameSimilarity`: `artistNameForms` of the name
 * and of each `nameOrderVariants` variant, plus `toLatin` of the name (and its compact form)
 * when it is not Latin already, and each form's `abbreviationForms` ("jonas bros" → "jonas
 * brothers"). Duplicates removed, first element `foldForMatch(name)`.
 */
export const matchForms: (name: string) => readonly string[] = memoizeByString(computeMatchForms);

function computeMatchForms(name: string): string[] {
  const out: string[] = [];
  const add = (f: string): void => {
    if (f !== '' && !out.includes(f)) out.push(f);
  };
  for (const f of artistNameForms(name)) add(f);
  for (const v of nameOrderVariants(name)) for (const f of artistNameForms(v)) add(f);
  const latin = toLatin(name);
  add(latin);
  add(latin.replace(/ /g, ''));
  for (const f of [...out]) for (const g of abbreviationForms(f)) add(g);
  return out;
}

/**
 * Best similarity of a query artist name to any of `candidateNames` (a catalog artist's name,
 * aliases, translated names, sort name). Over all pairs of `matchForms`, the best of:
 * 1 when two forms are equal ('form'); 1 when their sorted token lists are equal
 * ("garfunkel simon" vs "simon garfunkel", 'token-order'); 0.92 for initials ("K.Yost" vs
 * "Kevin Yost", 'initials'); Jaro-Winkler of the forms ('jaro-winkler'); 0.85 when the names share
 * a `phoneticKeys` key ('phonetic'); the same words but joins and articles, or a band word more
 * (`bandNameSimilarity`: 'band-credit', 'band-word'). If the query is a performer string with several credit parts,
 * each part is scored the same way and multiplied by 0.95 (first main part) or 0.9 (the others)
 * ('credit-part').
 * Scores in `NAME_SIMILARITY_SCORES`. Ties keep the first candidate.
 * The comparisons spend `budget` and stop once it is spent (see {@link ComparisonBudget}).
 */
export function bestNameSimilarity(
  queryName: string,
  candidateNames: readonly string[],
  budget: ComparisonBudget = unlimited(),
): NameSimilarity {
  let best = scoreForms(queryName, candidateNames, budget);
  const credit = cachedCredit(queryName);
  if (best.score < 1 && credit.joins.length > 0) {
    creditParts(credit).forEach((name, k) => {
      const factor = k === 0 ? NAME_SIMILARITY_SCORES.creditPart : NAME_SIMILARITY_SCORES.otherCreditPart;
      // A part scores at most 1 × factor: it cannot beat a best at or above that.
      if (factor <= best.score) return;
      const part = scoreForms(name, candidateNames, budget);
      const score = part.score * factor;
      if (score > best.score) best = { ...part, score, method: 'credit-part' };
    });
  }
  // The same on the catalog side: a collaboration kept as one credit ("Kygo x Selena Gomez")
  // is also compared part by part, and part against part when both are joined (factors multiply).
  if (best.score < 1) {
    candidateNames.forEach((candidate, index) => {
      const parts = cachedCredit(candidate);
      if (parts.joins.length === 0 || NAME_SIMILARITY_SCORES.creditPart <= best.score) return;
      const cParts = creditParts(parts);
      const part = scoreForms(queryName, cParts, budget);
      const score = part.score * NAME_SIMILARITY_SCORES.creditPart;
      if (score > best.score) best = { ...part, index, score, method: 'credit-part' };
      // Both joined, one part spelt alike ("Zac Efron/Vanessa Hudgens" ~ "Zac Efron & Vanessa Anne Hudgens").
      if (credit.joins.length === 0) return;
      creditParts(credit).forEach((name, k) => {
        const factor =
          NAME_SIMILARITY_SCORES.creditPart *
          (k === 0 ? NAME_SIMILARITY_SCORES.creditPart : NAME_SIMILARITY_SCORES.otherCreditPart);
        if (factor <= best.score) return;
        const both = scoreForms(name, cParts, budget);
        if (both.score * factor > best.score) best = { ...both, index, score: both.score * factor, method: 'credit-part' };
      });
    });
  }
  return best;
}

/**
 * The work a re-ranking may still do, in units: each pair of name forms considered costs 1, and a
 * Levenshtein and Jaro-Winkler comparison of the pair |a| × |b| more (the cells of its
 * dynamic-programming table, UTF-16 code units). Shared by every candidate of one playlist line
 * (`scoreRecordingMatch`), it bounds the line's name comparisons whatever the line and however
 * many aliases the catalog has: once spent, no more pairs are compared, so a line scores lower,
 * never higher, than it would without a budget.
 */
export interface ComparisonBudget {
  /** Units left; nothing is compared once this is 0 or less. */
  units: number;
}

/** A budget that never runs out. */
export function unlimited(): ComparisonBudget {
  return { units: Number.POSITIVE_INFINITY };
}

/**
 * Credit parts of a name compared one by one by {@link bestNameSimilarity}, at most this many
 * (main parts first): real credits have far fewer (radio logs list up to about 15 singers of a
 * soundtrack, the matching one among the first), and each part is a full comparison.
 */
export const MAX_COMPARED_CREDIT_PARTS = 8;

function creditParts(credit: { main: readonly string[]; featured: readonly string[] }): string[] {
  return [...credit.main, ...credit.featured].slice(0, MAX_COMPARED_CREDIT_PARTS);
}

const cachedPhoneticKeys = memoizeByString(phoneticKeys);
const cachedCredit = memoizeByString((name: string) => splitArtistCredit(name));

/** Forms that are only another form with its spaces removed ("thebeatles" of "the beatles"). */
function compactOnlyForms(forms: readonly string[]): Set<string> {
  const spaced = new Set(forms.filter((f) => f.includes(' ')).map((f) => f.replace(/ /g, '')));
  return new Set(forms.filter((f) => !f.includes(' ') && spaced.has(f)));
}

/** A name's `matchForms` with what the pair loop reads of each, computed once per name. */
interface NameForms {
  forms: readonly FormInfo[];
}

/**
 * One form: itself, whether it is compact-only, whether its words are in the order written (not a
 * name-order variant or transliteration), its tokens (as written and sorted), and its bare form (no
 * article).
 */
interface FormInfo {
  form: string;
  compactOnly: boolean;
  written: boolean;
  tokens: readonly string[];
  sortedTokens: string;
  bare: string;
}

const nameForms = memoizeByString((name: string): NameForms => {
  const forms = matchForms(name);
  const compact = compactOnlyForms(forms);
  const written = new Set(artistNameForms(name));
  return {
    forms: forms.map((form) => ({
      form,
      compactOnly: compact.has(form),
      written: written.has(form),
      tokens: form.split(' '),
      sortedTokens: form.split(' ').sort().join(' '),
      bare: withoutLeadingArticle(form),
    })),
  };
});

/**
 * Score of one pair of forms, or undefined when it cannot beat `floor` or is not compared
 * (compact forms serve exact matching only: "thebeatles" hides its article). The bounded
 * Jaro-Winkler is min(JW, 0.5 + 0.5 × levenshteinRatio) and levenshteinRatio ≤ shorter/longer, so
 * the length bound, then the Levenshtein bound, skip most pairs that cannot win before the costlier
 * Jaro-Winkler; the shared-word cap (0.7) is checked only when it could matter.
 */
function scorePair(
  q: FormInfo,
  c: FormInfo,
  floor: number,
  budget: ComparisonBudget,
): { score: number; method: NameSimilarity['method'] } | undefined {
  if (q.form === c.form) return { score: 1, method: 'form' };
  if (q.tokens.length > 1 && q.sortedTokens === c.sortedTokens) return { score: 1, method: 'token-order' };
  if (initialsMatch(q, c)) return { score: NAME_SIMILARITY_SCORES.initials, method: 'initials' };
  if (q.compactOnly || c.compactOnly) return undefined;
  const band = bandNameSimilarity(q.tokens, c.tokens);
  if (band && band.score > floor) return fuzzyPair(q, c, band.score, budget) ?? band;
  // A name logged short keeps its words in the order written ("Williams" is not "Pharrell Williams").
  const cut =
    q.written && c.written ? (cutOffSimilarity(q.tokens, c.tokens) ?? longerNameSimilarity(q.tokens, c.tokens)) : undefined;
  if (!cut || cut.score <= floor) return fuzzyPair(q, c, floor, budget);
  return fuzzyPair(q, c, cut.score, budget) ?? cut;
}

/** The bounded Jaro-Winkler part of {@link scorePair}: undefined when it cannot beat `floor`. */
function fuzzyPair(
  q: FormInfo,
  c: FormInfo,
  floor: number,
  budget: ComparisonBudget,
): { score: number; method: NameSimilarity['method'] } | undefined {
  const [qa, ca] = [q.bare, c.bare];
  if (0.5 + (0.5 * Math.min(qa.length, ca.length)) / Math.max(qa.length, ca.length) <= floor) return undefined;
  budget.units -= qa.length * ca.length;
  const editBound = 0.5 + 0.5 * levenshteinRatio(qa, ca);
  if (editBound <= floor) return undefined;
  let score = Math.min(jaroWinkler(qa, ca), editBound);
  if (score <= floor) return undefined;
  if (score > NAME_SIMILARITY_SCORES.sharedWordOnly && sharesWordOnly(qa, ca)) score = NAME_SIMILARITY_SCORES.sharedWordOnly;
  // The cap may put the pair below the reading it had to beat (a cut-off or band name).
  if (score <= floor) return undefined;
  return { score, method: 'jaro-winkler' };
}

function scoreForms(queryName: string, candidateNames: readonly string[], budget: ComparisonBudget): NameSimilarity {
  let best: NameSimilarity = { score: 0, index: -1, queryForm: '', candidateForm: '', method: 'none' };
  const qForms = nameForms(queryName).forms;
  const qKeys = cachedPhoneticKeys(queryName);
  for (let index = 0; index < candidateNames.length; index++) {
    const candidate = candidateNames[index]!;
    for (const q of qForms) {
      for (const c of nameForms(candidate).forms) {
        if (budget.units <= 0) return best;
        budget.units--;
        const pair = scorePair(q, c, best.score, budget);
        if (pair && pair.score > best.score) best = { ...pair, index, queryForm: q.form, candidateForm: c.form };
        // Nothing beats 1, and ties keep the first candidate.
        if (best.score === 1) return best;
      }
    }
    if (best.score < NAME_SIMILARITY_SCORES.phonetic) {
      const cKeys = cachedPhoneticKeys(candidate);
      const shared = qKeys.find((k) => cKeys.includes(k));
      if (shared !== undefined) {
        best = { score: NAME_SIMILARITY_SCORES.phonetic, index, queryForm: shared, candidateForm: shared, method: 'phonetic' };
      }
    }
  }
  return best;
}
