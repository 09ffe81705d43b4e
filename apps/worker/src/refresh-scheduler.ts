/**
 * When the live indexer makes its writes searchable: an Elasticsearch refresh publishes what was
 * written since the last one, and costs the engine a new segment per shard (merged later) whatever
 * it holds. Refreshing with every batch made many small change sets cost a refresh each, and the
 * searches paid for it. Here the live indexer marks the indices a turn wrote, and at most one
 * refresh runs per {@link RefreshSchedulerOptions.intervalMs} (the first change after a quiet spell
 * is refreshed at once; under a stream of changes, one refresh per interval covers every batch of
 * it). The interval is chosen for the freshness target: a change waits at most one interval for
 * its refresh, behind the turn that wrote it (default 250 ms, against a 1 s target).
 *
 * A refresh that fails is retried with the next one (its indices stay marked). Nothing is lost by
 * a crash between a bulk request and its refresh: the documents are in the index (its translog)
 * and the next refresh, of this process or another, publishes them; a worker starting marks every
 * index, so its first refresh publishes what a killed predecessor wrote.
 */
import type { Logger } from 'pino';
import type { SearchEntity } from '@mc/mappings';

/** Options of a {@link RefreshScheduler}. */
export interface RefreshSchedulerOptions {
  /** Least time between the starts of two refreshes, ms. */
  intervalMs: number;
  /** Refreshes the live indices of the entities given. May throw (logged, retried). */
  refresh(entities: SearchEntity[]): Promise<void>;
  logger: Logger;
}

/** Refreshes marked indices at most once per interval (module doc). */
export class RefreshScheduler {
  private readonly dirty = new Set<SearchEntity>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastStart = -Infinity;
  private closed = false;
  /** Refreshes started so far. */
  refreshes = 0;

  constructor(private readonly opts: RefreshSchedulerOptions) {}

  /** Marks `entities` as written: a refresh of them runs within one interval. */
  mark(entities: readonly SearchEntity[]): void {
    for (const e of entities) this.dirty.add(e);
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.timer || this.running || !this.dirty.size) return;
    const wait = Math.max(0, this.lastStart + this.opts.intervalMs - performance.now());
    this.timer = setTimeout(() => void this.run(), wait);
  }

  private run(): Promise<void> {
    this.timer = undefined;
    const entities = [...this.dirty];
    this.dirty.clear();
    this.lastStart = performance.now();
    this.refreshes++;
    this.running = this.opts
      .refresh(entities)
      .catch((err: unknown) => {
        for (const e of entities) this.dirty.add(e);
        this.opts.logger.warn({ err: (err as Error).message }, 'live index refresh failed; retried with the next one');
      })
      .finally(() => {
        this.running = undefined;
        this.schedule();
      });
    return this.running;
  }

  /** Stops scheduling; runs a last refresh of what is still marked, then waits for it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    if (this.dirty.size) await this.run();
  }
}
