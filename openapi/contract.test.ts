import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { Artist, ErrorBody, QuotaStatus, Recording, RecordingChartsResult, searchResult, listResult } from '@mc/catalog';
import {
  ROUTES,
  DOC_ROUTES,
  booleanParam,
  contractFor,
  dateParam,
  enumListParam,
  idListParam,
  idParam,
  intParam,
  openApiPath,
  routeKey,
  textParam,
} from './contract';
import { OPENAPI_JSON_PATH, buildOpenApiDocument, renderOpenApiDocument } from './generate';
import { CATALOG_CHANGES_TAG } from './contract/routes/catalog-changes';
import { JOBS_TAG } from './contract/routes/admin-jobs';
import { MATCH_JOBS_TAG } from './contract/routes/match-jobs';

/** Tags of the write side (an extension of this service): catalog changes and the change feed, jobs, curation. */
import { CURATION_TAG } from './contract/routes/curation';
const WRITE_SIDE_TAGS = [CATALOG_CHANGES_TAG, JOBS_TAG, CURATION_TAG];

/** Every endpoint of the published interface v2.0.0 (`docs/api.md` "Endpoints", without the extensions), as `METHOD /openapi/{path}`. */
const SPEC_ENDPOINTS = [
  'GET /api/artist',
  'GET /api/artist/{id}',
  'GET /api/artist/{id}/biographies',
  'GET /api/artist/{id}/pictures',
  'GET /api/artist/{id}/albums',
  'GET /api/artist/{id}/popularity',
  'GET /api/album',
  'GET /api/album/{id}',
  'GET /api/album/{id}/coverart',
  'GET /api/album/{id}/audiodescriptions',
  'GET /api/album/{id}/releases',
  'GET /api/album/{id}/credits',
  'GET /api/album/{id}/reviews',
  'GET /api/release',
  'GET /api/release/toc',
  'GET /api/release/{id}',
  'GET /api/release/{id}/tracks',
  'GET /api/recording',
  'GET /api/recording/{id}',
  'GET /api/recording/{id}/audiodescriptions',
  'GET /api/recording/{id}/lyric',
  'GET /api/recording/{id}/popularity',
  'GET /api/recording/{id}/charts',
  'GET /api/recording/{idRecording}/charts/{idCharts}',
  'GET /api/recording/{id}/credits',
  'GET /api/recording/{id}/clusters',
  'GET /api/recording/{id}/cluster-candidates',
  'GET /api/genre',
  'GET /api/genre/{id}',
  'GET /api/genre/{id}/artists',
  'GET /api/role',
  'GET /api/role/{id}',
  'GET /api/country',
  'GET /api/country/{id}',
  'GET /api/show-type',
  'GET /api/show-type/{id}',
  'GET /api/charts',
  'GET /api/charts/{id_charts}/dates',
  'GET /api/charts/{id_charts}/dates/{id_date}/rows',
  'GET /api/show',
  'GET /api/show/{id}',
  'GET /api/show/{id}/pictures',
  'GET /api/artist-title',
  'GET /api/recommendation',
  'POST /report/picture/usage',
  'GET /user/api/status',
];

const docKey = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`;

/** Parses one query parameter the way Express hands it over (absent = undefined). */
function parseParam(schema: z.ZodType, value: string | undefined) {
  return z.object({ p: schema }).safeParse(value === undefined ? {} : { p: value });
}
function ok(schema: z.ZodType, value: string | undefined): unknown {
  const r = parseParam(schema, value);
  if (!r.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${r.error.message}`);
  return (r.data as { p: unknown }).p;
}
function rejectMessage(schema: z.ZodType, value: string | undefined): string {
  const r = parseParam(schema, value);
  if (r.success) throw new Error(`expected ${JSON.stringify(value)} to be rejected`);
  return r.error.issues.map((i) => i.message).join('; ');
}

describe('route contract', () => {
  it('covers every endpoint of the published interface', () => {
    const keys = new Set(ROUTES.map(docKey));
    for (const e of SPEC_ENDPOINTS) expect(keys).toContain(e);
  });

  it('adds the documented extensions of this service', () => {
    const keys = ROUTES.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /healthz', 'GET /readyz', 'POST /api/artist-title/batch', 'GET /report/picture/usage']),
    );
  });

  it('has unique operationIds and unique method+path pairs', () => {
    const all = [...ROUTES, ...DOC_ROUTES];
    expect(new Set(all.map((r) => r.operationId)).size).toBe(all.length);
    expect(new Set(all.map(routeKey)).size).toBe(all.length);
  });

  it('documents 200, 400, 401, 404 and 429 on every GET under /api (and 503 on the routes with a deadline)', () => {
    const catalogReads = ROUTES.filter((r) => !r.tags.some((t) => [...WRITE_SIDE_TAGS, MATCH_JOBS_TAG].includes(t)));
    for (const r of catalogReads.filter((r) => r.method === 'get' && r.path.startsWith('/api/'))) {
      const extra = r.deadline ? ['503'] : [];
      expect(Object.keys(r.responses).sort()).toEqual(['200', '400', '401', '404', '429', ...extra]);
      expect(r.counted).toBe(true);
      expect(r.auth).toBe(true);
    }
  });

  it('documents 401, 403 (scoped routes), 429 and 503 on every route of the write side, each counted', () => {
    const writeSide = ROUTES.filter((r) => r.tags.some((t) => WRITE_SIDE_TAGS.includes(t)));
    const catalogAndJobs = 'applyCatalogChanges cancelJob getJob listCatalogChanges listJobs startReindex';
    const curation = 'getCuratedDecision listCuratedDecisions recordCuratedDecision undoCuratedDecision';
    const pins = 'getMatchPin listMatchPins pinMatchLine unpinMatchLine';
    // Any token pins its own lines; a global pin (written or removed) needs `admin`.
    const globalPin403 = ['pinMatchLine', 'unpinMatchLine'];
    expect(writeSide.map((r) => r.operationId).sort()).toEqual(`${catalogAndJobs} ${curation} ${pins}`.split(' ').sort());
    for (const r of writeSide) {
      const statuses = Object.keys(r.responses);
      expect(statuses).toEqual(expect.arrayContaining(['401', '429', '503']));
      expect(statuses.includes('403')).toBe((r.scope ?? 'read') !== 'read' || globalPin403.includes(r.operationId));
      expect(r.counted && r.auth).toBe(true);
    }
    expect(contractFor('applyCatalogChanges').scope).toBe('catalog:write');
    expect(writeSide.filter((r) => r.tags.includes(JOBS_TAG)).every((r) => r.scope === 'admin')).toBe(true);
    expect(contractFor('listCatalogChanges').scope).toBeUndefined();
  });

  it('documents the report endpoint responses', () => {
    expect(Object.keys(contractFor('reportPictureUsage').responses).sort()).toEqual([
      '202',
      '400',
      '401',
      '409',
      '413',
      '415',
      '422',
      '429',
    ]);
  });

  it('lists the literal /api/release/toc before /api/release/:id so Express matches it first', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.indexOf('/api/release/toc')).toBeLessThan(paths.indexOf('/api/release/:id'));
  });

  it('finds a contract by operationId and throws on an unknown one', () => {
    expect(contractFor('getArtist').path).toBe('/api/artist/:id');
    // @ts-expect-error an operationId no route has is refused by the type checker too
    expect(() => contractFor('nope')).toThrow(/nope/);
  });

  it('converts Express paths to OpenAPI templates', () => {
    expect(openApiPath('/api/charts/:id_charts/dates/:id_date/rows')).toBe('/api/charts/{id_charts}/dates/{id_date}/rows');
  });
});

describe('generated OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('equals the committed openapi/openapi.json (run `npm run openapi` after changing the contract)', () => {
    expect(readFileSync(OPENAPI_JSON_PATH, 'utf8')).toBe(renderOpenApiDocument(doc));
  });

  it('is OpenAPI 3.1, version 2.0.0, bearer-protected except the public routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('2.0.0');
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const p of ['/healthz', '/readyz', '/openapi.json', '/docs']) expect(doc.paths?.[p]?.get?.security).toEqual([]);
    expect(doc.paths?.['/api/artist/{id}']?.get?.security).toBeUndefined();
  });

  it('registers the response shapes as components', () => {
    const names = Object.keys(doc.components?.schemas ?? {});
    expect(names).toEqual(expect.arrayContaining(['Artist', 'Album', 'Release', 'Recording', 'ErrorBody', 'QuotaStatus']));
  });
});

describe('parameter helpers', () => {
  const offset = intParam({ min: 0, max: 1000, default: 0 });
  const limit = intParam({ min: 0, max: 500, default: 20 });
  const page = intParam({ min: 1, max: 500, default: 1 });

  it('converts integer text and applies defaults', () => {
    expect(ok(offset, '40')).toBe(40);
    expect(ok(limit, undefined)).toBe(20);
    expect(ok(page, undefined)).toBe(1);
    expect(ok(intParam({ min: 1, max: 3 }), undefined)).toBeUndefined();
  });

  it('rejects non-integers and out-of-range values naming the bound', () => {
    expect(rejectMessage(offset, '-1')).toBe('must be at least 0');
    expect(rejectMessage(limit, 'abc')).toBe('must be an integer');
    expect(rejectMessage(limit, '1.5')).toBe('must be an integer');
    expect(rejectMessage(limit, '')).toBe('must be an integer');
    expect(rejectMessage(limit, '501')).toBe('must be at most 500');
    expect(rejectMessage(page, '0')).toBe('must be at least 1');
  });

  it('rejects a repeated parameter (array value)', () => {
    expect(z.object({ p: limit }).safeParse({ p: ['1', '2'] }).success).toBe(false);
  });

  it('accepts path ids matching [1-9][0-9]* only', () => {
    expect(ok(idParam(), '42')).toBe(42);
    for (const bad of ['0', '01', '-1', 'abc', '1.0', '9007199254740992']) expect(parseParam(idParam(), bad).success).toBe(false);
    expect(ok(idParam({ allowZero: true }), '0')).toBe(0);
  });

  it('parses id lists', () => {
    expect(ok(idListParam(), '1,2,3')).toEqual([1, 2, 3]);
    expect(ok(idListParam(), '7')).toEqual([7]);
    expect(ok(idListParam(), '1, 2')).toEqual([1, 2]);
    expect(parseParam(idListParam(), '1,,2').success).toBe(false);
    expect(parseParam(idListParam(), '1,x').success).toBe(false);
  });

  it('accepts dates with 00 for unknown month/day and rejects impossible ones', () => {
    expect(ok(dateParam(), '1999-00-00')).toBe('1999-00-00');
    expect(ok(dateParam(), '1999-04-00')).toBe('1999-04-00');
    expect(ok(dateParam(), '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['1999-13-01', '1999-02-30', '1999-4-1', 'yesterday'])
      expect(parseParam(dateParam(), bad).success).toBe(false);
    expect(parseParam(dateParam({ exact: true }), '1999-04-00').success).toBe(false);
    for (const bad of ['0000-00-00', '2023-02-29', '1900-02-29', '2021-04-31'])
      expect(parseParam(dateParam({ exact: true }), bad).success).toBe(false);
    for (const good of ['0001-01-01', '2000-02-29', '2024-12-31']) expect(ok(dateParam({ exact: true }), good)).toBe(good);
  });

  it('parses booleans', () => {
    const b = booleanParam({ default: false });
    expect(ok(b, 'true')).toBe(true);
    expect(ok(b, '1')).toBe(true);
    expect(ok(b, '0')).toBe(false);
    expect(ok(b, undefined)).toBe(false);
    expect(parseParam(b, 'yes').success).toBe(false);
  });

  it('parses picture formats as an enum list', () => {
    const format = enumListParam(['1:1', '16:9', 'all'] as const, { default: ['1:1'] });
    expect(ok(format, '1:1,16:9')).toEqual(['1:1', '16:9']);
    expect(ok(format, undefined)).toEqual(['1:1']);
    expect(rejectMessage(format, '4:3')).toMatch(/1:1, 16:9, all/);
  });

  it('treats empty optional text as absent', () => {
    expect(ok(textParam(), '  ')).toBeUndefined();
    expect(ok(textParam(), ' Björk ')).toBe('Björk');
  });
});

describe('route query schemas', () => {
  it('fills list defaults and the 500 default of recording charts', () => {
    expect(contractFor('listArtistAlbums').request.query.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(contractFor('listRecordingCharts').request.query.parse({})).toEqual({ offset: 0, limit: 500 });
  });

  it('accepts an artist search without query or filter (the route answers 404: nothing to search for)', () => {
    const q = contractFor('searchArtists').request.query;
    expect(q.parse({})).toEqual({ page: 1 });
    expect(q.parse({ isni: '0000000121455467' })).toMatchObject({ isni: '0000000121455467', page: 1 });
    expect(q.parse({ query: 'Daft Punk', page: '2' })).toMatchObject({ query: 'Daft Punk', page: 2 });
  });

  it('requires query on album search', () => {
    expect(contractFor('searchAlbums').request.query.safeParse({ artist: 'Björk' }).success).toBe(false);
  });

  it('applies recommendation defaults and requires a seed: ms_track_ids and/or ms_artist_ids', () => {
    const q = contractFor('getRecommendations').request.query;
    const none = q.safeParse({ audio_bpm: '2' });
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ms_track_ids', 'at least one of ms_track_ids and ms_artist_ids is required'],
    ]);
    expect(q.safeParse({ ms_track_ids: '1', audio_moods: 'happy, sad' }).success).toBe(true);
    expect(q.safeParse({ ms_track_ids: '1', audio_moods: 'grumpy' }).success).toBe(false);
    expect(q.parse({ ms_artist_ids: '12,34' })).toMatchObject({
      ms_artist_ids: [12, 34],
      year_range: 5,
      results_nb: 500,
      min_accuracy: 32,
    });
    expect(q.safeParse({ ms_track_ids: '1', results_nb: '9' }).success).toBe(false);
    expect(q.safeParse({ ms_track_ids: '1', audio_bpm: '4' }).success).toBe(false);
  });

  it('parses a CD TOC', () => {
    const q = contractFor('searchReleasesByToc').request.query;
    expect(q.parse({ toc: '1 3 60295 150 22352 38335' }).toc).toEqual({
      firstTrack: 1,
      lastTrack: 3,
      leadout: 60295,
      offsets: [150, 22352, 38335],
    });
    expect(q.safeParse({ toc: '1 3 60295 150' }).success).toBe(false);
  });

  it('validates the picture-usage report body', () => {
    const body = contractFor('reportPictureUsage').request.body;
    expect(body.parse({ id_transaction: 5, assets: [{ id_picture: 1, count: 3 }] })).toMatchObject({ test: false });
    expect(body.safeParse({ id_transaction: 0, assets: [{ id_picture: 1, count: 3 }] }).success).toBe(false);
    expect(body.safeParse({ id_transaction: 5, assets: [] }).success).toBe(false);
  });
});

describe('response schemas', () => {
  const artist = {
    id: 123,
    name: 'Daft Punk',
    type: 'Band',
    nature: 'Human',
    country_name: 'France',
    country_code: 'FR',
    debut_date: '1993-00-00',
    activity_periods: [{ start_date: '1993-00-00', end_date: '2021-02-22' }],
    genres: [{ id_genre: 4, name: 'house', link: 'Main' }],
    roles: [{ id_role: 9, name: 'producer', link: 'Main' }],
    aliases: [{ alias: 'Daft', link: 'Nickname' }],
    translated: [{ lang: 'ja', rfc_5646: 'ja-Jpan', name: 'ダフト・パンク' }],
    band_members: [
      {
        id_artist: 124,
        name_artist: 'Thomas Bangalter',
        start_date: '1993-00-00',
        end_date: null,
        id_role: 9,
        name_role: 'producer',
      },
    ],
    socials: { website: ['https://www.daftpunk.com'] },
    externals: { ext_mb: ['056e4f3e-d505-4dad-8ec1-d04f521cbb56'], ext_dg: [1289] },
    isni: null,
  };
  const recording = {
    id: 987,
    title: 'One More Time',
    duration: '00:05:20',
    isrc: 'GBDUW0000053',
    externals: { ext_mb: ['d7b5f9e6-2fd3-4e7a-8d2e-3a1b2c3d4e5f'] },
    genre: { id_genre: 4, name: 'house' },
    artists: [{ id: 123, name: 'Daft Punk', type: 'MAIN', link: 'Main', roles: [{ id: 9, name: 'producer' }] }],
    performer: 'Daft Punk',
  };

  it('parses an artist and a recording in served shape, keeping documented extras', () => {
    expect(Artist.parse(artist).name).toBe('Daft Punk');
    expect(Recording.parse(recording)).toMatchObject({ performer: 'Daft Punk' });
  });

  it('rejects a document missing a required field or with an unknown enum value', () => {
    const { type: _type, ...noType } = artist;
    expect(Artist.safeParse(noType).success).toBe(false);
    const { title: _title, ...noTitle } = recording;
    expect(Recording.safeParse(noTitle).success).toBe(false);
    expect(Artist.safeParse({ ...artist, type: 'Orchestra' }).success).toBe(false);
    expect(Recording.safeParse({ ...recording, duration: '5:20' }).success).toBe(false);
  });

  it('wraps hits and list items', () => {
    expect(
      searchResult(Artist).safeParse({ hits: [{ ...artist, score: 12.5 }], page: 1, totalPages: 1, totalHits: 1 }).success,
    ).toBe(true);
    expect(listResult(Artist).safeParse({ results: [], offset: 0, limit: 20 }).success).toBe(false);
    expect(
      RecordingChartsResult.safeParse({
        results: [[{ id_charts: 3, name: 'Billboard Hot 100', best_rank: 61, entry_date: '2001-03-10' }]],
        offset: 0,
        limit: 500,
        total: 1,
      }).success,
    ).toBe(true);
  });

  it('uses the literal quota header names and the error body shape', () => {
    expect(
      QuotaStatus.safeParse({ 'X-Rate-Limit-Remaining': 199, 'X-Rate-Limit-Limit': 200, 'X-Rate-Limit-Retry-After': 0 }).success,
    ).toBe(true);
    expect(
      ErrorBody.safeParse({ errors: [{ type: 'Syntax error', message: 'The payload contains invalid JSON data' }] }).success,
    ).toBe(true);
    expect(ErrorBody.safeParse({ errors: [] }).success).toBe(false);
  });
});
