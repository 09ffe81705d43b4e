/**
 * Finding and streaming the files of a MusicBrainz JSON data dump.
 *
 * The official dumps (`https://data.metabrainz.org/pub/musicbrainz/data/json-dumps/<date>/`) ship
 * one `<entity>.tar.xz` archive per entity type, holding `mbdump/<entity>`: one WS/2 JSON document
 * per line. A dump folder may hold, per entity of {@link DUMP_ENTITIES}, the extracted
 * `mbdump/<entity>`, the file `<entity>` itself, or the archive `<entity>.tar.xz` (looked up in
 * that order; an entity with none of them is not imported).
 *
 * Archives are streamed through GNU `tar -xJO` (xz decompression, the one member to stdout): the
 * archive bytes are read here and piped to tar, so progress counts the archive's bytes, and no
 * file is extracted to disk. Lines are read with `readline`: memory holds one line at a time
 * (plus the stream buffers, 64 KiB each).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { DUMP_ENTITIES, type DumpEntity } from './dump-mapping';

/** One entity file of a dump folder. */
export interface DumpInput {
  entity: DumpEntity;
  /** The file read: a plain JSON Lines file or a `.tar.xz` archive. */
  file: string;
  /** True for a `.tar.xz` archive holding `mbdump/<entity>`. */
  archived: boolean;
  /** Size of `file` in bytes (the progress total). */
  bytes: number;
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/**
 * The entity files of dump folder `dir`, in import order (module comment).
 * @throws Error when `dir` is not a folder or holds none of them.
 */
export function locateDumpInputs(dir: string): DumpInput[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`--musicbrainz-dump: ${dir} is not a folder`);
  const inputs: DumpInput[] = [];
  for (const entity of DUMP_ENTITIES) {
    const candidates = [
      { file: join(dir, 'mbdump', entity), archived: false },
      { file: join(dir, entity), archived: false },
      { file: join(dir, `${entity}.tar.xz`), archived: true },
    ];
    const found = candidates.find((c) => isFile(c.file));
    if (found) inputs.push({ entity, ...found, bytes: statSync(found.file).size });
  }
  if (!inputs.length) {
    throw new Error(
      `--musicbrainz-dump: ${dir} holds none of ${DUMP_ENTITIES.map((e) => `mbdump/${e}, ${e} or ${e}.tar.xz`).join('; ')}`,
    );
  }
  return inputs;
}

/** Lines of `input`, read as they come. */
async function* linesOf(input: Readable): AsyncGenerator<string> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of rl) yield line;
  } finally {
    rl.close();
  }
}

/**
 * The lines of one dump entity file, streamed; `onBytes` is told each chunk of `input.file` read.
 * @throws Error when tar fails on an archive (its exit code and last stderr text), or on read errors.
 */
export async function* dumpLines(input: DumpInput, onBytes: (n: number) => void): AsyncGenerator<string> {
  const file = createReadStream(input.file, { highWaterMark: 1 << 16 });
  file.on('data', (chunk) => onBytes(chunk.length));
  if (!input.archived) {
    try {
      yield* linesOf(file);
    } finally {
      file.destroy();
    }
    return;
  }
  const tar = spawn('tar', ['-xJO', '-f', '-', `mbdump/${input.entity}`], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  tar.stderr.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => tar.once('close', (code) => resolve(code)));
  tar.stdin.on('error', () => undefined); // tar may exit before reading the whole archive (its error is reported below)
  file.pipe(tar.stdin);
  let complete = false;
  try {
    yield* linesOf(tar.stdout);
    complete = true;
  } finally {
    if (!complete) {
      file.destroy();
      tar.kill('SIGTERM');
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`tar -xJO ${input.file} mbdump/${input.entity} failed (exit ${code}): ${stderr.trim()}`);
}
