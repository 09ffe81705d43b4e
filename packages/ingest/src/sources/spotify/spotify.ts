/**
 * Spotify "Top Hits 2000–2019" importer (source `spotify`, dataset
 * `data/spotify_top_hits_2000_2019/songs_normalize.csv`: artist, song, duration_ms, explicit, year,
 * popularity, Spotify audio features, genre). Runs after `billboard` and links to its recordings.
 *
 * **Audio descriptors** (`recording_audio`, the contract's `RecordingAudioDescriptors`; id = the recording's id through `sameAs`).
 * Spotify's 0..1 features are kept on their own 0..1 scale (no rescaling):
 * - tempo (BPM) → `bpm`; loudness (dB, mostly −60..0) → `loudness` (dB)
 * - valence → `valence`; danceability → `danceability`
 * - energy → `arousal` and `intensity` (Spotify's energy is "perceptual measure of intensity and activity")
 * - acousticness → `electric_acoustic` (high = acoustic)
 * - instrumentalness → `vocal_instrumental` (high = likely no vocals, as the contract's `RecordingAudioDescriptors` describes it)
 * - speechiness → `music_speech` (high = speech); liveness → `studio_live` (high = likely live)
 * - `moods`: the four quadrants of Russell's valence–arousal circumplex, weighted bilinearly from
 *   valence v and energy e (weights sum to 1, three decimals): `happy` = v·e, `calm` = v·(1−e),
 *   `sad` = (1−v)·(1−e), `tense` = (1−v)·e.
 *
 * **Linking to Billboard** (evidence: same main artist and same title). Titles are compared after
 * {@link titleForMatch} (matching's `analyzeTitle` base: bracketed parts and "feat." tails removed,
 * folded with `foldForMatch`; also any " - Radio Edit"/" - Remastered …"/" - subtitle" tail
 * removed, "&" read as "and", spaces removed); artists after matching's `linkArtistKey`
 * ("$"→"s", "&"→"and", folded, everything but letters and digits removed, so "*NSYNC" = "'N Sync").
 * The Spotify artist (a single artist) must equal one MAIN credit of the Billboard performer string,
 * its main part (also with a quoted nickname removed: Missy "Misdemeanor" Elliott), the whole
 * string, or the first name of a main part the chart import kept whole as one act (Spotify's
 * "benny blanco" / "Eastside (with Halsey & Khalid)" is Billboard's "benny blanco, Halsey & Khalid"
 * / "Eastside": same title, and Spotify names the leading artist). Exactly one Billboard candidate → linked; several → the one whose title also agrees under
 * {@link strictTitleForMatch} if exactly one does, else ambiguous, not linked (counted). A linked row declares `sameAs` ref('recording','spotify', artist+U+0001+song)
 * → the Billboard recording and contributes only `duration`, `genre`, `year` (an extension: release
 * year) and `alt_titles` (an extension: the Spotify title when it differs) — Billboard's title and
 * credits stay canonical. The Spotify artist of a linked row is declared `sameAs` the Billboard
 * artist whose folded name it equals (the shared recording is the evidence; with several, the most
 * often linked, then the alphabetically first), and contributes its spelling as an alias when it
 * differs.
 *
 * **Unlinked rows** become recordings `ref('recording','spotify', artist+U+0001+song)` with title,
 * the artist (`ref('artist','spotify', name)`), duration, genre and year.
 *
 * **Genres**: the `genre` column ("pop, R&B", "Dance/Electronic") is split on "," and "/"; each is
 * `ref('genre','genre', foldForMatch(name))` (documents come from the reference importer); the
 * recording's `genre` is the first one. "set()" means no genre.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type JsonObject, durationFromMs, ref, SHIPPED_SOURCES } from '@mc/catalog';
import {
  CHART_READING,
  FEATURING_MARKERS,
  GUEST_MARKERS,
  analyzeTitle,
  featuredParts,
  foldForMatch,
  linkArtistKey,
  wordsPattern,
} from '@mc/text-analysis';
import type { ContributionInput, SameAsInput } from '@mc/store';
import {
  BILLBOARD_DATASET,
  billboardArtistRef,
  billboardRecordingRef,
  loadBillboardChart,
  type BillboardCatalog,
} from '../billboard/billboard';
import type { ImportContext, Importer } from '../../importer';
import { recordSpotifyLinkDecisions } from './spotify-link-decisions';

/** Source name of this importer. */
export const SPOTIFY_SOURCE = SHIPPED_SOURCES.spotify;
/** Dataset folder under `data/`. */
export const SPOTIFY_DATASET = 'spotify_top_hits_2000_2019';

/** One CSV row as text (column names of the dataset). */
export type SpotifyRow = Record<
  | 'artist'
  | 'song'
  | 'duration_ms'
  | 'explicit'
  | 'year'
  | 'popularity'
  | 'danceability'
  | 'energy'
  | 'key'
  | 'loudness'
  | 'mode'
  | 'speechiness'
  | 'acousticness'
  | 'instrumentalness'
  | 'liveness'
  | 'valence'
  | 'tempo'
  | 'genre',
  string
>;

/** Source key of a Spotify row: artist and song joined by U+0001. */
export const spotifyRecordingKey = (row: Pick<SpotifyRow, 'artist' | 'song'>): string =>
  `${row.artist.trim()}\u0001${row.song.trim()}`;
/** Recording ref of a Spotify row. */
export const spotifyRecordingRef = (key: string): number => ref('recording', SPOTIFY_SOURCE, key);
/** Artist ref of a Spotify artist name. */
export const spotifyArtistRef = (name: string): number => ref('artist', SPOTIFY_SOURCE, name.trim());
/** Genre ref of a genre name (shared convention). */
export const genreRef = (name: string): number => ref('genre', 'genre', foldForMatch(name));

/** A bracketed guest credit in a title: "(feat. X)", "[with X & Y]". */
const BRACKETED_GUESTS = new RegExp(`[([]\\s*(?:${wordsPattern(GUEST_MARKERS)})\\s[^)\\]]*[)\\]]`, 'giu');
/** A bare "feat. X" tail of a title ("with" is a title word outside brackets). */
const BARE_FEATURING_TAIL = new RegExp(`\\s+(?:${wordsPattern(FEATURING_MARKERS)})\\s.*$`, 'iu');
/** Joiners before the leading name of a main part: ", ", " & ", " and ", " x ", " / ". */
const LEADING_NAME_JOINERS = new RegExp(`, | (?:${wordsPattern(['&', 'and', 'x', '/'])}) `, 'iu');

/** A " - X" tail outside brackets (X may hold whole bracketed parts): Spotify's subtitle or version. */
const SPOTIFY_DASH_TAIL_RE = /\s+-\s+(?:[^()[\]]|\([^()]*\)|\[[^[\]]*\])*$/u;

/**
 * Title key for matching (see module doc): matching's `analyzeTitle` base title (bracketed parts
 * and bare "feat." tails removed, folded) without spaces, after reading " & " as " and " and
 * dropping any " - X" tail, not only version tails (Spotify writes Billboard's "Lady (Hear Me
 * Tonight)" as "Lady - Hear Me Tonight"). "Kiss Kiss (feat. T-Pain)" → "kisskiss"; a title
 * with no letters keeps its whole folded text.
 * @returns a key of letters and digits without spaces (empty only for an empty title).
 */
export function titleForMatch(title: string): string {
  const subtitleless = title.replace(/\s&\s/gu, ' and ').replace(SPOTIFY_DASH_TAIL_RE, ' ');
  return analyzeTitle(subtitleless).base.replace(/\s+/gu, '') || foldForMatch(title).replace(/\s+/gu, '');
}

/**
 * Strict title key, used only to break ties between several candidates: the whole title folded
 * with only "feat." parts removed ("Love Story" ≠ "Love Story (Taylor's Version)",
 * "Outta Control - Remix" = "Outta Control (Remix)").
 */
export function strictTitleForMatch(title: string): string {
  return foldForMatch(title.replace(BRACKETED_GUESTS, ' ').replace(BARE_FEATURING_TAIL, ' ')).replace(/\s+/gu, '');
}

/** Genre names of the `genre` column ("set()" or empty → none). */
export function spotifyGenres(genre: string): string[] {
  if (!genre || genre.trim() === 'set()') return [];
  return genre
    .split(/[,/]/u)
    .map((g) => g.trim())
    .filter((g) => g.length > 0);
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Mood weights from valence and energy, both 0..1 (see module doc). */
export function moodsFromValenceEnergy(valence: number, energy: number): { name: string; value: number }[] {
  const v = Math.min(1, Math.max(0, valence));
  const e = Math.min(1, Math.max(0, energy));
  return [
    { name: 'happy', value: round3(v * e) },
    { name: 'calm', value: round3(v * (1 - e)) },
    { name: 'sad', value: round3((1 - v) * (1 - e)) },
    { name: 'tense', value: round3((1 - v) * e) },
  ];
}

function num(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The audio descriptor document (the contract's `RecordingAudioDescriptors`) of a row, without `id` (see module doc). */
export function mapAudioDescriptors(row: SpotifyRow): JsonObject {
  const doc: JsonObject = {};
  const set = (field: string, value: number | undefined) => {
    if (value !== undefined) doc[field] = round3(value);
  };
  set('bpm', num(row.tempo));
  set('valence', num(row.valence));
  set('danceability', num(row.danceability));
  set('arousal', num(row.energy));
  set('intensity', num(row.energy));
  set('electric_acoustic', num(row.acousticness));
  set('vocal_instrumental', num(row.instrumentalness));
  set('music_speech', num(row.speechiness));
  set('studio_live', num(row.liveness));
  set('loudness', num(row.loudness));
  const v = num(row.valence);
  const e = num(row.energy);
  if (v !== undefined && e !== undefined) doc.moods = moodsFromValenceEnergy(v, e);
  return doc;
}

/** A Billboard recording as a link candidate. */
export interface BillboardCandidate {
  key: string;
  title: string;
  /** Artist keys (`linkArtistKey`) that may match: MAIN credits, main part, whole string. */
  artistKeys: Set<string>;
  /** MAIN credit names by artist key. */
  mainByKey: Map<string, string>;
}

/** Billboard recordings by {@link titleForMatch} key. */
export type BillboardTitleIndex = Map<string, BillboardCandidate[]>;

/** Indexes the Billboard catalog for linking. */
export function buildBillboardTitleIndex(catalog: BillboardCatalog): BillboardTitleIndex {
  const index: BillboardTitleIndex = new Map();
  for (const h of catalog.histories.values()) {
    const credits = catalog.credits.get(h.performer) ?? [];
    const mainByKey = new Map<string, string>();
    for (const c of credits) if (c.type === 'MAIN') mainByKey.set(linkArtistKey(c.name), c.name);
    const mainPart = featuredParts(h.performer, CHART_READING).parts[0] ?? h.performer;
    const leadingName = mainPart.split(LEADING_NAME_JOINERS)[0] ?? mainPart;
    const artistKeys = new Set(
      [...mainByKey.keys(), mainPart, h.performer, mainPart.replace(/\s*"[^"]*"\s*/gu, ' '), leadingName].map((n, i) =>
        i < mainByKey.size ? n : linkArtistKey(n),
      ),
    );
    const t = titleForMatch(h.song);
    const list = index.get(t) ?? index.set(t, []).get(t)!;
    list.push({ key: h.key, title: h.song, artistKeys, mainByKey });
  }
  return index;
}

/** Outcome of linking one Spotify row. */
export type SpotifyLink =
  | { kind: 'linked'; candidate: BillboardCandidate; artistName?: string }
  | { kind: 'ambiguous'; candidates: BillboardCandidate[] }
  | { kind: 'none' };

/** Links a Spotify row to a Billboard recording (rules in the module doc). */
export function linkToBillboard(row: Pick<SpotifyRow, 'artist' | 'song'>, index: BillboardTitleIndex): SpotifyLink {
  const a = linkArtistKey(row.artist);
  let found = (index.get(titleForMatch(row.song)) ?? []).filter((c) => a.length > 0 && c.artistKeys.has(a));
  if (found.length > 1) {
    const strict = strictTitleForMatch(row.song);
    const exact = found.filter((c) => strictTitleForMatch(c.title) === strict);
    if (exact.length === 1) found = exact;
  }
  if (found.length === 1) return { kind: 'linked', candidate: found[0]!, artistName: found[0]!.mainByKey.get(a) };
  if (found.length > 1) return { kind: 'ambiguous', candidates: found };
  return { kind: 'none' };
}

/** Why a row cannot be used, or `undefined`. */
export function spotifyRowProblem(row: Partial<SpotifyRow>): string | undefined {
  if (!row.artist?.trim() || !row.song?.trim()) return 'row without artist or song';
  return undefined;
}

/** The recording fields every row contributes (duration, genre, year). */
function commonRecordingFields(row: SpotifyRow): JsonObject {
  const doc: JsonObject = {};
  const ms = num(row.duration_ms);
  if (ms !== undefined && ms > 0) doc.duration = durationFromMs(ms);
  const g = spotifyGenres(row.genre)[0];
  if (g) doc.genre = { id_genre: genreRef(g), name: g };
  const year = num(row.year);
  if (year !== undefined && Number.isInteger(year)) doc.year = year;
  return doc;
}

/**
 * Contribution of a linked row to the Billboard recording (through its sameAs'd Spotify ref):
 * duration, genre, year and the Spotify title as `alt_titles` when it differs.
 */
export function mapLinkedRecording(row: SpotifyRow, billboardTitle: string): ContributionInput {
  const entity = spotifyRecordingRef(spotifyRecordingKey(row));
  const doc: JsonObject = { id: entity, ...commonRecordingFields(row) };
  if (row.song.trim() !== billboardTitle) doc.alt_titles = [row.song.trim()];
  return { entity, doc };
}

/** Contribution of an unlinked row: its own recording (the contract's `Recording` + `year`). */
export function mapUnlinkedRecording(row: SpotifyRow): ContributionInput {
  const entity = spotifyRecordingRef(spotifyRecordingKey(row));
  const name = row.artist.trim();
  return {
    entity,
    doc: {
      id: entity,
      title: row.song.trim(),
      artists: [{ id: spotifyArtistRef(name), name, type: 'MAIN', link: 'Main', roles: [] }],
      ...commonRecordingFields(row),
      externals: {},
    },
  };
}

/** Reads the CSV rows. @throws when the file is missing or not CSV. */
export function readSpotifyRows(dataDir: string): SpotifyRow[] {
  return parse(readFileSync(join(dataDir, SPOTIFY_DATASET, 'songs_normalize.csv')), {
    columns: true,
    skip_empty_lines: true,
  }) as SpotifyRow[];
}

/**
 * Artist identity: each Spotify artist name → the Billboard main artist its linked rows most often
 * name (ties by name order); a Spotify artist with no linked row has none.
 */
function spotifyArtistTargets(usable: readonly { row: SpotifyRow; link: SpotifyLink }[]): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const u of usable) {
    if (u.link.kind !== 'linked' || !u.link.artistName) continue;
    const name = u.row.artist.trim();
    const v = votes.get(name) ?? votes.set(name, new Map()).get(name)!;
    v.set(u.link.artistName, (v.get(u.link.artistName) ?? 0) + 1);
  }
  const artistTarget = new Map<string, string>();
  for (const [name, v] of votes) {
    const best = [...v].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]!;
    artistTarget.set(name, best[0]);
  }
  return artistTarget;
}

/** The Spotify importer. */
export const spotifyImporter: Importer = {
  source: SPOTIFY_SOURCE,
  datasets: [SPOTIFY_DATASET, BILLBOARD_DATASET],
  dependsOn: ['billboard'],
  // 2: "&" = "and" in title keys; leading artist of a collaboration credit kept whole.
  version: 2,
  async run(ctx: ImportContext): Promise<void> {
    const rows = readSpotifyRows(ctx.dataDir);
    const index = buildBillboardTitleIndex(loadBillboardChart(ctx.dataDir).catalog);
    ctx.progress.start(rows.length, 'spotify rows');

    const seen = new Set<string>();
    const usable: { row: SpotifyRow; key: string; link: SpotifyLink }[] = [];
    for (const row of rows) {
      const problem = spotifyRowProblem(row);
      if (problem) {
        ctx.reject(problem, JSON.stringify(row));
        continue;
      }
      const key = spotifyRecordingKey(row);
      if (seen.has(key)) {
        ctx.reject('duplicate (artist, song) row', JSON.stringify(row));
        continue;
      }
      seen.add(key);
      usable.push({ row, key, link: linkToBillboard(row, index) });
    }

    const artistTarget = spotifyArtistTargets(usable);
    await recordSpotifyLinkDecisions(ctx, usable, artistTarget); // every decision recorded; vetoed links refused

    // Batch 1: identities (so later refs resolve to the Billboard ids).
    const sameAs: SameAsInput[] = [];
    for (const [name, bb] of artistTarget) sameAs.push({ entity: spotifyArtistRef(name), target: billboardArtistRef(bb) });
    for (const u of usable) {
      if (u.link.kind === 'linked')
        sameAs.push({ entity: spotifyRecordingRef(u.key), target: billboardRecordingRef(u.link.candidate.key) });
    }
    await ctx.writer.write({ sameAs });

    // Batch 2: recordings, artists and audio descriptors.
    const contributions: ContributionInput[] = [];
    const audioSameAs: SameAsInput[] = [];
    const artists = new Map<string, ContributionInput>();
    let linked = 0;
    let ambiguous = 0;
    for (const u of usable) {
      const name = u.row.artist.trim();
      if (!artists.has(name)) {
        const bb = artistTarget.get(name);
        const doc: JsonObject = { id: spotifyArtistRef(name), name };
        if (bb !== undefined && bb !== name) doc.aliases = [{ alias: name, link: 'Alias' }];
        artists.set(name, { entity: spotifyArtistRef(name), doc });
      }
      let recordingRef: number;
      if (u.link.kind === 'linked') {
        linked += 1;
        contributions.push(mapLinkedRecording(u.row, u.link.candidate.title));
        recordingRef = billboardRecordingRef(u.link.candidate.key);
      } else {
        if (u.link.kind === 'ambiguous') ambiguous += 1;
        contributions.push(mapUnlinkedRecording(u.row));
        recordingRef = spotifyRecordingRef(u.key);
      }
      const audio = ref('recording_audio', SPOTIFY_SOURCE, u.key);
      audioSameAs.push({ entity: audio, target: recordingRef });
      contributions.push({ entity: audio, doc: { id: audio, ...mapAudioDescriptors(u.row) } });
    }
    contributions.push(...artists.values());
    await ctx.writer.write({ sameAs: audioSameAs, contributions });
    ctx.progress.increment(rows.length);
    ctx.progress.stop();
    ctx.log(
      `spotify: ${rows.length} rows, ${usable.length} imported, ${linked} linked to Billboard, ` +
        `${ambiguous} ambiguous (not linked), ${usable.length - linked - ambiguous} without a Billboard match, ` +
        `${artistTarget.size} artists linked`,
    );
  },
};
