/**
 * Which keys of a finished matching job a set of catalog changes can touch (the planning step of
 * a re-match round, `@mc/store` match-job-rematch.ts; `docs/matching-jobs.md`):
 *
 * - an answer that names a recording changed since (updated, merged, deleted), or credits an
 *   artist merged, deleted or renamed since, or came from a pin (which may be gone), or whose line
 *   was pinned since, is matched again;
 * - an unsure answer (no match, failed, or one that needs a person: `low`, `medium`, another
 *   version) is matched again when an added or changed recording could now answer it, by a
 *   **blocking key** (standard blocking of record linkage: Christen, _Data Matching_, 2012, ch. 4):
 *   a word of the line's artist and a word of its title, each cut to its first
 *   `MATCH_POLICY.rematch.blockPrefix` letters, are a word of one recording's credited names and of its title
 *   (or, for an artist renamed or given an alias, a word of its new names alone). The matcher
 *   never answers a recording whose artist and title share no such word with the line but through
 *   its fuzzier paths (typos in a word's first letters, names transliterated anew), which this
 *   leaves to an explicit full round (`changes` null).
 *
 * Sure answers (`exact`, `high`) of recordings unchanged are never matched again: a new recording
 * does not unseat them (the matcher's answer for such a line is the recording it already names).
 * Pure.
 */
import { foldForMatch } from '@mc/text-analysis';
import { matchPinKey } from './pins';
import { MATCH_POLICY } from './policy';

/** Letters of a word a blocking key keeps (`MATCH_POLICY.rematch.blockPrefix`). */
const BLOCK_PREFIX = MATCH_POLICY.rematch.blockPrefix;

/** Words that say nothing of which song a line is (joiners, articles, version words). */
const STOP_WORDS = new Set(
  (
    'the and feat ft featuring with vs de la el los las le les der die das et und of a an y ' +
    'to in on at is it be by for from me my you your i no so up do all we us' +
    ' ' +
    'remix mix edit version live remastered remaster radio original extended album single mono stereo'
  ).split(' '),
);

/** The blocking words of a name or title: folded words, stop words out, cut to {@link BLOCK_PREFIX}. */
export function blockingWords(text: string): string[] {
  const words = foldForMatch(text).split(' ').filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set((kept.length ? kept : words).map((w) => w.slice(0, BLOCK_PREFIX)))];
}

/** A key of the job with what its answer names (`RematchKey` of `@mc/store`). */
export interface RematchLine {
  key: string;
  artist: string;
  title: string;
  status: string;
  review: boolean;
  recordingId: number | null;
  artistIds: readonly number[];
  pinned: boolean;
}

/** The catalog changes a round weighs. */
export interface RematchChanges {
  /** Recordings updated, merged or deleted since. */
  recordings: ReadonlySet<number>;
  /** Artists merged, deleted or renamed since. */
  artists: ReadonlySet<number>;
  /** Recordings added or updated since: their title and credited names. */
  added: readonly { title: string; artists: readonly string[] }[];
  /** Names (and aliases) of artists renamed or given aliases since. */
  renamed: readonly string[];
  /** `matchPinKey`s of the pins made since that apply to the job's owner. */
  pinKeys: ReadonlySet<string>;
}

/** Whether an answer needs another look when recordings are added. */
const unsure = (l: RematchLine) => l.status !== 'matched' || l.review;

/**
 * The keys of `lines` that `changes` can touch (module doc), in `lines` order; every key when
 * `changes` is null (a full round).
 */
export function touchedKeys(lines: readonly RematchLine[], changes: RematchChanges | null): string[] {
  if (!changes) return lines.map((l) => l.key);
  // Blocking index: artist word → the title words of each recording crediting a name with it.
  const byArtistWord = new Map<string, Set<string>[]>();
  for (const r of changes.added) {
    const titleWords = new Set(blockingWords(r.title));
    for (const name of r.artists)
      for (const w of blockingWords(name)) (byArtistWord.get(w) ?? byArtistWord.set(w, []).get(w)!).push(titleWords);
  }
  const renamedWords = new Set(changes.renamed.flatMap(blockingWords));
  const couldNowMatch = (l: RematchLine) => {
    const artistWords = blockingWords(l.artist);
    if (artistWords.some((w) => renamedWords.has(w))) return true;
    const titleWords = blockingWords(l.title);
    return artistWords.some((w) => byArtistWord.get(w)?.some((titles) => titleWords.some((t) => titles.has(t))));
  };
  return lines
    .filter(
      (l) =>
        l.pinned ||
        (l.recordingId !== null && changes.recordings.has(l.recordingId)) ||
        l.artistIds.some((a) => changes.artists.has(a)) ||
        changes.pinKeys.has(matchPinKey(l.artist, l.title)) ||
        (unsure(l) && couldNowMatch(l)),
    )
    .map((l) => l.key);
}
