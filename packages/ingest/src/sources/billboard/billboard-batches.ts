/**
 * Batches of the Billboard importer (`billboard.ts`): chunked writes that keep the batches of a full
 * run in a limited one ({@link writeChunked}), and the popularity (`ArtistPopularity`, `RecordingPopularity`): the documents of
 * `chart-popularity.ts` and `artist-popularity.ts`, each declared `sameAs` its recording or artist
 * so it shares the id, in batches of {@link POPULARITY_BATCH}.
 */
import { type JsonObject, ref } from '@mc/catalog';
import type { ContributionInput, ImportBatch, SameAsInput } from '@mc/store';
import type { ImportContext } from '../../importer';
import type { PerformerCredit } from '../common/performer-credit';
import { artistPopularity } from './artist-popularity';
import { type ChartedRecording, recordingPopularity } from './chart-popularity';
import type { BillboardRecordTest } from './billboard-limited';
import { BILLBOARD_SOURCE, HOT_100_SIZE, billboardArtistRef, billboardRecordingRef } from './billboard-refs';
import type { RecordingHistory } from './billboard';

/**
 * Writes `items` in batches of `size` (the same batches in every run), each with only the items
 * `keep` passes; a batch left empty is not written.
 */
export async function writeChunked<T>(
  ctx: ImportContext,
  items: readonly T[],
  size: number,
  keep: (item: T) => boolean,
  toBatch: (chunk: T[]) => ImportBatch,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    const kept = items.slice(i, i + size).filter(keep);
    if (kept.length) await ctx.writer.write(toBatch(kept));
  }
}

/**
 * Writes batches with up to `depth` of them in flight at once (each its own transaction), so that
 * one batch's preparation in this process (refs, JSON, parameters) overlaps the database's work on
 * another. Only for batches that allocate no ids (allocation order would depend on timing) and
 * write disjoint rows (two batches writing one entity's contribution would end in either's), but
 * for shared list owners (marked pending in one order: no deadlock).
 * `push` resolves once the batch is started; `drain` waits for every batch.
 * @throws (from the next `push`, or from `drain` once every write in flight has ended) the first
 * write's error; no batch is started after it.
 */
export class ConcurrentWrites {
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly ctx: ImportContext,
    private readonly depth = 2,
  ) {}

  /** Starts writing `batch` once fewer than `depth` writes are in flight. */
  async push(batch: ImportBatch): Promise<void> {
    while (this.inFlight.size >= this.depth) await Promise.race(this.inFlight);
    this.throwIfFailed();
    const p: Promise<void> = this.ctx.writer.write(batch).then(
      () => void this.inFlight.delete(p),
      (error: unknown) => {
        this.inFlight.delete(p);
        this.failure ??= { error };
      },
    );
    this.inFlight.add(p);
  }

  /** Waits for every write in flight. */
  async drain(): Promise<void> {
    await Promise.all(this.inFlight);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}

/** Popularity documents per batch. */
export const POPULARITY_BATCH = 2000;

/** The `sameAs` and contributions of popularity documents (`[owner key, document]`). */
function popularityBatch(
  chunk: [string, JsonObject][],
  kind: 'recording_popularity' | 'artist_popularity',
  ownerRef: (key: string) => number,
): ImportBatch {
  const sameAs: SameAsInput[] = [];
  const contributions: ContributionInput[] = [];
  for (const [key, doc] of chunk) {
    const entity = ref(kind, BILLBOARD_SOURCE, key);
    sameAs.push({ entity, target: ownerRef(key) });
    contributions.push({ entity, doc: { id: entity, ...doc } });
  }
  return { sameAs, contributions };
}

/** Writes `docs` in batches of {@link POPULARITY_BATCH}, each with only the documents `test` passes. */
async function writeBatches(
  ctx: ImportContext,
  docs: [string, JsonObject][],
  kind: 'recording_popularity' | 'artist_popularity',
  ownerRef: (key: string) => number,
  test: BillboardRecordTest,
): Promise<void> {
  await writeChunked(
    ctx,
    docs,
    POPULARITY_BATCH,
    ([key, doc]) => test.popularity(key, doc),
    (kept) => popularityBatch(kept, kind, ownerRef),
  );
}

/**
 * Computes the popularity of every charted recording (`hs`, in the importer's order) and of every
 * credited artist over the whole chart history up to `lastChartDate`, and writes the documents
 * `test` passes (every one in a full run). @throws on database errors.
 */
export async function writeBillboardPopularity(
  ctx: ImportContext,
  lastChartDate: string,
  hs: readonly RecordingHistory[],
  credits: ReadonlyMap<string, PerformerCredit[]>,
  test: BillboardRecordTest,
): Promise<void> {
  const opts = { lastChartDate, country: { code: 'US', name: 'United States' }, chartSize: HOT_100_SIZE };
  const charted: ChartedRecording[] = hs.map((h) => ({ key: h.key, title: h.song, positions: h.positions }));
  const byArtist = new Map<string, ChartedRecording[]>();
  charted.forEach((r, i) => {
    for (const c of credits.get(hs[i]!.performer)!) (byArtist.get(c.name) ?? byArtist.set(c.name, []).get(c.name)!).push(r);
  });
  const recPop = [...recordingPopularity(charted, opts)];
  const artPop = [...artistPopularity(byArtist, billboardRecordingRef, opts)];
  await writeBatches(ctx, recPop, 'recording_popularity', billboardRecordingRef, test);
  await writeBatches(ctx, artPop, 'artist_popularity', billboardArtistRef, test);
  ctx.log(`billboard: popularity of ${recPop.length} recordings and ${artPop.length} artists`);
}
