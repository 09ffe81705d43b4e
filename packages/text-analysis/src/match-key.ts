/**
 * The named keys: normal forms that make spellings of one title or name meet, each for equality
 * only (two different names can share one). One definition each, with what it drops and why:
 *
 * | key | input | drops / rewrites | "The 4 Seasons" | used by |
 * |---|---|---|---|---|
 * | {@link foldedKey} (title key) | folded title or name | colloquial words in standard words (`COLLOQUIAL_WORDS`: "wanna" → "want to"), a dropped final g restored the other way (`droppedG`: "starting" → "startin"), number words → digits, tokens "and"/"n", one leading English article (the/a/an), spaces | "4seasons" | index `title_key`, the matcher's title `key` rule, the candidate query |
 * | {@link compactName} (artist compact key) | raw artist name | "$" → "s", tokens "and" (so "&" ~ "and"), a leading "the", spaces, punctuation | "4seasons" | index `artist_compact`, the candidate query |
 * | {@link artistNameKey} (resolution key) | raw artist name | transliterated to Latin, a leading "the" (only: "El DeBarge" is not "DeBarge"), everything but letters and digits; keeps "and" | "4seasons" | entity-resolution blocking, the audit's clusters, derived fields |
 * | {@link linkArtistKey} (source-linking key) | raw artist name | "$" → "s", "&" → "and", everything but letters and digits; keeps "the" and "and" | "the4seasons" | the Spotify importer's Billboard linking |
 * | {@link writtenAlikeWords} (whole-name words) | raw name or title | "$" → "s", "&" → "and", apostrophes inside words dropped, other punctuation spaced; keeps every word ("the", "and", number words) | "the 4 seasons" | the search's exact tier (index `suggest_exact`, the query) |
 *
 * Why four: each is the key of one comparison, and they differ where those comparisons differ.
 * `foldedKey` meets the real-log title failures (numerals, compounds, "&"/"N'", a dropped article:
 * `docs/matching.md` "Measuring"; colloquial spellings); `compactName` is the index's `artist_compact` term, its
 * number words left to `artistNameForms`; `artistNameKey` blocks entities for resolution across
 * scripts (`toLatin`) and keeps "and", so "Simon & Garfunkel" and "Simon and Garfunkel" block apart
 * and only evidence joins them; `writtenAlikeWords` says that a query names an entity's whole name
 * or title as written, up to case, accents, apostrophes, punctuation, "&" and "$" ("were not
 * gonna take it" ~ "We're Not Gonna Take It", "body and soul" ~ "Body & Soul"), word for word
 * ("b a b y" is "B-A-B-Y", not "Baby"; "the m" is not "Them"), so it drops nothing else;
 * `linkArtistKey`, the same without spaces, links a Spotify artist to a Billboard credit only
 * when both are written alike up to punctuation, "$" and "&", so a leading "The" must agree.
 * Changing `foldedKey` or `compactName` changes the index (reindex); changing `artistNameKey`
 * changes resolution blocks and the audit's clusters.
 *
 * Leading articles: {@link LEADING_ARTICLES} by language; each key names the subset it drops.
 */
import { wordsPattern } from './credit-words';
import { foldForMatch, foldWithoutApostrophes } from './fold';
import { COLLOQUIAL_WORDS, droppedG } from './title-tags';
import { toLatin } from './transliterate';

/**
 * Leading articles by language, lower case. English only for the title key (`foldedKey`); all of
 * them for the Jaro-Winkler name comparison (`withoutLeadingArticle`: "The Seekers" ~ "The
 * Beatles" share only "the "); only "the" for the artist keys (`compactName`, `artistNameKey`:
 * "A Taste Of Honey", "El DeBarge" keep their first word).
 */
export const LEADING_ARTICLES = {
  en: ['the', 'a', 'an'],
  es: ['el', 'la', 'los', 'las'],
  fr: ['le', 'la', 'les'],
  de: ['die', 'der', 'das'],
} as const;

/** A leading article of `articles` followed by a space and more text, in folded text. */
const leadingArticle = (articles: readonly string[]) => new RegExp(`^(?:${wordsPattern(articles)}) (?=\\S)`, 'u');

/** A leading "the " in folded text ("the beatles"). */
export const LEADING_THE = leadingArticle(['the']);
/** A leading English article "the "/"a "/"an " in folded text. */
export const LEADING_ENGLISH_ARTICLE = leadingArticle(LEADING_ARTICLES.en);
/** A leading article of any language of {@link LEADING_ARTICLES} in folded text ("los lobos"). */
export const LEADING_ARTICLE = leadingArticle([...new Set(Object.values(LEADING_ARTICLES).flat())]);

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
    .map((t) => (Object.hasOwn(NUMBER_WORDS, t) ? NUMBER_WORDS[t]! : t))
    .join(' ');
}

/**
 * The title key of a folded title or name: colloquial words in their standard words
 * (`COLLOQUIAL_WORDS`) and a final g dropped (`droppedG`), numerals as digits, "and"/"n" tokens
 * dropped, one leading English article dropped, spaces removed. "my drink n my 2 step" and "my
 * drink my two step" → "mydrinkmy2step"; "tight rope" and "tightrope" → "tightrope"; "a taste of
 * honey" → "tasteofhoney"; "girls just wanna have fun" and "girls just want to have fun" →
 * "girlsjustwanttohavefun"; "wanna be startin somethin" and "wanna be starting something" →
 * "wanttobestartinsomethin". Never empty for a non-empty input (falls back to the folded input
 * without spaces). Input must already be folded.
 */
export function foldedKey(folded: string): string {
  const standard = folded
    .split(' ')
    .map((t) => (Object.hasOwn(COLLOQUIAL_WORDS, t) ? COLLOQUIAL_WORDS[t]! : droppedG(t)))
    .join(' ');
  const key = numeralsToDigits(standard)
    .split(' ')
    .filter((t) => t !== 'and' && t !== 'n')
    .join(' ')
    .replace(LEADING_ENGLISH_ARTICLE, '')
    .replace(/ /g, '');
  return key !== '' ? key : folded.replace(/ /g, '');
}

/** `foldedKey` of a raw title or name (folded first). */
export function matchKey(raw: string): string {
  return foldedKey(foldForMatch(raw));
}

/**
 * The artist compact key: `$`→s, `&` dropped like "and", a leading "the" dropped, folded, spaces
 * removed ("The Beatles" → "beatles", "'N Sync" → "nsync", "Ke$ha" → "kesha"). Two names with the
 * same compact key are spelling variants of each other. Never empty for a name with a letter or
 * digit (falls back to the folded name without spaces).
 */
export function compactName(name: string): string {
  const f = foldForMatch(name.normalize('NFC').replace(/\$/g, 's'))
    .replace(/(^| )and( |$)/g, ' ')
    .trim()
    .replace(LEADING_THE, '')
    .replace(/ /g, '');
  return f !== '' ? f : foldForMatch(name).replace(/ /g, '');
}

/**
 * The resolution key of an artist name: "$" read as "s" (as {@link writtenAlikeWords} and
 * {@link compactName} read it: "Ke$ha" ~ "Kesha", "Too $hort" ~ "Too Short"), folded,
 * transliterated to Latin, without a leading English "the" (only that one: "El DeBarge" is not
 * "DeBarge"), letters and digits only ("" when none). "Jay-Z" ~ "JAY Z", "The Beatles" ~
 * "Beatles", "비틀즈" → its Latin reading.
 */
export function artistNameKey(name: string): string {
  return foldForMatch(toLatin(name.replace(/\$/gu, 's')))
    .replace(LEADING_THE, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words of a name or title as written: "$" read as "s", "&" as "and", folded without
 * apostrophes inside words (`foldWithoutApostrophes`), other punctuation spaced; every word kept.
 * "We're Not Gonna Take It" and "were not gonna take it" → "were not gonna take it"; "Body & Soul"
 * and "body and soul" → "body and soul"; "Mercy, Mercy Me (The Ecology)" → "mercy mercy me the
 * ecology"; "LOVE." → "love"; "B-A-B-Y" → "b a b y" (not "baby"); "" for text without a letter or
 * digit.
 */
export function writtenAlikeWords(text: string): string {
  return foldWithoutApostrophes(text.replace(/\$/gu, 's').replace(/&/gu, ' and '));
}

/**
 * The source-linking key of an artist name: its {@link writtenAlikeWords} without anything but
 * letters and digits ("*NSYNC" and "'N Sync" → "nsync"; "Simon & Garfunkel" and "Simon and
 * Garfunkel" → "simonandgarfunkel"; a leading "The" is kept).
 */
export function linkArtistKey(name: string): string {
  return writtenAlikeWords(name).replace(/[^\p{L}\p{N}]+/gu, '');
}
