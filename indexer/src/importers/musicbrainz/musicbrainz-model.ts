/**
 * The MusicBrainz entities the `musicbrainz` importer reads (whatever the input: SQL fixtures,
 * WS/2 JSON, WS/2 XML), normalised to one small model keyed by MBID, and their pure mapping to
 * catalog documents (SPEC section 2) and list items.
 *
 * Mapping rules (documented here once, used for every input):
 * - Artist (2.2): `type` Person ← MB Person/Character, Band ← MB Group/Orchestra/Choir; for MB
 *   Other/unknown: Person when a gender is recorded, else left out. `gender` Male/Female/Other (MB
 *   "Not applicable" left out). Country: the artist's area when it resolves to an ISO 3166-1 code.
 *   `birth_date`/`death_date` from the begin/end date (Person only; for a Band they are the
 *   formation/dissolution dates and go into `activity_periods`). `aliases` (link `Alias`): every MB
 *   alias (search hints included) and the sort name when it differs from the name ("Beatles, The").
 *   `translated`: aliases with a locale, and aliases written in another script than the name, as
 *   `{lang, rfc_5646, name}` (see {@link translatedTag}). `externals.ext_mb` = [MBID].
 * - Album (2.5) from a release group: `format` ALBUM/SINGLE/EP from the primary type (MIXTAPE for
 *   the secondary type Mixtape/Street; left out for Broadcast/Other/none), `type` LIVE/COMPILATION
 *   from the secondary types, else ORIGINAL; `original_release_date` = earliest date of its releases.
 * - Release (2.8): `release_date` = earliest release event, `barcode` (only 8/12/13/14-digit
 *   EAN/UPC), `label` = first label name (a field beyond 2.8; `distributor` stays absent),
 *   `support` from the media formats (see {@link supportFromFormats}).
 * - Recording (2.10): `duration` from the length in ms, `isrc` = first ISRC, `related_isrcs` = all.
 * - Artist credits: the first credited artist is `Main`; an artist after a join phrase "feat.",
 *   "ft.", "featuring" or "with" is `Feat` (and every later one), others `Main`.
 */
import { type JsonObject, LISTS, padSortKey, ref } from '@mc/catalog';
import { mainScriptCode } from '@mc/matching';
import type { ContributionInput, ListItemInput } from '@mc/store';

/** Contribution source name of this importer. */
export const MUSICBRAINZ_SOURCE = 'musicbrainz';

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

const uniq = <T>(xs: T[], key: (x: T) => string = (x) => JSON.stringify(x)): T[] => {
  const seen = new Set<string>();
  return xs.filter((x) => (seen.has(key(x)) ? false : (seen.add(key(x)), true)));
};

/**
 * Adds `part` into `graph`, merging entities already present under the same MBID: fields already
 * known win, lists (aliases, ISRCs, relations, labels, dates, media, TOCs) are united.
 */
export function mergeGraph(graph: MbGraph, part: MbGraph): void {
  for (const a of part.artists.values()) {
    const prev = graph.artists.get(a.mbid);
    if (!prev) graph.artists.set(a.mbid, { ...a, aliases: [...a.aliases] });
    else {
      const merged: MbArtist = {
        ...a,
        ...Object.fromEntries(Object.entries(prev).filter(([, v]) => v !== undefined)),
      } as MbArtist;
      merged.aliases = uniq([...prev.aliases, ...a.aliases], (x) => `${x.name}\u0000${x.locale ?? ''}`);
      graph.artists.set(a.mbid, merged);
    }
  }
  for (const g of part.releaseGroups.values()) {
    const prev = graph.releaseGroups.get(g.mbid);
    if (!prev) graph.releaseGroups.set(g.mbid, g);
    else {
      prev.primaryType ??= g.primaryType;
      prev.secondaryTypes = uniq([...prev.secondaryTypes, ...g.secondaryTypes]);
      if (!prev.credits.length) prev.credits = g.credits;
    }
  }
  for (const r of part.releases.values()) {
    const prev = graph.releases.get(r.mbid);
    if (!prev) graph.releases.set(r.mbid, r);
    else {
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
          pm.tocs = uniq([...pm.tocs, ...m.tocs], (t) => t.discId);
        }
      }
    }
  }
  for (const r of part.recordings.values()) {
    const prev = graph.recordings.get(r.mbid);
    if (!prev) graph.recordings.set(r.mbid, r);
    else {
      prev.lengthMs ??= r.lengthMs;
      prev.isrcs = uniq([...prev.isrcs, ...r.isrcs]);
      if (!prev.credits.length) prev.credits = r.credits;
      prev.relations = uniq([...prev.relations, ...r.relations]);
    }
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

/** `HH:MM:SS` from milliseconds (rounded to the nearest second). */
export function durationFromMs(ms: number): string {
  const s = Math.round(ms / 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** True for an EAN-8, UPC-A (12), EAN-13 or GTIN-14 barcode (digits only). */
export function isBarcode(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^(?:\d{8}|\d{12,14})$/.test(text);
}

/**
 * Release `support` (2.8) from the formats of its media: all CD-family → `CD` (`2CD` for two or
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

/** Artist `type` (2.2) from the MB artist type (rule in the module comment). */
export function artistTypeFromMb(type: string | undefined, gender: string | undefined): 'Person' | 'Band' | undefined {
  if (type === 'Person' || type === 'Character') return 'Person';
  if (type === 'Group' || type === 'Orchestra' || type === 'Choir') return 'Band';
  if (gender === 'Male' || gender === 'Female' || gender === 'Other') return 'Person';
  return undefined;
}

/** Album `format` and `type` (2.5) from MB release group types (rule in the module comment). */
export function albumTypeFormat(primary: string | undefined, secondary: string[]): { format?: string; type: string } {
  const type = secondary.includes('Live') ? 'LIVE' : secondary.includes('Compilation') ? 'COMPILATION' : 'ORIGINAL';
  const format = secondary.includes('Mixtape/Street')
    ? 'MIXTAPE'
    : ({ Album: 'ALBUM', Single: 'SINGLE', EP: 'EP' } as Record<string, string>)[primary ?? ''];
  return format ? { format, type } : { type };
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
 * The `translated` entry tag of an alias (SPEC 2.2 `{lang, rfc_5646}`).
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

// ---------------------------------------------------------------------------------------------
// Refs

/** Ref of a MusicBrainz artist. */
export const artistRef = (mbid: string) => ref('artist', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz release group (album). */
export const albumRef = (mbid: string) => ref('album', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz release. */
export const releaseRef = (mbid: string) => ref('release', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz recording. */
export const recordingRef = (mbid: string) => ref('recording', MUSICBRAINZ_SOURCE, mbid);

/** Credit links of an artist credit (rule in the module comment), in credit order. */
export function creditLinks(credits: MbCreditName[]): ('Main' | 'Feat')[] {
  let feat = false;
  return credits.map((c, i) => {
    if (i > 0 && /\b(?:feat\.?|ft\.|featuring|with)\b/i.test(credits[i - 1]!.joinPhrase)) feat = true;
    return feat ? 'Feat' : 'Main';
  });
}

const creditsFor = (credits: MbCreditName[], graph: MbGraph) => {
  const links = creditLinks(credits);
  return uniq(
    credits.map((c, i) => ({ c, link: links[i]! })).filter(({ c }) => graph.artists.has(c.artistMbid)),
    (x) => x.c.artistMbid,
  );
};

// ---------------------------------------------------------------------------------------------
// Documents

/** Artist document (2.2) of an MB artist. */
export function mapArtist(a: MbArtist): ContributionInput {
  const type = artistTypeFromMb(a.type, a.gender);
  const aliasNames = new Map<string, JsonObject>();
  const addAlias = (name: string) => {
    if (name && name !== a.name && !aliasNames.has(name.toLowerCase()))
      aliasNames.set(name.toLowerCase(), { alias: name, link: 'Alias' });
  };
  if (a.sortName) addAlias(a.sortName);
  for (const al of a.aliases) addAlias(al.name);
  const nameScript = mainScriptCode(a.name);
  const translated = uniq(
    a.aliases
      .filter((al) => al.name !== a.name && (al.locale || mainScriptCode(al.name) !== nameScript))
      .map((al) => ({ ...translatedTag(al.name, al.locale), name: al.name }) as JsonObject),
    (t) => `${t.rfc_5646}\u0000${t.name}`,
  );
  const doc: JsonObject = { name: a.name };
  if (type) doc.type = type;
  if (a.isni) doc.isni = a.isni;
  if (a.gender === 'Male' || a.gender === 'Female' || a.gender === 'Other') doc.gender = a.gender;
  if (a.countryCode) {
    doc.country_code = a.countryCode;
    if (a.countryName) doc.country_name = a.countryName;
  }
  if (type === 'Person') {
    if (a.beginDate) doc.birth_date = a.beginDate;
    if (a.endDate) doc.death_date = a.endDate;
  } else if (a.beginDate) {
    doc.activity_periods = [a.endDate ? { start_date: a.beginDate, end_date: a.endDate } : { start_date: a.beginDate }];
  }
  if (aliasNames.size) doc.aliases = [...aliasNames.values()];
  if (translated.length) doc.translated = translated;
  doc.externals = a.discogsIds?.length ? { ext_mb: [a.mbid], ext_dg: a.discogsIds } : { ext_mb: [a.mbid] };
  return { entity: artistRef(a.mbid), doc };
}

/** Album document (2.5) of a release group; `releaseDates` = dates of its releases. */
export function mapReleaseGroup(g: MbReleaseGroup, releaseDates: string[], graph: MbGraph): ContributionInput {
  const doc: JsonObject = { title: g.title, ...albumTypeFormat(g.primaryType, g.secondaryTypes) };
  const earliest = earliestDate(releaseDates);
  if (earliest) doc.original_release_date = earliest;
  const artists = creditsFor(g.credits, graph).map(({ c, link }) => ({ id_artist: artistRef(c.artistMbid), name: c.name, link }));
  if (artists.length) doc.artists = artists;
  doc.externals = { ext_mb: [g.mbid] };
  return { entity: albumRef(g.mbid), doc };
}

/** Earliest of `YYYY-MM-DD` dates (00 parts sort first within their year/month, as in text order). */
export function earliestDate(dates: string[]): string | undefined {
  return [...dates].sort()[0];
}

/** Release document (2.8). */
export function mapRelease(r: MbRelease, graph: MbGraph): ContributionInput {
  const doc: JsonObject = {};
  const group = r.releaseGroupMbid ? graph.releaseGroups.get(r.releaseGroupMbid) : undefined;
  if (group) doc.album = { id: albumRef(group.mbid), title: group.title };
  const date = earliestDate(r.dates);
  if (date) doc.release_date = date;
  if (isBarcode(r.barcode)) doc.barcode = r.barcode;
  if (r.labels[0]) doc.label = r.labels[0];
  const support = supportFromFormats(r.media.map((m) => m.format));
  if (support) doc.support = support;
  const artists = creditsFor(r.credits, graph).map(({ c, link }) => ({ id: artistRef(c.artistMbid), name: c.name, link }));
  if (artists.length) doc.artists = artists;
  doc.externals = { ext_mb: [r.mbid] };
  return { entity: releaseRef(r.mbid), doc };
}

/** Recording document (2.10). */
export function mapRecording(r: MbRecording, graph: MbGraph): ContributionInput {
  const doc: JsonObject = { title: r.title };
  if (r.lengthMs) doc.duration = durationFromMs(r.lengthMs);
  if (r.isrcs[0]) {
    doc.isrc = r.isrcs[0];
    doc.related_isrcs = r.isrcs;
  }
  const artists = creditsFor(r.credits, graph).map(({ c, link }) => ({
    id: artistRef(c.artistMbid),
    name: c.name,
    type: link.toUpperCase(),
    link,
  }));
  if (artists.length) doc.artists = artists;
  doc.externals = { ext_mb: [r.mbid] };
  return { entity: recordingRef(r.mbid), doc };
}

/**
 * Recording credits document (2.14) from artist–recording relationships: one `parent_credit`
 * group per top-level MB link type group (performance, production, …), one child per role —
 * the instrument/vocal attribute when there is one (`guitar`, `lead vocals`), else the link type
 * name (`producer`, `programming`) — listing the credited artists.
 * @returns undefined when the recording has no artist relationship to an imported artist.
 */
export function mapRecordingCredits(r: MbRecording, graph: MbGraph): ContributionInput | undefined {
  const groups = new Map<string, Map<string, JsonObject[]>>();
  for (const rel of r.relations) {
    if (!graph.artists.has(rel.artistMbid)) continue;
    const roles = rel.attributes.filter(
      (a) => !['additional', 'guest', 'minor', 'solo', 'co', 'executive', 'assistant', 'associate'].includes(a),
    );
    for (const role of roles.length ? roles : [rel.linkType]) {
      const g = groups.get(rel.group) ?? new Map<string, JsonObject[]>();
      groups.set(rel.group, g);
      const list = g.get(role) ?? [];
      g.set(role, list);
      if (!list.some((x) => x.name === rel.artistName)) list.push({ name: rel.artistName, id_artist: artistRef(rel.artistMbid) });
    }
  }
  if (!groups.size) return undefined;
  const data = [...groups].map(([group, roles]) => ({
    parent_credit_name: group,
    parent_credit: [...roles].map(([role, children]) => ({ credit_child_name: role, credit_child: children })),
  }));
  return { entity: ref('recording_credits', MUSICBRAINZ_SOURCE, r.mbid), doc: { data } };
}

/** Track list items (`release_tracks`) and track entity documents (2.9) of a release. */
export function mapReleaseTracks(r: MbRelease, graph: MbGraph): { tracks: ContributionInput[]; items: ListItemInput[] } {
  const tracks: ContributionInput[] = [];
  const items: ListItemInput[] = [];
  for (const m of r.media) {
    for (const t of m.tracks) {
      const rec = graph.recordings.get(t.recordingMbid);
      if (!rec) continue;
      const recording: JsonObject = { id: recordingRef(rec.mbid), title: rec.title };
      const ms = rec.lengthMs ?? t.lengthMs;
      if (ms) recording.duration = durationFromMs(ms);
      const trackKey = t.mbid ?? `${r.mbid}:${m.position}:${t.position}`;
      const item: JsonObject = {
        id: ref('track', MUSICBRAINZ_SOURCE, trackKey),
        disc_number: m.position,
        track_number: t.position,
        recording,
      };
      tracks.push({ entity: ref('track', MUSICBRAINZ_SOURCE, trackKey), doc: item });
      items.push({
        list: LISTS.releaseTracks,
        owner: releaseRef(r.mbid),
        itemKey: `${padSortKey(m.position, 3)}-${padSortKey(t.position, 4)}`,
        sortKey: `${padSortKey(m.position, 3)}-${padSortKey(t.position, 4)}`,
        item,
      });
    }
  }
  return { tracks, items };
}
