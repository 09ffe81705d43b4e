/**
 * Name-order variants: "First Last" ↔ "Last First" ↔ "Last, First", and sort names with a moved
 * article ("Beatles, The" → "The Beatles").
 *
 * Sources of inverted names in the data: MusicBrainz sort names ("Goto, Maki"), Discogs inverted
 * name variations, logs writing "Last First" (`docs/matching.md` "Measuring", the `name_order` category). The
 * variants are for the index (`name_variants`) and for the query side alike; they are raw strings,
 * callers fold them.
 */
import { LEADING_ARTICLES } from './match-key';

/**
 * Articles that sort names move behind a comma ("Beatles, The", "Ärzte, Die"): the leading articles
 * of every language of {@link LEADING_ARTICLES}, plus the Italian "il" and "i" ("Nomadi, I"), which
 * only a sort name moves ("I Prevail" keeps its "I").
 */
const ARTICLES = new Set<string>([...Object.values(LEADING_ARTICLES).flat(), 'il', 'i']);

/** Words that mark a band or a non-person name; such names get no person-order variants. */
const NON_PERSON_WORDS = new Set([
  'band',
  'orchestra',
  'brothers',
  'sisters',
  'boys',
  'girls',
  'group',
  'trio',
  'quartet',
  'crew',
  'project',
  'experience',
  'gang',
  'club',
  'family',
  'choir',
  'ensemble',
  'featuring',
  'feat',
  'and',
  'with',
  'of',
  'the',
  'dj',
  'mc',
  'jr',
  'sr',
  'ii',
  'iii',
  'x',
  'vs',
]);

/** Splits on whitespace, keeping tokens as written. */
function tokens(s: string): string[] {
  return s
    .trim()
    .split(/\s+/u)
    .filter((t) => t !== '');
}

/**
 * True when `name` looks like a person name of 2–3 words: letters (with apostrophes, hyphens,
 * periods for initials) only, no digits, no "&" or other credit words, no band words.
 * A heuristic for whether order variants make sense; CJK names without spaces are not split.
 */
export function isPersonLikeName(name: string): boolean {
  const t = tokens(name);
  if (t.length < 2 || t.length > 3) return false;
  return t.every((w) => /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(w) && !NON_PERSON_WORDS.has(w.toLowerCase().replace(/\.$/, '')));
}

/**
 * True for a "Last, First" person name: exactly one comma, 1–2 words after it and 1–2 before,
 * the part after the comma not an article ("Goto, Maki", "Phair, Liz"; not "Beatles, The", not
 * "Earth, Wind & Fire" whose parts are not person-like).
 */
export function isInvertedPersonName(name: string): boolean {
  const parts = name.split(',');
  if (parts.length !== 2) return false;
  const [last, first] = parts.map((p) => p.trim()) as [string, string];
  if (ARTICLES.has(first.toLowerCase())) return false;
  const lt = tokens(last);
  const ft = tokens(first);
  return lt.length >= 1 && lt.length <= 2 && ft.length >= 1 && ft.length <= 2 && isPersonLikeName(`${first} ${last}`);
}

/**
 * Order variants of a name, not including the name itself, without duplicates:
 * - "Last, First" → "First Last" (and "Last First"); "Beatles, The" → "The Beatles";
 * - person-like "First Last" → "Last First", "Last, First";
 * - person-like "First Middle Last" → "Last First Middle", "Last, First Middle", and the reverse
 *   rotation "Middle Last First" (for a log that wrote "Last First Middle", whose restored
 *   order is that rotation);
 * - anything else (bands, one word, "後藤真希") → [].
 */
export function nameOrderVariants(name: string): string[] {
  const s = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  const out: string[] = [];
  const add = (v: string): void => {
    if (v !== '' && v !== s && !out.includes(v)) out.push(v);
  };
  const parts = s.split(',');
  if (parts.length === 2) {
    const [before, after] = parts.map((p) => p.trim()) as [string, string];
    if (before !== '' && after !== '') {
      if (ARTICLES.has(after.toLowerCase())) {
        add(`${after} ${before}`);
      } else if (isInvertedPersonName(s)) {
        add(`${after} ${before}`);
        add(`${before} ${after}`);
      }
    }
    return out;
  }
  if (parts.length > 2 || !isPersonLikeName(s)) return out;
  const t = tokens(s);
  if (t.length === 2) {
    add(`${t[1]} ${t[0]}`);
    add(`${t[1]}, ${t[0]}`);
  } else {
    const [a, b, c] = t as [string, string, string];
    add(`${c} ${a} ${b}`);
    add(`${c}, ${a} ${b}`);
    add(`${b} ${c} ${a}`);
  }
  return out;
}
