/**
 * Importer `mb_jsondump`: genres, show types and shows from the flattened MusicBrainz JSON dump
 * (`data/musicbrainz_jsondump_flattened_ddmal`, DDMAL LinkedMusic; MusicBrainz core data, CC0).
 *
 * - `genre.csv` (the full current MusicBrainz genre list, 1,950 genres) → one `genre` entity per
 *   genre, ref `('genre', 'genre', foldForMatch(name))` (the shared genre-reference convention, so
 *   other sources' genre refs land on these documents), doc `{id, name}` (the contract's `Genre`).
 *   - Parents: neither this dump (columns: MBID, name, disambiguation, Wikidata) nor
 *     `musicbrainz_server_fixtures/genres_2019.tsv` (gid, name) nor the server fixtures carry
 *     genre–genre ("subgenre of") relationships. The only parent the data states is a MusicBrainz
 *     disambiguation of the form "<genre> subgenre" ("new jazz": "trap subgenre", "tearout": "older
 *     dubstep subgenre"; {@link subgenreParent}): the longest tail of its words that names another
 *     genre of the list becomes `parent_genre` and the contribution's `parent`
 *     (`/api/genre?id_parent=`). Every other genre has no parent.
 *   - Translations: none in the data, so `translated` is absent.
 *   - Two genres whose names fold to the same key (`kaseko` / `kasékò`): the first in file order is
 *     kept, the other is rejected (a ref can only have one document per source).
 *   - Genre refs made by other importers for names outside this list (e.g. Spotify's "World/
 *     Traditional") get no document here; the API drops such refs. No genre is invented.
 * - `event.csv` (3,377 events; multi-valued cells are flattened into continuation rows that repeat
 *   the event MBID with the other cells empty, and are grouped back here):
 *   - every distinct non-empty `type` → a `show_type` entity, ref `('show_type','mb_jsondump',
 *     typeName)`, doc `{id, name}` (written sorted by name, before the shows);
 *   - every event → a `show` entity, ref `('show','mb_jsondump', eventMBID)`, doc (the contract's `Show`):
 *     `name`; `type {id, name}` when the event has a type; `description` = the MusicBrainz
 *     disambiguation when present; `cancelled: true` (an extension of this service) when MusicBrainz marks the
 *     event cancelled.
 *   - Not filled, for lack of data: `year`, `country`, `area` (the flattener dropped the event's
 *     life-span and place/area relationships, so `area.csv` cannot be joined to events), `artists`
 *     (the dump keeps no performer relationships; setlist `@` lines name artists without saying
 *     whether they performed or composed, so they are not taken as performers), `subtitle`, `album`.
 * - `recording.csv` and `label.csv` are not read by this importer.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { type JsonObject, ref, SHIPPED_SOURCES, showTypeRef } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput } from '@mc/store';
import type { Importer, ImportContext } from '../../importer';

/** Source name of this importer (contribution source, and the source of show/show-type refs). */
export const MB_JSONDUMP_SOURCE = SHIPPED_SOURCES.mbJsondump;
const DATASET = 'musicbrainz_jsondump_flattened_ddmal';
const BATCH = 2000;

/** One row of `genre.csv`. */
export interface MbGenreRow {
  genre_id: string; // https://musicbrainz.org/genre/<mbid>
  name: string;
  disambiguation?: string;
  relations_wiki?: string;
}

/** One row of `event.csv` (continuation rows repeat `event_id` and leave the other cells empty). */
export interface MbEventRow {
  event_id: string; // https://musicbrainz.org/event/<mbid>
  'type-id'?: string;
  disambiguation?: string;
  cancelled?: string; // "True" / "False" / ""
  time?: string;
  name?: string;
  setlist?: string;
  type?: string;
  annotation?: string;
  genres_name?: string;
  genres_id?: string;
  relations_wiki?: string;
}

/** The MBID at the end of a MusicBrainz entity URL (`https://musicbrainz.org/<entity>/<mbid>`), or null. */
export function mbidFromUrl(url: string | undefined): string | null {
  const m = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec((url ?? '').trim());
  return m ? m[1]!.toLowerCase() : null;
}

/** The genre ref for a genre name: `ref('genre', 'genre', foldForMatch(name))`. */
export function genreRef(name: string): number {
  return ref('genre', 'genre', foldForMatch(name));
}

/**
 * The parent genre a MusicBrainz disambiguation "<…> <genre> subgenre" names: the longest tail of
 * the words before "subgenre" whose folded form is a genre of `known` (folded key → name), or null.
 */
export function subgenreParent(disambiguation: string | undefined, known: ReadonlyMap<string, string>): string | null {
  const m = /^(.+?)\s+sub-?genre$/iu.exec((disambiguation ?? '').trim());
  if (!m) return null;
  const words = m[1]!.split(/\s+/u);
  for (let i = 0; i < words.length; i++) {
    const name = known.get(foldForMatch(words.slice(i).join(' ')));
    if (name) return name;
  }
  return null;
}

/**
 * Maps one `genre.csv` row to the genre contribution `{id, name}`, with `parent_genre` and `parent`
 * when its disambiguation names a parent among `known` genres (folded key → name; module doc).
 * @returns null when the name is empty or folds to an empty key (the caller rejects it).
 */
export function mapGenre(row: MbGenreRow, known: ReadonlyMap<string, string> = new Map()): ContributionInput | null {
  const name = (row.name ?? '').trim();
  if (!name || !foldForMatch(name)) return null;
  const entity = genreRef(name);
  const parentName = subgenreParent(row.disambiguation, known);
  if (!parentName || foldForMatch(parentName) === foldForMatch(name)) return { entity, doc: { id: entity, name } };
  const parent = genreRef(parentName);
  return { entity, doc: { id: entity, name, parent_genre: { id_genre: parent, name: parentName } }, parent };
}

/** The show-type contribution `{id, name}` for an event type name. */
export function mapShowType(typeName: string): ContributionInput {
  const entity = showTypeRef(typeName);
  return { entity, doc: { id: entity, name: typeName } };
}

/**
 * Maps the rows of one event (first row = the event's own cells, others = continuation rows) to the
 * show contribution (see the module doc for the fields).
 * @returns null when the event has no MBID or no name (the caller rejects it).
 */
export function mapEvent(rows: MbEventRow[]): ContributionInput | null {
  const first = rows[0];
  const mbid = mbidFromUrl(first?.event_id);
  const name = (first?.name ?? '').trim();
  if (!first || !mbid || !name) return null;
  const entity = ref('show', MB_JSONDUMP_SOURCE, mbid);
  const doc: JsonObject = { id: entity, name };
  const type = (first.type ?? '').trim();
  if (type) doc.type = { id: showTypeRef(type), name: type };
  const disambiguation = (first.disambiguation ?? '').trim();
  if (disambiguation) doc.description = disambiguation;
  if ((first.cancelled ?? '').trim() === 'True') doc.cancelled = true;
  return { entity, doc };
}

/**
 * Groups the rows of each event (the flattener's continuation rows repeat the event MBID), keeping
 * the order of first appearance; the first row of a group is the one with the event's own cells.
 */
export function groupEventRows(rows: MbEventRow[]): MbEventRow[][] {
  const groups = new Map<string, MbEventRow[]>();
  for (const r of rows) {
    const g = groups.get(r.event_id);
    if (g) g.push(r);
    else groups.set(r.event_id, [r]);
  }
  return [...groups.values()];
}

async function readCsv<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  const parser = createReadStream(path).pipe(parse({ columns: true, relax_quotes: true }));
  for await (const rec of parser) out.push(rec as T);
  return out;
}

async function writeInBatches(ctx: ImportContext, items: ContributionInput[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    const part = items.slice(i, i + BATCH);
    await ctx.writer.write({ contributions: part });
    ctx.progress.increment(part.length);
  }
}

/** The `mb_jsondump` importer (genres, show types, shows; no dependencies). */
export const mbGenresShowsImporter: Importer = {
  source: MB_JSONDUMP_SOURCE,
  datasets: [DATASET],
  // 2: genre parents from "<genre> subgenre" disambiguations.
  version: 2,
  dependsOn: [],
  async run(ctx: ImportContext): Promise<void> {
    const dir = join(ctx.dataDir, DATASET);

    // Genres, in file order (the file is sorted by name).
    const genreRows = await readCsv<MbGenreRow>(join(dir, 'genre.csv'));
    const known = new Map<string, string>();
    for (const row of genreRows) if (!known.has(foldForMatch(row.name))) known.set(foldForMatch(row.name), row.name.trim());
    const genres: ContributionInput[] = [];
    const seen = new Map<string, string>();
    for (const row of genreRows) {
      const g = mapGenre(row, known);
      if (!g) {
        ctx.reject('genre without a usable name', JSON.stringify(row));
        continue;
      }
      const key = foldForMatch(row.name);
      if (seen.has(key)) {
        ctx.reject(`genre name folds to the same key as "${seen.get(key)}"`, JSON.stringify(row));
        continue;
      }
      seen.set(key, row.name.trim());
      genres.push(g);
    }
    ctx.progress.start(genres.length, 'genres');
    await writeInBatches(ctx, genres);
    ctx.progress.stop();

    // Show types, then shows.
    const events = groupEventRows(await readCsv<MbEventRow>(join(dir, 'event.csv')));
    const types = [...new Set(events.map((g) => (g[0]!.type ?? '').trim()).filter(Boolean))].sort();
    await ctx.writer.write({ contributions: types.map(mapShowType) });
    const shows: ContributionInput[] = [];
    for (const g of events) {
      const s = mapEvent(g);
      if (s) shows.push(s);
      else ctx.reject('event without MBID or name', JSON.stringify(g[0]));
    }
    ctx.progress.start(shows.length, 'shows');
    await writeInBatches(ctx, shows);
    ctx.progress.stop();
    ctx.log(`mb_jsondump: ${genres.length} genres, ${types.length} show types, ${shows.length} shows`);
  },
};
