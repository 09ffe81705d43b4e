import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCatalogClient } from '@mc/client';
import { suiteTestApi } from './harness';

const api = suiteTestApi();

describe('@mc/client against the running API', () => {
  it('reads a document by id with typed path parameters, equal to the raw HTTP answer', async () => {
    const { rows } = await api.deps.pool.query<{ id: string }>("SELECT id FROM entity WHERE kind = 'recording' LIMIT 1");
    const id = Number(rows[0]!.id);
    const client = createCatalogClient({ baseUrl: api.url, token: api.token });
    const { data, error, response } = await client.GET('/api/recording/{id}', { params: { path: { id } } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toEqual((await api.get(`/api/recording/${id}`)).body);
    expect(data?.id).toBe(id);
  });

  it('returns the error body (not an exception) on 404 and 401', async () => {
    const client = createCatalogClient({ baseUrl: `${api.url}/`, token: api.token });
    const missing = await client.GET('/api/artist/{id}', { params: { path: { id: 999_999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.data).toBeUndefined();
    expect(missing.error?.errors[0]?.type).toBe('Not found');
    const anonymous = createCatalogClient({ baseUrl: api.url });
    const refused = await anonymous.GET('/user/api/status');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.errors[0]?.message).toEqual(expect.any(String));
  });

  it('runs the example script (search, lookup, match) against the API', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '../../packages/client/examples/lookup-and-match.ts')],
      { env: { ...process.env, MC_URL: api.url, MC_TOKEN: api.token } },
    );
    expect(stdout).toMatch(/search "beyonce": \d+ hits, first: .*Beyonc/i);
    expect(stdout).toContain('artist by id: {"id":');
    expect(stdout).toMatch(/match: .*Crazy In Love/i);
  });
});
