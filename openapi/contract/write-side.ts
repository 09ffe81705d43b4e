/**
 * Schemas of the write side (an extension of this service, `docs/write-side.md`): catalog changes pushed as JSON Lines, the change
 * feed, and reindex jobs — their parameters, request bodies, bounds and response bodies.
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { SEARCH_ENTITIES } from '@mc/mappings';
import { intParam } from './params';

/** Shape of a change-feed cursor (opaque text of the feed: `next`, `cursor`). */
export const CHANGE_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Most ids of one partial reindex job. */
export const MAX_REINDEX_IDS = 10_000;
/** Most jobs `GET /api/admin/jobs` lists. */
export const MAX_JOBS_LISTED = 100;
/** Shape of a job id (reindex job ids are `reindex-<entities>-<ids or full>`). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9,_-]{0,299}$/;

/** A non-negative integer count. */
const Count = z.number().int().min(0);

/** Message of a single text value given twice or missing (query and path text). */
const text = () => z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be given once, as text') });

/** Path `{source}` of `POST /api/catalog/{source}/changes`. */
export const CatalogSourcePath = z.object({
  source: text()
    .regex(S.SOURCE_NAME_PATTERN, 'must be 1 to 63 lower-case letters, digits, "-" or "_", starting with a letter or digit')
    .openapi({
      description:
        'Your catalog source (its lines are keyed within it), as `catalog import --source` names it; not a shipped source name',
    }),
});

/** Query of `GET /api/catalog/changes`. */
export const ChangeFeedQuery = z.object({
  after: text()
    .regex(CHANGE_CURSOR_PATTERN, 'must be a cursor of this feed (`next` of a page, or `cursor` of a change set)')
    .optional()
    .openapi({
      description:
        'Cursor: the changes after it. The `next` of the previous page or the `cursor` of a change set; absent = from the oldest change retained',
    }),
  limit: intParam({
    min: 1,
    max: S.MAX_CHANGES_LIMIT,
    default: S.DEFAULT_CHANGES_LIMIT,
    description: 'Changes to return at most',
  }),
});

/** Path `{id}` of the job routes. */
export const JobIdPath = z.object({
  id: text()
    .regex(JOB_ID_PATTERN, 'must be a job id (the `id` of a job resource)')
    .openapi({ description: 'Job id (`id` of the job resource)' }),
});

/** Query of `GET /api/admin/jobs`. */
export const JobListQuery = z.object({
  limit: intParam({ min: 1, max: MAX_JOBS_LISTED, default: 20, description: 'Jobs to return at most (newest first)' }),
});

const entityError = `must be one of ${SEARCH_ENTITIES.join(', ')}`;

/**
 * Body of `POST /api/admin/reindex`: `{entity: "all"}` rebuilds every search index; `{entity}` one
 * of them; `{entity, ids}` re-indexes those ids of one entity into its live index. Violations → 422.
 */
export const ReindexRequest = z
  .discriminatedUnion(
    'entity',
    [
      z.strictObject({ entity: z.literal('all') }),
      z.strictObject({
        entity: z.enum(SEARCH_ENTITIES, { error: entityError }),
        ids: z
          .array(z.number({ error: 'must be an integer' }).int('must be an integer').min(1, 'must be at least 1').max(S.MAX_ID), {
            error: 'must be an array of ids',
          })
          .min(1, 'must hold at least 1 id')
          .max(MAX_REINDEX_IDS, `must hold at most ${MAX_REINDEX_IDS} ids`)
          .optional()
          .openapi({ description: `1..${MAX_REINDEX_IDS} ids: re-index only these into the live index (no rebuild)` }),
      }),
    ],
    { error: `entity: ${entityError} or all` },
  )
  .openapi('ReindexRequest', { example: { entity: 'artist', ids: [1238] } });

/** A count of a change set, by outcome. */
const counts = {
  created: Count.openapi({ description: 'Lines that created an entity of this source' }),
  updated: Count.openapi({ description: 'Lines that changed an entity of this source' }),
  unchanged: Count.openapi({ description: 'Lines identical to what is stored (a replay), deletions of what is not there' }),
  deleted: Count.openapi({ description: '`deleted: true` lines that removed an entity of this source' }),
  rejected: Count.openapi({ description: 'Lines refused (listed in `rejects`)' }),
  merged: Count.openapi({ description: 'Merges entity resolution recorded for the entities this request changed' }),
};

/** Answer of `POST /api/catalog/{source}/changes`. */
export const CatalogChangeSetResult = z
  .looseObject({
    counts: z.looseObject(counts),
    rejects: z
      .array(
        z.looseObject({
          line: z.number().int().min(1).openapi({ description: 'Line number in the body (1-based, blank lines counted)' }),
          field: z.string().openapi({ description: 'The field at fault, `(line)` for the line as a whole' }),
          reason: z.string(),
        }),
      )
      .openapi({ description: 'Refused lines in line order, the first 1,000 (the others are counted in `rejects_omitted`)' }),
    rejects_omitted: Count.openapi({ description: 'Refused lines not listed' }),
    cursor: z.string().openapi({
      description: 'Change-feed cursor after the last change this request made: `GET /api/catalog/changes?after=` it',
    }),
  })
  .openapi('CatalogChangeSetResult');

/** A page of `GET /api/catalog/changes`. */
export const CatalogChangePage = z
  .looseObject({
    changes: z.array(
      z.looseObject({
        seq: z.number().int().min(1).openapi({ description: 'Position in commit order (increasing, with gaps)' }),
        kind: z.enum(S.ENTITY_KINDS),
        id: S.Id,
        op: z.enum(['upsert', 'delete', 'merge']).openapi({
          description:
            "`upsert`: the document was written or changed, or one of its lists (a release's tracks); `delete`: removed; `merge`: removed, merged into `merged_into`",
        }),
        merged_into: S.Id.optional().openapi({ description: 'The surviving id (op `merge` only): look it up instead' }),
        at: z.string().openapi({ description: 'Commit time (ISO 8601, UTC)', example: '2026-11-25T16:19:10.123Z' }),
      }),
    ),
    next: z.string().openapi({ description: 'Cursor after the last change of the page (the given one when the page is empty)' }),
    more: z.boolean().openapi({ description: 'true when more changes follow `next` already' }),
  })
  .openapi('CatalogChangePage');

const ms = Count;

/** A reindex job (`/api/admin/reindex`, `/api/admin/jobs`). */
export const ReindexJobResource = z
  .looseObject({
    id: z.string().openapi({ description: 'Job id: the same request gets the same id (one job at a time)' }),
    type: z.literal('reindex'),
    state: z.enum(['queued', 'running', 'cancelling', 'completed', 'failed', 'cancelled']),
    request: z.looseObject({
      entities: z.array(z.string()).openapi({ description: 'Entities the job rebuilds; empty = every search index' }),
      ids: z.array(S.Id).optional().openapi({ description: 'Partial reindex: only these ids' }),
    }),
    progress: z.looseObject({ done: Count, total: Count }).openapi({ description: 'Documents indexed and to index' }),
    stages: z.array(
      z.looseObject({
        entity: z.string(),
        state: z.enum(['pending', 'running', 'done']),
        done: Count,
        total: Count,
        ms: ms.openapi({ description: 'Wall time of the stage so far, ms' }),
        timings: z.looseObject({ read_ms: ms, build_ms: ms, bulk_wait_ms: ms, merge_ms: ms, finish_ms: ms }).optional().openapi({
          description:
            'A finished rebuild: waiting for PostgreSQL pages, building documents, waiting for bulk requests, force-merging, alias swap and catch-up (ms)',
        }),
      }),
    ),
    attempts: Count.openapi({ description: 'Attempts started (a failed attempt is retried, 3 attempts in all)' }),
    errors: z.array(z.string()).openapi({ description: 'Error of each failed attempt, oldest first' }),
    result: z.record(z.string(), Count).optional().openapi({ description: 'Documents indexed per entity (completed jobs)' }),
    created_at: z.string(),
    started_at: z.string().optional(),
    finished_at: z.string().optional(),
  })
  .openapi('ReindexJob');

/** `GET /api/admin/jobs`. */
export const ReindexJobList = z.looseObject({ jobs: z.array(ReindexJobResource) }).openapi('ReindexJobList');
