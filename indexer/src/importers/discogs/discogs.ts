/**
 * Importer `discogs`: the Discogs sample dump (`data/discogs_sample_20200806`, first 1,000 records
 * of each file of the 2020-08-06 monthly dump, CC0) → artists, albums (masters), releases,
 * recordings, release tracks, credits. The record mappings are in ./discogs-mapping.ts.
 *
 * What comes from where:
 * - `artists.xml` → artist documents (SPEC 2.2, {@link mapDiscogsArtist}). Artists that releases
 *   credit but whose own record is not in the sample get a minimal document (name, aliases from
 *   the unsuffixed name and the name variations used on releases, `externals.ext_dg`; no `type`).
 * - `masters.xml` → albums (2.5) keyed by master id. A release whose master is not in the sample
 *   still points at that master's album (same key); the album document is then built from the
 *   master's main release when the sample has it, else from the first of its releases, and gets no
 *   `original_release_date` (one edition's date is not the album's). A release without master
 *   gets an album of its own (`release:<id>`) dated by that release.
 *   Album type/format: `ORIGINAL`/`ALBUM` unless the (main) release's format descriptions say
 *   Compilation/Sampler/Mixed, Single/Maxi-Single, EP/Mini-Album or Mixtape
 *   ({@link albumTypeAndFormat}); label and distributor: the (main) release's first label.
 * - `releases.xml` → releases (2.8), recordings (2.10), `release_tracks` items (2.9),
 *   `album_releases` items, `recording_credits` (track extra artists) and `album_credits`
 *   (release extra artists of every release of the album, merged) as SPEC 2.14 documents
 *   grouped by {@link creditCategory}. Credits documents take their recording's/album's id: each
 *   `('recording_credits'|'album_credits', 'discogs', key)` ref is declared `sameAs` the
 *   recording/album ref with the same key.
 * - `artist_albums` items: each album's main artists → album.
 * - labels.xml is not read: label names come with the releases.
 * - Genres: first Discogs style, else genre, that is in the MusicBrainz genre list
 *   (`musicbrainz_jsondump_flattened_ddmal/genre.csv`, the genre documents' source), as `ref('genre','genre',fold(name))`.
 *
 * Cross-source identity (dependsOn billboard, musicbrainz): a Discogs artist is declared `sameAs`
 * a catalog artist only on evidence ({@link decideDiscogsArtistLink}):
 * 1. the catalog artist already carries this Discogs id in `externals.ext_dg` (MusicBrainz URL
 *    relationships), and it is the only one; or
 * 2. its name equals the Discogs name (folded, disambiguation suffix removed) AND it has a
 *    recording whose folded title equals the folded title of a Discogs track credited to this
 *    Discogs artist, and exactly one catalog artist qualifies.
 * Same name without a shared title is refused (logged with examples). Albums, releases and
 * recordings are not linked across sources.
 *
 * Memory: masters, album states, per-artist track titles and credited-artist names are held in
 * memory (fine for the sample; the full dump would need a spill to disk). Everything is written
 * once per entity, so a re-run writes nothing.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { join } from 'node:path';
import { type JsonObject, LISTS, ref } from '@mc/catalog';
import { foldForMatch } from '@mc/matching';
import type { ContributionInput, ImportBatch, ListItemInput } from '@mc/store';
import {
  type CatalogArtistIndex,
  type LinkDecision,
  artistsNamed,
  describeDecision,
  loadCatalogArtists,
  refuseSharedTargets,
} from '../shared/artist-linking';
import {
  type CreditLine,
  DISCOGS_SOURCE,
  albumTypeAndFormat,
  creditedArtistDoc,
  discogsArtistRef,
  groupCredits,
  mapDiscogsArtist,
  stripDisambiguation,
} from './discogs-mapping';
import { mapDiscogsMaster, mapDiscogsRelease } from './discogs-release-mapping';
import { childText, readDiscogsRecords } from './discogs-xml';
import type { ImportContext, Importer } from '../importer';

/** Dataset folder of the Discogs sample. */
export const DISCOGS_DATASET = 'discogs_sample_20200806';
/** Dataset folder holding the MusicBrainz genre list (`genre.csv`, the genre documents' source). */
export const GENRE_LIST_DATASET = 'musicbrainz_jsondump_flattened_ddmal';

const BATCH_CONTRIBUTIONS = 2000;

/**
 * Reads the MusicBrainz genre list (`genre.csv` of the flattened JSON dump, columns
 * `genre_id,name,…`), the same list the `mb_jsondump` importer makes genre documents from.
 * @returns folded name → genre name (first in file order when two names fold alike).
 * @throws when the file cannot be read or parsed.
 */
export function loadGenreNames(file: string): Map<string, string> {
  const out = new Map<string, string>();
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, relax_quotes: true }) as { name?: string }[];
  for (const row of rows) {
    const name = row.name?.trim();
    if (name && !out.has(foldForMatch(name))) out.set(foldForMatch(name), name);
  }
  return out;
}

/**
 * Decides whether Discogs artist `id` named `name` is a catalog artist (rules in the module doc).
 * @param titles folded titles of the Discogs tracks credited to the artist.
 * @returns a decision (with `target` when linked), or undefined when no catalog artist has the
 * Discogs id or the name (nothing to decide).
 */
export function decideDiscogsArtistLink(
  id: number,
  name: string,
  titles: Set<string>,
  index: CatalogArtistIndex,
): LinkDecision | undefined {
  const key = String(id);
  const byId = index.byDiscogsId.get(id) ?? [];
  if (byId.length === 1) return { key, name, target: byId[0], reason: 'catalog artist carries this Discogs id' };
  if (byId.length > 1) return { key, name, reason: `${byId.length} catalog artists carry this Discogs id` };
  const named = artistsNamed(index, stripDisambiguation(name));
  if (!named.length) return undefined;
  const withTitle = named.filter((a) => [...titles].some((t) => a.recordingTitles.has(t)));
  if (withTitle.length === 1) {
    const shared = [...titles].filter((t) => withTitle[0]!.recordingTitles.has(t));
    return { key, name, target: withTitle[0], reason: `same name and shared recording title "${shared[0]}"` };
  }
  if (withTitle.length > 1) return { key, name, reason: `${withTitle.length} same-name catalog artists share a title` };
  return { key, name, reason: 'same name only, no shared recording title' };
}

interface AlbumState {
  doc: JsonObject;
  fromMaster: boolean;
  mainSeen: boolean;
  credits: CreditLine[];
}

/** Folds a release's view of its album into the album state (rules in the module doc). */
function updateAlbum(
  albums: Map<string, AlbumState>,
  key: string,
  releaseDoc: JsonObject,
  isMain: boolean,
  credits: CreditLine[],
) {
  const state = albums.get(key);
  if (!state) {
    albums.set(key, { doc: releaseDoc, fromMaster: false, mainSeen: isMain, credits: [...credits] });
    return;
  }
  state.credits.push(...credits);
  if (state.fromMaster) {
    if (isMain || !state.mainSeen) {
      const { type, format, label, distributor, genre, artists } = releaseDoc;
      state.doc = {
        ...state.doc,
        ...(type ? { type, format } : {}),
        ...(label ? { label, distributor } : {}),
        ...(state.doc.genre ? {} : genre ? { genre } : {}),
        ...(state.doc.artists ? {} : artists ? { artists } : {}),
      };
      state.mainSeen = state.mainSeen || isMain;
    }
  } else if (isMain && !state.mainSeen) {
    state.doc = releaseDoc;
    state.mainSeen = true;
  }
}

/** Names and titles for linking, and master albums (pass 1 over artists, masters, releases). */
interface LinkingPass {
  artistNames: Map<number, string>;
  artistRecords: number;
  masterRecords: number;
  albums: Map<string, AlbumState>;
  masterTitles: Map<string, string>;
  releaseRecords: number;
  titlesByArtist: Map<number, Set<string>>;
  credited: Map<number, { name: string; anvs: Set<string> }>;
}

/** Pass 1: artist names, master albums (rejects reported) and per-artist release titles and credited names. */
async function readLinkingPass(
  ctx: ImportContext,
  file: (what: string) => string,
  genres: Map<string, string>,
): Promise<LinkingPass> {
  const artistNames = new Map<number, string>();
  let artistRecords = 0;
  for await (const el of readDiscogsRecords(file('artists'))) {
    artistRecords += 1;
    const id = Number(childText(el, 'id'));
    const name = childText(el, 'name');
    if (id > 0 && name) artistNames.set(id, name);
  }
  const albums = new Map<string, AlbumState>();
  const masterTitles = new Map<string, string>();
  let masterRecords = 0;
  for await (const el of readDiscogsRecords(file('masters'))) {
    masterRecords += 1;
    const m = mapDiscogsMaster(el, genres);
    if ('reject' in m) {
      ctx.reject(m.reject.reason, m.reject.record);
      continue;
    }
    masterTitles.set(m.key, m.doc.title as string);
    albums.set(m.key, { doc: m.doc, fromMaster: true, mainSeen: false, credits: [] });
  }
  const titlesByArtist = new Map<number, Set<string>>();
  const credited = new Map<number, { name: string; anvs: Set<string> }>();
  let releaseRecords = 0;
  for await (const el of readDiscogsRecords(file('releases'))) {
    releaseRecords += 1;
    const r = mapDiscogsRelease(el, genres, masterTitles);
    if ('reject' in r) continue; // rejected in pass 2
    for (const [id, ts] of r.titlesByArtist) {
      if (!titlesByArtist.has(id)) titlesByArtist.set(id, new Set());
      for (const t of ts) titlesByArtist.get(id)!.add(t);
    }
    for (const [id, c] of r.credited) {
      const e = credited.get(id) ?? { name: c.name, anvs: new Set<string>() };
      for (const a of c.anvs) e.anvs.add(a);
      credited.set(id, e);
    }
  }
  return { artistNames, artistRecords, masterRecords, albums, masterTitles, releaseRecords, titlesByArtist, credited };
}

/**
 * Links Discogs artists to catalog artists ({@link decideDiscogsArtistLink}), one Discogs artist per
 * catalog artist, and writes the links before any contribution uses the refs; logs a sample.
 */
async function linkDiscogsArtists(
  ctx: ImportContext,
  credited: LinkingPass['credited'],
  artistNames: Map<number, string>,
  titlesByArtist: Map<number, Set<string>>,
): Promise<void> {
  const index = await loadCatalogArtists(ctx.pool, discogsImporter.dependsOn);
  const decisions: LinkDecision[] = [];
  const allNames = new Map<number, string>([...[...credited].map(([id, c]) => [id, c.name] as [number, string]), ...artistNames]);
  for (const [id, name] of allNames) {
    const d = decideDiscogsArtistLink(id, name, titlesByArtist.get(id) ?? new Set(), index);
    if (d) decisions.push(d);
  }
  // One Discogs artist per catalog artist: several Discogs artists qualifying for the same
  // catalog artist are all refused (their contributions would overwrite one another).
  refuseSharedTargets(decisions, 'Discogs artists');
  const links = decisions.filter((d) => d.target);
  if (links.length) {
    await ctx.writer.write({ sameAs: links.map((d) => ({ entity: discogsArtistRef(d.key), target: d.target!.ref })) });
  }
  const refused = decisions.filter((d) => !d.target);
  ctx.log(`discogs: catalog artists read ${index.size}; linked ${links.length}, refused ${refused.length}`);
  for (const d of [...links.slice(0, 20), ...refused.slice(0, 20)]) ctx.log(`  ${describeDecision(d)}`);
}

/** An album's contribution, its grouped credits (`album_credits`, same id) and its `artist_albums` items. */
function albumContributions(
  key: string,
  state: AlbumState,
): Required<Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>> {
  const out: Required<Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>> = {
    contributions: [],
    listItems: [],
    sameAs: [],
  };
  const albumRef = ref('album', DISCOGS_SOURCE, key);
  const doc = { ...state.doc };
  if (!doc.type) Object.assign(doc, albumTypeAndFormat([]));
  out.contributions.push({ entity: albumRef, doc });
  const credits = groupCredits(state.credits);
  if (credits.length) {
    const creditsRef = ref('album_credits', DISCOGS_SOURCE, key);
    out.sameAs.push({ entity: creditsRef, target: albumRef });
    out.contributions.push({ entity: creditsRef, doc: { data: credits } });
  }
  for (const a of (doc.artists as JsonObject[] | undefined) ?? []) {
    const item: ListItemInput = {
      list: LISTS.artistAlbums,
      owner: a.id_artist as number,
      itemKey: `discogs:album:${key}`,
      sortKey: `${(doc.original_release_date as string | undefined) ?? '9999-99-99'}:${key}`,
      itemRef: albumRef,
    };
    out.listItems.push(item);
  }
  return out;
}

/** The `discogs` importer. */
export const discogsImporter: Importer = {
  source: DISCOGS_SOURCE,
  datasets: [DISCOGS_DATASET, GENRE_LIST_DATASET],
  dependsOn: ['billboard', 'musicbrainz'],
  async run(ctx: ImportContext): Promise<void> {
    const dir = join(ctx.dataDir, DISCOGS_DATASET);
    const file = (what: string) => join(dir, `discogs_20200806_${what}.xml.gz`);
    const genres = loadGenreNames(join(ctx.dataDir, GENRE_LIST_DATASET, 'genre.csv'));

    const { artistNames, artistRecords, masterRecords, albums, masterTitles, releaseRecords, titlesByArtist, credited } =
      await readLinkingPass(ctx, file, genres);

    await linkDiscogsArtists(ctx, credited, artistNames, titlesByArtist);

    ctx.progress.start(artistRecords + releaseRecords + albums.size, 'artists, releases, albums');
    let batch: Required<Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>> = {
      contributions: [],
      listItems: [],
      sameAs: [],
    };
    const flush = async (force = false) => {
      if (!force && batch.contributions.length + batch.listItems.length < BATCH_CONTRIBUTIONS) return;
      if (batch.contributions.length || batch.listItems.length || batch.sameAs.length) await ctx.writer.write(batch);
      batch = { contributions: [], listItems: [], sameAs: [] };
    };

    // Pass 2: artists.
    for await (const el of readDiscogsRecords(file('artists'))) {
      const a = mapDiscogsArtist(el);
      if ('reject' in a) ctx.reject(a.reject.reason, a.reject.record);
      else batch.contributions.push(a.contribution);
      ctx.progress.increment();
      await flush();
    }
    // Releases, recordings, tracks, recording credits.
    for await (const el of readDiscogsRecords(file('releases'))) {
      const r = mapDiscogsRelease(el, genres, masterTitles);
      ctx.progress.increment();
      if ('reject' in r) {
        ctx.reject(r.reject.reason, r.reject.record);
        continue;
      }
      for (const rej of r.rejects) ctx.reject(rej.reason, rej.record);
      batch.contributions.push(...r.contributions);
      batch.listItems.push(...r.listItems);
      batch.sameAs.push(...r.sameAs);
      updateAlbum(albums, r.albumKey, r.albumDoc, r.isMainRelease, r.albumCreditLines);
      await flush();
    }
    // Albums, album credits, artist → album lists.
    for (const [key, state] of albums) {
      const a = albumContributions(key, state);
      batch.contributions.push(...a.contributions);
      batch.sameAs.push(...a.sameAs);
      batch.listItems.push(...a.listItems);
      ctx.progress.increment();
      await flush();
    }
    // Artists only credited on releases.
    const creditedOnly: ContributionInput[] = [];
    for (const [id, c] of credited) {
      if (!artistNames.has(id)) creditedOnly.push({ entity: discogsArtistRef(id), doc: creditedArtistDoc(id, c.name, c.anvs) });
    }
    for (const c of creditedOnly) {
      batch.contributions.push(c);
      await flush();
    }
    await flush(true);
    ctx.progress.stop();
    ctx.log(
      `discogs: ${artistNames.size} artist records, ${creditedOnly.length} credited-only artists, ` +
        `${masterRecords} masters, ${releaseRecords} releases, ${albums.size} albums`,
    );
  },
};
