import { suiteTestApi } from './harness';

const api = suiteTestApi({ DOCUMENT_CACHE_TTL_S: 60 });

describe('lookups by id served pre-serialised', () => {
  it('sends the stored document as JSON with a stable ETag, and 304 without a body for a matching If-None-Match', async () => {
    const { rows } = await api.deps.pool.query<{ id: string; doc: unknown }>(
      "SELECT id, doc FROM entity WHERE kind = 'artist' LIMIT 1",
    );
    const path = `/api/artist/${rows[0]!.id}`;
    const first = await fetch(api.url + path, { headers: { authorization: `Bearer ${api.token}` } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.text()).toBe(JSON.stringify(rows[0]!.doc));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    // fetch adds `Cache-Control: no-cache` (an end-to-end reload, never 304) unless the caller sets one.
    const again = await fetch(api.url + path, {
      headers: { authorization: `Bearer ${api.token}`, 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('x-rate-limit-limit')).toBe('1000000');
    const other = await fetch(api.url + path, { headers: { authorization: `Bearer ${api.token}`, 'if-none-match': '"0-x"' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(etag);
  });

  it('serves a document changed in the store within seconds although the cache TTL is a minute (catalog stamp)', async () => {
    const { rows } = await api.deps.pool.query<{ id: string; doc: { name: string } }>(
      "SELECT id, doc FROM entity WHERE kind = 'artist' ORDER BY id DESC LIMIT 1",
    );
    const { id, doc } = rows[0]!;
    const path = `/api/artist/${id}`;
    const name = async () =>
      ((await (await fetch(api.url + path, { headers: { authorization: `Bearer ${api.token}` } })).json()) as { name: string })
        .name;
    /** Polls the lookup until it answers `expected` (every 100 ms, at most 10 s). */
    const waitForName = async (expected: string) => {
      for (let i = 0; i < 100 && (await name()) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
      return name();
    };
    const setName = (n: string) =>
      api.deps.pool.query(
        `UPDATE entity SET doc = jsonb_set(doc, '{name}', to_jsonb($2::text)), updated_at = now() WHERE kind = 'artist' AND id = $1`,
        [id, n],
      );
    expect(await name()).toBe(doc.name);
    try {
      await setName(`${doc.name} (renamed)`);
      expect(await waitForName(`${doc.name} (renamed)`)).toBe(`${doc.name} (renamed)`);
    } finally {
      await setName(doc.name);
    }
    expect(await waitForName(doc.name)).toBe(doc.name);
  });
});
