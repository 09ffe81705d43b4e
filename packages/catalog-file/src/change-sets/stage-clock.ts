/**
 * Where a change set's time goes: wall time and this process's CPU time per stage, measured by
 * laps ({@link StageClock.lap} closes the stage that ran since the previous lap). The stages of a
 * change set, in order:
 * - `parse`: reading the lines, JSON parsing and validation (`mapCatalogLines`);
 * - `contributions`: ids, contributions, list items and retractions written (one transaction per
 *   run of upserts or deletions of a batch);
 * - `materialize`: the served documents re-merged (marks taken, merged, written);
 * - `feed`: the change-feed rows (the transaction's last statement, under the feed lock);
 * - `commit`: the COMMIT of that transaction;
 * - `identity`: resolution of the changed entities (key table caught up, candidates, decisions,
 *   merges recorded) and the feed cursor of the answer.
 * CPU time is `process.cpuUsage()` (user + system) between laps: exact for one request at a time,
 * shared with whatever else the process ran meanwhile when requests overlap. Time spent in
 * PostgreSQL is wall time here (PostgreSQL's CPU is the bench's per-process figure).
 */

/** The stages of a change set (module doc). */
export const CHANGE_SET_STAGES = ['parse', 'contributions', 'materialize', 'feed', 'commit', 'identity'] as const;
/** One stage of {@link CHANGE_SET_STAGES}. */
export type ChangeSetStage = (typeof CHANGE_SET_STAGES)[number];

/** Time of one stage, milliseconds. */
export interface StageTime {
  wallMs: number;
  cpuMs: number;
}

/** Per stage, its time (a stage that never ran is 0). */
export type StageTimes = Record<ChangeSetStage, StageTime>;

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Laps of wall and CPU time per stage (module doc). */
export class StageClock {
  readonly times = Object.fromEntries(CHANGE_SET_STAGES.map((s) => [s, { wallMs: 0, cpuMs: 0 }])) as StageTimes;
  private wall = performance.now();
  private cpu = cpuNow();

  /** Adds the time since the previous lap to `stage` (an unknown stage name is added to `identity`). */
  lap(stage: string): void {
    const [wall, cpu] = [performance.now(), cpuNow()];
    const t = this.times[(CHANGE_SET_STAGES as readonly string[]).includes(stage) ? (stage as ChangeSetStage) : 'identity'];
    t.wallMs += wall - this.wall;
    t.cpuMs += cpu - this.cpu;
    [this.wall, this.cpu] = [wall, cpu];
  }
}
