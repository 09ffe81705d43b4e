/**
 * The contract's `Matching` and `Search` routes: artist-title search and search as you type (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { MAX_BATCH_ITEMS, MAX_MATCH_FIELD_LENGTH } from '../limits';
import { booleanParam, intParam, page, requiredTextParam } from '../params';
import { ArtistTitleBatchRequest } from '../bodies';
import { durationQueryParam } from '../durations';
import { api, E401, E503, ERR, route } from '../route-types';

/** Routes tagged `Matching` and `Search`: artist-title search and search as you type. */
export const MATCHING_ROUTES = [
  // Artist-title search
  // An extension of this service: search as you type across entity types (`docs/search.md`)
  api({
    operationId: 'suggest',
    path: '/api/suggest',
    summary: 'Search as you type: the most popular matches across artists, recordings, albums, releases and shows',
    description:
      'An extension of this service. One request per keystroke: earlier words whole, the last one a prefix; title and artist words may mix in one box; aliases and translated names count. Hits of the five types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list when nothing matches; 400 when the text has no letter or digit to search for. Answered within `SEARCH_DEADLINE_MS` (503 with Retry-After beyond); a client that goes away (the next keystroke) stops the engine work.',
    tags: ['Search'],
    request: {
      query: z.object({
        query: requiredTextParam('The text typed so far'),
        limit: intParam({ min: 1, max: 50, default: 10, description: 'Hits to return' }),
      }),
    },
    deadline: 'search',
    response: S.SuggestResult,
    responseDescription: 'Suggestions, best first',
    moreResponses: { 503: E503 },
  }),
  api({
    operationId: 'searchArtistTitle',
    path: '/api/artist-title',
    summary: 'Recordings by artist name and title',
    description:
      'Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles (e.g. radio playlist matching). An extension of this service: version tags of the title ("(Live)", "- Radio Edit", "(X Remix)", "(Instrumental)", "(Taylor\'s Version)"…) and `duration` pick the logged version of a song, and each hit says `version`: `same`, or `other` (a lower score) when the catalog holds the song but not the logged version. `explain` adds an `explanation` to each hit.',
    tags: ['Matching'],
    request: {
      query: z.object({
        name: requiredTextParam(`Artist name, at most ${MAX_MATCH_FIELD_LENGTH} characters`, MAX_MATCH_FIELD_LENGTH),
        title: requiredTextParam(`Song title, at most ${MAX_MATCH_FIELD_LENGTH} characters`, MAX_MATCH_FIELD_LENGTH),
        duration: durationQueryParam(),
        page: page(),
        explain: booleanParam({ default: false, description: 'An extension of this service: explain how each hit was matched' }),
        candidates: booleanParam({
          default: false,
          description:
            'An extension of this service: add `candidates` (up to three recordings, each with the check that refused it) when the answer is unsure (`low`, `medium`) or none; a line without a match then answers 200 with no hits',
        }),
      }),
    },
    response: S.ArtistTitleSearchResult,
    responseDescription: 'Search wrapper of Artist-title hit',
    moreResponses: { 503: E503 },
    deadline: 'match',
  }),
  route({
    operationId: 'matchArtistTitleBatch',
    method: 'post',
    path: '/api/artist-title/batch',
    summary: 'Best recording for each of up to 1000 (artist name, title) pairs',
    description: [
      'An extension of this service. One result per item, in input order: the best hit (or null when nothing matched) and its score. An item may give its logged `duration`; each hit says `version` as in `GET /api/artist-title`.',
      `Limits: 1..${MAX_BATCH_ITEMS} items; \`name\` and \`title\` 1..${MAX_MATCH_FIELD_LENGTH} characters each (422 beyond);`,
      'text without a letter or digit matches nothing. Costs one quota unit per item, charged only after the body is valid;',
      'a batch costing more than what remains of the daily quota → 429 charging nothing. At most `BATCH_CONCURRENCY_PER_TOKEN`',
      '(default 2) batches in flight per token (429 beyond); a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503',
      'with Retry-After (and its units are given back).',
    ].join(' '),
    tags: ['Matching'],
    request: { body: ArtistTitleBatchRequest },
    cost: ({ body }) => body.items.length,
    limits: ['batchesInFlight'],
    deadline: 'match',
    responses: {
      200: { description: 'One result per item', schema: S.ArtistTitleBatchResult },
      400: ERR('Request body is not valid JSON (type `Syntax error`)'),
      401: E401,
      413: ERR('Request body too large'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Body does not satisfy the schema'),
      429: ERR(
        'Too Many Requests (see Retry-After): the batch costs more than what remains of the daily quota (nothing charged), too many batches in flight for this token, or too many failed authentications',
      ),
      503: E503,
    },
  }),
] as const;
