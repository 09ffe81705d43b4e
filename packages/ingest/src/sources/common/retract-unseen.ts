/**
 * The end of a dump run of a snapshot source (`musicbrainz_dump`, `discogs_dump`): once the run has
 * read its whole input, the source's entities of the kinds that input covered completely which the
 * run did not record as seen are retracted (`retractUnseen` in `@mc/store`, import-seen.ts), the
 * counts are logged, and the run's seen set is deleted.
 */
import type { EntityKind } from '@mc/catalog';
import { type RetractUnseenResult, endSeenPass, retractUnseen } from '@mc/store';
import type { ImportContext } from '../../importer';

/**
 * Retracts `source`'s contributions of `kinds` that run `ctx.runId` did not record, logs one line
 * (`<source>: retracted, no longer in the dump: <kind> <n>, … (<rows> rows); not checked: <why>`,
 * with `; stopped: …` when a later run of the source started meanwhile), then ends the seen pass.
 * @param unchecked the kinds left out, each with why (logged as they are).
 * @throws on database errors (chunks retracted before stay retracted).
 */
export async function retractUnseenAndLog(
  ctx: ImportContext,
  source: string,
  kinds: readonly EntityKind[],
  unchecked: readonly string[],
): Promise<RetractUnseenResult> {
  const r = await retractUnseen(ctx.pool, source, ctx.runId, kinds);
  const counts = Object.entries(r.retracted).map(([kind, n]) => `${kind} ${n}`);
  const notChecked = unchecked.length ? `; not checked: ${unchecked.join('; ')}` : '';
  const superseded = r.superseded ? '; stopped: a later run of this source has started' : '';
  ctx.log(
    `${source}: retracted, no longer in the dump: ${counts.join(', ') || 'nothing checked'} (${r.rowsDeleted} rows)${notChecked}${superseded}`,
  );
  await endSeenPass(ctx.pool, ctx.runId);
  return r;
}
