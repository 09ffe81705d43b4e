/**
 * The contract's job routes (an extension of this service): search-index rebuilds started, followed and
 * cancelled over HTTP, on the worker's reindex queue (see `../../contract.ts` for the decisions
 * they follow, `docs/write-side.md` for the guide). Every route needs a token with scope `admin`.
 */
import { JobIdPath, JobListQuery, MAX_REINDEX_IDS, ReindexJobList, ReindexJobResource, ReindexRequest } from '../write-side';
import { E400, E401, E403, E404, E429, E503, ERR, route } from '../route-types';

/** The tag of the job routes. */
export const JOBS_TAG = 'Jobs';

const QUOTA_NOTE = 'Needs a token with scope `admin` (403 otherwise). Counts one request against the daily quota.';

/** What every job route shares: its tag, scope `admin`, and the answers 401, 403, 429 and 503. */
const JOB_ROUTE = { tags: [JOBS_TAG], scope: 'admin' as const };
const JOB_ERRORS = { 401: E401, 403: E403, 429: E429, 503: E503 } as const;
/** The answers of a route on one job (`:id`): a malformed id (400), no such job (404). */
const ONE_JOB_ERRORS = { ...JOB_ERRORS, 400: E400, 404: E404 } as const;

/** The two answers of a start or a cancel, both with the job: 200 (`settled`) and 202 (`underWay`). */
const jobAnswers = (settled: string, underWay: string) =>
  ({
    200: { description: settled, schema: ReindexJobResource },
    202: { description: underWay, schema: ReindexJobResource },
  }) as const;

/** Routes of reindex jobs. */
export const ADMIN_JOB_ROUTES = [
  route({
    operationId: 'startReindex',
    method: 'post',
    path: '/api/admin/reindex',
    summary: 'Start a search-index rebuild (or a reindex of some ids) as a job',
    description: [
      `An extension of this service. ${QUOTA_NOTE} \`{entity: "all"}\` rebuilds every search index, \`{entity}\` one: a new index is`,
      'built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches never stop; changes',
      'committed meanwhile are applied to the new index). `{entity, ids}` re-indexes those ids (1..',
      `${MAX_REINDEX_IDS}) into the live index. The worker runs one job at a time. The job id is derived from the request:`,
      'an identical job still queued or running is not queued twice — the answer is that job (200 instead of 202).',
      'Follow it with `GET /api/admin/jobs/{id}` (`Location`).',
    ].join(' '),
    ...JOB_ROUTE,
    request: { body: ReindexRequest },
    responses: {
      ...jobAnswers('The identical job already queued or running', 'Job queued'),
      ...JOB_ERRORS,
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      413: ERR('Payload larger than the server body limit (BODY_LIMIT_BYTES)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
    },
  }),
  route({
    operationId: 'listJobs',
    method: 'get',
    path: '/api/admin/jobs',
    summary: 'Recent jobs, newest first',
    description: `An extension of this service. ${QUOTA_NOTE} Queued and running jobs, and the last 100 completed and 500 failed or cancelled ones.`,
    ...JOB_ROUTE,
    request: { query: JobListQuery },
    responses: {
      200: { description: 'Jobs, newest first', schema: ReindexJobList },
      400: E400,
      ...JOB_ERRORS,
    },
  }),
  route({
    operationId: 'getJob',
    method: 'get',
    path: '/api/admin/jobs/:id',
    summary: 'A job: state, progress, stage timings, errors',
    description: `An extension of this service. ${QUOTA_NOTE} \`progress\` sums the stages (documents done / to do); each stage is one entity.`,
    ...JOB_ROUTE,
    request: { params: JobIdPath },
    responses: {
      200: { description: 'The job', schema: ReindexJobResource },
      ...ONE_JOB_ERRORS,
    },
  }),
  route({
    operationId: 'cancelJob',
    method: 'delete',
    path: '/api/admin/jobs/:id',
    summary: 'Cancel a job',
    description: [
      `An extension of this service. ${QUOTA_NOTE} A queued job is removed at once (200, state \`cancelled\`; it is then gone).`,
      'A running job is asked to stop (202, state `cancelling`): the worker stops it within about a second, before its',
      'alias swap, deletes the half-built index and ends the job `cancelled` — the index that was serving goes on serving.',
      'Asking again is harmless. A finished job → 409.',
    ].join(' '),
    ...JOB_ROUTE,
    request: { params: JobIdPath },
    responses: {
      ...jobAnswers(
        'The job was queued: removed (state `cancelled`)',
        'The job is running: the worker stops it (state `cancelling`)',
      ),
      ...ONE_JOB_ERRORS,
      409: ERR('The job has finished (completed, failed or cancelled)'),
    },
  }),
] as const;
