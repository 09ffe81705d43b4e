/**
 * Genius tags 2000–2010 importer (source `genius`): 193,230 real artist/title/year/tags rows
 * (the Genius tags 2000–2010 dataset's `genius_metadata.csv.gz`, docs/catalog-import.md "Genius"; columns
 * `Artist,SongTitle,Year,Genius_Tags`), the first, real layer of the large benchmark catalog.
 *
 * **Licence**: research and non-commercial use only, so it is never shipped in `data/` and is not
 * part of `import --source all`; it is read from the path given with `import --genius PATH` (or by
 * `bench:scale`).
 *
 * **Mapping** (each row → catalog-file lines, imported by {@link importCatalogLines}):
 * - artist `key` = the `Artist` text (trimmed), `name` = the same;
 * - recording `key` = artist + U+0001 + title; `title` = `SongTitle` without a trailing
 *   "feat. X" / "ft. X" / "featuring X" (matching's `FEATURING_MARKERS`, optionally in brackets;
 *   "with" is a title word here: "Stay With Me"), whose names become `Feat`
 *   credits (split on ", ", " & " and " and "); `year` = `Year` when it is a number;
 * - the first row of an artist+title pair wins (the file repeats 24,682 pairs under other years).
 * Rows without artist or title are rejected with the field name.
 *
 * Streaming: gunzip → csv-parse stream; memory holds only the set of pair keys seen (one string per
 * distinct song). The progress total is the number of CSV records, counted in a first pass.
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { type JsonObject, SHIPPED_SOURCES } from '@mc/catalog';
import { FEATURING_MARKERS, wordsPattern } from '@mc/text-analysis';
import type { ImportContext, Importer } from '../../importer';
import { importCatalogLines } from '../catalog-file/catalog-line-stream';

/** Source name of this importer. */
export const GENIUS_SOURCE = SHIPPED_SOURCES.genius;

/** One CSV record of the dataset. */
export interface GeniusRow {
  Artist?: string;
  SongTitle?: string;
  Year?: string;
  Genius_Tags?: string;
}

/** A trailing guest credit of a title, optionally in brackets: "… feat. X", "… (ft. X & Y)". */
const FEATURING = new RegExp(`\\s+[([]?(?:${wordsPattern(FEATURING_MARKERS)})\\s+(.+?)[)\\]]?\\s*$`, 'iu');
/** Joiners between the guests of that credit: ",", " & ", " and ". */
const NAME_JOINER = new RegExp(`\\s*,\\s*|\\s+(?:${wordsPattern(['&', 'and'])})\\s+`, 'iu');

/**
 * Catalog-file lines of one row: its artists (main, then featured) and its recording, or a reject
 * naming the missing field. Pure.
 */
export function geniusLines(row: GeniusRow): { lines: JsonObject[] } | { field: string } {
  const artist = row.Artist?.trim() ?? '';
  const fullTitle = row.SongTitle?.trim() ?? '';
  if (!artist) return { field: 'Artist' };
  if (!fullTitle) return { field: 'SongTitle' };
  const feat = FEATURING.exec(fullTitle);
  const title = feat && feat.index > 0 ? fullTitle.slice(0, feat.index).trim() : fullTitle;
  const featured =
    feat && feat.index > 0
      ? feat[1]!
          .split(NAME_JOINER)
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
  const credits = [
    { key: artist, name: artist, link: 'Main' },
    ...featured.filter((n) => n !== artist).map((n) => ({ key: n, name: n, link: 'Feat' })),
  ];
  const year = Number(row.Year);
  const recording: JsonObject = { kind: 'recording', key: `${artist}\u0001${title}`, title, artists: credits };
  if (Number.isInteger(year) && year > 1000) recording.year = year;
  return { lines: [...credits.map((c) => ({ kind: 'artist', key: c.key, name: c.name })), recording] };
}

function records(file: string): AsyncIterable<GeniusRow> {
  return createReadStream(file)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, skip_empty_lines: true, relax_column_count: true, bom: true }));
}

async function countRecords(file: string): Promise<number> {
  let n = 0;
  for await (const _ of records(file)) n++;
  return n;
}

async function* linesOf(file: string, ctx: ImportContext): AsyncIterable<JsonObject> {
  const seen = new Set<string>();
  for await (const row of records(file)) {
    const mapped = geniusLines(row);
    if ('field' in mapped) {
      ctx.reject(`${mapped.field}: required`, JSON.stringify(row));
      ctx.progress.increment();
      continue;
    }
    const recording = mapped.lines[mapped.lines.length - 1]!;
    if (seen.has(recording.key as string)) {
      ctx.progress.increment();
      continue;
    }
    seen.add(recording.key as string);
    yield* mapped.lines.slice(0, -1);
    yield recording;
  }
}

/** The importer of the Genius file at `file` (a `.csv.gz`). */
export function geniusImporter(file: string): Importer {
  return {
    source: GENIUS_SOURCE,
    datasets: [],
    files: [file],
    dependsOn: [],
    // A fixed research snapshot: each run brings the whole file, nothing to sweep.
    incremental: true,
    async run(ctx: ImportContext) {
      const total = await countRecords(file);
      // Progress counts CSV records: a song's recording line, a repeated pair or a reject is one.
      ctx.progress.start(total, 'rows');
      const { written, rejected } = await importCatalogLines(ctx, linesOf(file, ctx), {
        source: GENIUS_SOURCE,
        progressOf: (line) => (line.kind === 'recording' ? 1 : 0),
      });
      ctx.progress.stop();
      ctx.log(`${GENIUS_SOURCE}: ${total} rows, ${written} lines written, ${rejected} rejected`);
    },
  };
}
