import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

describe('request validation', () => {
  it.each([
    ['/api/artist/0', 'path.id'],
    ['/api/artist/abc', 'path.id'],
    ['/api/artist/1/albums?offset=-1', 'query.offset'],
    ['/api/artist/1/biographies?limit=abc', 'query.limit'],
    ['/api/artist/1/pictures?format=4:3', 'query.format'],
    ['/api/album?query=x&page=0', 'query.page'],
    ['/api/album', 'query.query'],
    ['/api/release?release_date=2009-13-01', 'query.release_date'],
    ['/api/recording/1/charts?limit=100000', 'query.limit'],
    ['/api/genre?id_parent=x', 'query.id_parent'],
    ['/api/charts?offset=1.5', 'query.offset'],
    ['/api/show?query=x&type=abc', 'query.type'],
    ['/api/artist-title?name=x', 'query.title'],
    ['/api/recommendation?ms_track_ids=1&audio_bpm=4', 'query.audio_bpm'],
    ['/api/release/toc', 'query.toc'],
  ])('GET %s → 400 naming %s', async (path, field) => {
    const r = await api.get(path);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { message: string }) => e.message).join(' ')).toContain(field);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const r = await api.get('/api/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.errors[0].type).toBe('Not found');
  });

  it('never answers 5xx to random query strings and path ids (property test)', async () => {
    const paths = [
      '/api/artist',
      '/api/recording',
      '/api/album',
      '/api/release',
      '/api/show',
      '/api/artist-title',
      '/api/release/toc',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom('query', 'page', 'name', 'title', 'toc', 'isrc', 'barcode', 'artist', 'type', 'release_date'),
          fc.string({ maxLength: 40 }),
        ),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant('9007199254740993')),
        async (path, params, id) => {
          const qs = new URLSearchParams(params).toString();
          const a = await api.get(`${path}?${qs}`);
          const b = await api.get(`/api/artist/${encodeURIComponent(id)}/albums?${qs}`);
          return a.status < 500 && b.status < 500;
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('docs', () => {
  it('serves the OpenAPI document that is committed in openapi/openapi.json', async () => {
    const r = await api.get('/openapi.json', null);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8')));
    expect((await api.get('/docs', null)).status).toBe(200);
  });
});

describe('readiness', () => {
  const pidFile = join(__dirname, '../../.services/es-logs/es.pid');
  const local = !process.env.ES_URL;
  (local ? it : it.skip)('answers /readyz 503 while Elasticsearch is stopped and 200 after it is back', async () => {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGSTOP');
    try {
      // CI once saw one 200 right after the stop (cause not found): ask up to 6 times, 0.5 s apart.
      let down = await api.get('/readyz', null);
      for (let i = 0; i < 5 && down.status !== 503; i++) {
        await new Promise((r) => setTimeout(r, 500));
        down = await api.get('/readyz', null);
      }
      expect(down.status).toBe(503);
      expect(down.body.services.elasticsearch).toMatch(/^down/);
      expect(down.body.services.postgresql).toBe('up');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await api.get('/readyz', null)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
  });
});
