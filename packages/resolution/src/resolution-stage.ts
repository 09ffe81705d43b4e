/**
 * The resolution stage: the catalog-wide pass that decides which artists and recordings are one
 * entity (`resolution-scan.ts`: `artist-resolution.ts`, then `recording-resolution.ts` on the
 * artists' surviving ids, holding only what each rule needs) and records the new merges
 * (`@mc/store` `applyEntityMerges`: `entity_merge` rows, `id_map` re-pointed, `merge` rows in the
 * change feed). `catalog import` runs it after the importers (`@mc/ingest` import-and-resolve.ts,
 * which re-imports what the merges concern), `catalog resolve` on its own; a change set resolves
 * only its own entities (`changed-resolution.ts`).
 *
 * The stage is a reader of the change feed, {@link RESOLUTION_READER} (`@mc/store` followFeed: one
 * run at a time, and each complete run advances it to the feed head it started from), so an
 * import skips it when nothing was committed since its last run with the same rules.
 */
import type { Pool } from 'pg';
import { type EntityMergeInput, type FeedReader, applyEntityMerges, followFeed } from '@mc/store';
import { decideMerges } from './resolution-scan';

/**
 * Version of the resolution rules: bump it with any change to what the rules merge, so the next
 * `catalog import` resolves again on an unchanged catalog.
 */
export const RESOLUTION_RULES_VERSION = 6;

/** Outcome of one resolution run. */
export interface ResolutionResult {
  /** True when nothing was committed since the last complete resolution: nothing was read. */
  skipped: boolean;
  /** Merges decided on the current documents (recorded earlier or now), per kind. */
  decided: { artist: number; recording: number };
  /** Merges recorded by this run. */
  applied: EntityMergeInput[];
}

/** The resolution stage as a reader of the change feed (it reads the catalog, not the changes). */
export const RESOLUTION_READER: FeedReader = { name: 'resolution', rulesVersion: RESOLUTION_RULES_VERSION, holdsFeed: false };

/**
 * Decides and records merges of artists and recordings (module doc).
 * @throws on database errors (no merge of the run is recorded).
 */
export async function resolveCatalog(pool: Pool): Promise<ResolutionResult> {
  return (await resolutionTurn(pool, { force: true })) ?? { skipped: true, decided: { artist: 0, recording: 0 }, applied: [] };
}

/**
 * {@link resolveCatalog} unless nothing was committed since the last complete resolution with these
 * rules (module doc). @throws on database errors.
 */
export async function resolveCatalogIfBehind(pool: Pool): Promise<ResolutionResult> {
  return (await resolutionTurn(pool, { force: false })) ?? { skipped: true, decided: { artist: 0, recording: 0 }, applied: [] };
}

/** One turn of the resolution reader (waiting for a run in another process): a run when behind or forced. */
async function resolutionTurn(pool: Pool, opts: { force: boolean }): Promise<ResolutionResult | null> {
  let result: ResolutionResult | null = null;
  await followFeed(pool, RESOLUTION_READER, { limit: 1, wait: true, force: opts.force }, async (_changes, { head }) => {
    const decided = await decideMerges(pool);
    const applied = await applyEntityMerges(pool, [
      ...decided.artist.map((m) => ({ kind: 'artist' as const, ...m })),
      ...decided.recording.map((m) => ({ kind: 'recording' as const, ...m })),
    ]);
    result = { skipped: false, decided: { artist: decided.artist.length, recording: decided.recording.length }, applied };
    return head;
  });
  return result;
}
