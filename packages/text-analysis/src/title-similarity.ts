/**
 * How well a logged title names a catalog title (0..1), the title half of the matcher's
 * confidence. Rules, strongest first (each scores the best of the query title as logged and, when
 * it ends in a bare two-digit year tag such as "Bette Davis Eyes 81", without that tag):
 *
 * | method | similarity | when |
 * |---|---|---|
 * | exact | 1 | equal folded titles |
 * | base, subtitle | 0.97 / 0.965 | one title is the other's base title (brackets, feat. and version tails, a movement number detached: "Kiss Kiss (feat. T-Pain)" ~ "Kiss Kiss"); 0.965 when only the base titles agree, parts detached from both ("3005 (13)" ~ "V. 3005", below "3005"); named `subtitle` when one side has a bracketed part the other lacks that names no guest, version, source, year or part ("I'm Gonna Be (500 Miles)" ~ "I'm Gonna Be") |
 * | key | 0.96 | equal `foldedKey`s: articles, compounds, numerals, "&"/"N'"/"and", colloquial spellings ("Tightrope" ~ "Tight Rope", "Wanna" ~ "Want To") |
 * | censored | 0.95 | one title's "*" stand for 1..n+2 letters each of the other ("F**UMean" ~ "Fukumean", "Fuck It" ~ "F**k It (I Don't Want You Back)") |
 * | alternative | 0.94 | the same two titles swapped around the brackets: each title's base is the other's alternative title, a bracketed part that names no guest or version ("Get It On (Bang A Gong)" ~ "Bang A Gong (Get It On)"; the bracketed title alone is another song: "I've Seen All Good People" is not "Your Move (I've Seen All Good People)") |
 * | key (abbreviations) | 0.96 | equal keys once abbreviations are written out (`writtenOut`: "Dr. Feelgood" ~ "Doctor Feelgood") |
 * | part | 0.95 / 0.9 | the same part of the same title, its marker spelt another way ("Another Brick In The Wall Pt. 2" ~ "Another Brick In The Wall (Part II)"), 0.95; the catalog title is only a part marker and the logged title ends with the same part ("Father Stretch My Hands Pt. 2" ~ "Pt. 2"), 0.9 |
 * | side | 0.95 × the side's | one side of a two-sided single ("A/B", `titleSides`) agrees with the other title by `exact`, `base`, `key` or `censored` ("Hey Tonight" ~ "Have You Ever Seen The Rain/Hey Tonight") |
 * | partial | 0.8 + 0.15 × coverage | the query is a word prefix of the title keeping at least half its words (`TITLE_SCORES.partial.minCoverage`; cut off: "Thanks For", "Somebody That I Used...") |
 * | suffix | 0.8 + 0.15 × coverage | the title lost up to two first words ("Wait A Million Years" ~ "I'd Wait A Million Years"), query ≥ 3 words |
 * | words | 0.92 − 0.02 × edits | same number of words, each within its typo budget (`alignedWordEdits`: "Hunan Toucg" ~ "Human Touch", 2 edits) |
 * | fuzzy | best of Levenshtein ratio, 0.95 × Jaro-Winkler (bounded by 0.5 + 0.5 × Levenshtein ratio when one title is under 3/4 of the other's length) (base titles) and Levenshtein ratio of the keys; squared below 0.9; at most 0.7 when one title is the other plus whole words (`addsWholeWords`) | anything else |
 *
 * The scores are `TITLE_SCORES` (`match-scores.ts`), named by rule.
 * The failure kinds are those of real radio play logs (`docs/matching.md` "Measuring").
 * A year-tag-stripped reading scores × 0.99, so a title that really ends in a number wins. Two
 * titles that end in different part numbers ("…, Pt. 1" and "… Pt. 2", `partNumber`) are two
 * recordings: at most 0.7 whatever the rule, below the acceptance threshold.
 */
import { foldedKey } from './match-key';
import { memoizeByString } from './memoize';
import { jaroWinkler, levenshteinRatio, prefixCoverage } from './similarity';
import { type TitleAnalysis, analyzeTitle as analyzeTitleUncached } from './title-analysis';
import { YEAR_TAG as YEAR_TAG_RE, isPartMarker, partNumber, withoutPartNumber } from './title-tags';
import { alignedWordEdits } from './word-edits';
import { foldForMatch } from './fold';
import { writtenOut } from './band-names';
import { titleSides } from './title-sides';
import { TITLE_SCORES as S } from './match-scores';

const analyzeTitle = memoizeByString(analyzeTitleUncached);

/** The rules of {@link titleSimilarity} (module table), by name. */
export type TitleMethod = TitleSimilarity['method'];

/** Result of {@link titleSimilarity}. */
export interface TitleSimilarity {
  /** 0..1. */
  similarity: number;
  method:
    | 'exact'
    | 'base'
    | 'subtitle'
    | 'key'
    | 'censored'
    | 'alternative'
    | 'part'
    | 'side'
    | 'partial'
    | 'suffix'
    | 'words'
    | 'fuzzy';
}

/** Share of the target's words the query covers when it is the target minus 1–2 first words, else 0. */
export function suffixCoverage(queryFolded: string, targetFolded: string): number {
  const q = queryFolded.split(' ').filter(Boolean);
  const t = targetFolded.split(' ').filter(Boolean);
  const missing = t.length - q.length;
  if (q.length < 3 || missing < 1 || missing > 2) return 0;
  for (let k = 0; k < q.length; k++) if (q[k] !== t[missing + k]) return 0;
  return q.length / t.length;
}

/**
 * A censored logged title split at its runs of stars, or null when it has no "*" inside or beside
 * a word: bracketed parts (version tags) dropped, then alternately text and star runs, text first
 * (possibly empty). "F**UMean (Clean)" → ["F", "**", "UMean"]. Shared by the re-ranker's pattern
 * and the candidate query's wildcard.
 */
export function censoredPieces(title: string): string[] | null {
  const base = title.replace(/\s*[([{][^()[\]{}]*[)\]}]\s*/gu, ' ').trim();
  return /[\p{L}\p{N}]\*|\*[\p{L}\p{N}]/u.test(base) ? base.split(/(\*+)/u) : null;
}

/**
 * The censored-word pattern of a logged title (see {@link censoredPieces}), or null: every run of
 * n stars stands for 1..n+2 letters or digits, the rest is folded with spaces removed, matched
 * against a folded title with spaces removed. "F**UMean" → /^f[\p{L}\p{N}]{1,4}umean$/u.
 */
export function censoredPattern(title: string): RegExp | null {
  return cachedCensoredPattern(title).re;
}

const cachedCensoredPattern = memoizeByString((title: string): { re: RegExp | null } => {
  const pieces = censoredPieces(title);
  if (!pieces) return { re: null };
  let re = '^';
  for (const piece of pieces) {
    if (piece.startsWith('*')) re += `[\\p{L}\\p{N}]{1,${piece.length + 2}}`;
    else
      re += foldForMatch(piece)
        .replace(/ /g, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return { re: new RegExp(`${re}$`, 'u') };
});

/**
 * True when one folded title is the other with whole words added before or after it ("evangeline"
 * ~ "o evangeline", "yesterday" ~ "yesterday once more"). That is another title, not a typo, even
 * when the added word is short enough for a character ratio to pass; such pairs are accepted only
 * by the `partial` and `suffix` rules, under their own conditions.
 */
export function addsWholeWords(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short === '' || short === long) return false;
  return long.startsWith(`${short} `) || long.endsWith(` ${short}`) || long.includes(` ${short} `);
}

/** True when the censored pattern of `title` (if any) matches the base or full form of `other`. */
function censoredMatch(title: string, other: TitleAnalysis): boolean {
  const re = censoredPattern(title);
  return !!re && (re.test(other.base.replace(/ /g, '')) || re.test(other.full.replace(/ /g, '')));
}

/** True when each title's base is an alternative title of the other (see the module table). */
function alternativeMatch(q: TitleAnalysis, c: TitleAnalysis): boolean {
  return c.alternatives.includes(q.base) && q.alternatives.includes(c.base);
}

/**
 * Two titles that end in the same part number, their marker spelt either way ("pt 2", "part ii",
 * "(Part 2)"), and agree without it (folded or by key).
 */
function samePart(q: TitleAnalysis, c: TitleAnalysis): boolean {
  const n = partNumber(q.full);
  if (n === undefined || n !== partNumber(c.full)) return false;
  const [a, b] = [withoutPartNumber(q.full), withoutPartNumber(c.full)];
  return !!a && !!b && (a === b || foldedKey(a) === foldedKey(b));
}

/**
 * True when one title has a bracketed part the other lacks that names no guest, version, source,
 * year or part (`alternatives`: a subtitle, or a tag too garbled to read, "(Taylor's eVrsion)"):
 * the titles agree only without it, so the `base` rule is then named `subtitle`.
 */
function subtitleOnOneSide(q: TitleAnalysis, c: TitleAnalysis): boolean {
  return q.alternatives.some((a) => !c.alternatives.includes(a)) || c.alternatives.some((a) => !q.alternatives.includes(a));
}

/** A logged title ending in the part number of a catalog title that is only a part marker. */
function partMatch(q: TitleAnalysis, c: TitleAnalysis): boolean {
  return isPartMarker(c.full) && !isPartMarker(q.full) && partNumber(q.full) === partNumber(c.full);
}

function compareTitles(queryTitle: string, candidateTitle: string): TitleSimilarity {
  const q = analyzeTitle(queryTitle);
  const c = analyzeTitle(candidateTitle);
  const best = compareAnalyses(queryTitle, candidateTitle, q, c);
  const [qPart, cPart] = [partNumber(q.full), partNumber(c.full)];
  if (qPart === undefined || cPart === undefined || qPart === cPart) return best;
  return { similarity: Math.min(best.similarity, S.fuzzy.wholeWordsMax), method: best.method };
}

function compareAnalyses(queryTitle: string, candidateTitle: string, q: TitleAnalysis, c: TitleAnalysis): TitleSimilarity {
  if (q.full === c.full) return { similarity: S.exact, method: 'exact' };
  const base = subtitleOnOneSide(q, c) ? 'subtitle' : 'base';
  if (q.full === c.base || q.base === c.full) return { similarity: S.base, method: base };
  if (q.base === c.base) return { similarity: S.baseOnly, method: base };
  const qKey = foldedKey(q.base);
  const cKey = foldedKey(c.base);
  if (qKey === cKey || foldedKey(q.full) === foldedKey(c.full)) return { similarity: S.key, method: 'key' };
  if (foldedKey(writtenOut(q.base)) === foldedKey(writtenOut(c.base))) return { similarity: S.key, method: 'key' };
  if (censoredMatch(queryTitle, c) || censoredMatch(candidateTitle, q)) return { similarity: S.censored, method: 'censored' };
  if (alternativeMatch(q, c)) return { similarity: S.alternative, method: 'alternative' };
  if (samePart(q, c)) return { similarity: S.samePart, method: 'part' };
  if (partMatch(q, c)) return { similarity: S.partMarker, method: 'part' };
  if (q.base.split(' ').length >= 2 || q.base.replace(/ /g, '').length >= 5) {
    const cover = Math.max(prefixCoverage(q.base, c.base), prefixCoverage(q.full, c.full));
    if (cover >= S.partial.minCoverage) return { similarity: S.partial.floor + S.partial.perCoverage * cover, method: 'partial' };
  }
  const suffix = suffixCoverage(q.base, c.base);
  if (suffix > 0) return { similarity: S.suffix.floor + S.suffix.perCoverage * suffix, method: 'suffix' };
  const edits = alignedWordEdits(q.base, c.base);
  if (edits > 0) return { similarity: Math.max(S.words.floor, S.words.start - S.words.perEdit * edits), method: 'words' };
  const ratio = levenshteinRatio(q.base, c.base);
  // Between titles of very different lengths Jaro-Winkler is bounded by edit distance, as for names:
  // a shared start is no typo ("Love Isall Around" ~ "Love All"); a typo keeps the length ("My Loeb").
  const lengths = Math.min(q.base.length, c.base.length) / Math.max(q.base.length, c.base.length, 1);
  const jw = S.fuzzy.jaroWinklerWeight * jaroWinkler(q.base, c.base);
  const raw = Math.max(
    ratio,
    lengths < S.fuzzy.boundLengthRatio ? Math.min(jw, 0.5 + 0.5 * ratio) : jw,
    levenshteinRatio(qKey, cKey),
  );
  const similarity = raw >= S.fuzzy.squaredBelow ? raw : raw * raw;
  return {
    similarity: addsWholeWords(q.base, c.base) ? Math.min(similarity, S.fuzzy.wholeWordsMax) : similarity,
    method: 'fuzzy',
  };
}

/** Title rules by which one side of a two-sided title agrees with the other title (`side`). */
const SIDE_RULES: ReadonlySet<TitleSimilarity['method']> = new Set(['exact', 'base', 'key', 'censored']);

/** Similarity of a logged title to a catalog title (rules in the module table). */
export function titleSimilarity(queryTitle: string, candidateTitle: string): TitleSimilarity {
  const best = withoutYearTag(queryTitle, candidateTitle);
  if (best.similarity >= S.side) return best;
  // One side of a two-sided single ("Hey Tonight" ~ "Have You Ever Seen The Rain/Hey Tonight"), either way.
  const [qSides, cSides] = [titleSides(queryTitle), titleSides(candidateTitle)];
  if (qSides.length === cSides.length) return best;
  const pairs = qSides.length ? qSides.map((q) => [q, candidateTitle] as const) : cSides.map((c) => [queryTitle, c] as const);
  for (const [q, c] of pairs) {
    const side = withoutYearTag(q, c);
    if (SIDE_RULES.has(side.method) && S.side * side.similarity > best.similarity)
      return { similarity: S.side * side.similarity, method: 'side' };
  }
  return best;
}

/** {@link titleSimilarity} of whole titles: the better of the title as logged and without a year tag. */
function withoutYearTag(queryTitle: string, candidateTitle: string): TitleSimilarity {
  const best = compareTitles(queryTitle, candidateTitle);
  const tagged = YEAR_TAG_RE.exec(queryTitle.trim());
  if (!tagged || best.similarity >= S.yearTag.triedBelow) return best;
  const stripped = compareTitles(tagged[1] ?? '', candidateTitle);
  const similarity = stripped.similarity * S.yearTag.factor;
  return similarity > best.similarity ? { similarity, method: stripped.method } : best;
}
