/**
 * Pure mapping of the MusicBrainz model (`musicbrainz-model.ts`) to catalog documents (the
 * contract's response schemas), list items and refs.
 *
 * Mapping rules (documented here once, used for every input):
 * - Artist (`Artist`): `type` Person ← MB Person/Character, Band ← MB Group/Orchestra/Choir; for MB
 *   Other/unknown: Person when a gender is recorded, else left out. `gender` Male/Female/Other (MB
 *   "Not applicable" left out). Country: the artist's area when it resolves to an ISO 3166-1 code.
 *   `birth_date`/`death_date` from the begin/end date (Person only; for a Band they are the
 *   formation/dissolution dates and go into `activity_periods`). `aliases` (link `Alias`): every MB
 *   alias (search hints included) and the sort name when it differs from the name ("Beatles, The").
 *   `translated`: aliases with a locale, and aliases written in another script than the name, as
 *   `{lang, rfc_5646, name}` (see {@link translatedTag}). `externals.ext_mb` = [MBID].
 * - Album (`Album`) from a release group: `format` ALBUM/SINGLE/EP from the primary type (MIXTAPE for
 *   the secondary type Mixtape/Street; left out for Broadcast/Other). A group without a primary
 *   type is an ALBUM when one of its releases has more than four tracks (the UK Official Charts
 *   Company's album rule: "more than four tracks or longer than 25 minutes"; a shorter release may
 *   be a single or an EP, and its format is left out), `type` LIVE/COMPILATION
 *   from the secondary types, else ORIGINAL; `original_release_date` = earliest date of its releases.
 * - Release (`Release`): `release_date` = earliest release event, `barcode` (only 8/12/13/14-digit
 *   EAN/UPC), `label` = first label name (a field beyond 2.8; `distributor` stays absent),
 *   `support` from the media formats (see {@link supportFromFormats}).
 * - Recording (`Recording`): `duration` from the length in ms, `isrc` = first ISRC, `related_isrcs` = all.
 * - Artist credits: the first credited artist is `Main`; an artist after a join phrase holding a
 *   guest marker (matching's `GUEST_MARKERS`: "feat.", "ft.", "featuring", "with", …) is `Feat`
 *   (and every later one), others `Main`.
 */
import { type JsonObject, LISTS, durationFromMs, padSortKey, ref } from '@mc/catalog';
import { GUEST_MARKERS, mainScriptCode, wordsPattern } from '@mc/text-analysis';
import type { ContributionInput, ListItemInput } from '@mc/store';
import {
  albumTypeFormat,
  artistTypeFromMb,
  isBarcode,
  type MbArtist,
  type MbCreditName,
  type MbGraph,
  type MbRecording,
  type MbRelease,
  type MbReleaseGroup,
  MUSICBRAINZ_SOURCE,
  supportFromFormats,
  translatedTag,
  uniq,
} from './musicbrainz-model';

/** Ref of a MusicBrainz artist. */
export const artistRef = (mbid: string) => ref('artist', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz release group (album). */
export const albumRef = (mbid: string) => ref('album', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz release. */
export const releaseRef = (mbid: string) => ref('release', MUSICBRAINZ_SOURCE, mbid);
/** Ref of a MusicBrainz recording. */
export const recordingRef = (mbid: string) => ref('recording', MUSICBRAINZ_SOURCE, mbid);

/** A guest marker (matching's `GUEST_MARKERS`) as a word of a join phrase: " feat. ", " (ft. ", " with ". */
const GUEST_JOIN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${wordsPattern(GUEST_MARKERS)})(?![\\p{L}\\p{N}])`, 'iu');

/** Credit links of an artist credit (rule in the module comment), in credit order. */
export function creditLinks(credits: MbCreditName[]): ('Main' | 'Feat')[] {
  let feat = false;
  return credits.map((c, i) => {
    if (i > 0 && GUEST_JOIN.test(credits[i - 1]!.joinPhrase)) feat = true;
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

/** Artist document (`Artist`) of an MB artist. */
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

/** Album document (`Album`) of a release group; `releaseDates` = dates of its releases, `maxTracks` = most tracks on one of them. */
export function mapReleaseGroup(g: MbReleaseGroup, releaseDates: string[], graph: MbGraph, maxTracks = 0): ContributionInput {
  const doc: JsonObject = { title: g.title, ...albumTypeFormat(g.primaryType, g.secondaryTypes, maxTracks) };
  const earliest = earliestDate(releaseDates);
  if (earliest) doc.original_release_date = earliest;
  const artists = creditsFor(g.credits, graph).map(({ c, link }) => ({ id_artist: artistRef(c.artistMbid), name: c.name, link }));
  if (artists.length) doc.artists = artists;
  doc.externals = { ext_mb: [g.mbid] };
  return { entity: albumRef(g.mbid), doc };
}

/**
 * `artist_albums` items of a release group: one per credited artist of the graph, sorted by the
 * album's original release date (`date`, `YYYY-MM-DD`; undated albums last).
 */
export function artistAlbumItems(g: MbReleaseGroup, date: string | undefined, graph: MbGraph): ListItemInput[] {
  return g.credits
    .filter((credit) => graph.artists.has(credit.artistMbid))
    .map((credit) => ({
      list: LISTS.artistAlbums,
      owner: artistRef(credit.artistMbid),
      itemKey: `musicbrainz:${g.mbid}`,
      sortKey: `${date ?? '9999-99-99'}|${g.mbid}`,
      itemRef: albumRef(g.mbid),
    }));
}

/** The `album_releases` item of a release whose release group is in the graph (none otherwise), sorted by release date. */
export function albumReleaseItems(r: MbRelease, graph: MbGraph): ListItemInput[] {
  if (!r.releaseGroupMbid || !graph.releaseGroups.has(r.releaseGroupMbid)) return [];
  return [
    {
      list: LISTS.albumReleases,
      owner: albumRef(r.releaseGroupMbid),
      itemKey: `musicbrainz:${r.mbid}`,
      sortKey: `${earliestDate(r.dates) ?? '9999-99-99'}|${r.mbid}`,
      itemRef: releaseRef(r.mbid),
    },
  ];
}

/** Earliest of `YYYY-MM-DD` dates (00 parts sort first within their year/month, as in text order). */
export function earliestDate(dates: string[]): string | undefined {
  return [...dates].sort()[0];
}

/** Release document (`Release`). */
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

/** Recording document (`Recording`). */
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
 * Recording credits document (`Credits`) from artist–recording relationships: one `parent_credit`
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

/** Track list items (`release_tracks`) and track entity documents (`Track`) of a release. */
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
