import { readFileSync } from 'node:fs';
import { LEADING_THE, SCORING_CREDIT_JOINS, escapeRegExp, foldForScoring } from '@mc/text-analysis';

/**
 * The scoring rule of shared/eval/README.md, shared by `eval:match` and `eval:search`: string
 * normalisation and "the expected artist is one of the hit's artists". The normalisation and the
 * credit joins are matching's `foldForScoring` and `SCORING_CREDIT_JOINS` (the README's lists);
 * the radio set's labelling rule (year tags, version tails, first credited artist) is the README's
 * own and stays here.
 */

/** The README's scoring normalisation (`foldForScoring`): NFKD, no accents, casefold, no punctuation/symbols. */
export const norm: (s: string) => string = foldForScoring;

const CREDIT_JOINS = new RegExp(SCORING_CREDIT_JOINS.map(escapeRegExp).join('|'), 'i');

/**
 * True when `expected` equals (normalised) one of `artists` or one credit part of one of them; or,
 * the rule being symmetric, when `expected` is a joined credit ("21 Savage & Metro Boomin") whose
 * first part is one of `artists` (a catalog serving the credit as its artists).
 */
export function artistAmong(expected: string, artists: readonly string[]): boolean {
  const wants = new Set([norm(expected), norm(expected.split(CREDIT_JOINS)[0] ?? '')].filter(Boolean));
  return artists.some((a) => wants.has(norm(a)) || a.split(CREDIT_JOINS).some((part) => norm(part) === norm(expected)));
}

/**
 * An artist row's name rule (README, search as you type): the hit's name equals the expected name,
 * or, when the expected name is a joined credit ("Mustard & Roddy Ricch"), one of its credited
 * artists (split on the credit joins).
 */
export function artistNameRight(expected: string, hitName: string): boolean {
  const got = norm(hitName);
  return got === norm(expected) || expected.split(CREDIT_JOINS).some((part) => norm(part) === got && got !== '');
}

/** A trailing year tag of a logged radio title: "(84)", " 06" (shared/eval/README.md, radio). */
const YEAR_TAG = /\s*(?:\(\d{2}\)|\s\d{2})$/;
/** One trailing version tag: "(Live)", "[Remastered]", "{Edit}" or " - Demo". */
const VERSION_TAIL = /\s*(?:\([^()]*\)|\[[^\]]*\]|\{[^}]*\}|\s-\s.*)$/;
/** The first credited artist of a logged radio artist string: split on "/", "ft.", "feat." (the README's labelling rule). */
const RADIO_CREDIT_SPLIT = /\/|\bft\.|\bfeat\./i;

/** The radio labelling fold: the scoring normalisation with a leading "The" ignored. */
function foldThe(s: string): string {
  return norm(s).replace(LEADING_THE, '');
}

/** `title` without its trailing version tags ("Song (Live) [2011 Remaster]" → "Song"). */
function withoutVersionTails(title: string): string {
  let t = title;
  for (let prev = ''; prev !== t && t;) [prev, t] = [t, t.replace(VERSION_TAIL, '')];
  return t || title;
}

/**
 * True when `hit` is the logged (artist, title) song under the radio set's own labelling rule
 * (shared/eval/README.md, "Real radio lines"): the title without a trailing year tag and the first
 * credited artist (split on "/", "ft.", "feat.") fold, leading "The" ignored, to the hit's title
 * and one of its artists (or a credit part of one). Either title may carry version tails
 * ("[Live]", "- Remastered", "(ft. X)"): the set's negatives match no recording "even as a near
 * spelling or a cut-off", so such a hit means the song is present, not a false match. Used only to tell a
 * negative row that a larger catalog really holds from a false match.
 */
export function sameSongByRadioLabelRule(
  artist: string,
  title: string,
  hit: { title: string; artists: readonly string[] },
): boolean {
  const logged = title.replace(YEAR_TAG, '');
  const wantTitles = new Set([foldThe(logged), foldThe(withoutVersionTails(logged))]);
  const wantArtist = foldThe(artist.split(RADIO_CREDIT_SPLIT)[0] ?? '');
  if (!wantArtist || wantTitles.has('')) return false;
  if (!wantTitles.has(foldThe(hit.title)) && !wantTitles.has(foldThe(withoutVersionTails(hit.title)))) return false;
  return hit.artists.some((a) => foldThe(a) === wantArtist || a.split(CREDIT_JOINS).some((part) => foldThe(part) === wantArtist));
}

/** The columns every shared/eval file has (README "Format"), by the field a row reads each into. */
export const LABEL_COLUMNS = { id: 'id', category: 'category', expectedArtist: 'expected_artist' } as const;

/** A row read by {@link readTsv}: one string per field of the column map. */
export type TsvRow<C extends Record<string, string>> = { [K in keyof C]: string };

/**
 * Rows of a shared/eval TSV file (one header row, tab-separated, no quoting), each field read from
 * the column `columns` names for it (a missing column or cell is '').
 */
export function readTsv<const C extends Record<string, string>>(file: string, columns: C): TsvRow<C>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length);
  const header = lines.shift()?.split('\t') ?? [];
  const fields = Object.entries(columns).map(([field, column]) => [field, header.indexOf(column)] as const);
  return lines.map((l) => {
    const v = l.split('\t');
    return Object.fromEntries(fields.map(([field, i]) => [field, (i < 0 ? undefined : v[i]) ?? ''])) as TsvRow<C>;
  });
}
