/**
 * The one way to open an Elasticsearch client: every configured node, so the client spreads
 * requests over the cluster and retries a failed request on another node (the node that failed is
 * marked dead and tried again later by the client's connection pool).
 */
import { Client } from '@elastic/elasticsearch';

/**
 * The node URLs of an `ES_URL` setting: one URL or several separated by commas
 * ("http://127.0.0.1:19200,http://127.0.0.1:19201"). Empty entries are ignored.
 */
export function esNodes(esUrl: string): string[] {
  return esUrl
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
}

/** Client options the callers tune. */
export interface SearchClientOptions {
  /** Per-request timeout, ms (client default 30,000). */
  requestTimeout?: number;
  /** Retries on another node after a connection error or timeout (default 3). */
  maxRetries?: number;
}

/**
 * The Elasticsearch client, as the rest of the product names it: code outside this package holds
 * one and passes it back here, never calls it (lint rule).
 */
export type SearchClient = Client;

/**
 * Where search documents live: the client and the index prefix (config ES_INDEX_PREFIX) whose
 * aliases (`aliasName`) name the live index of each search entity.
 */
export interface SearchTarget {
  es: SearchClient;
  prefix: string;
}

/** A client for every node of `esUrl` (see {@link esNodes}). */
export function createSearchClient(esUrl: string, options: SearchClientOptions = {}): SearchClient {
  return new Client({ nodes: esNodes(esUrl), maxRetries: options.maxRetries ?? 3, requestTimeout: options.requestTimeout });
}

const engineSignals = new WeakMap<AbortSignal, AbortSignal>();

/**
 * The signal to give the client for `signal`: one that aborts when `signal` does, always with an
 * `AbortError`. The client reads any other abort reason (such as the `TimeoutError` of
 * `AbortSignal.timeout`, a request deadline) as a connection error: it marks the node dead and
 * retries after a back-off before it notices the abort, so a deadline would be answered a second
 * or two late. With an `AbortError` it gives up at once (`RequestAbortedError`). One engine signal
 * per `signal` (a batch makes dozens of engine calls under one request signal).
 * @returns undefined for no signal.
 */
export function engineSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (!signal) return undefined;
  const known = engineSignals.get(signal);
  if (known) return known;
  const engine = new AbortController();
  const abort = () =>
    engine.abort(
      new DOMException(`aborted: ${String((signal.reason as Error | undefined)?.message ?? signal.reason)}`, 'AbortError'),
    );
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  engineSignals.set(signal, engine.signal);
  return engine.signal;
}

/** Closes `es` (its sockets); a client already closed is fine. Never throws. */
export async function closeSearchClient(es: SearchClient): Promise<void> {
  await es.close().catch(() => undefined);
}

/**
 * Answers when the cluster does (a readiness probe): cluster health within `timeoutMs`, no retry on
 * another node. @throws on connection errors and timeouts.
 */
export async function pingSearch(es: SearchClient, timeoutMs: number): Promise<void> {
  await es.cluster.health({ timeout: '1s' }, { requestTimeout: timeoutMs, maxRetries: 0 });
}
