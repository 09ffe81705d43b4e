/**
 * The contract's job routes (beyond the SPEC): search-index rebuilds started, followed and
 * cancelled over HTTP, on the worker's reindex queue (see `../../contract.ts` for the decisions
 * they follow, `docs/write-side.md` for the guide). Every route needs a token with scope `admin`.
 */
import { JobIdPath, JobListQuery, MAX_REINDEX_IDS, ReindexJobList, ReindexJobResource, ReindexRequest } from '../write-side';
import { E400, E401, E403, E404, E429, E503, ERR, route } from '../route-types';

/** The tag of the job routes. */
export const JOBS_TAG = 'Jobs';

const QUOTA_NOTE = 'Needs a token with scope `admin` (403 otherwise). Counts one request against the daily quota.';

/** Routes of reindex jobs. */
export const ADMIN_JOB_ROUTES = [
  route({
    operationId: 'startReindex',
    method: 'post',
    path: '/api/admin/reindex',
    summary: 'Start a search-index rebuild (or a reindex of some ids) as a job',
    description: [
      `Beyond the spec. ${QUOTA_NOTE} \`{entity: "all"}\` rebuilds every search index, \`{entity}\` one: a new index is`,
      'built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches never stop; changes',
      'committed meanwhile are applied to the new index). `{entity, ids}` re-indexes those ids (1..',
      `${MAX_REINDEX_IDS}) into the live index. The worker runs one job at a time. The job id is derived from the request:`,
      'an identical job still queued or running is not queued twice — the answer is that job (200 instead of 202).',
      'Follow it with `GET /api/admin/jobs/{id}` (`Location`).',
    ].join(' '),
    tags: [JOBS_TAG],
    scope: 'admin',
    request: { body: ReindexRequest },
    responses: {
      200: { description: 'The identical job already queued or running', schema: ReindexJobResource },
      202: { description: 'Job queued', schema: ReindexJobResource },
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      401: E401,
      403: E403,
      413: ERR('Payload larger than the server body limit (BODY_LIMIT_BYTES)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'listJobs',
    method: 'get',
    path: '/api/admin/jobs',
    summary: 'Recent jobs, newest first',
    description: `Beyond the spec. ${QUOTA_NOTE} Queued and running jobs, and the last 100 completed and 500 failed or cancelled ones.`,
    tags: [JOBS_TAG],
    scope: 'admin',
    request: { query: JobListQuery },
    responses: {
      200: { description: 'Jobs, newest first', schema: ReindexJobList },
      400: E400,
      401: E401,
      403: E403,
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'getJob',
    method: 'get',
    path: '/api/admin/jobs/:id',
    summary: 'A job: state, progress, stage timings, errors',
    description: `Beyond the spec. ${QUOTA_NOTE} \`progress\` sums the stages (documents done / to do); each stage is one entity.`,
    tags: [JOBS_TAG],
    scope: 'admin',
    request: { params: JobIdPath },
    responses: {
      200: { description: 'The job', schema: ReindexJobResource },
      400: E400,
      401: E401,
      403: E403,
      404: E404,
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'cancelJob',
    method: 'delete',
    path: '/api/admin/jobs/:id',
    summary: 'Cancel a job',
    description: [
      `Beyond the spec. ${QUOTA_NOTE} A queued job is removed at once (200, state \`cancelled\`; it is then gone).`,
      'A running job is asked to stop (202, state `cancelling`): the worker stops it within about a second, before its',
      'alias swap, deletes the half-built index and ends the job `cancelled` — the index that was serving goes on serving.',
      'Asking again is harmless. A finished job → 409.',
    ].join(' '),
    tags: [JOBS_TAG],
    scope: 'admin',
    request: { params: JobIdPath },
    responses: {
      200: { description: 'The job was queued: removed (state `cancelled`)', schema: ReindexJobResource },
      202: { description: 'The job is running: the worker stops it (state `cancelling`)', schema: ReindexJobResource },
      400: E400,
      401: E401,
      403: E403,
      404: E404,
      409: ERR('The job has finished (completed, failed or cancelled)'),
      429: E429,
      503: E503,
    },
  }),
] as const;
