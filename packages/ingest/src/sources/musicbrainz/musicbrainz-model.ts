/**
 * The MusicBrainz entities the `musicbrainz` importer reads (whatever the input: SQL fixtures,
 * WS/2 JSON, WS/2 XML), normalised to one small model keyed by MBID, and their pure mapping to
 * catalog documents (the contract's response schemas) and list items.
 * The mapping to catalog documents is in `musicbrainz-documents.ts`.
 */
import { mainScriptCode } from '@mc/text-analysis';
import { SHIPPED_SOURCES } from '@mc/catalog';

/** Contribution source name of this importer. */
export const MUSICBRAINZ_SOURCE = SHIPPED_SOURCES.musicbrainz;

/** An artist alias (MB `artist_alias` / WS `alias`). */
export interface MbAlias {
  name: string;
  sortName?: string;
  /** MB locale such as `ja`, `ja_JP`, `en`; null when the alias has none. */
  locale?: string | null;
  /** MB alias type name: `Artist name`, `Legal name`, `Search hint` or null. */
  type?: string | null;
}

/** An artist. Dates are `YYYY-MM-DD` with `00` for unknown parts. */
export interface MbArtist {
  mbid: string;
  name: string;
  sortName?: string;
  /** MB artist type name: Person, Group, Orchestra, Choir, Character, Other. */
  type?: string;
  /** MB gender name: Male, Female, Other, Not applicable. */
  gender?: string;
  countryCode?: string;
  countryName?: string;
  beginDate?: string;
  endDate?: string;
  isni?: string;
  aliases: MbAlias[];
  /** Discogs artist ids of the artist's URL relations (resolution evidence). */
  discogsIds?: number[];
}

/** One name of an artist credit, in credit order. */
export interface MbCreditName {
  artistMbid: string;
  /** The name as credited. */
  name: string;
  joinPhrase: string;
}

/** A release group (catalog album). */
export interface MbReleaseGroup {
  mbid: string;
  title: string;
  primaryType?: string;
  secondaryTypes: string[];
  credits: MbCreditName[];
}

/** A CD TOC attached to a medium. */
export interface MbDiscToc {
  discId: string;
  firstTrack: number;
  lastTrack: number;
  leadout: number;
  offsets: number[];
}

/** A track: a recording's position on a medium. */
export interface MbTrack {
  /** Track MBID when known. */
  mbid?: string;
  position: number;
  title: string;
  lengthMs?: number;
  recordingMbid: string;
}

/** A medium (disc, side set…) of a release. */
export interface MbMedium {
  position: number;
  /** MB medium format name: CD, Vinyl, 12" Vinyl, Cassette, Digital Media… */
  format?: string;
  tracks: MbTrack[];
  /** Tracks on the medium as the source states it (WS `track-count`, XML `track-list/@count`); a WS fragment may list fewer. */
  trackCount?: number;
  tocs: MbDiscToc[];
}

/** A release (catalog release). */
export interface MbRelease {
  mbid: string;
  title: string;
  releaseGroupMbid?: string;
  /** Release event dates `YYYY-MM-DD` (00 for unknown parts). */
  dates: string[];
  barcode?: string;
  labels: string[];
  credits: MbCreditName[];
  media: MbMedium[];
}

/** An artist–recording relationship (credit). */
export interface MbRecordingRelation {
  artistMbid: string;
  artistName: string;
  /** Link type name, e.g. `producer`, `vocal`, `instrument`, `programming`. */
  linkType: string;
  /** Top-level link type group, e.g. `performance`, `production`, `remixes and compilations`. */
  group: string;
  /** Attribute names, e.g. `guitar`, `lead vocals`, `guest`, `additional`. */
  attributes: string[];
}

/** A recording. */
export interface MbRecording {
  mbid: string;
  title: string;
  lengthMs?: number;
  isrcs: string[];
  credits: MbCreditName[];
  relations: MbRecordingRelation[];
}

/** Everything read from the inputs, keyed by MBID. */
export interface MbGraph {
  artists: Map<string, MbArtist>;
  releaseGroups: Map<string, MbReleaseGroup>;
  releases: Map<string, MbRelease>;
  recordings: Map<string, MbRecording>;
}

/** An empty {@link MbGraph}. */
export function emptyGraph(): MbGraph {
  return { artists: new Map(), releaseGroups: new Map(), releases: new Map(), recordings: new Map() };
}

/** `xs` without repeats (first kept), by `key` (JSON text by default). */
export const uniq = <T>(xs: T[], key: (x: T) => string = (x) => JSON.stringify(x)): T[] => {
  const seen = new Set<string>();
  return xs.filter((x) => (seen.has(key(x)) ? false : (seen.add(key(x)), true)));
};

/**
 * Adds `part` into `graph`, merging entities already present under the same MBID: fields already
 * known win, lists (aliases, ISRCs, relations, labels, dates, media, TOCs) are united.
 */
export function mergeGraph(graph: MbGraph, part: MbGraph): void {
  mergeByMbid(
    graph.artists,
    part.artists.values(),
    (prev, a) => {
      const merged = {
        ...a,
        ...Object.fromEntries(Object.entries(prev).filter(([, v]) => v !== undefined)),
      } as MbArtist;
      merged.aliases = uniq([...prev.aliases, ...a.aliases], (x) => `${x.name}\u0000${x.locale ?? ''}`);
      return merged;
    },
    (a) => ({ ...a, aliases: [...a.aliases] }),
  );
  mergeByMbid(graph.releaseGroups, part.releaseGroups.values(), (prev, g) => {
    prev.primaryType ??= g.primaryType;
    prev.secondaryTypes = uniq([...prev.secondaryTypes, ...g.secondaryTypes]);
    if (!prev.credits.length) prev.credits = g.credits;
    return prev;
  });
  mergeByMbid(graph.releases, part.releases.values(), (prev, r) => {
    prev.releaseGroupMbid ??= r.releaseGroupMbid;
    prev.barcode ??= r.barcode;
    prev.dates = uniq([...prev.dates, ...r.dates]);
    prev.labels = uniq([...prev.labels, ...r.labels]);
    if (!prev.credits.length) prev.credits = r.credits;
    for (const m of r.media) {
      const pm = prev.media.find((x) => x.position === m.position);
      if (!pm) prev.media.push(m);
      else {
        pm.format ??= m.format;
        if (!pm.tracks.length) pm.tracks = m.tracks;
        if (m.trackCount !== undefined) pm.trackCount = Math.max(pm.trackCount ?? 0, m.trackCount);
        pm.tocs = uniq([...pm.tocs, ...m.tocs], (t) => t.discId);
      }
    }
    return prev;
  });
  mergeByMbid(graph.recordings, part.recordings.values(), (prev, r) => {
    prev.lengthMs ??= r.lengthMs;
    prev.isrcs = uniq([...prev.isrcs, ...r.isrcs]);
    if (!prev.credits.length) prev.credits = r.credits;
    prev.relations = uniq([...prev.relations, ...r.relations]);
    return prev;
  });
}

/**
 * Adds each of `items` to `into` under its MBID: a new MBID stores `first(item)`; a known one
 * stores `merge(known, item)` (which may complete `known` in place and return it).
 */
function mergeByMbid<T extends { mbid: string }>(
  into: Map<string, T>,
  items: Iterable<T>,
  merge: (known: T, item: T) => T,
  first: (item: T) => T = (item) => item,
): void {
  for (const item of items) {
    const known = into.get(item.mbid);
    into.set(item.mbid, known ? merge(known, item) : first(item));
  }
}

// ---------------------------------------------------------------------------------------------
// Small value rules

/** `YYYY-MM-DD` from year/month/day parts, `00` for unknown month/day; undefined without a year. */
export function mbDate(year?: number | null, month?: number | null, day?: number | null): string | undefined {
  if (!year) return undefined;
  const p = (n: number | null | undefined, w: number) => String(n ?? 0).padStart(w, '0');
  return `${p(year, 4)}-${p(month, 2)}-${p(day, 2)}`;
}

/** `YYYY-MM-DD` from a WS partial date (`1957`, `1957-03`, `1957-03-10`); undefined when empty/invalid. */
export function wsDate(text: string | null | undefined): string | undefined {
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec((text ?? '').trim());
  if (!m) return undefined;
  return mbDate(Number(m[1]), m[2] ? Number(m[2]) : null, m[3] ? Number(m[3]) : null);
}

/** True for an EAN-8, UPC-A (12), EAN-13 or GTIN-14 barcode (digits only). */
export function isBarcode(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^(?:\d{8}|\d{12,14})$/.test(text);
}

/**
 * Release `support` (`Release`) from the formats of its media: all CD-family → `CD` (`2CD` for two or
 * more discs); vinyl family → `LP`; Cassette → `K7`; Digital Media → `NUM`; DVD family → `DVD`.
 * Mixed or other formats (SACD, Blu-ray, …) give undefined.
 */
export function supportFromFormats(formats: (string | undefined)[]): string | undefined {
  if (!formats.length || formats.some((f) => !f)) return undefined;
  const family = (f: string): string | undefined => {
    if (/^(?:CD|HDCD|CD-R|8cm CD|Blu-spec CD|SHM-CD|HQCD|Enhanced CD|Copy Control CD|CD\+G|8cm CD\+G|DTS CD)$/.test(f))
      return 'CD';
    if (/Vinyl|Flexi-disc/.test(f)) return 'LP';
    if (f === 'Cassette') return 'K7';
    if (f === 'Digital Media') return 'NUM';
    if (/^DVD(?:-Audio|-Video)?$/.test(f)) return 'DVD';
    return undefined;
  };
  const fams = new Set(formats.map((f) => family(f!)));
  if (fams.size !== 1 || fams.has(undefined)) return undefined;
  const fam = [...fams][0]!;
  return fam === 'CD' && formats.length >= 2 ? '2CD' : fam;
}

/** Artist `type` (`Artist`) from the MB artist type (rule in the module comment). */
export function artistTypeFromMb(type: string | undefined, gender: string | undefined): 'Person' | 'Band' | undefined {
  if (type === 'Person' || type === 'Character') return 'Person';
  if (type === 'Group' || type === 'Orchestra' || type === 'Choir') return 'Band';
  if (gender === 'Male' || gender === 'Female' || gender === 'Other') return 'Person';
  return undefined;
}

/** Albums have more than this many tracks (UK Official Charts Company album rule; `musicbrainz-documents.ts`). */
export const ALBUM_MIN_TRACKS_EXCLUSIVE = 4;

/**
 * Album `format` and `type` (`Album`) from MB release group types (rule in `musicbrainz-documents.ts`).
 * @param maxTracks most tracks on one release of the group (used only when it has no primary type).
 */
export function albumTypeFormat(
  primary: string | undefined,
  secondary: string[],
  maxTracks = 0,
): { format?: string; type: string } {
  const type = secondary.includes('Live') ? 'LIVE' : secondary.includes('Compilation') ? 'COMPILATION' : 'ORIGINAL';
  const byTracks = primary === undefined && maxTracks > ALBUM_MIN_TRACKS_EXCLUSIVE ? 'ALBUM' : undefined;
  const format = secondary.includes('Mixtape/Street')
    ? 'MIXTAPE'
    : (({ Album: 'ALBUM', Single: 'SINGLE', EP: 'EP' } as Record<string, string>)[primary ?? ''] ?? byTracks);
  return format ? { format, type } : { type };
}

/** Tracks of a release: per medium the stated count or the listed tracks, whichever is more. */
export function releaseTrackCount(r: MbRelease): number {
  return r.media.reduce((n, m) => n + Math.max(m.trackCount ?? 0, m.tracks.length), 0);
}

/** Suppress-Script of common languages (IANA language subtag registry): no script subtag then. */
const DEFAULT_SCRIPT: Record<string, string[]> = {
  ja: ['Jpan', 'Hani'],
  ko: ['Kore'],
  ru: ['Cyrl'],
  uk: ['Cyrl'],
  bg: ['Cyrl'],
  el: ['Grek'],
  ar: ['Arab'],
  fa: ['Arab'],
  he: ['Hebr'],
  th: ['Thai'],
  hi: ['Deva'],
};
const LATIN_DEFAULT =
  /^(?:en|fr|de|es|it|nl|pt|sv|da|nb|no|nn|fi|et|lv|lt|pl|cs|sk|sl|hr|hu|ro|tr|ca|eu|gl|ga|cy|is|id|ms|vi|tl|sq|mt|af|sw)$/;

/**
 * The `translated` entry tag of an alias (`{lang, rfc_5646}` of the contract's `Artist`).
 * With a locale: `lang` = its ISO 639 language, `rfc_5646` = the locale as a BCP 47 tag with a
 * script subtag when the alias is not written in the language's default script (`ja` for
 * ボア with locale ja, `ja-Latn` for a Latin alias with locale ja, `ko-Hang` for Hangul with ko —
 * Korean's registry default is `Kore`), region kept (`ja_JP` → `ja-JP`).
 * Without a locale: kana → `ja`, Hangul → `ko` (`ko-Hang`), other scripts → `und-<Script>` and no `lang`.
 */
export function translatedTag(alias: string, locale: string | null | undefined): { lang?: string; rfc_5646: string } {
  const script = mainScriptCode(alias);
  if (!locale) {
    if (script === 'Jpan') return { lang: 'ja', rfc_5646: 'ja' };
    if (script === 'Hang') return { lang: 'ko', rfc_5646: 'ko-Hang' };
    return { rfc_5646: `und-${script}` };
  }
  const [lang, ...rest] = locale.split(/[_-]/);
  const language = lang!.toLowerCase();
  const region = rest.find((r) => /^[A-Za-z]{2}$|^\d{3}$/.test(r))?.toUpperCase();
  const defaults = DEFAULT_SCRIPT[language] ?? (LATIN_DEFAULT.test(language) ? ['Latn'] : []);
  const needsScript = script !== 'Zyyy' && !defaults.includes(script);
  return { lang: language, rfc_5646: [language, needsScript ? script : undefined, region].filter(Boolean).join('-') };
}

/** Release dates and the most tracks on one release, per release group MBID. */
export function releaseGroupFacts(graph: MbGraph): { datesByGroup: Map<string, string[]>; tracksByGroup: Map<string, number> } {
  const datesByGroup = new Map<string, string[]>();
  const tracksByGroup = new Map<string, number>();
  for (const r of graph.releases.values()) {
    if (!r.releaseGroupMbid) continue;
    datesByGroup.set(r.releaseGroupMbid, [...(datesByGroup.get(r.releaseGroupMbid) ?? []), ...r.dates]);
    tracksByGroup.set(r.releaseGroupMbid, Math.max(tracksByGroup.get(r.releaseGroupMbid) ?? 0, releaseTrackCount(r)));
  }
  return { datesByGroup, tracksByGroup };
}
