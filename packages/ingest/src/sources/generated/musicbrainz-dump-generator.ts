/**
 * `catalog generate --format musicbrainz-dump`: a MusicBrainz-JSON-dump-shaped folder
 * (`mbdump/artist`, `release-group`, `release`, `recording`, one WS/2 JSON document per line) of
 * generated entities, so that benches measure the dump importer on its own input. The strings are
 * the catalog generator's (`generator.ts`: recombined real names, titles, durations and years of
 * the {@link GeneratorModel}); item i depends only on (seed, i), so files stream with nothing kept
 * in memory.
 *
 * Shape: ⌈N · {@link ARTISTS_PER_RECORDING}⌉ artists (MBID, name, sort name, aliases as search
 * hints); N recordings (title, length in ms, artist credit with a " feat. " join phrase before a
 * featured artist); one release per {@link TRACKS_PER_RELEASE} consecutive recordings (a CD of
 * those tracks credited to its first track's artists, dated by its first track's year), each in a
 * release group of its own (primary type Album).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import type { JsonObject } from '@mc/catalog';
import type { GeneratorModel } from './model';
import { ARTISTS_PER_RECORDING, generatedArtist, recordingLine } from './generator';
import { itemPrng } from './random';

/** Recordings per generated release. */
export const TRACKS_PER_RELEASE = 10;
const MBID_STREAM = { artist: 11, recording: 12, release: 13, 'release-group': 14 } as const;

/** A deterministic UUID-shaped MBID of item `i` of `kind` under `seed`. */
export function generatedMbid(seed: number, kind: keyof typeof MBID_STREAM, i: number): string {
  const r = itemPrng(seed, MBID_STREAM[kind], i);
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(r() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const durationMs = (d: unknown): number | undefined => {
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(String(d ?? ''));
  return m ? (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000 : undefined;
};

/** The dump documents of generated artist `i`. */
export function dumpArtist(model: GeneratorModel, seed: number, i: number): JsonObject {
  const a = generatedArtist(model, seed, i);
  return {
    id: generatedMbid(seed, 'artist', i),
    name: a.name,
    'sort-name': a.name,
    aliases: a.aliases.map((name) => ({ name, 'sort-name': name, locale: null, type: 'Search hint' })),
  };
}

/** The dump document of generated recording `j` among `artists` generated artists. */
export function dumpRecording(model: GeneratorModel, seed: number, j: number, artists: number): JsonObject {
  const line = recordingLine(model, seed, j, artists);
  const credits = line.artists as { key: string; name: string; link: string }[];
  const doc: JsonObject = {
    id: generatedMbid(seed, 'recording', j),
    title: line.title as string,
    isrcs: [],
    'artist-credit': credits.map((c, k) => ({
      name: c.name,
      joinphrase: credits[k + 1]?.link === 'Feat' ? ' feat. ' : '',
      artist: { id: generatedMbid(seed, 'artist', Number(c.key.slice(1))), name: c.name, 'sort-name': c.name },
    })),
  };
  const ms = durationMs(line.duration);
  if (ms) doc.length = ms;
  if (line.year) doc['first-release-date'] = String(line.year);
  return doc;
}

/** The release group and release documents of generated release `k` (recordings 10k…10k+9 of `recordings`). */
export function dumpRelease(
  model: GeneratorModel,
  seed: number,
  k: number,
  recordings: number,
  artists: number,
): { group: JsonObject; release: JsonObject } {
  const tracks: JsonObject[] = [];
  for (let j = k * TRACKS_PER_RELEASE; j < Math.min(recordings, (k + 1) * TRACKS_PER_RELEASE); j++) {
    tracks.push(dumpRecording(model, seed, j, artists));
  }
  const first = tracks[0]!;
  const group: JsonObject = {
    id: generatedMbid(seed, 'release-group', k),
    title: first.title as string,
    'primary-type': 'Album',
    'secondary-types': [],
    'artist-credit': first['artist-credit']!,
  };
  if (first['first-release-date']) group['first-release-date'] = first['first-release-date'];
  const release: JsonObject = {
    id: generatedMbid(seed, 'release', k),
    title: first.title as string,
    'artist-credit': first['artist-credit']!,
    'release-group': group,
    media: [
      {
        position: 1,
        format: 'CD',
        'track-count': tracks.length,
        tracks: tracks.map((t, n) => ({
          position: n + 1,
          number: String(n + 1),
          title: t.title!,
          length: t.length ?? null,
          recording: t,
        })),
      },
    ],
  };
  if (first['first-release-date']) release.date = first['first-release-date'];
  return { group, release };
}

async function writeLines(file: string, docs: Iterable<JsonObject>): Promise<void> {
  const out = createWriteStream(file);
  for (const d of docs) if (!out.write(`${JSON.stringify(d)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * Writes the generated dump of `recordings` recordings under `dir/mbdump/` (module comment).
 * @returns the number of documents per file. @throws on file errors.
 */
export async function writeGeneratedDump(
  model: GeneratorModel,
  seed: number,
  recordings: number,
  dir: string,
): Promise<Record<string, number>> {
  const artists = Math.max(1, Math.ceil(recordings * ARTISTS_PER_RECORDING));
  const releases = Math.ceil(recordings / TRACKS_PER_RELEASE);
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  mkdirSync(join(dir, 'mbdump'), { recursive: true });
  await writeLines(
    join(dir, 'mbdump', 'artist'),
    (function* () {
      for (const i of range(artists)) yield dumpArtist(model, seed, i);
    })(),
  );
  await writeLines(
    join(dir, 'mbdump', 'release-group'),
    (function* () {
      for (const k of range(releases)) yield dumpRelease(model, seed, k, recordings, artists).group;
    })(),
  );
  await writeLines(
    join(dir, 'mbdump', 'release'),
    (function* () {
      for (const k of range(releases)) yield dumpRelease(model, seed, k, recordings, artists).release;
    })(),
  );
  await writeLines(
    join(dir, 'mbdump', 'recording'),
    (function* () {
      for (const j of range(recordings)) yield dumpRecording(model, seed, j, artists);
    })(),
  );
  return { artist: artists, 'release-group': releases, release: releases, recording: recordings };
}
