/**
 * Importer `musicbrainz_dump`: an operator's MusicBrainz JSON data dump (`catalog import
 * --musicbrainz-dump DIR`; files and archives: `dump-input.ts`; mapping: `dump-mapping.ts`).
 *
 * Entities are the `musicbrainz` importer's own refs `(kind, 'musicbrainz', MBID)`, so an entity
 * of the shipped MusicBrainz fixtures and the same MBID in a dump are one entity with two
 * contributions (sources `musicbrainz` and `musicbrainz_dump`).
 *
 * Streamed, with bounded memory: lines are mapped as they are read and written in batches of at
 * most {@link BATCH_LINES} lines or {@link BATCH_BYTES} bytes of JSON, whichever comes first; the
 * next batch is mapped while the previous one is written (at most one write in flight), and the
 * writer forgets the rows of each written batch (`CatalogWriter.forgetSeen`). Memory therefore
 * holds about two batches: 2 × 8 MiB of JSON text, their parsed documents and mapped writes
 * (about 10× the text), so under 200 MiB above the process's baseline, plus the longest line,
 * whatever the dump's size.
 *
 * Restartable and incremental: every write is idempotent (contributions keyed by (kind, id,
 * source) and only written when their content changed), batches commit one by one, and the
 * runner never sweeps the source (`incremental`: a sweep needs the run's every row in memory): a
 * run killed half-way leaves what it committed, and the next run (the import was not recorded as
 * finished, so it is not skipped) writes the same rows again, changing only what the killed run
 * had not reached. A newer dump rewrites only the documents whose content changed.
 *
 * Upstream deletions: a dump is the whole of MusicBrainz at its date, so an entity the source
 * contributed that a newer dump no longer holds was deleted or merged away upstream, and is
 * retracted (`retractUnseen` in `@mc/store`: the source's contribution, list items and TOCs go;
 * the entity is re-merged from its other sources or answers 404). The entities each batch wrote are
 * recorded in PostgreSQL (`recordSeen`, keyed by the import run), not in memory; only once every
 * file was read are the source's contributions of the kinds those files cover
 * ({@link DUMP_FILE_KINDS}) that the run did not record retracted, a chunk per transaction. So a
 * run killed or failing before its end retracts nothing (the next run starts a new seen set), a
 * folder without a file retracts nothing of that file's kinds, and nor does an empty file or a
 * file with a line that gave no entity (that line may hold one the dump still has; a plain file
 * cut short ends in such a line). The counts per kind, and the
 * kinds not checked with why, are logged. A re-import limited to the records of merged entities
 * (`ImportContext.limited`) writes only those, so it neither records a seen set nor retracts, and
 * it parses only the lines that name one of their MBIDs ({@link limitedLineTest}): resolution after
 * a few merges costs a scan of the dump's text, not a mapping of every line.
 */
import { type EntityKind, type JsonObject, SHIPPED_SOURCES } from '@mc/catalog';
import {
  type ContributionInput,
  type DiscTocInput,
  type ListItemInput,
  type SameAsInput,
  recordSeen,
  startSeenPass,
} from '@mc/store';
import type { Importer, ImportContext } from '../../importer';
import { retractUnseenAndLog } from '../common/retract-unseen';
import { linkGroupLookup, readIsoCountryNames } from '../musicbrainz/musicbrainz';
import { type DumpInput, dumpLines, locateDumpInputs } from './dump-input';
import {
  DUMP_ENTITIES,
  DUMP_FILE_KINDS,
  type DumpEntity,
  type DumpMappingContext,
  isJsonObject,
  mapDumpDocument,
} from './dump-mapping';

/** Contribution source of the dump importer. */
export const MUSICBRAINZ_DUMP_SOURCE = SHIPPED_SOURCES.musicbrainzDump;
/** Lines per write batch at most. */
export const BATCH_LINES = 1000;
/** Bytes of JSON text per write batch at most (a batch closes at the first line past it). */
export const BATCH_BYTES = 8 << 20;

/** Options of {@link musicbrainzDumpImporter}. */
export interface MusicBrainzDumpOptions {
  /** The dump folder (`mbdump/<entity>`, `<entity>` or `<entity>.tar.xz` files). */
  dir: string;
}

interface Batch {
  sameAs: SameAsInput[];
  contributions: ContributionInput[];
  listItems: ListItemInput[];
  discTocs: DiscTocInput[];
  lines: number;
  bytes: number;
}

const emptyBatch = (): Batch => ({ sameAs: [], contributions: [], listItems: [], discTocs: [], lines: 0, bytes: 0 });

/** An MBID (a UUID, RFC 4122 text form), anywhere in a text. */
const MBID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The MBIDs in `text`, lowercased. */
const mbidsIn = (text: string): string[] => (text.match(MBID) ?? []).map((m) => m.toLowerCase());

/**
 * In a re-import limited to the records of given entities (`ImportContext.limited`): a test that
 * passes over, unparsed, a dump line naming none of their MBIDs. Every ref this importer writes is
 * keyed by an MBID of the line it maps (an artist, release group, release or recording MBID; a
 * track without one by its release's MBID and positions), so a line naming none of the MBIDs in
 * the limited run's source keys can hold no record of those entities. `undefined` (every line
 * is read) in a run that writes everything.
 * @throws on database errors (the source keys are read once).
 */
async function limitedLineTest(ctx: ImportContext): Promise<((line: string) => boolean) | undefined> {
  if (!ctx.limited) return undefined;
  const keys = await ctx.limited.sourceKeys();
  const wanted = new Set([...keys].flatMap(mbidsIn));
  return (line) => mbidsIn(line).some((m) => wanted.has(m));
}

/** The JSON object of a dump line, or why the line is not one. */
function parseLine(line: string): JsonObject | string {
  try {
    const doc: unknown = JSON.parse(line);
    return isJsonObject(doc) ? doc : 'line that is not a JSON object';
  } catch (e) {
    return `line that is not JSON (${(e as Error).message})`;
  }
}

/**
 * Reads, maps and writes one entity file of the dump (module comment); with `wanted`, only the
 * lines it passes are parsed ({@link limitedLineTest}).
 * @returns lines read, rejected, and passed over unparsed by `wanted`. @throws on read, tar or database errors (earlier batches stay written).
 */
async function importDumpFile(
  ctx: ImportContext,
  input: DumpInput,
  mapping: DumpMappingContext,
  wanted?: (line: string) => boolean,
): Promise<{ lines: number; rejected: number; passedOver: number }> {
  let batch = emptyBatch();
  let pending: Promise<void> = Promise.resolve();
  let lines = 0;
  let rejected = 0;
  let passedOver = 0;
  const flush = async () => {
    const b = batch;
    batch = emptyBatch();
    await pending;
    pending = ctx.writer.write(b).then(async (written) => {
      ctx.writer.forgetSeen();
      if (!ctx.limited) await recordSeen(ctx.pool, ctx.runId, written);
    });
    pending.catch(() => undefined); // awaited before the next write or at the end; not unhandled meanwhile
  };
  ctx.progress.start(input.bytes, `${input.entity} (bytes)`);
  for await (const line of dumpLines(input, (n) => ctx.progress.increment(n))) {
    if (!line.trim()) continue;
    lines++;
    if (wanted && !wanted(line)) {
      passedOver++;
      continue;
    }
    const doc = parseLine(line);
    if (typeof doc === 'string') {
      ctx.reject(`${input.entity}: ${doc}`, `line ${lines}: ${line}`);
      rejected++;
      continue;
    }
    const w = mapDumpDocument(input.entity, doc, mapping);
    for (const r of w.rejects) ctx.reject(r.reason, `line ${lines}: ${r.record}`);
    if (!w.contributions.length) rejected++;
    batch.sameAs.push(...w.sameAs);
    batch.contributions.push(...w.contributions);
    batch.listItems.push(...w.listItems);
    batch.discTocs.push(...w.discTocs);
    batch.lines++;
    batch.bytes += line.length;
    if (batch.lines >= BATCH_LINES || batch.bytes >= BATCH_BYTES) await flush();
  }
  if (batch.lines) await flush();
  await pending;
  ctx.progress.stop();
  return { lines, rejected, passedOver };
}

/** What a complete read of one dump file found: its lines, and those that gave no entity. */
interface FileRead {
  entity: DumpEntity;
  lines: number;
  rejected: number;
}

/**
 * After every file of the dump was read: retracts the source's entities of the kinds the read
 * files cover that the dump no longer holds (module comment), logging the counts per kind and the
 * kinds not checked. @throws on database errors (chunks retracted before stay retracted).
 */
async function retractWhatTheDumpLacks(ctx: ImportContext, read: FileRead[]): Promise<void> {
  const kinds: EntityKind[] = [];
  const unchecked: string[] = [];
  for (const entity of DUMP_ENTITIES) {
    const file = read.find((r) => r.entity === entity);
    const what = DUMP_FILE_KINDS[entity].join(', ');
    if (!file) unchecked.push(`${what} (no ${entity} file)`);
    else if (!file.lines) unchecked.push(`${what} (empty ${entity} file)`);
    else if (file.rejected) unchecked.push(`${what} (${file.rejected} ${entity} line(s) without an entity)`);
    else kinds.push(...DUMP_FILE_KINDS[entity]);
  }
  await retractUnseenAndLog(ctx, MUSICBRAINZ_DUMP_SOURCE, kinds, unchecked);
}

/**
 * The importer of the MusicBrainz JSON dump in folder `opts.dir` (module comment).
 * @throws Error when the folder holds no dump file.
 */
export function musicbrainzDumpImporter(opts: MusicBrainzDumpOptions): Importer {
  const inputs = locateDumpInputs(opts.dir);
  return {
    source: MUSICBRAINZ_DUMP_SOURCE,
    datasets: [],
    files: inputs.map((i) => i.file),
    dependsOn: [],
    incremental: true,
    version: 1,
    async run(ctx: ImportContext): Promise<void> {
      const mapping: DumpMappingContext = {
        groupOf: linkGroupLookup(ctx.dataDir),
        alpha2ToName: readIsoCountryNames(ctx.dataDir).alpha2ToName,
      };
      // A limited re-import writes only the records of merged entities: it knows nothing of deletions.
      if (!ctx.limited) await startSeenPass(ctx.pool, MUSICBRAINZ_DUMP_SOURCE, ctx.runId);
      const wanted = await limitedLineTest(ctx);
      const read: FileRead[] = [];
      for (const input of inputs) {
        const { lines, rejected, passedOver } = await importDumpFile(ctx, input, mapping, wanted);
        const passed = wanted ? `, ${passedOver} passed over (naming no merged entity)` : '';
        ctx.log(`${MUSICBRAINZ_DUMP_SOURCE}: ${input.entity}: ${lines} line(s), ${rejected} rejected${passed} (${input.file})`);
        read.push({ entity: input.entity, lines, rejected });
      }
      if (!ctx.limited) await retractWhatTheDumpLacks(ctx, read);
    },
  };
}
