/**
 * Applying a change set of one source — the lines of the JSON Lines catalog file
 * (`../catalog-file-lines.ts`: `kind`, `key`, the served document, or
 * `deleted: true`) — streamed from any `Readable`: what `POST /api/catalog/{source}/changes` calls.
 *
 * - **Same validation as the file import**: every line goes through `mapCatalogLines` (its JSON
 *   check and `mapLine`), so a line is refused exactly when the file import would refuse it; a
 *   refused line is reported `{line, field, reason}` and the others are applied.
 * - **Bounded memory** whatever the input size: lines are read one at a time (`json-lines.ts`, at
 *   most {@link DEFAULT_MAX_LINE_BYTES} per line) and applied {@link DEFAULT_BATCH} at a time; the
 *   list of rejects is capped ({@link MAX_REJECTS_LISTED}; their count is always complete).
 * - **Each line whole or not at all**: a batch is applied by `applyLineOutcomes` (the file
 *   import's writing: consecutive upserts in one transaction, consecutive deletions retracted in
 *   another; a line stating a whole list — track list, pictures… — has the items it no longer holds
 *   pruned right after its write); a key seen twice starts a new batch, so lines apply in order. The served documents are re-merged after
 *   each batch, which writes the change feed (`@mc/store` change-feed-write).
 * - **Idempotent by (source, key, content)**: a line whose document is the one stored counts as
 *   `unchanged` (the writer compares content hashes), a deletion of what is not there too; a replay
 *   of a request reports everything unchanged and changes nothing.
 * - **Resolution on the changed entities only** (`@mc/resolution` `changed-resolution.ts`): the artists and
 *   recordings this request created or updated are compared with their candidates, read from
 *   PostgreSQL only; the merges recorded are counted in `merged`.
 * - **Transactions per batch, not per line**: a batch's lines are written by a few set-based
 *   statements (`unnest` arrays: ids, contributions, list items, retractions) in one transaction
 *   per run — its upserts first and its deletions after when that writes the same rows
 *   (`batch-order.ts`): two runs, not one per alternation — then ONE transaction re-merges every
 *   document they marked and writes the change feed (`materializePending`). Where the time goes is told per stage (`stage-clock.ts`, `onStages`).
 * The answer ends with the change-feed cursor after the last applied line.
 */
import type { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { CatalogWriter, currentChangeCursor, materializePending } from '@mc/store';
import type { LineReject } from '../catalog-file-lines';
import { checkSource } from '@mc/catalog';
import { mapCatalogLines } from '../catalog-file-lines';
import { applyLineOutcomes } from '../catalog-file-apply';
import { ChangeSetTooLargeError, type NumberedLine, jsonLines } from './json-lines';
import { resolveChangedEntities } from '@mc/resolution';
import { StageClock, type StageTimes } from './stage-clock';
import { upsertsFirst } from './batch-order';

export { ChangeSetTooLargeError };

/** Lines per request at most, unless told otherwise. */
export const DEFAULT_MAX_LINES = 100_000;
/** Bytes per request at most (after decompression), unless told otherwise: 64 MiB. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Bytes per line at most: 1 MiB. */
export const DEFAULT_MAX_LINE_BYTES = 1024 * 1024;
/** Lines per transaction. */
export const DEFAULT_BATCH = 500;
/** Rejects listed in the answer at most (the `rejected` count is always complete). */
export const MAX_REJECTS_LISTED = 1000;

/** Options of {@link applyCatalogChanges}. */
export interface ApplyChangesOptions {
  /** The source the lines are from (lower-case letters, digits, `-`, `_`; not a shipped source). */
  source: string;
  maxLines?: number;
  maxBytes?: number;
  maxLineBytes?: number;
  batchSize?: number;
  /** Run resolution on the changed entities (default true). */
  resolve?: boolean;
  /**
   * Told, once the change set is applied, where its time went per stage (`stage-clock.ts`) and how
   * many lines it read (metrics; the bench reads them). Not told when the change set failed.
   */
  onStages?: (times: StageTimes, lines: number) => void;
}

/** Per-line counts of a change set. */
export interface ApplyChangesCounts {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejected: number;
  /** Merges resolution recorded for the changed entities. */
  merged: number;
}

/** What {@link applyCatalogChanges} did. */
export interface ApplyChangesResult {
  counts: ApplyChangesCounts;
  /** Refused lines, in line order (at most {@link MAX_REJECTS_LISTED}). */
  rejects: LineReject[];
  /** Change-feed cursor after the last applied line (`listChanges` `after`). */
  cursor: string;
}

/** The source name cannot take catalog changes (HTTP 400 naming `source`): malformed, or a shipped source. */
export class InvalidChangeSourceError extends Error {
  readonly field = 'source';
}

type Parsed = { line: number; value: unknown; text: string };

/** A line's value as `mapCatalogLines` takes it: the parsed object, or its marker of bad JSON. */
function parseLine(l: NumberedLine): Parsed {
  try {
    return { line: l.line, value: JSON.parse(l.text) as unknown, text: l.text };
  } catch {
    return { line: l.line, value: { invalidJson: true }, text: l.text };
  }
}

/** `kind\0key` of a parsed line (as the validator trims keys), or undefined when it has none. */
function entityKey(value: unknown): string | undefined {
  const v = value as { kind?: unknown; key?: unknown } | null;
  return v && typeof v.kind === 'string' && typeof v.key === 'string' ? `${v.kind}\u0000${v.key.trim()}` : undefined;
}

/** The state of one request: its writer, counts, rejects and changed entities. */
class ChangeSet {
  readonly counts: ApplyChangesCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, rejected: 0, merged: 0 };
  readonly rejects: LineReject[] = [];
  readonly changed = { artist: new Set<number>(), recording: new Set<number>() };
  private readonly writer: CatalogWriter;
  readonly clock = new StageClock();

  constructor(
    private readonly pool: Pool,
    private readonly source: string,
  ) {
    // Its batches' writes commit without waiting for the WAL flush: the drain after each commits
    // synchronously before the answer, and its flush covers them (`CatalogWriterOptions.asyncCommit`).
    this.writer = new CatalogWriter(pool, source, { asyncCommit: true });
  }

  /** Counts a refused line (listed while fewer than {@link MAX_REJECTS_LISTED} are). */
  reject(r: LineReject): void {
    this.counts.rejected++;
    if (this.rejects.length < MAX_REJECTS_LISTED) this.rejects.push({ line: r.line, field: r.field, reason: r.reason });
  }

  /**
   * Validates and applies one batch of lines (module doc): its writes, then one drain of what they
   * marked (documents re-merged and the feed written in one transaction). @throws on database errors.
   */
  async apply(lines: Parsed[]): Promise<void> {
    const { outcomes, rejects } = mapCatalogLines(this.source, lines);
    for (const r of rejects) this.reject(r);
    this.clock.lap('parse');
    if (!outcomes.length) return;
    const { results, written } = await applyLineOutcomes(this.pool, this.writer, upsertsFirst(outcomes), {
      perLine: true,
      analyze: false,
      materialize: false,
      asyncCommit: true,
    });
    for (const r of results) this.counts[r]++;
    for (const w of written)
      if (w.outcome !== 'unchanged' && (w.kind === 'artist' || w.kind === 'recording')) this.changed[w.kind].add(w.id);
    this.clock.lap('contributions');
    // Every batch drains, also one whose lines were all unchanged: a replay after a crash between
    // the writes' commit and the drain's finds the marks that crash left, and re-merges them.
    await materializePending(this.pool, { analyze: false, laps: this.clock });
  }
}

/**
 * Applies the change set read from `input` for `opts.source` (module doc).
 * @returns per-line counts, the refused lines and the feed cursor after the last applied line.
 * @throws InvalidChangeSourceError (before reading anything); ChangeSetTooLargeError past a
 *   limit (the lines of the batches before it are applied); database or stream errors (the lines
 *   of the batch in progress are not applied, those before are).
 */
export async function applyCatalogChanges(pool: Pool, input: Readable, opts: ApplyChangesOptions): Promise<ApplyChangesResult> {
  try {
    checkSource(opts.source);
  } catch (err) {
    throw new InvalidChangeSourceError((err as Error).message.replace(/--source/g, 'source'));
  }
  const set = new ChangeSet(pool, opts.source);
  const batchSize = opts.batchSize ?? DEFAULT_BATCH;
  let batch: Parsed[] = [];
  const keys = new Set<string>();
  let read = 0;
  const limits = {
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    maxLines: opts.maxLines ?? DEFAULT_MAX_LINES,
    maxLineBytes: opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
  };
  for await (const l of jsonLines(input, limits)) {
    if (l.tooLong) {
      set.reject({ line: l.line, field: '(line)', reason: `longer than ${limits.maxLineBytes} bytes` });
      continue;
    }
    read++;
    const parsed = parseLine(l);
    const key = entityKey(parsed.value);
    if (batch.length >= batchSize || (key !== undefined && keys.has(key))) {
      await set.apply(batch);
      batch = [];
      keys.clear();
    }
    batch.push(parsed);
    if (key !== undefined) keys.add(key);
  }
  if (batch.length) await set.apply(batch);
  set.clock.lap('parse');
  if (opts.resolve ?? true)
    set.counts.merged = await resolveChangedEntities(pool, {
      source: opts.source,
      artists: [...set.changed.artist],
      recordings: [...set.changed.recording],
    });
  const cursor = await currentChangeCursor(pool);
  set.clock.lap('identity');
  opts.onStages?.(set.clock.times, read);
  return { counts: set.counts, rejects: set.rejects, cursor };
}
