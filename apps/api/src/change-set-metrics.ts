/**
 * Metrics of the change sets this process applied (`POST /api/catalog/{source}/changes`), from
 * `@mc/catalog-file`'s stage clock: where their time went per stage, in wall and CPU seconds, and
 * how many lines they read. Counters, so a scrape before and after a run gives that run's totals
 * (`bench:freshness` prints them per changed entity).
 */
import { Counter } from 'prom-client';
import type { StageTimes } from '@mc/catalog-file';

/** Seconds per change-set stage and clock (`wall`, or `cpu`: this process's user + system time). */
export const changeSetStageSeconds = new Counter({
  name: 'mc_change_set_stage_seconds_total',
  help: 'Time of applied change sets per stage (parse, contributions, materialize, feed, commit, identity), by clock: wall or this process’s CPU, seconds',
  labelNames: ['stage', 'clock'] as const,
});

/** Lines read by applied change sets. */
export const changeSetLines = new Counter({
  name: 'mc_change_set_lines_total',
  help: 'Lines read by applied change sets',
});

/** Adds one applied change set's stage times and line count to the counters. */
export function observeChangeSet(times: StageTimes, lines: number): void {
  for (const [stage, t] of Object.entries(times)) {
    changeSetStageSeconds.inc({ stage, clock: 'wall' }, t.wallMs / 1000);
    changeSetStageSeconds.inc({ stage, clock: 'cpu' }, t.cpuMs / 1000);
  }
  changeSetLines.inc(lines);
}
