/**
 * The contract's routes of catalog changes (an extension of this service): pushing a source's changes as JSON
 * Lines, and the change feed that lists every committed change in order (see `../../contract.ts`
 * for the decisions they follow, `docs/write-side.md` for the guide).
 */
import { CatalogChangePage, CatalogChangeSetResult, CatalogSourcePath, ChangeFeedQuery } from '../write-side';
import { E400, E401, E403, E429, E503, ERR, route } from '../route-types';

/** The tag of the write side's catalog routes. */
export const CATALOG_CHANGES_TAG = 'Catalog changes';

/** Example change set: an artist and one of its recordings, in a source of the caller's own. */
const EXAMPLE_CHANGE_SET = [
  { kind: 'artist', key: 'a-1', name: 'Example Quartet', type: 'Band' },
  {
    kind: 'recording',
    key: 'r-1',
    title: 'Example Song',
    duration: '3:05',
    artists: [{ key: 'a-1', name: 'Example Quartet', link: 'Main' }],
  },
]
  .map((line) => `${JSON.stringify(line)}\n`)
  .join('');

/** Routes of catalog changes and the change feed. */
export const CATALOG_CHANGE_ROUTES = [
  route({
    operationId: 'applyCatalogChanges',
    method: 'post',
    path: '/api/catalog/:source/changes',
    summary: 'Push changes of your catalog source (JSON Lines); searchable within about a second',
    description: [
      'An extension of this service. Needs a token with scope `catalog:write` (403 otherwise, before the body is read).',
      'The body is JSON Lines (`application/x-ndjson`, optionally `Content-Encoding: gzip`): the lines of the catalog file',
      'import (`docs/catalog-import.md`): `kind`, your `key`, the served document, or `deleted: true`. Read as a stream and',
      'applied 500 lines per transaction, whatever its size. Every line is validated exactly as the file import validates',
      'it: a bad line is refused with `{line, field, reason}` in `rejects` and the others are applied, each line whole or',
      'not at all. Idempotent by (source, key, content): replaying a request changes nothing and counts every line',
      '`unchanged`. Entity resolution runs on the entities this request changed (`merged` counts its merges). The answer',
      'gives the change-feed `cursor` after the last change made: the changes are in `GET /api/catalog/changes` and',
      'searchable within about a second (the worker indexes the feed). Limits: `CHANGES_MAX_LINES` lines (default',
      '10,000) and `CHANGES_MAX_BYTES` bytes after decompression (default 16 MiB) per request → 413 above (a declared',
      '`Content-Length` above it is refused before any work; past the limit in a streamed or compressed body, the lines',
      'before it are applied: send the rest, or replay the whole split in smaller requests). Counts one request against',
      'the daily quota whatever its number of lines. A source name that is not lower-case letters, digits, `-`, `_`, or',
      'is a shipped source → 400 naming `path.source`; a body that is not valid gzip → 400; another content type or',
      'encoding → 415.',
    ].join(' '),
    tags: [CATALOG_CHANGES_TAG],
    scope: 'catalog:write',
    checks: ['writableSource'],
    request: { params: CatalogSourcePath },
    streamBody: {
      contentType: 'application/x-ndjson',
      encodings: ['gzip'],
      description: 'One catalog-file line per line (JSON Lines); blank lines are skipped but numbered',
      example: EXAMPLE_CHANGE_SET,
    },
    responses: {
      200: { description: 'Counts per outcome, the refused lines and the change-feed cursor', schema: CatalogChangeSetResult },
      400: ERR('Bad source name (`path.source`), or a body that is not valid gzip'),
      401: E401,
      403: E403,
      413: ERR('More lines or bytes than CHANGES_MAX_LINES / CHANGES_MAX_BYTES (the message says which)'),
      415: ERR('Content-Type is not application/x-ndjson, or Content-Encoding is neither identity nor gzip'),
      429: E429,
      503: E503,
    },
  }),
  route({
    operationId: 'listCatalogChanges',
    method: 'get',
    path: '/api/catalog/changes',
    summary: 'The change feed: every committed change in commit order, after a cursor',
    description: [
      'An extension of this service. Any token. Every change of a served document — from `POST /api/catalog/{source}/changes`,',
      '`catalog import`, entity resolution (a merge) or an undone merge — in commit order: `upsert` (look the id up again),',
      '`delete` (drop it), `merge` (drop it, and follow `merged_into`, the surviving id). Resume with `after` = the `next` of',
      'the previous page: a client that stored ids keeps a mirror in step. The feed keeps changes for 7 days (and at most',
      '10 million): a cursor older than that → 410 telling the client to resync from the catalog. A cursor this feed did not',
      'hand out → 400 naming `query.after`. Counts one request against the daily quota.',
    ].join(' '),
    tags: [CATALOG_CHANGES_TAG],
    checks: ['changeCursor'],
    request: { query: ChangeFeedQuery },
    responses: {
      200: { description: 'A page of changes and the cursor after it', schema: CatalogChangePage },
      400: E400,
      401: E401,
      410: ERR('The feed no longer holds the changes after this cursor (retention): resync, then follow from a fresh cursor'),
      429: E429,
      503: E503,
    },
  }),
] as const;
