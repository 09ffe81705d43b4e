/**
 * Pure mapping of Discogs masters and releases (see {@link ./discogs-xml}) to catalog documents:
 * masters → albums (`Album`), releases (`Release`), tracklists → recordings (`Recording`) and release tracks (`Track`),
 * extra artists → credits (`Credits`). Artists and the shared field readers are in `./discogs-mapping`;
 * the I/O shell and the overall rules are in the `discogs` importer (./discogs.ts).
 */
import { type JsonObject, LISTS, formatDuration, padSortKey, parseDuration, ref } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput, ListItemInput } from '@mc/store';
import {
  type CreditLine,
  DISCOGS_SOURCE,
  type DiscogsCredit,
  type Reject,
  albumTypeAndFormat,
  barcodeOf,
  creditLines,
  discOfPosition,
  genreOf,
  groupCredits,
  parseDiscogsDate,
  readCredits,
  readFormats,
  supportFromFormats,
} from './discogs-mapping';
import { albumArtists, recordingArtistCredits, recordingArtists } from './discogs-credited-artists';
import { type XmlElement, child, childText, childrenNamed } from './discogs-xml';

/** Album key of a master: the master id. */
export const masterAlbumKey = (masterId: string | number): string => String(masterId);
/** Album key of a release without master: `release:<id>`. */
export const releaseAlbumKey = (releaseId: string | number): string => `release:${releaseId}`;

/** Album key of a `<release>` record: its master's ({@link masterAlbumKey}), else its own ({@link releaseAlbumKey}). */
export function albumKeyOfRelease(el: XmlElement): string {
  const masterId = Number(child(el, 'master_id')?.text.trim());
  return Number.isInteger(masterId) && masterId > 0 ? masterAlbumKey(masterId) : releaseAlbumKey(Number(el.attrs.id));
}

/**
 * Maps one `<master>` record to its album document (the contract's `Album`): title, `original_release_date`
 * (`year` → `YYYY-00-00`), genre ({@link genreOf}), main artists, `externals.ext_dg` [master id],
 * type/format `ORIGINAL`/`ALBUM` (masters carry no formats; the importer refines both, and adds
 * label/distributor, from the master's main release when the sample holds it).
 */
export function mapDiscogsMaster(
  el: XmlElement,
  genres: Map<string, string>,
): { key: string; doc: JsonObject; mainReleaseId?: number } | { reject: Reject } {
  const id = Number(el.attrs.id);
  const title = childText(el, 'title');
  if (!Number.isInteger(id) || id <= 0 || !title) {
    return { reject: { reason: 'master without id or title', record: JSON.stringify({ id: el.attrs.id, title }) } };
  }
  const doc: JsonObject = { title, type: 'ORIGINAL', format: 'ALBUM' };
  const year = Number(childText(el, 'year'));
  if (Number.isInteger(year) && year > 0) doc.original_release_date = `${year}-00-00`;
  const genre = genreOf(el, genres);
  if (genre) doc.genre = genre;
  const artists = albumArtists(readCredits(child(el, 'artists')));
  if (artists.length) doc.artists = artists;
  doc.externals = { ext_dg: [id] };
  const main = Number(childText(el, 'main_release'));
  return { key: masterAlbumKey(id), doc, ...(main > 0 ? { mainReleaseId: main } : {}) };
}

/** What one release contributes (see {@link mapDiscogsRelease}). */
export interface DiscogsReleaseMapping {
  releaseId: number;
  /** Key of the release's album: its master id or `release:<id>`. */
  albumKey: string;
  /** Whether Discogs marks this release as the main release of its master. */
  isMainRelease: boolean;
  /** Album document as this release describes it (used when the master is not in the sample). */
  albumDoc: JsonObject;
  /** Release-level credit lines (for the album's credits). */
  albumCreditLines: CreditLine[];
  /** Release, recordings, recording credits (contributions), release tracks and album releases. */
  contributions: ContributionInput[];
  /** `sameAs` rows giving each `recording_credits` entity its recording's id. */
  sameAs: { entity: number; target: number }[];
  listItems: ListItemInput[];
  /**
   * Every Discogs artist credited (id → name as printed, suffix included, and ANVs) for the minimal
   * documents of artists known only from credits (`creditedArtistDoc`, ./discogs-names.ts).
   */
  credited: Map<number, { name: string; anvs: Set<string> }>;
  /** Folded track titles per credited main/featured artist id (linking evidence). */
  titlesByArtist: Map<number, Set<string>>;
  rejects: Reject[];
}

/**
 * Maps one `<release>` record.
 *
 * - Release (`Release`): `release_date` ← `released`; `barcode` ({@link barcodeOf}); `support`
 *   ({@link supportFromFormats}); `distributor` ← first label name; `recommended` ← Discogs
 *   `is_main_release` (only for releases with a master); `album {id, title}` ← the master (title
 *   from the master when known, else the release title) or, without master, an album of its own
 *   (`release:<id>`); `artists` ← release artists (`Main`) and release-level `Featuring` extra
 *   artists (`Feat`); `externals.ext_dg` [release id].
 * - Recordings (`Recording`), one per tracklist entry with a position: title, duration, artists = the
 *   track's artists (else the release's) plus `Featuring` extra artists as `Feat`,
 *   `externals.ext_dg` [release id]. Track (`Track`) items on the release (`release_tracks`): disc
 *   from {@link discOfPosition}, track number = order within the disc. Entries without position
 *   (headings) when other entries have positions, sub-tracks of index tracks, unreadable and
 *   duplicate positions are rejected. When no entry has a position, entries are numbered 1..n.
 * - Credits (`Credits`): track extra artists → `recording_credits` of the recording; release extra
 *   artists → returned as `albumCreditLines` for the album.
 * - `album_releases` item (album → release), sorted by release date.
 */
export function mapDiscogsRelease(
  el: XmlElement,
  genres: Map<string, string>,
  masterTitles: Map<string, string>,
): DiscogsReleaseMapping | { reject: Reject } {
  const releaseId = Number(el.attrs.id);
  const title = childText(el, 'title');
  if (!Number.isInteger(releaseId) || releaseId <= 0 || !title) {
    return { reject: { reason: 'release without id or title', record: JSON.stringify({ id: el.attrs.id, title }) } };
  }
  if (el.attrs.status && el.attrs.status !== 'Accepted') {
    return { reject: { reason: `release status ${el.attrs.status}`, record: String(releaseId), withdrawn: true } };
  }
  const credited = new Map<number, { name: string; anvs: Set<string> }>();
  const noteCredited = (cs: DiscogsCredit[]) => {
    for (const c of cs) {
      if (c.id <= 0) continue;
      const e = credited.get(c.id) ?? { name: c.name, anvs: new Set<string>() };
      if (c.anv) e.anvs.add(c.anv);
      credited.set(c.id, e);
    }
  };
  const mainArtists = readCredits(child(el, 'artists'));
  const extraArtists = readCredits(child(el, 'extraartists'));
  noteCredited(mainArtists);
  noteCredited(extraArtists);

  const masterEl = child(el, 'master_id');
  const masterId = Number(masterEl?.text.trim());
  const hasMaster = Number.isInteger(masterId) && masterId > 0;
  const albumKey = albumKeyOfRelease(el);
  const isMainRelease = hasMaster && masterEl?.attrs.is_main_release === 'true';
  const album = { ref: ref('album', DISCOGS_SOURCE, albumKey), title: masterTitles.get(albumKey) ?? title };
  const releaseDate = parseDiscogsDate(childText(el, 'released'));
  const releaseRef = ref('release', DISCOGS_SOURCE, releaseId);
  const releaseDoc = discogsReleaseDoc(el, releaseId, {
    hasMaster,
    isMainRelease,
    releaseDate,
    album,
    mainArtists,
    extraArtists,
  });

  const b: ReleaseBuild = {
    releaseId,
    releaseRef,
    mainArtists,
    extraArtists,
    noteCredited,
    titlesByArtist: new Map(),
    rejects: [],
    contributions: [{ entity: releaseRef, doc: releaseDoc }],
    sameAs: [],
    listItems: [
      {
        list: LISTS.albumReleases,
        owner: album.ref,
        itemKey: `discogs:${releaseId}`,
        sortKey: `${releaseDate ?? '9999-99-99'}:${padSortKey(releaseId)}`,
        itemRef: releaseRef,
      },
    ],
  };
  addDiscogsTracks(b, el);
  return {
    releaseId,
    albumKey,
    isMainRelease,
    albumDoc: discogsAlbumDocOfRelease(el, genres, { hasMaster, masterId, releaseDate, albumTitle: album.title, mainArtists }),
    albumCreditLines: creditLines(extraArtists),
    contributions: b.contributions,
    sameAs: b.sameAs,
    listItems: b.listItems,
    credited,
    titlesByArtist: b.titlesByArtist,
    rejects: b.rejects,
  };
}

/** The album document as one release describes it (see {@link mapDiscogsRelease}). */
function discogsAlbumDocOfRelease(
  el: XmlElement,
  genres: Map<string, string>,
  o: { hasMaster: boolean; masterId: number; releaseDate?: string; albumTitle: string; mainArtists: DiscogsCredit[] },
): JsonObject {
  const labels = labelsOf(el);
  const albumDoc: JsonObject = { title: o.albumTitle, ...albumTypeAndFormat(readFormats(el)) };
  if (labels[0]) {
    albumDoc.label = labels[0];
    albumDoc.distributor = labels[0];
  }
  if (!o.hasMaster && o.releaseDate) albumDoc.original_release_date = o.releaseDate;
  const genre = genreOf(el, genres);
  if (genre) albumDoc.genre = genre;
  const aa = albumArtists(o.mainArtists);
  if (aa.length) albumDoc.artists = aa;
  if (o.hasMaster) albumDoc.externals = { ext_dg: [o.masterId] };
  return albumDoc;
}

/** Label names of a release, in order. */
function labelsOf(el: XmlElement): string[] {
  return childrenNamed(child(el, 'labels'), 'label')
    .map((l) => (l.attrs.name ?? '').trim())
    .filter(Boolean);
}

/** The release document (the contract's `Release`, see {@link mapDiscogsRelease}). */
function discogsReleaseDoc(
  el: XmlElement,
  releaseId: number,
  o: {
    hasMaster: boolean;
    isMainRelease: boolean;
    releaseDate?: string;
    album: { ref: number; title: string };
    mainArtists: DiscogsCredit[];
    extraArtists: DiscogsCredit[];
  },
): JsonObject {
  const labels = labelsOf(el);
  const releaseArtists = recordingArtists(recordingArtistCredits(o.mainArtists, o.extraArtists));
  const releaseDoc: JsonObject = {};
  if (o.releaseDate) releaseDoc.release_date = o.releaseDate;
  if (labels[0]) releaseDoc.distributor = labels[0];
  const barcode = barcodeOf(el);
  if (barcode) releaseDoc.barcode = barcode;
  const support = supportFromFormats(readFormats(el));
  if (support) releaseDoc.support = support;
  if (o.hasMaster) releaseDoc.recommended = o.isMainRelease;
  releaseDoc.externals = { ext_dg: [releaseId] };
  releaseDoc.album = { id: o.album.ref, title: o.album.title };
  if (releaseArtists.length) releaseDoc.artists = releaseArtists.map(({ type: _t, ...a }) => a);
  return releaseDoc;
}

/** What the tracklist steps of {@link mapDiscogsRelease} share and fill. */
interface ReleaseBuild {
  releaseId: number;
  releaseRef: number;
  mainArtists: DiscogsCredit[];
  extraArtists: DiscogsCredit[];
  noteCredited: (cs: DiscogsCredit[]) => void;
  titlesByArtist: Map<number, Set<string>>;
  rejects: Reject[];
  contributions: ContributionInput[];
  sameAs: { entity: number; target: number }[];
  listItems: ListItemInput[];
}

/** Every tracklist entry: its key and disc (or a reject), then its recording, credits and track item. */
function addDiscogsTracks(b: ReleaseBuild, el: XmlElement): void {
  const { releaseId, rejects } = b;
  const tracks = childrenNamed(child(el, 'tracklist'), 'track');
  const anyPosition = tracks.some((t) => childText(t, 'position'));
  const perDisc = new Map<number, number>();
  const seenKeys = new Set<string>();
  tracks.forEach((t, i) => {
    const trackTitle = childText(t, 'title');
    const position = childText(t, 'position');
    for (const sub of childrenNamed(child(t, 'sub_tracks'), 'track')) {
      rejects.push({
        reason: 'sub-track of an index track (not a separate recording)',
        record: `${releaseId}:${childText(sub, 'position') ?? ''} ${childText(sub, 'title') ?? ''}`,
      });
    }
    if (!trackTitle) {
      rejects.push({ reason: 'track without title', record: `${releaseId}:${position ?? ''}` });
      return;
    }
    let disc: number | undefined;
    let key: string;
    if (anyPosition) {
      if (!position) {
        rejects.push({ reason: 'tracklist heading or unnumbered entry (no position)', record: `${releaseId}: ${trackTitle}` });
        return;
      }
      disc = discOfPosition(position);
      key = `${releaseId}:${position.trim()}`;
      if (disc === undefined) {
        rejects.push({ reason: 'unreadable track position', record: `${key} ${trackTitle}` });
        return;
      }
    } else {
      disc = 1;
      key = `${releaseId}:#${i + 1}`;
    }
    if (seenKeys.has(key)) {
      rejects.push({ reason: 'duplicate track position in release', record: `${key} ${trackTitle}` });
      return;
    }
    seenKeys.add(key);
    const trackNumber = (perDisc.get(disc) ?? 0) + 1;
    perDisc.set(disc, trackNumber);
    addDiscogsTrack(b, t, { key, title: trackTitle, disc, trackNumber });
  });
}

/** One accepted tracklist entry: its recording, recording credits and `release_tracks` item. */
function addDiscogsTrack(
  b: ReleaseBuild,
  t: XmlElement,
  e: { key: string; title: string; disc: number; trackNumber: number },
): void {
  const { key, title: trackTitle, disc, trackNumber } = e;
  const trackMain = readCredits(child(t, 'artists'));
  const trackExtra = readCredits(child(t, 'extraartists'));
  b.noteCredited(trackMain);
  b.noteCredited(trackExtra);
  const artistCredits = trackMain.length
    ? recordingArtistCredits(trackMain, trackExtra)
    : recordingArtistCredits(b.mainArtists, [...b.extraArtists, ...trackExtra]);
  const artists = recordingArtists(artistCredits);
  const folded = foldForMatch(trackTitle);
  for (const { credit } of artistCredits) {
    if (!b.titlesByArtist.has(credit.id)) b.titlesByArtist.set(credit.id, new Set());
    b.titlesByArtist.get(credit.id)!.add(folded);
  }

  const recordingRef = ref('recording', DISCOGS_SOURCE, key);
  const recording: JsonObject = { title: trackTitle };
  // An empty or "0:00" track duration is an unknown one.
  const seconds = parseDuration(childText(t, 'duration'));
  const duration = seconds ? formatDuration(seconds) : undefined;
  if (duration) recording.duration = duration;
  if (artists.length) recording.artists = artists;
  recording.externals = { ext_dg: [b.releaseId] };
  b.contributions.push({ entity: recordingRef, doc: recording });

  const trackCredits = groupCredits(creditLines(trackExtra));
  if (trackCredits.length) {
    const creditsRef = ref('recording_credits', DISCOGS_SOURCE, key);
    b.sameAs.push({ entity: creditsRef, target: recordingRef });
    b.contributions.push({ entity: creditsRef, doc: { data: trackCredits } });
  }

  const trackItem: JsonObject = {
    id: ref('track', DISCOGS_SOURCE, key),
    disc_number: disc,
    track_number: trackNumber,
    recording: { id: recordingRef, title: trackTitle, ...(duration ? { duration } : {}) },
  };
  b.listItems.push({
    list: LISTS.releaseTracks,
    owner: b.releaseRef,
    itemKey: key,
    sortKey: `${padSortKey(disc, 3)}:${padSortKey(trackNumber, 4)}`,
    item: trackItem,
  });
}
