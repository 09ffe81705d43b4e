/**
 * Normal forms that make spellings of one title or name meet, shared by the index (the `title_key`
 * search field) and the matcher's query side, so both sides apply the same rules:
 *
 * - numerals ~ words: "Four Seasons" ~ "The 4 Seasons", "My Two Step" ~ "My 2 Step"
 *   (`numeralsToDigits`, number words 0–20 and the tens 30–90 as whole tokens);
 * - "&" ~ "N'" ~ "and": folding already turns "&" into a space, so the tokens "and" and a lone "n"
 *   ("Rock N' Roll") are dropped from keys;
 * - compound words split or joined: keys have no spaces ("Tightrope" ~ "Tight Rope", "4AM" ~
 *   "4 AM");
 * - a leading article dropped or added: "A Taste Of Honey" ~ "Taste Of Honey", "Logical Song" ~
 *   "The Logical Song".
 *
 * These are the real-log failure kinds of `shared/eval/README.md` (radio_dev section). Keys are for
 * equality only: two different titles can share one ("The End" and "End"), so the re-ranker scores
 * a key match just below an exact base-title match.
 */
import { foldForMatch } from './fold';

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
};

/**
 * A folded string (`foldForMatch` output) with every whole-token number word replaced by its
 * digits ("the four seasons" → "the 4 seasons"; "someone" is not a number word and stays).
 */
export function numeralsToDigits(folded: string): string {
  return folded
    .split(' ')
    .map((t) => NUMBER_WORDS[t] ?? t)
    .join(' ');
}

const LEADING_ARTICLE = /^(?:the|a|an) (?=\S)/;

/**
 * The equality key of a folded title or name: numerals as digits, "and"/"n" tokens dropped, one
 * leading article dropped, spaces removed. "my drink n my 2 step" and "my drink my two step" →
 * "mydrinkmy2step"; "tight rope" and "tightrope" → "tightrope"; "a taste of honey" →
 * "tasteofhoney". Never empty for a non-empty input (falls back to the folded input without
 * spaces). Input must already be folded.
 */
export function foldedKey(folded: string): string {
  const key = numeralsToDigits(folded)
    .split(' ')
    .filter((t) => t !== 'and' && t !== 'n')
    .join(' ')
    .replace(LEADING_ARTICLE, '')
    .replace(/ /g, '');
  return key !== '' ? key : folded.replace(/ /g, '');
}

/** `foldedKey` of a raw title or name (folded first). */
export function matchKey(raw: string): string {
  return foldedKey(foldForMatch(raw));
}
