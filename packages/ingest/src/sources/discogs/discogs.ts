/**
 * Importer `discogs`: the Discogs sample dump (`data/discogs_sample_20200806`, first 1,000 records
 * of each file of the 2020-08-06 monthly dump, CC0) → artists, albums (masters), releases,
 * recordings, release tracks, credits. The record mappings are in ./discogs-mapping.ts.
 *
 * What comes from where:
 * - `artists.xml` → artist documents (the contract's `Artist`, {@link mapDiscogsArtist}). Artists that releases
 *   credit but whose own record is not in the sample get a minimal document (name, disambiguation
 *   note, aliases from the name variations used on releases, `externals.ext_dg`; no `type`).
 * - Names as the artist is known (./discogs-names.ts): Discogs' disambiguation number ("Rainbow (2)")
 *   is in no served or credited name; it stays in the artist's key and `externals.ext_dg` (its
 *   Discogs id) and goes to the artist's `disambiguation` note ("Discogs (2)").
 * - `masters.xml` → albums (`Album`) keyed by master id. A release whose master is not in the sample
 *   still points at that master's album (same key); the album document is then built from the
 *   master's main release when the sample has it, else from the first of its releases, and gets no
 *   `original_release_date` (one edition's date is not the album's). A release without master
 *   gets an album of its own (`release:<id>`) dated by that release.
 *   Album type/format: `ORIGINAL`/`ALBUM` unless the (main) release's format descriptions say
 *   Compilation/Sampler/Mixed, Single/Maxi-Single, EP/Mini-Album or Mixtape
 *   ({@link albumTypeAndFormat}); label and distributor: the (main) release's first label.
 * - `releases.xml` → releases (`Release`), recordings (`Recording`), `release_tracks` items (`Track`),
 *   `album_releases` items, `recording_credits` (track extra artists) and `album_credits`
 *   (release extra artists of every release of the album, merged) as the contract's `Credits` documents
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
 * Input: the sample folder (`data/discogs_sample_20200806`, source `discogs`), or an operator's
 * monthly dump folder (`catalog import --discogs-dump DIR`, source `discogs_dump`, files:
 * ./discogs-dump-input.ts). Both go through the same passes and mappings; a dump's contributions
 * use the same refs, so an entity of the sample and the same Discogs id in a dump are one entity
 * with two contributions. The dump source is incremental (like `musicbrainz_dump`): never swept,
 * the writer keeps nothing of a written batch.
 *
 * Upstream deletions (dump source only; the sample source is complete and swept): a monthly dump
 * is the whole of Discogs at its date, so what the source contributed that a newer dump no longer
 * holds is retracted. Every entity a dump run writes (artists of the artists file and credited-only
 * ones, albums of masters and of releases, releases, recordings, credits) is recorded after each
 * written batch in the run's seen set (`recordSeen`, PostgreSQL); once the three files were read
 * whole and everything written, the source's entities of the kinds the files cover that the run
 * did not record are retracted, a chunk per transaction, and the counts logged
 * (./discogs-dump-retraction.ts: which file gives which kind, and when a kind is not checked). A
 * run killed or failing before that retracts nothing; the next run starts a new seen set. A
 * re-import limited to the records of merged entities (`ImportContext.limited`) writes only those,
 * so it neither records a seen set nor retracts.
 *
 * Memory: what the run must know across the whole dump (artist names, the titles, names and name
 * variations releases credit to each artist, master albums, every album's state folded over its
 * releases and its distinct credit lines) is spilled to PostgreSQL (`@mc/store` DiscogsSpill,
 * migration 011) and read back in pages ({@link DiscogsImportOptions.spillBatch} rows or records
 * at a time): ./discogs-passes.ts. The importer holds one batch of records, one write batch, one
 * page of the spill, and the catalog-artist index of linking with the decisions that name a
 * catalog artist (both bounded by the catalog, not the dump). Only titles that some catalog
 * artist's recording carries are spilled (the only ones linking can use).
 *
 * Restarts: a run first deletes its scope's spill (what a killed run left), rebuilds it from the
 * files, and deletes it when it ends; every catalog write is idempotent and ids are allocated in
 * the order the records come, so a killed run re-run ends with the catalog an uninterrupted run
 * gives. Everything is written once per entity, so a re-run writes nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { foldForMatch } from '@mc/text-analysis';
import { DEFAULT_SPILL_PAGE, DiscogsSpill, startSeenPass } from '@mc/store';
import { loadCatalogArtists } from '../common/artist-linking';
import { DISCOGS_DUMP_SOURCE, DISCOGS_SOURCE } from './discogs-mapping';
import { locateDiscogsDump } from './discogs-dump-input';
import { retractWhatTheDiscogsDumpLacks } from './discogs-dump-retraction';
import { catalogRecordingTitles, linkSpilledArtists } from './discogs-linking';
import {
  type DiscogsFiles,
  type PassOneCounts,
  DiscogsBatcher,
  RunSequence,
  spillPassOne,
  writeAlbums,
  writeArtists,
  writeCreditedOnly,
  writeReleases,
} from './discogs-passes';
import type { ImportContext, Importer } from '../../importer';

export { decideDiscogsArtistLink } from './discogs-linking';
export { DISCOGS_DUMP_SOURCE } from './discogs-mapping';

/** Dataset folder of the Discogs sample. */
export const DISCOGS_DATASET = 'discogs_sample_20200806';
/** Dataset folder holding the MusicBrainz genre list (`genre.csv`, the genre documents' source). */
export const GENRE_LIST_DATASET = 'musicbrainz_jsondump_flattened_ddmal';
/**
 * Mapping version of both Discogs sources (`Importer.version`): 2 since names are served without
 * Discogs' disambiguation suffix and the number went to the `disambiguation` note.
 */
export const DISCOGS_MAPPING_VERSION = 2;
/** Sources whose artists a Discogs artist may be linked to. */
const LINKED_SOURCES = ['billboard', 'musicbrainz'];

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

/** Options of {@link createDiscogsImporter}. */
export interface DiscogsImportOptions {
  /** An operator's dump folder (source `discogs_dump`); the shipped sample (source `discogs`) when absent. */
  dumpDir?: string;
  /** Records per spill write and rows per spill page read back (default `DEFAULT_SPILL_PAGE`, 1,000). */
  spillBatch?: number;
}

/** Pass 1 and linking (the catalog-artist index is dropped when they are done). */
async function spillAndLink(
  ctx: ImportContext,
  spill: DiscogsSpill,
  files: DiscogsFiles,
  o: { genres: Map<string, string>; seq: RunSequence },
): Promise<PassOneCounts> {
  const index = await loadCatalogArtists(ctx.pool, LINKED_SOURCES);
  const counts = await spillPassOne(ctx, spill, files, {
    ...o,
    linkTitles: catalogRecordingTitles(index),
    chunk: spill.pageSize,
  });
  await linkSpilledArtists(ctx, spill, index);
  return counts;
}

/** One run over `files` (module doc). */
async function runDiscogsImport(ctx: ImportContext, files: DiscogsFiles, source: string, spillBatch: number): Promise<void> {
  const dumpRun = source === DISCOGS_DUMP_SOURCE;
  // A limited re-import writes only the records of merged entities: it knows nothing of deletions.
  const tracksDeletions = dumpRun && !ctx.limited;
  const spill = new DiscogsSpill(ctx.pool, source, spillBatch);
  await spill.clear();
  if (tracksDeletions) await startSeenPass(ctx.pool, source, ctx.runId);
  const genres = loadGenreNames(join(ctx.dataDir, GENRE_LIST_DATASET, 'genre.csv'));
  const seq = new RunSequence();
  const { artistRecords, masterRecords, releaseRecords, masterRejects } = await spillAndLink(ctx, spill, files, { genres, seq });

  ctx.progress.start(artistRecords + releaseRecords + (await spill.counts()).albums, 'artists, releases, albums');
  const out = new DiscogsBatcher(ctx, { forget: dumpRun, recordSeen: tracksDeletions });
  const artistRejects = await writeArtists(ctx, files.artists, out);
  const releasesUnread = await writeReleases(ctx, spill, files.releases, { genres, seq, chunk: spill.pageSize, out });
  const albums = await writeAlbums(ctx, spill, out);
  const creditedOnly = await writeCreditedOnly(spill, out);
  await out.flush(true);
  ctx.progress.stop();
  const spilled = await spill.counts();
  await spill.clear();
  ctx.log(
    `${source}: ${spilled.artistRecords} artist records, ${creditedOnly} credited-only artists, ` +
      `${masterRecords} masters, ${releaseRecords} releases, ${albums} albums`,
  );
  if (!tracksDeletions) return;
  await retractWhatTheDiscogsDumpLacks(ctx, {
    artists: { records: artistRecords, unread: artistRejects },
    masters: { records: masterRecords, unread: masterRejects },
    releases: { records: releaseRecords, unread: releasesUnread },
  });
}

/**
 * A Discogs importer: the shipped sample (source `discogs`, complete: swept after each run) or an
 * operator's dump folder (source `discogs_dump`, incremental). Rules in the module doc.
 * @throws Error (at creation) when `opts.dumpDir` holds no complete dump.
 */
export function createDiscogsImporter(opts: DiscogsImportOptions = {}): Importer {
  const spillBatch = opts.spillBatch ?? DEFAULT_SPILL_PAGE;
  if (opts.dumpDir === undefined) {
    return {
      source: DISCOGS_SOURCE,
      datasets: [DISCOGS_DATASET, GENRE_LIST_DATASET],
      dependsOn: LINKED_SOURCES,
      version: DISCOGS_MAPPING_VERSION,
      run: (ctx) => runDiscogsImport(ctx, locateDiscogsDump(join(ctx.dataDir, DISCOGS_DATASET)), DISCOGS_SOURCE, spillBatch),
    };
  }
  const files = locateDiscogsDump(opts.dumpDir);
  return {
    source: DISCOGS_DUMP_SOURCE,
    datasets: [GENRE_LIST_DATASET],
    files: [files.artists, files.masters, files.releases],
    dependsOn: LINKED_SOURCES,
    incremental: true,
    version: DISCOGS_MAPPING_VERSION,
    run: (ctx) => runDiscogsImport(ctx, files, DISCOGS_DUMP_SOURCE, spillBatch),
  };
}

/** The `discogs` importer of the shipped sample. */
export const discogsImporter: Importer = createDiscogsImporter();
