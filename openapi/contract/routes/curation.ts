/**
 * The contract's routes of curated identity decisions (an extension of this service,
 * `docs/curation.md`): an operator merges artists or keeps two apart over HTTP, lists the
 * decisions and undoes one. Every route needs a token with scope `admin`.
 */
import { CuratedDecision, CuratedDecisionList, CuratedDecisionRequest, DecisionIdPath } from '../curation';
import { listQuery } from '../params';
import { E400, E401, E403, E404, E429, E503, ERR, route } from '../route-types';

/** The tag of the curation routes. */
export const CURATION_TAG = 'Curation';

const NOTE =
  'An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request against the daily quota.';
const CURATION_ROUTE = { tags: [CURATION_TAG], scope: 'admin' as const };
const ERRORS = { 401: E401, 403: E403, 429: E429, 503: E503 } as const;

/** Routes of curated decisions. */
export const CURATION_ROUTES = [
  route({
    operationId: 'recordCuratedDecision',
    method: 'post',
    path: '/api/curation/decisions',
    summary: 'Merge artists into one, or keep them apart; outranks entity resolution and survives every import',
    description: [
      NOTE,
      '`merge`: the artists become one at once, under the lowest id (the others answer with it, as a merged MBID does);',
      "their names, aliases and credits are the survivor's, and every import after it writes their records there.",
      '`keep_apart`: entity resolution never merges any two of them. Idempotent by `id`: the same id and content again → 200 with',
      'the recorded decision; the same id with other content, a merge of a pair kept apart, a keep-apart of artists',
      'already served as one or merged by a curated decision → 409 naming the decision. An id that is not an artist → 404',
      'naming `body.ids[i]`; a body that breaks the schema (an artist named twice) → 422 naming the field.',
      'The merge is in the change feed (`merge` of each merged id) and searchable as one within about a second.',
    ].join(' '),
    ...CURATION_ROUTE,
    request: { body: CuratedDecisionRequest },
    responses: {
      200: { description: 'The same decision, recorded before (a replay)', schema: CuratedDecision },
      201: { description: 'Recorded and applied', schema: CuratedDecision },
      ...ERRORS,
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      404: ERR('An id of `ids` is not an artist of the catalog (the message names `body.ids[i]`)'),
      409: ERR('Conflicts with a recorded decision (the message names it)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
    },
  }),
  route({
    operationId: 'listCuratedDecisions',
    method: 'get',
    path: '/api/curation/decisions',
    summary: 'Curated decisions, oldest first: who, when, why and what each changed',
    description: NOTE,
    ...CURATION_ROUTE,
    request: { query: listQuery() },
    responses: { 200: { description: 'A page of decisions', schema: CuratedDecisionList }, 400: E400, ...ERRORS },
  }),
  route({
    operationId: 'getCuratedDecision',
    method: 'get',
    path: '/api/curation/decisions/:id',
    summary: 'One curated decision',
    description: NOTE,
    ...CURATION_ROUTE,
    request: { params: DecisionIdPath },
    responses: { 200: { description: 'The decision', schema: CuratedDecision }, 400: E400, 404: E404, ...ERRORS },
  }),
  route({
    operationId: 'undoCuratedDecision',
    method: 'delete',
    path: '/api/curation/decisions/:id',
    summary: 'Undo a curated decision: merged artists are served under their own ids again, a veto is lifted',
    description: `${NOTE} Answers the decision undone. Every row the merge moved goes back under the id it had.`,
    ...CURATION_ROUTE,
    request: { params: DecisionIdPath },
    responses: { 200: { description: 'The decision undone', schema: CuratedDecision }, 400: E400, 404: E404, ...ERRORS },
  }),
] as const;
