/**
 * Importer `jamendolyrics`: 79 Creative-Commons songs from Jamendo with lyrics and line timings
 * (`data/jamendolyrics_multilang`, JamendoLyrics MultiLang, ICASSP 2023; annotations MIT, lyrics
 * under the per-song CC licence of the `LicenseType` column).
 *
 * Per row of `JamendoLyrics.csv` (key = the Jamendo track id from the `URL` column, e.g.
 * `https://www.jamendo.com/track/1559261/...` → `1559261`):
 * - a `recording` ref `('recording','jamendolyrics', trackId)`, doc (the contract's `Recording`) `{id, title, artists
 *   [{id, name, type 'MAIN', link 'Main'}], genre {id_genre, name}, externals {ext_lf: [trackId]}}`
 *   (the Jamendo id is also the lyric's `lfid`, so `/api/recording?ext_lf_id=` finds it). No
 *   duration: the audio is not shipped and the annotations only cover the sung part.
 * - an `artist` ref `('artist','jamendolyrics', Artist column)`, doc `{id, name}` (no type: unknown).
 * - a `lyric` (the contract's `Lyric`) `{id_recording, lfid, title, language, language_code, lyric, territories:
 *   [], publisher_credit: [], lrc, license, source_url}`: `lyric` = `lyrics/<file>.txt` verbatim
 *   (the dataset's normalised text; ND licences forbid altering it); `lrc` = one entry per line of
 *   `annotations/lines/<file>.csv` `{line, milliseconds (start, ms), duration (end − start, ms),
 *   lrc_timestamp "[mm:ss.xx]"}`; `license` = the CC licence ("CC BY-NC-ND") and `source_url` = the
 *   Jamendo page, both extensions of this service, kept for attribution (CC BY) and NC/ND terms.
 *
 * Lyric ids: the catalog serves a lyric under its recording's id (`/api/recording/{id}/lyric`;
 * entity kind `lyric`, "id = recording id"). The lyric kind has its own id counter, so the lyric is
 * written under ref `('lyric','recording', String(recordingId))` after pre-seeding `id_map` with
 * `('lyric','recording', recordingId) → recordingId` (`seedIdsEqualToKeys` of `@mc/store`). Every lyric
 * id of the catalog is made this way, so the lyric counter is never used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type JsonObject, lrcTimestamp, ref, SHIPPED_SOURCES } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import { type ContributionInput, seedIdsEqualToKeys } from '@mc/store';
import type { Importer, ImportContext } from '../../importer';

/** Source name of this importer. */
export const JAMENDOLYRICS_SOURCE = SHIPPED_SOURCES.jamendolyrics;
const DATASET = 'jamendolyrics_multilang';

/** One row of `JamendoLyrics.csv`. */
export interface JamendoSongRow {
  URL: string;
  Filepath: string; // e.g. HILA_-_Give_Me_the_Same.mp3
  Artist: string;
  Title: string;
  Genre: string;
  LicenseType: string; // "CC BY-NC-ND", "BY-ND", "CC  BY-NC-SA", …
  Language: string; // English, German, Spanish, French
  LyricOverlap?: string;
  Polyphonic?: string;
  NonLexical?: string;
}

/** One row of `annotations/lines/<file>.csv` (times in seconds). */
export interface JamendoLineRow {
  start_time: string;
  end_time: string;
  lyrics_line: string;
}

/** One LRC entry of the contract's `Lyric` (all strings; times in milliseconds). */
export interface LrcLine {
  line: string;
  duration: string;
  milliseconds: string;
  lrc_timestamp: string;
}

/** ISO 639-1 codes of the dataset's language names. */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = { English: 'en', German: 'de', Spanish: 'es', French: 'fr' };

/** The Jamendo track id in a Jamendo track URL (`…/track/<id>/…`), or null. */
export function jamendoTrackId(url: string): string | null {
  return /\/track\/(\d+)(?:\/|$)/.exec(url ?? '')?.[1] ?? null;
}

/** Normalises the dataset's licence spellings to "CC BY-…" ("BY-ND" → "CC BY-ND", "CC  BY" → "CC BY"). */
export function normaliseCcLicence(licenseType: string): string {
  const core = licenseType
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^CC\s*/i, '');
  return `CC ${core.toUpperCase()}`;
}

/**
 * Maps the rows of a line-annotation file to LRC entries (`lrc` of the contract's `Lyric`).
 * @returns the entries and the rows that could not be used (non-numeric times, end before start or
 * empty text), for the caller to reject.
 */
export function mapLrcLines(rows: JamendoLineRow[]): { lrc: LrcLine[]; bad: JamendoLineRow[] } {
  const lrc: LrcLine[] = [];
  const bad: JamendoLineRow[] = [];
  for (const r of rows) {
    const start = Math.round(Number(r.start_time) * 1000);
    const end = Math.round(Number(r.end_time) * 1000);
    const line = (r.lyrics_line ?? '').trim();
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start || !line || r.start_time === '') {
      bad.push(r);
      continue;
    }
    lrc.push({ line, duration: String(end - start), milliseconds: String(start), lrc_timestamp: lrcTimestamp(start) });
  }
  return { lrc, bad };
}

/** The recording ref of a Jamendo track id. */
export function jamendoRecordingRef(trackId: string): number {
  return ref('recording', JAMENDOLYRICS_SOURCE, trackId);
}

/**
 * Maps one song row to its recording and artist contributions.
 * @returns null when the row has no Jamendo track id, title or artist (the caller rejects it).
 */
export function mapJamendoRecording(row: JamendoSongRow): { recording: ContributionInput; artist: ContributionInput } | null {
  const trackId = jamendoTrackId(row.URL);
  const title = (row.Title ?? '').trim();
  const artistName = (row.Artist ?? '').trim();
  if (!trackId || !title || !artistName) return null;
  const artistRef = ref('artist', JAMENDOLYRICS_SOURCE, artistName);
  const entity = jamendoRecordingRef(trackId);
  const doc: JsonObject = {
    id: entity,
    title,
    artists: [{ id: artistRef, name: artistName, type: 'MAIN', link: 'Main' }],
    externals: { ext_lf: [Number(trackId)] },
  };
  const genre = (row.Genre ?? '').trim();
  if (genre && foldForMatch(genre)) doc.genre = { id_genre: ref('genre', 'genre', foldForMatch(genre)), name: genre };
  return { recording: { entity, doc }, artist: { entity: artistRef, doc: { id: artistRef, name: artistName } } };
}

/**
 * Maps one song (row, plain lyrics text, LRC lines) to its lyric contribution, stored under
 * `ref('lyric','recording', recordingId)` (see the module doc for the id rule).
 * @param recordingId the numeric id of the song's recording (from `resolveIds`).
 * @returns null when the row has no Jamendo track id.
 */
export function mapJamendoLyric(
  row: JamendoSongRow,
  recordingId: number,
  lyricText: string,
  lrc: LrcLine[],
): ContributionInput | null {
  const trackId = jamendoTrackId(row.URL);
  if (!trackId) return null;
  const entity = ref('lyric', 'recording', String(recordingId));
  const doc: JsonObject = {
    id_recording: jamendoRecordingRef(trackId),
    lfid: trackId,
    title: row.Title.trim(),
    territories: [],
    publisher_credit: [],
  };
  const language = (row.Language ?? '').trim();
  if (language) doc.language = language;
  const code = LANGUAGE_CODES[language];
  if (code) doc.language_code = code;
  const text = lyricText.replace(/\r\n/g, '\n').replace(/\s+$/, '');
  if (text) doc.lyric = text;
  if (lrc.length) doc.lrc = lrc as unknown as JsonObject[];
  if ((row.LicenseType ?? '').trim()) doc.license = normaliseCcLicence(row.LicenseType);
  if ((row.URL ?? '').trim()) doc.source_url = row.URL.trim();
  return { entity, doc };
}

/** The `jamendolyrics` importer (no dependencies). */
export const jamendoLyricsImporter: Importer = {
  source: JAMENDOLYRICS_SOURCE,
  datasets: [DATASET],
  dependsOn: [],
  async run(ctx: ImportContext): Promise<void> {
    const dir = join(ctx.dataDir, DATASET);
    const rows = parse(readFileSync(join(dir, 'JamendoLyrics.csv')), { columns: true, trim: false }) as JamendoSongRow[];
    ctx.progress.start(rows.length, 'songs');
    const songs: { row: JamendoSongRow; recording: ContributionInput; artist: ContributionInput }[] = [];
    for (const row of rows) {
      const m = mapJamendoRecording(row);
      if (m) songs.push({ row, ...m });
      else ctx.reject('song without Jamendo track id, title or artist', JSON.stringify(row));
    }
    await ctx.writer.write({ contributions: [...songs.map((s) => s.artist), ...songs.map((s) => s.recording)] });

    const ids = await ctx.writer.resolveIds(songs.map((s) => s.recording.entity));
    await seedIdsEqualToKeys(ctx.pool, 'lyric', 'recording', [...ids.values()]);
    const lyrics: ContributionInput[] = [];
    for (const s of songs) {
      const base = s.row.Filepath.replace(/\.mp3$/i, '');
      const textPath = join(dir, 'lyrics', `${base}.txt`);
      const linesPath = join(dir, 'annotations', 'lines', `${base}.csv`);
      if (!existsSync(textPath) || !existsSync(linesPath)) {
        ctx.reject('song without lyrics or line annotations file', JSON.stringify(s.row));
        ctx.progress.increment();
        continue;
      }
      const lineRows = parse(readFileSync(linesPath), { columns: true }) as JamendoLineRow[];
      const { lrc, bad } = mapLrcLines(lineRows);
      for (const b of bad) ctx.reject('lyric line with unusable timing or text', `${base}: ${JSON.stringify(b)}`);
      const lyric = mapJamendoLyric(s.row, ids.get(s.recording.entity)!, readFileSync(textPath, 'utf8'), lrc);
      if (lyric) lyrics.push(lyric);
      ctx.progress.increment();
    }
    await ctx.writer.write({ contributions: lyrics });
    ctx.progress.stop();
    ctx.log(`jamendolyrics: ${songs.length} recordings, ${lyrics.length} lyrics`);
  },
};
