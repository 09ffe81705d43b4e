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

/** A client for every node of `esUrl` (see {@link esNodes}). */
export function createSearchClient(esUrl: string, options: SearchClientOptions = {}): Client {
  return new Client({ nodes: esNodes(esUrl), maxRetries: options.maxRetries ?? 3, requestTimeout: options.requestTimeout });
}
