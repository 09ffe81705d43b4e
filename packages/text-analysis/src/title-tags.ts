/**
 * Version and year tags of song titles, one definition for title analysis (`analyzeTitle`), the
 * matcher's title similarity and the importers that read titles:
 *
 * - {@link VERSION_TAGS}: the canonical version of a removed title part ("Radio Edit", "Live",
 *   "Remastered 2009", "Taylor's Version");
 * - {@link VERSION_TAIL_WORDS}: words that make a " - X" tail a version (or guest) tail rather than
 *   part of the title ("Mr. Brightside - Radio Edit", but "Lady - Hear Me Tonight" only in the
 *   Spotify importer's own key);
 * - {@link VERSION_TAG_CLASS}, {@link remixerOf} and {@link versionYear}: what each version tag says
 *   about the recording (another performance or mix, another cut, or the same master), a remix's
 *   remixer and a remaster's year, read by the matcher's version rule (`title-version.ts`);
 * - {@link YEAR_TAG}: a bare trailing two-digit year as radio logs append it ("Bette Davis Eyes 81");
 * - {@link COLLOQUIAL_WORDS}: colloquial spellings of title words and the standard words they stand
 *   for ("Wanna" ~ "Want To", "Gonna" ~ "Going To", "'Til" ~ "Until");
 * - {@link NUMBERED_PREFIX} and {@link partNumber}: a movement or track number before a title ("V.
 *   3005") and a part number at its end ("Father Stretch My Hands, Pt. 1", "Pt. 2").
 */
import { GUEST_MARKERS, foldedWords, wordsPattern } from './credit-words';

/**
 * Version tags recognised in a removed title part (folded text), checked in order. A part can
 * carry several ("Live Acoustic"). 'edit' is any other edit ("Video Edit"), 'mix' a named mix
 * ("Kevin Yost Mix").
 */
export const VERSION_TAGS: ReadonlyArray<{ tag: string; re: RegExp }> = [
  { tag: 'radio edit', re: /\bradio (edit|version|mix|remix)\b/ },
  { tag: 'remastered', re: /\bremaster(ed)?\b/ },
  { tag: 'live', re: /\blive\b/ },
  { tag: 'acoustic', re: /\bacoustic\b/ },
  { tag: 'unplugged', re: /\bunplugged\b/ },
  { tag: 'remix', re: /\bremix(ed)?\b/ },
  { tag: 'mix', re: /\b(?<!radio )mix\b/ },
  { tag: 'edit', re: /\b(?<!radio )edit\b/ },
  { tag: 'extended', re: /\bextended\b/ },
  { tag: 'instrumental', re: /\binstrumental\b/ },
  { tag: 'demo', re: /\bdemo\b/ },
  { tag: 'mono', re: /\bmono\b/ },
  { tag: 'stereo', re: /\bstereo\b/ },
  { tag: 'single version', re: /\bsingle (version|edit)\b/ },
  { tag: 'album version', re: /\balbum version\b/ },
  { tag: 'explicit', re: /\b(explicit|dirty)\b/ },
  { tag: 'clean', re: /\bclean\b/ },
  { tag: 'karaoke', re: /\bkaraoke\b/ },
  { tag: 'a cappella', re: /\ba ?c+ap+el+a\b/ },
  { tag: 'cover', re: /\bcover\b/ },
  { tag: 're-recorded', re: /\b(re ?record(ed|ing)?|taylor s version)\b/ },
  { tag: 'soundtrack', re: /\b(from|soundtrack|ost)\b/ },
];

/**
 * What a version tag says about a recording, for the matcher's version rule (`title-version.ts`):
 * - `variant`: another performance or mix of the song (live, acoustic, a remix, instrumental,
 *   demo, karaoke, a cappella, extended, a re-recording): a line tagged so means that recording;
 * - `cut`: the same performance cut shorter for airplay (radio edit, single version, any other edit);
 * - `master`: the same recording (remastered, album version, explicit or clean lyrics, mono or
 *   stereo, a soundtrack or source note, "cover"): ignored when comparing versions.
 * 'mix' is a `variant` only when it names a remixer or a kind of mix ("Bayside Boys Mix", "Club
 * Mix"); "Original Mix", "Main Mix", "Album Mix" name the original ({@link remixerOf}).
 */
export const VERSION_TAG_CLASS: Readonly<Record<string, 'variant' | 'cut' | 'master'>> = {
  'radio edit': 'cut',
  'single version': 'cut',
  edit: 'cut',
  remastered: 'master',
  'album version': 'master',
  explicit: 'master',
  clean: 'master',
  mono: 'master',
  stereo: 'master',
  soundtrack: 'master',
  cover: 'master',
  live: 'variant',
  acoustic: 'variant',
  unplugged: 'variant',
  remix: 'variant',
  mix: 'variant',
  extended: 'variant',
  instrumental: 'variant',
  demo: 'variant',
  karaoke: 'variant',
  'a cappella': 'variant',
  're-recorded': 'variant',
};

/** Words that make a tail a mix; a dub ("Da Freeks Club Dub") is a remix too. */
const MIX_WORDS = new Set(['mix', 'remix', 'remixed', 'dub']);
/** Words of a mix tail that name the original mix, not a remix ("Original Mix", "Main Mix", "2011 Mix"). */
const ORIGINAL_MIX_WORDS = new Set(['original', 'main', 'album', 'single', 'mono', 'stereo', 'lp', 'version', 'the', 'mix']);
/** Words of a mix tail that name no remix either: an extended or a radio mix (the 'extended' and 'radio edit' tags say what it is). */
const CUT_MIX_WORDS = new Set(['extended', 'radio']);
/**
 * Words of a remix tail that describe the mix, not who made it ("Club Mix", "Extended Dance Remix",
 * "Radio Remix - Clean", the joiner of "Hagenaar & Albrecht Mix").
 */
const MIX_KIND_WORDS = new Set('remix remixed dub by and club vocal dance edit instrumental clean dirty explicit s'.split(' '));
/** Folded guest markers: a remix tail's guests ("Remix feat. Jay-Z") are not its remixer. */
const GUEST_WORDS = new Set(foldedWords(GUEST_MARKERS));

/**
 * The remix a folded version tail names: `undefined` when it names none (no "mix"/"remix", or only
 * the original mix: "original mix", "main mix", "2011 mix", or a cut of it: "extended mix", "radio
 * mix"); otherwise the remixer's folded words, empty when unnamed ("remix", "club mix"). "bayside
 * boys mix" → "bayside boys", "da freeks radio remix" → "da freeks", "remix feat jay z" → "". Digits
 * (years) are never a remixer, nor guests.
 */
export function remixerOf(foldedTail: string): string | undefined {
  const all = foldedTail.split(' ').filter((w) => w !== '');
  const guest = all.findIndex((w) => GUEST_WORDS.has(w));
  const words = (guest >= 0 ? all.slice(0, guest) : all).filter((w) => !/^\d+$/u.test(w));
  if (!words.some((w) => MIX_WORDS.has(w))) return undefined;
  const remix = words.some((w) => w !== 'mix' && MIX_WORDS.has(w));
  if (!remix && words.every((w) => ORIGINAL_MIX_WORDS.has(w) || CUT_MIX_WORDS.has(w))) return undefined;
  return words.filter((w) => !ORIGINAL_MIX_WORDS.has(w) && !CUT_MIX_WORDS.has(w) && !MIX_KIND_WORDS.has(w)).join(' ');
}

/** The four-digit year (1900..2099) a folded version tail names ("remastered 2009", "2011 remaster"), or undefined. */
export function versionYear(foldedTail: string): number | undefined {
  const m = /\b(19|20)\d{2}\b/u.exec(foldedTail);
  return m ? Number(m[0]) : undefined;
}

/**
 * Folded words that make a " - X" title tail a version, source or guest tail: the version words,
 * "from"/"soundtrack" (a source: "- From "Moulin Rouge""), and the guest markers ("- feat. X").
 * A tail that is exactly "main" is one too ({@link isVersionTail}).
 */
export const VERSION_TAIL_WORDS: readonly string[] = [
  'edit',
  'remaster',
  'remastered',
  'live',
  'acoustic',
  'unplugged',
  'remix',
  'remixed',
  'mix',
  'version',
  'extended',
  'instrumental',
  'demo',
  'mono',
  'stereo',
  'from',
  'soundtrack',
  ...foldedWords(GUEST_MARKERS),
  'single',
  'explicit',
  'clean',
  'session',
  'recorded',
  'bonus',
  'take',
  'original',
  'karaoke',
  'acapella',
  'acappella',
  'cappella',
  'cover',
  'super clean',
  'superclean',
];

const VERSION_TAIL_RE = new RegExp(`\\b(?:${wordsPattern(VERSION_TAIL_WORDS)})\\b|^main$`, 'u');

/** True when the folded " - X" tail `foldedTail` names a version, a source or guests ("radio edit", "feat jay z", "main"). */
export function isVersionTail(foldedTail: string): boolean {
  return VERSION_TAIL_RE.test(foldedTail);
}

/**
 * A bare trailing two-digit year tag, after at least one other word and optionally after an
 * apostrophe ("Who Loves You 75", "Vacation '82"); group 1 is the title without it.
 */
export const YEAR_TAG = /^(.*\S)\s+'?\d{2}$/u;

/**
 * Colloquial spellings of title words (folded) and the standard words they stand for: logs and
 * catalogs write either ("Girls Just Wanna Have Fun" ~ "Girls Just Want To Have Fun", "I'm Gonna
 * Be" ~ "I'm Going To Be", "'Til I Can Make It On My Own" ~ "Until…", "Rock And Roll All Nite" ~
 * "…Night"). The title key (`foldedKey`) writes each in its standard words, so both spellings
 * share a key; "'n'" ~ "and" is the key's own rule ("n" and "and" dropped), and a dropped final g
 * ("Startin'" ~ "Starting") is {@link droppedG}.
 */
export const COLLOQUIAL_WORDS: Readonly<Record<string, string>> = {
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  gimme: 'give me',
  lemme: 'let me',
  outta: 'out of',
  kinda: 'kind of',
  sorta: 'sort of',
  tryna: 'trying to',
  til: 'until',
  till: 'until',
  cuz: 'because',
  nite: 'night',
  tonite: 'tonight',
  thru: 'through',
  luv: 'love',
  lil: 'little',
  u: 'you',
  ur: 'your',
};

/**
 * A folded word of at least six letters ending in "ing" written with its final g dropped, as
 * titles spell it ("starting" → "startin", "something" → "somethin"); shorter words are left
 * alone, where the dropped g makes another word ("sing" ~ "sin", "thing" ~ "thin").
 */
export function droppedG(word: string): string {
  return word.length >= 6 && word.endsWith('ing') ? word.slice(0, -1) : word;
}

/**
 * A movement or track number before a title: an upper-case Roman numeral or a one- or two-digit
 * number, a full stop and a space ("I. Crawl", "V. 3005", "1. De Gnome"); never a word ("I Will",
 * "Mr. Brightside", "I.O.U."). Title analysis sets it aside like a bracketed part.
 */
export const NUMBERED_PREFIX = /^(?:[IVX]{1,4}|\d{1,2})\.\s+(?=\S)/u;

const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
const PART_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };
const PART_AT_END = /(?:^| )(?:pt|part) (\d{1,2}|[ivx]{1,4}|one|two|three)$/u;

/**
 * The part number at the end of a folded title ("father stretch my hands pt 1" → 1, "pt 2" → 2,
 * "cold sweat part i" → 1), or undefined. Two parts of one song are two recordings.
 */
export function partNumber(folded: string): number | undefined {
  const m = PART_AT_END.exec(folded);
  if (!m) return undefined;
  const n = m[1]!;
  return /^\d/u.test(n) ? Number(n) : (ROMAN[n] ?? PART_WORDS[n]);
}

/**
 * A folded title without the part marker at its end ("another brick in the wall part ii" →
 * "another brick in the wall"), or undefined when it ends in none or is nothing else.
 */
export function withoutPartNumber(folded: string): string | undefined {
  const m = PART_AT_END.exec(folded);
  const rest = m ? folded.slice(0, m.index).trim() : '';
  return rest || undefined;
}

/** True when a folded title is only a part marker ("pt 2", "part ii"). */
export function isPartMarker(folded: string): boolean {
  return partNumber(folded) !== undefined && /^(?:pt|part) \S+$/u.test(folded);
}
