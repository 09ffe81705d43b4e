/**
 * The version of a recording a title names, and whether a logged line and a catalog recording
 * name the same one. A radio log reports a recording, not a song: "Smells Like Teen Spirit (Live)"
 * is not the studio recording, "I'm Not Alone (Instrumental)" not its radio edit.
 *
 * A title's version is read from its removed parts (`analyzeTitle`'s `versionTags` and `tails`,
 * vocabulary in `title-tags.ts`, classes in `VERSION_TAG_CLASS`):
 * - `variants`: the tags that make another performance or mix (live, acoustic, remix, instrumental,
 *   demo, karaoke, a cappella, extended, re-recorded "(Taylor's Version)"); "unplugged" reads as
 *   live + acoustic, a named or kind-of mix ("Bayside Boys Mix", "Club Mix") as remix;
 * - `cut`: a radio edit, single version or other edit of the same performance;
 * - `remixers` and `years`: details (who remixed; a remaster's or a live date's year).
 * Master tags (remastered, album version, explicit, clean, mono, stereo) are ignored.
 *
 * Rule ({@link compareVersions}), logged line `q` against catalog title `c`:
 * - **other** when their variants differ, when `q` names a cut and `c` is not one ("(Radio Edit)"
 *   logged, only the album version held), or when both name remixers that share no word;
 * - **same** otherwise: a bare line is the same version as a bare, remastered or edited recording
 *   (radio logs mostly drop "Radio Edit"), `exact` when cut and remixers agree too (the same
 *   remixer words, or none on both sides) and the years when both name one.
 */
import { memoizeByString } from './memoize';
import { analyzeTitle } from './title-analysis';
import { VERSION_TAGS, VERSION_TAG_CLASS, remixerOf, versionYear } from './title-tags';

/** The version a title names (see the module comment). */
export interface TitleVersion {
  /** Sorted `variant` tags, 'unplugged' read as 'acoustic' + 'live', a remix as 'remix'. Empty for the original. */
  variants: readonly string[];
  /** True when the title names a radio edit, single version or other edit. */
  cut: boolean;
  /** Folded remixers named by remix tails ("bayside boys"); empty when none is named. */
  remixers: readonly string[];
  /** Four-digit years named in version tails ("Remastered 2009" → 2009). */
  years: readonly number[];
}

/** Whether a catalog recording is the version a line logged ({@link compareVersions}). */
export interface VersionAgreement {
  agreement: 'same' | 'other';
  /** True for `same` when cut and remixers agree too, and years when both name one. */
  exact: boolean;
}

function readVersion(title: string): TitleVersion {
  const a = analyzeTitle(title);
  const remixes = a.tails.map(remixerOf).filter((r): r is string => r !== undefined);
  const variants = new Set<string>();
  for (const tag of a.versionTags) {
    const kind = VERSION_TAG_CLASS[tag];
    if (kind !== 'variant') continue;
    if (tag === 'unplugged') ['live', 'acoustic'].forEach((t) => variants.add(t));
    else if (tag !== 'mix' && tag !== 'remix') variants.add(tag);
  }
  if (remixes.length) variants.add('remix');
  const tagged = a.tails.filter((t) => VERSION_TAGS.some(({ re }) => re.test(t)));
  return {
    variants: [...variants].sort(),
    cut: a.versionTags.some((t) => VERSION_TAG_CLASS[t] === 'cut'),
    remixers: remixes.filter((r) => r !== ''),
    years: tagged.map(versionYear).filter((y): y is number => y !== undefined),
  };
}

/** The version `title` names (memoised: titles recur across lines). */
export const titleVersion: (title: string) => Readonly<TitleVersion> = memoizeByString(readVersion);

/** True when two folded remixer names are equal or share a word of 3 letters or more other than "dj" ("bayside boys" ~ "bayside boyz"). */
function sameRemixer(a: string, b: string): boolean {
  if (a === b) return true;
  const words = new Set(a.split(' '));
  return b.split(' ').some((w) => w.length >= 3 && w !== 'dj' && words.has(w));
}

/** True when neither list is empty and no pair of their items is `same`. */
function disjoint<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  return a.length > 0 && b.length > 0 && !a.some((x) => b.some((y) => same(x, y)));
}

/**
 * Whether the catalog version `c` is the version `q` a line logged (rule in the module comment).
 * "Macarena (Bayside Boys Remix)" ~ "Macarena (Bayside Boys Mix)": same, exact; "Cheap Thrills
 * (Instrumental)" ~ "Cheap Thrills": other; "I'm Not Alone" ~ "I'm Not Alone - Radio Edit": same,
 * not exact.
 */
export function compareVersions(q: TitleVersion, c: TitleVersion): VersionAgreement {
  const other: VersionAgreement = { agreement: 'other', exact: false };
  if (q.variants.length !== c.variants.length || q.variants.some((v, i) => v !== c.variants[i])) return other;
  if (q.cut && !c.cut) return other;
  if (disjoint(q.remixers, c.remixers, sameRemixer)) return other;
  const sameRemixers = q.remixers.length === c.remixers.length && q.remixers.every((r, i) => r === c.remixers[i]);
  const exact = q.cut === c.cut && sameRemixers && !disjoint(q.years, c.years, (x, y) => x === y);
  return { agreement: 'same', exact };
}

/** A readable version ("original", "live", "remix (bayside boys)", "edit", "live, edit"), for explanations. */
export function describeVersion(v: TitleVersion): string {
  const parts = v.variants.map((t) => (t === 'remix' && v.remixers.length ? `remix (${v.remixers.join(', ')})` : t));
  if (v.cut) parts.push('edit');
  return parts.length ? parts.join(', ') : 'original';
}

/**
 * How far a logged duration may be from a catalog recording's and still be that recording:
 * the larger of 5 seconds and 3 % of the catalog duration (the same recording's duration differs
 * by a second or two between sources; a radio edit is usually 20 s to a minute shorter than the
 * album version).
 */
export const DURATION_TOLERANCE = { seconds: 5, share: 0.03 } as const;

/**
 * True when a logged duration fits a catalog duration (both in seconds, within
 * {@link DURATION_TOLERANCE}), false when it does not, undefined when either is unknown (absent or 0).
 */
export function durationFits(logged: number | undefined, catalog: number | undefined): boolean | undefined {
  if (!logged || !catalog) return undefined;
  return Math.abs(logged - catalog) <= Math.max(DURATION_TOLERANCE.seconds, DURATION_TOLERANCE.share * catalog);
}
