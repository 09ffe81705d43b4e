/**
 * Which records the Billboard importer (`billboard.ts`) maps in a re-import limited to the records
 * of merged entities (`ImportContext.limited`).
 *
 * The writer of such a run keeps an item only when one of its refs `(kind, source, key)` is a key
 * `id_map` maps to one of the entities (`@mc/store` `writer-filter.ts`); the source key of every
 * such row is in `ctx.limited.sourceKeys()`. So an item none of whose refs has its key in that set
 * is dropped by the writer, and the importer may skip building it. The tests below name, for each
 * kind of record, every ref the record holds (the mapping functions of `billboard.ts`), and pass it
 * when one of their keys is in the set:
 * - artist `name` (its only ref);
 * - recording: its key (`performer U+0001 song`) and the name of each of its credits;
 * - chart date (contribution and `chart_dates` item): its key `hot-100/<date>` and the chart's
 *   `hot-100` (the item's owner);
 * - chart row: its chart date's key, its recording's key, and every credit name of its performer
 *   string (`ms_artist` is one of them);
 * - `recording_charts` item: the recording's key and the chart's;
 * - popularity (`sameAs` and document together): the recording or artist key it shares its id
 *   with, and the keys of every ref in its document (an artist's best recording).
 *
 * A `sameAs` the writer keeps adds its entity's key for later records; every `sameAs` of this
 * importer (popularity) has the key of its target, so no key outside the set is added. The
 * Hot 100 chart's own contribution is always written (one record). Statistics that depend on the
 * whole chart history (best ranks, dates in, popularity scores and ranks, credits read with the
 * evidence of every performer string) are computed from every week as in a full run, and rejects
 * are reported for every row, so a kept record is the one a full run writes.
 */
import type { EntityRef, JsonObject } from '@mc/catalog';
import { collectRefs } from '@mc/store';
import type { ImportContext } from '../../importer';
import type { PerformerCredit } from '../common/performer-credit';
import { HOT_100_KEY } from './billboard-refs';

/** Tests that say which records a run maps (every one in a full run). */
export interface BillboardRecordTest {
  /** An artist, by name as printed. */
  artist(name: string): boolean;
  /** A recording (`recordingKey`) credited to `credits`. */
  recording(recordingKey: string, credits: readonly PerformerCredit[]): boolean;
  /** A chart date (`YYYY-MM-DD`): its contribution and `chart_dates` item. */
  chartDate(date: string): boolean;
  /** A chart row of week `date` of recording `recordingKey` credited to `credits`. */
  chartRow(date: string, recordingKey: string, credits: readonly PerformerCredit[]): boolean;
  /** The `recording_charts` item of a recording. */
  recordingChart(recordingKey: string): boolean;
  /** The popularity of the recording or artist `ownerKey`, with its document (refs anywhere). */
  popularity(ownerKey: string, doc: JsonObject): boolean;
}

/** A full run: every record is mapped. */
export const EVERY_RECORD: BillboardRecordTest = {
  artist: () => true,
  recording: () => true,
  chartDate: () => true,
  chartRow: () => true,
  recordingChart: () => true,
  popularity: () => true,
};

/**
 * The tests of a run limited to the records holding a ref keyed by one of `keys` (module doc).
 * Pure.
 */
export function recordTestOfKeys(keys: ReadonlySet<string>): BillboardRecordTest {
  const chart = keys.has(HOT_100_KEY);
  const credited = (credits: readonly PerformerCredit[]) => credits.some((c) => keys.has(c.name));
  const dateKeyed = (date: string) => keys.has(`${HOT_100_KEY}/${date}`);
  return {
    artist: (name) => keys.has(name),
    recording: (key, credits) => keys.has(key) || credited(credits),
    chartDate: (date) => chart || dateKeyed(date),
    chartRow: (date, key, credits) => dateKeyed(date) || keys.has(key) || credited(credits),
    recordingChart: (key) => chart || keys.has(key),
    popularity: (ownerKey, doc) => {
      if (keys.has(ownerKey)) return true;
      const refs = new Map<string, EntityRef>();
      collectRefs(doc, refs);
      for (const r of refs.values()) if (keys.has(r.key)) return true;
      return false;
    },
  };
}

/**
 * The record tests of `ctx`'s run: {@link recordTestOfKeys} of the limited run's source keys, or
 * {@link EVERY_RECORD}. @throws on database errors (the source keys are read once).
 */
export async function billboardRecordTest(ctx: ImportContext): Promise<BillboardRecordTest> {
  return ctx.limited ? recordTestOfKeys(await ctx.limited.sourceKeys()) : EVERY_RECORD;
}
