/**
 * The contract's routes of curated matches (an extension of this service, `docs/curation.md`
 * "Pinned lines"): a station pins a logged line to a recording or to "no match" for its own
 * account, an operator (scope `admin`) for everyone; the three matching paths answer a pinned line
 * from its pin.
 */
import { MatchPin, MatchPinList, MatchPinRequest } from '../pins';
import { idPath, listQuery } from '../params';
import { E400, E401, E403, E404, E429, E503, ERR, route } from '../route-types';
import { CURATION_TAG } from './curation';

const NOTE =
  "An extension of this service. Any token: its account's own pins; a global pin needs scope `admin` (403). Counts one request against the daily quota.";
const PIN_ROUTE = { tags: [CURATION_TAG] };
const ERRORS = { 401: E401, 429: E429, 503: E503 } as const;

/** Routes of pinned lines. */
export const PIN_ROUTES = [
  route({
    operationId: 'pinMatchLine',
    method: 'post',
    path: '/api/artist-title/pins',
    summary: 'Pin a logged line to a recording, or to "no match"',
    description: [
      NOTE,
      'The line is named as the matcher folds it (case, accents, punctuation and spacing do not count; the duration is not',
      'part of it). `GET /api/artist-title`, the batch route and matching jobs answer the pinned line with the recording,',
      'confidence 100 and `match_type: "curated"` (a pin to "no match": no hit, `match_type: "curated"`), the pin id in',
      "`explanation.pin` and the batch's `pin`. The account's own pin outranks a global one. A recording merged later: its",
      'survivor answers. The same line, owner and answer again → 200 with the recorded pin; another answer → 409 naming the',
      'pin (unpin it first). A recording id the catalog does not hold → 404 naming `body.recording_id`.',
    ].join(' '),
    ...PIN_ROUTE,
    request: { body: MatchPinRequest },
    checks: ['globalPinScope'],
    responses: {
      200: { description: 'The same pin, recorded before (a replay)', schema: MatchPin },
      201: { description: 'Pinned', schema: MatchPin },
      ...ERRORS,
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      403: E403,
      404: ERR('`recording_id` is not a recording of the catalog'),
      409: ERR('The line already has a pin of this owner with another answer (the message names it)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
    },
  }),
  route({
    operationId: 'listMatchPins',
    method: 'get',
    path: '/api/artist-title/pins',
    summary: "Pins that apply to this token: its account's own and the global ones, oldest first",
    description: `${NOTE} A pin whose recording is gone says \`target: "missing"\`: it does not apply.`,
    ...PIN_ROUTE,
    request: { query: listQuery() },
    responses: { 200: { description: 'A page of pins', schema: MatchPinList }, 400: E400, ...ERRORS },
  }),
  route({
    operationId: 'getMatchPin',
    method: 'get',
    path: '/api/artist-title/pins/:id',
    summary: 'One pin (own or global)',
    description: `${NOTE} Another account's pin → 404.`,
    ...PIN_ROUTE,
    request: { params: idPath() },
    responses: { 200: { description: 'The pin', schema: MatchPin }, 400: E400, 404: E404, ...ERRORS },
  }),
  route({
    operationId: 'unpinMatchLine',
    method: 'delete',
    path: '/api/artist-title/pins/:id',
    summary: "Remove a pin: the line is matched by the matcher again (or by a global pin under the account's own)",
    description: `${NOTE} A global pin needs scope \`admin\` (403); another account's pin → 404. Answers the pin removed.`,
    ...PIN_ROUTE,
    request: { params: idPath() },
    responses: { 200: { description: 'The pin removed', schema: MatchPin }, 400: E400, 403: E403, 404: E404, ...ERRORS },
  }),
] as const;
