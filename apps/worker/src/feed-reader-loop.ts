/**
 * One loop for every reader of the change feed in the worker (the live indexer, the derive
 * reader): a reader takes a turn (`@mc/store` followFeed through its own code) when woken, and
 * takes turns at once while the last one reports `more`. It is woken by a timer every
 * {@link FeedReaderSpec.intervalMs} and, with {@link FeedReaderSpec.listen}, by the writers'
 * `NOTIFY catalog_changes` on a connection of its own (the timer is then the safety net for a
 * notification lost while that connection was down). A failed turn is logged and retried on the
 * next wake: where the reader stands is in PostgreSQL, so nothing is lost.
 */
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { listenForChanges } from '@mc/store';

/** What one turn reports. */
export interface ReaderTurn {
  /** More may be waiting: take another turn at once. */
  more: boolean;
  /** Another process holds the reader: wait for the next wake. */
  busy: boolean;
}

/** A reader of the change feed in the worker. */
export interface FeedReaderSpec {
  /** Name in logs and in the worker's list of feed readers. */
  name: string;
  /** One turn. May throw (logged; the next wake retries). */
  turn(): Promise<ReaderTurn>;
  /** Wake period, ms. */
  intervalMs: number;
  /** Wake on the writers' notifications too (LISTEN on a pooled connection held for it). */
  listen?: Pool;
  logger: Logger;
}

/** A running feed reader. */
export interface FeedReaderHandle {
  readonly name: string;
  /** Takes turns until none reports more (waits for the turn in progress first). Never rejects. */
  wake(): Promise<void>;
  /** Stops waking and waits for the turn in progress. */
  close(): Promise<void>;
}

/** Starts `spec`'s loop (module doc); the first turn starts at once. */
export function startFeedReader(spec: FeedReaderSpec): FeedReaderHandle {
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    try {
      for (;;) {
        again = false;
        const r = await spec.turn();
        if (closed || r.busy || (!r.more && !again)) return;
      }
    } catch (err) {
      spec.logger.warn({ err: (err as Error).message, reader: spec.name }, 'feed reader turn failed; the next wake retries');
    }
  };
  const wake = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
      // A wake that came while the last turn was deciding to stop.
      if (again && !closed) void wake();
    });
    return running;
  };
  const unlisten = spec.listen
    ? listen(
        spec.listen,
        spec.logger,
        () => void wake(),
        () => closed,
      )
    : () => undefined;
  const timer = setInterval(() => void wake(), spec.intervalMs);
  timer.unref();
  void wake();
  return {
    name: spec.name,
    wake,
    async close() {
      closed = true;
      clearInterval(timer);
      unlisten();
      await running;
    },
  };
}

/**
 * `LISTEN`s on a pooled connection held for the purpose; on its loss, listens again after 1 s.
 * @returns a function that releases the connection.
 */
function listen(pool: Pool, logger: Logger, onNotify: () => void, isClosed: () => boolean): () => void {
  let client: PoolClient | undefined;
  const connect = async () => {
    if (isClosed()) return;
    try {
      const c = await pool.connect();
      client = c;
      c.on('notification', onNotify);
      c.on('error', () => {
        c.release(true);
        if (client === c) client = undefined;
        setTimeout(() => void connect(), 1000).unref();
      });
      await listenForChanges(c);
      onNotify(); // what committed while the connection was down
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'feed reader: LISTEN failed; waking on the timer until it works');
      setTimeout(() => void connect(), 1000).unref();
    }
  };
  void connect();
  return () => {
    client?.release(true);
    client = undefined;
  };
}
