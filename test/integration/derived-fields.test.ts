/**
 * The derived-fields stage on the real sample catalog (run by the global setup through
 * `importAndResolve`), against the real PostgreSQL and the API: derived values are served with
 * their recorded rule and evidence, genre lists stop being empty, show names lose stray quotes,
 * a second derive run changes nothing, and list endpoints of a merged id answer as the survivor.
 */
import { listEntityMerges } from '@mc/store';
import { deriveCatalog } from '@mc/derive';
import { type TestApi, startTestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

describe('derived fields of the imported catalog', () => {
  it('gives chart artists the genres of their recordings, most frequent first, with the evidence recorded', async () => {
    const { rows } = await api.deps.pool.query<{ id: string; value: { link: string; name: string }[]; evidence: object }>(
      `SELECT id, value, evidence FROM derived_field WHERE kind = 'artist' AND field = 'genres' AND rule = 'artist-genres:recording-genres'
       ORDER BY id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    const { status, body } = await api.get(`/api/artist/${rows[0]!.id}`);
    expect(status).toBe(200);
    expect(body.genres[0]).toMatchObject({ link: 'Main', name: rows[0]!.value[0]!.name });
    expect(Object.keys(rows[0]!.evidence)).toEqual(['recordings_per_genre']);
  });

  it('lists top artists under a genre, by popularity', async () => {
    const { rows } = await api.deps.pool.query<{ owner_id: string }>(
      `SELECT owner_id FROM list_item WHERE list = 'genre_artists' GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { status, body } = await api.get(`/api/genre/${rows[0]!.owner_id}/artists?limit=5`);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(1);
    expect(body.results[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
  });

  it('serves show names without their stray wrapping quotes', async () => {
    const { rows } = await api.deps.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM entity WHERE kind = 'show' AND doc->>'name' LIKE '"%"'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const years = await api.deps.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM derived_field WHERE rule = 'show-year:named'`,
    );
    expect(Number(years.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('links a chart recording merged with a MusicBrainz or Discogs track to that track’s album', async () => {
    const { rows } = await api.deps.pool.query<{ id: string; value: { id: number }[] }>(
      `SELECT d.id, d.value FROM derived_field d
        WHERE d.rule = 'recording-albums:release-tracks'
          AND EXISTS (SELECT 1 FROM contribution c WHERE c.kind = 'recording' AND c.id = d.id AND c.source = 'billboard')
        ORDER BY d.id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    const { body } = await api.get(`/api/recording/${rows[0]!.id}`);
    expect(body.albums[0].id).toBe(rows[0]!.value[0]!.id);
  });

  it('changes nothing when run again', async () => {
    const again = await deriveCatalog(api.deps.pool);
    expect(again.written).toEqual({
      fieldsChanged: 0,
      fieldsRemoved: 0,
      contributionsChanged: 0,
      listItemsChanged: 0,
      listItemsRemoved: 0,
      entitiesMaterialized: 0,
    });
  }, 120_000);
});

describe('list endpoints of a merged id', () => {
  it('answer with the surviving entity’s list', async () => {
    const [m] = await listEntityMerges(api.deps.pool, 'recording');
    expect(m).toBeDefined();
    const merged = await api.get(`/api/recording/${m!.mergedId}/charts`);
    const survivor = await api.get(`/api/recording/${m!.survivingId}/charts`);
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual(survivor.body);
  });
});
