/**
 * Queue names and job payloads shared by the API, the CLI and the worker (BullMQ on Redis).
 */
import { createHash } from 'node:crypto';
import type { ConnectionOptions } from 'bullmq';

/** Queue of search-index rebuilds. */
export const REINDEX_QUEUE = 'reindex';
/** Queue of picture-usage report ingestion. */
export const USAGE_REPORT_QUEUE = 'usage-report';

/** Payload of a `reindex` job: a full rebuild of some entities, or a partial reindex of ids. */
export interface ReindexJob {
  /** Entities to rebuild; empty or absent = all searchable entities. */
  entities?: ('artist' | 'album' | 'release' | 'recording' | 'show')[];
  /** With exactly one entity: re-index only these ids into the live index. */
  ids?: number[];
}

/** Progress a reindex job reports (`job.updateProgress`). */
export interface ReindexProgress {
  entity: string;
  done: number;
  total: number;
}

/** BullMQ connection options from a redis:// URL (BullMQ workers need maxRetriesPerRequest null). */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * Deterministic job id of a reindex request, so the same request enqueued twice while pending
 * runs once (BullMQ ignores an add whose job id already exists).
 */
export function reindexJobId(job: ReindexJob): string {
  const entities = [...(job.entities ?? [])].sort().join(',') || 'all';
  const ids = job.ids ? [...job.ids].sort((a, b) => a - b).join(',') : 'full';
  // BullMQ custom job ids must not contain ':'.
  return `reindex-${entities}-${ids.length > 200 ? createHash('sha1').update(ids).digest('hex') : ids}`;
}
