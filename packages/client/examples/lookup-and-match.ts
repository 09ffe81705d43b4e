/**
 * Example of `@mc/client` against a running API (e.g. `npm run demo`):
 *
 *   MC_URL=http://127.0.0.1:8080 MC_TOKEN=<token> npx tsx packages/client/examples/lookup-and-match.ts
 *
 * Searches an artist, reads the first hit by id, and matches a radio line to a recording.
 */
import { createCatalogClient } from '@mc/client';

async function main(): Promise<void> {
  const token = process.env.MC_TOKEN;
  if (!token) throw new Error('set MC_TOKEN to a token (npm run catalog -- token create --plan trial)');
  const api = createCatalogClient({ baseUrl: process.env.MC_URL ?? 'http://127.0.0.1:8080', token });

  const search = await api.GET('/api/artist', { params: { query: { query: 'beyonce' } } });
  if (search.error) throw new Error(`search failed: ${JSON.stringify(search.error)}`);
  const first = search.data.hits[0];
  console.log(`search "beyonce": ${search.data.totalHits} hits, first: ${first?.name} (id ${first?.id})`);

  if (first) {
    const artist = await api.GET('/api/artist/{id}', { params: { path: { id: first.id } } });
    console.log('artist by id:', JSON.stringify(artist.data));
  }

  const match = await api.GET('/api/artist-title', { params: { query: { name: 'BEYONCE FT JAY Z', title: 'Crazy In Love' } } });
  if (match.error) console.log(`match: HTTP ${match.response.status}`, JSON.stringify(match.error));
  else console.log('match:', JSON.stringify(match.data).slice(0, 300));
  console.log(`quota left today: ${match.response.headers.get('x-rate-limit-remaining')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
