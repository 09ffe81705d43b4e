/**
 * The contract's routes of matching jobs (an extension of this service, `docs/matching-jobs.md`): a file of logged lines in,
 * a results file out, matched by the workers (`docs/matching-jobs.md` is the guide). Any token may
 * run jobs (they are the read side's matching, in bulk); a job belongs to its token (another
 * token gets 404). The routes cost no quota themselves: each line is charged once, when the
 * worker answers it.
 */
import { z } from 'zod';
import {
  MatchJob,
  MatchJobCreateQuery,
  MatchJobIdPath,
  MatchJobResultsQuery,
  MatchJobReview,
  MatchJobReviewQuery,
} from '../match-jobs';
import { E400, E401, E404, E429, E503, ERR, route } from '../route-types';

/** The tag of the matching-job routes. */
export const MATCH_JOBS_TAG = 'Matching jobs';

/** Example job file (CSV with a header; other columns are carried through). */
const EXAMPLE_FILE = [
  'artist,title,duration,id',
  'Bob Seger/Silver Bullet Band,Night Moves,3:24,play-1',
  'BEYONCE FT JAY Z,Crazy In Love,,play-2',
  '"Simon & Garfunkel","Mrs. Robinson",,play-3',
]
  .map((l) => `${l}\n`)
  .join('');

const JOB_NOTE =
  'An extension of this service. Any token; a job belongs to the token that created it (another token gets 404). Not counted.';

/** Routes of matching jobs. */
export const MATCH_JOB_ROUTES = [
  route({
    operationId: 'createMatchJob',
    method: 'post',
    path: '/api/artist-title/jobs',
    summary: 'Match a file of artist-title lines as a job (CSV, TSV or JSON Lines)',
    description: [
      'An extension of this service. Any token. The body is a file: CSV (`text/csv`) or TSV (`text/tab-separated-values`) with a header',
      'naming `artist` (or `name`) and `title`, optionally `duration` (seconds or `M:SS`), `id` and any other columns, which',
      'are carried through to the results; or JSON Lines (`application/x-ndjson`) objects with the same fields. Plain or',
      '`Content-Encoding: gzip`. Streamed into the database, never held whole in memory. Lines that cannot be read are',
      'listed (`rejects`, line number and reason) and never charged. Each distinct normalised (artist, title, duration',
      'bucket) is matched once and its answer shared by every line with it (and with later jobs while the catalog does',
      'not change). Answers 202 with the job; follow it with `GET /api/artist-title/jobs/{id}`. Limits: `MATCH_JOB_MAX_LINES`',
      'lines (default 1,000,000) and `MATCH_JOB_MAX_BYTES` bytes after decompression (default 256 MiB) → 413;',
      '`MATCH_JOBS_PER_TOKEN` unfinished jobs per token (default 2) → 429; a file with more lines than the token has',
      'left today → 429 naming both numbers (nothing charged). Each line is charged one quota unit when it is answered.',
      'With `keep_current=true` the finished job follows the catalog (see `POST …/rematch`).',
    ].join(' '),
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { query: MatchJobCreateQuery },
    streamBody: {
      contentType: 'text/csv',
      alsoAccepts: ['text/tab-separated-values', 'application/x-ndjson'],
      encodings: ['gzip'],
      limit: 'matchJob',
      description: 'A file of artist-title lines: CSV/TSV with a header, or JSON Lines',
      example: EXAMPLE_FILE,
    },
    responses: {
      202: { description: 'The job, queued (Location: its path)', schema: MatchJob },
      400: ERR('The file has no usable header (artist and title columns), or is not valid gzip'),
      401: E401,
      413: ERR('More lines or bytes than MATCH_JOB_MAX_LINES / MATCH_JOB_MAX_BYTES (the message says which)'),
      415: ERR('Content-Type is not text/csv, text/tab-separated-values or application/x-ndjson, or an unknown encoding'),
      429: ERR('Too many unfinished jobs for this token, or more lines than the daily quota has left (the message says which)'),
      503: E503,
    },
  }),
  route({
    operationId: 'getMatchJob',
    method: 'get',
    path: '/api/artist-title/jobs/:id',
    summary: 'A matching job: state, lines done, outcomes, rate and time left',
    description: JOB_NOTE,
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { params: MatchJobIdPath },
    responses: { 200: { description: 'The job', schema: MatchJob }, 400: E400, 401: E401, 404: E404, 429: E429, 503: E503 },
  }),
  route({
    operationId: 'cancelMatchJob',
    method: 'delete',
    path: '/api/artist-title/jobs/:id',
    summary: 'Cancel a matching job',
    description: [
      JOB_NOTE,
      'A queued or running job stops: no chunk is started after this (a chunk being matched finishes). Lines done stay',
      'done, readable and charged; nothing else is charged. A finished job → 409.',
    ].join(' '),
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { params: MatchJobIdPath },
    responses: {
      200: { description: 'The job, cancelled', schema: MatchJob },
      400: E400,
      401: E401,
      404: E404,
      409: ERR('The job has finished (completed or cancelled)'),
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'getMatchJobResults',
    method: 'get',
    path: '/api/artist-title/jobs/:id/results',
    summary: "A matching job's results in input order (CSV or JSON Lines), so far",
    description: [
      JOB_NOTE,
      'One line per accepted input line, in input order, for the lines answered so far (readable while the job runs).',
      'CSV: the input columns, then `match_line`, `match_status` (`matched`, `no_match`, `failed`), `match_recording_id`,',
      '`match_title`, `match_artists`, `match_confidence`, `match_version`, `match_method`, `match_type` (`exact`, `high`,',
      '`medium`, `low`; empty without a match), `result_version` (the result version that gave the line its answer).',
      'JSON Lines (`format=jsonl`, `application/x-ndjson`): `{line, input, status, recording, confidence, version, method,',
      'match_type, result_version}`. `match_type=low,medium` keeps only the matched lines of those bands (the lines to',
      'review); an unknown band → 400 naming `match_type`. `changed_since=N` keeps the lines whose answer changed after',
      'result version N (a re-match). Streamed.',
    ].join(' '),
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { params: MatchJobIdPath, query: MatchJobResultsQuery },
    responses: {
      200: { description: 'The results file (CSV; JSON Lines with format=jsonl)', schema: z.string(), contentType: 'text/csv' },
      400: E400,
      401: E401,
      404: E404,
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'rematchMatchJob',
    method: 'post',
    path: '/api/artist-title/jobs/:id/rematch',
    summary: 'Re-match a finished job against the catalog as it is now (only the lines its changes can touch)',
    description: [
      JOB_NOTE,
      'A worker re-matches, within about a second, the distinct lines the catalog changes since the job was current can',
      "touch: lines without a match and unsure ones (`low`, `medium`, another version) that an added or changed recording's",
      'artist and title words could answer, and every line answered with a recording or artist since changed, merged,',
      'split, deleted, or pinned. A line whose answer changes takes the next result version (`results?changed_since=N`) and',
      'is charged one unit; an unchanged answer is not charged again. Answers 202 with the job (`rematch.state`: `queued`,',
      'then `running`, then `idle` with its counts); asking again while one is queued or running changes nothing. A job',
      'that has not completed → 409.',
    ].join(' '),
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { params: MatchJobIdPath },
    responses: {
      202: { description: 'The job, its re-match queued', schema: MatchJob },
      400: E400,
      401: E401,
      404: E404,
      409: ERR('The job has not completed (still running, or cancelled)'),
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'getMatchJobReview',
    method: 'get',
    path: '/api/artist-title/jobs/:id/review',
    summary: "A matching job's lines that need a person, most played first, with their candidates",
    description: [
      JOB_NOTE,
      'The distinct lines (artist, title, duration bucket) answered so far whose answer needs a person: no match but a',
      'candidate, `low`, `medium`, or another version than the line names; each with its plays in the job, its answer and',
      'up to three candidates (recording, score, the check that refused it). Ranked by plays, then by line. Accepting a',
      'candidate, or marking a line "not a song", is a pin (`POST /api/artist-title/pins`): every later job follows it.',
      '`format=csv` answers the whole queue as CSV (`artist,title,plays,match_status,match_recording_id,match_title,',
      'match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`, `_artists`, `_score`, `_refused_by` for',
      'N = 1..3), `offset` and `limit` ignored.',
    ].join(' '),
    tags: [MATCH_JOBS_TAG],
    counted: false,
    request: { params: MatchJobIdPath, query: MatchJobReviewQuery },
    responses: {
      200: { description: 'A page of the review queue (CSV with format=csv)', schema: MatchJobReview },
      400: E400,
      401: E401,
      404: E404,
      429: E429,
      503: E503,
    },
  }),
] as const;
