import { foldForMatch } from '@mc/text-analysis';
import { expectContract, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await api.deps.pool.query(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0] as T;
}

async function topArtist(query: string) {
  const r = await api.get(`/api/artist?query=${encodeURIComponent(query)}`);
  expect(r.status).toBe(200);
  expectContract('GET /api/artist', 200, r.body);
  return r.body.hits[0];
}

describe('catalog import', () => {
  it('holds the real catalog: recordings, artists, every Billboard chart date, the MusicBrainz TOCs', async () => {
    const counts = await one<{ rec: string; art: string; dates: string; tocs: string }>(
      `SELECT (SELECT count(*) FROM entity WHERE kind='recording') rec, (SELECT count(*) FROM entity WHERE kind='artist') art,
              (SELECT count(*) FROM entity WHERE kind='chart_date') dates, (SELECT count(DISTINCT disc_id) FROM disc_toc) tocs`,
    );
    expect(Number(counts.rec)).toBeGreaterThanOrEqual(30000);
    expect(Number(counts.art)).toBeGreaterThanOrEqual(10000);
    expect(Number(counts.dates)).toBe(3549);
    expect(Number(counts.tocs)).toBeGreaterThanOrEqual(16);
  });
});

describe('lookups and lists', () => {
  it('serves "Blame It" (Jamie Foxx featuring T-Pain) with chart rows and popularity', async () => {
    const { id } = await one<{ id: string }>(
      `SELECT id FROM entity WHERE kind='recording' AND doc->>'title'='Blame It' AND doc->>'performer' LIKE 'Jamie Foxx%'`,
    );
    const rec = await api.get(`/api/recording/${id}`);
    expectContract('GET /api/recording/:id', 200, rec.body);
    expect(rec.body.artists.map((a: { name: string; link: string }) => `${a.link}:${a.name}`)).toEqual([
      'Main:Jamie Foxx',
      'Feat:T-Pain',
    ]);
    const charts = await api.get(`/api/recording/${id}/charts`);
    expectContract('GET /api/recording/:id/charts', 200, charts.body);
    expect(charts.body.total).toBe(1);
    const chartId = charts.body.results[0][0].id_charts;
    const positions = await api.get(`/api/recording/${id}/charts/${chartId}?limit=5`);
    expectContract('GET /api/recording/:idRecording/charts/:idCharts', 200, positions.body);
    expect(positions.body.total).toBeGreaterThan(10);
    expect(positions.body.results).toHaveLength(5);
    const pop = await api.get(`/api/recording/${id}/popularity`);
    expectContract('GET /api/recording/:id/popularity', 200, pop.body);
    expect(pop.body.global.score).toBeGreaterThan(0);
  });

  it('serves chart dates and rows with exact totals at the edges (offset past the end, limit 0)', async () => {
    const charts = await api.get('/api/charts');
    expectContract('GET /api/charts', 200, charts.body);
    const chart = charts.body.results[0].id;
    const dates = await api.get(`/api/charts/${chart}/dates?limit=2`);
    expectContract('GET /api/charts/:id_charts/dates', 200, dates.body);
    expect(dates.body.total).toBe(3549);
    const past = await api.get(`/api/charts/${chart}/dates?offset=3549`);
    expect(past.body).toEqual({ results: [], offset: 3549, limit: 20, total: 3549 });
    const zero = await api.get(`/api/charts/${chart}/dates?limit=0`);
    expect(zero.body).toEqual({ results: [], offset: 0, limit: 0, total: 3549 });
    const rows = await api.get(`/api/charts/${chart}/dates/${dates.body.results[0].id}/rows?limit=100`);
    expectContract('GET /api/charts/:id_charts/dates/:id_date/rows', 200, rows.body);
    expect(rows.body.total).toBe(100);
    expect(rows.body.results[0].rank).toBe(1);
  });

  it('lists a Discogs release with its tracks and a recording with credits', async () => {
    const { id } = await one<{ id: string }>(
      `SELECT e.id FROM entity e WHERE kind='release' AND doc->'externals' ? 'ext_dg'
         AND EXISTS (SELECT 1 FROM list_item l WHERE l.list='release_tracks' AND l.owner_id=e.id) ORDER BY id LIMIT 1`,
    );
    const tracks = await api.get(`/api/release/${id}/tracks`);
    expectContract('GET /api/release/:id/tracks', 200, tracks.body);
    expect(tracks.body.total).toBeGreaterThan(0);
    const { id: recId } = await one<{ id: string }>(`SELECT id FROM entity WHERE kind='recording_credits' ORDER BY id LIMIT 1`);
    const credits = await api.get(`/api/recording/${recId}/credits`);
    expectContract('GET /api/recording/:id/credits', 200, credits.body);
    expect(credits.body.data.length).toBeGreaterThan(0);
  });

  it('gives BoA the alias ボア and TWICE its Hangul name 트와이스', async () => {
    const boa = await topArtist('ボア');
    expect(foldForMatch(boa.name)).toBe('boa');
    expect(boa.aliases.map((a: { alias: string }) => a.alias)).toContain('ボア');
    const twice = await topArtist('트와이스');
    expect(foldForMatch(twice.name)).toBe('twice');
    expect(twice.translated.map((t: { name: string }) => t.name)).toContain('트와이스');
  });
});

describe('not found and reference lists', () => {
  it('answers 404 JSON for unknown ids and empty lists for resources without a source', async () => {
    const missing = await api.get('/api/artist/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].type).toBe('Not found');
    const { id } = await one<{ id: string }>(`SELECT id FROM entity WHERE kind='artist' ORDER BY id LIMIT 1`);
    const bios = await api.get(`/api/artist/${id}/biographies`);
    expect(bios.body).toEqual({ results: [], offset: 0, limit: 20, total: 0 });
  });

  it('serves reference lists: countries, genres, roles, show types', async () => {
    for (const path of ['/api/country', '/api/genre', '/api/role', '/api/show-type']) {
      const r = await api.get(path);
      expect(r.status).toBe(200);
      expect(r.body.total).toBeGreaterThan(0);
    }
  });
});

describe('search', () => {
  it.each([
    ['beyonce', 'beyonce'],
    ['beatles', 'the beatles'],
    ['ボア', 'boa'],
    ['블랙핑크', 'blackpink'],
    ['garfunkel simon', 'simon garfunkel'],
    ['lynyrd skinyrd', 'lynyrd skynyrd'],
  ])('artist search "%s" finds %s first', async (query, expected) => {
    expect(foldForMatch((await topArtist(query)).name)).toBe(expected);
  });

  it('ranks the whole name first, then a one-word prefix by popularity: "boa" finds BoA, then the charted "Chairman Of The Board"', async () => {
    const r = await api.get('/api/artist?query=boa');
    expect(r.body.hits[0].name).toBe('BoA');
    expect(r.body.hits.slice(0, 3).map((h: { name: string }) => h.name)).toContain('Chairman Of The Board');
  });

  it('finds an artist by numeric id as query', async () => {
    const { id } = await one<{ id: string }>(`SELECT id FROM entity WHERE kind='artist' ORDER BY id DESC LIMIT 1`);
    expect((await topArtist(id)).id).toBe(Number(id));
  });

  it('filters recordings by ISRC and releases by barcode', async () => {
    const { id, isrc } = await one<{ id: string; isrc: string }>(
      `SELECT id, doc->>'isrc' isrc FROM entity WHERE kind='recording' AND doc ? 'isrc' ORDER BY id LIMIT 1`,
    );
    const r = await api.get(`/api/recording?isrc=${isrc}`);
    expectContract('GET /api/recording', 200, r.body);
    expect(r.body.hits.map((h: { id: number }) => h.id)).toContain(Number(id));
    const rel = await one<{ id: string; barcode: string }>(
      `SELECT id, doc->>'barcode' barcode FROM entity WHERE kind='release' AND doc ? 'barcode' ORDER BY id LIMIT 1`,
    );
    const b = await api.get(`/api/release?barcode=${rel.barcode}`);
    expectContract('GET /api/release', 200, b.body);
    expect(b.body.hits[0].id).toBe(Number(rel.id));
  });

  it('answers 404 when nothing matches', async () => {
    expect((await api.get('/api/artist?query=zzqxjvwpk')).status).toBe(404);
  });
});

describe('CD TOC lookup', () => {
  it('resolves every stored TOC to its release exactly, and still when offsets shift by up to ±150 sectors', async () => {
    const { rows } = await api.deps.pool.query<{
      release_id: string;
      first_track: number;
      last_track: number;
      leadout: number;
      track_offsets: number[];
    }>('SELECT DISTINCT ON (disc_id) release_id, first_track, last_track, leadout, track_offsets FROM disc_toc');
    expect(rows.length).toBeGreaterThanOrEqual(16);
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 300 - 150;
    for (const t of rows) {
      const toc = [t.first_track, t.last_track, t.leadout, ...t.track_offsets].join('+');
      const exact = await api.get(`/api/release/toc?toc=${toc}`);
      expect(exact.status).toBe(200);
      // One disc id can belong to several releases (editions pressed from the same master).
      const exactIds = exact.body.hits.filter((h: { score: number }) => h.score === 100).map((h: { id: number }) => h.id);
      expect(exactIds).toContain(Number(t.release_id));
      const shifted = t.track_offsets.map((o, i) => (i === 0 ? o : Math.max(t.track_offsets[i - 1]! + 1, Math.round(o + rnd()))));
      const fuzzy = await api.get(`/api/release/toc?toc=${[t.first_track, t.last_track, t.leadout, ...shifted].join(' ')}`);
      expect(fuzzy.status).toBe(200);
      expect(fuzzy.body.hits.map((h: { id: number }) => h.id)).toContain(Number(t.release_id));
    }
  });

  it('rejects a malformed TOC with 400 naming the parameter', async () => {
    const r = await api.get('/api/release/toc?toc=1+3+abc');
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toContain('toc');
  });
});
