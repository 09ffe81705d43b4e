/**
 * Version and year tags of song titles, one definition for title analysis (`analyzeTitle`), the
 * matcher's title similarity and the importers that read titles:
 *
 * - {@link VERSION_TAGS}: the canonical version of a removed title part ("Radio Edit", "Live",
 *   "Remastered 2009", "Taylor's Version");
 * - {@link VERSION_TAIL_WORDS}: words that make a " - X" tail a version (or guest) tail rather than
 *   part of the title ("Mr. Brightside - Radio Edit", but "Lady - Hear Me Tonight" only in the
 *   Spotify importer's own key);
 * - {@link YEAR_TAG}: a bare trailing two-digit year as radio logs append it ("Bette Davis Eyes 81").
 */
import { GUEST_MARKERS, foldedWords, wordsPattern } from './credit-words';

/**
 * Version tags recognised in a removed title part (folded text), checked in order. A part can
 * carry several ("Live Acoustic"). 'edit' is any other edit ("Video Edit"), 'mix' a named mix
 * ("Kevin Yost Mix").
 */
export const VERSION_TAGS: ReadonlyArray<{ tag: string; re: RegExp }> = [
  { tag: 'radio edit', re: /\bradio (edit|version|mix)\b/ },
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
  { tag: 'cover', re: /\bcover\b/ },
  { tag: 're-recorded', re: /\b(re ?record(ed|ing)?|taylor s version)\b/ },
  { tag: 'soundtrack', re: /\b(from|soundtrack|ost)\b/ },
];

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
