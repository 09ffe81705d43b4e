/**
 * `npm run bench:recommend -- [--duration 10] [--connections 8] [--seeds 50] [--results 50] [--url <base> --token <t>]`
 *
 * 1. **Load**: GET /api/recommendation with a different seed track per request (seeds cycle over
 *    described recordings) on the real catalog, with autocannon, once with default parameters
 *    (results_nb=500) and once with results_nb=50; prints requests/s and latency p50/p99 (ms). Without --url the API runs in-process on an ephemeral
 *    port with a fresh premium token; the model is warmed by one request first.
 * 2. **Quality**: for `--seeds` random seed tracks with audio descriptors (fixed PRNG seed), the
 *    playlist (`results_nb` = --results) is compared with the same number of random catalog
 *    recordings with descriptors: mean distance of each to the seed, in two spaces — the
 *    recommender's own (rank-normalised RMS, 0..1) and an independent one (Euclidean over every
 *    numeric descriptor z-scored by the catalog mean and standard deviation). Also the share of
 *    results with descriptors and the mean number of distinct artists per playlist. The last line
 *    is `quality: ours_z=… random_z=… ratio=… artists_per_playlist=…`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { createToken } from '@mc/auth';
import { migrate } from '@mc/store';
import { audioDistance, modelCacheFor } from '@mc/recommend';
import { createApp, closeDeps, createDeps } from '@mc/api';
import { SHARED_OPTIONS, autocannon, parseBenchOptions, prng } from './bench-harness';

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);

type Get = (path: string) => Promise<{ recording: { id: number; artists: { id_artist: number }[] }[] }>;

/** The audio descriptors of every described recording, z-scored per descriptor, and their distance. */
interface DescriptorSpace {
  /** Recording ids with descriptors, ascending. */
  described: number[];
  /** Numeric descriptors per recording id. */
  raw: Map<number, Record<string, number>>;
  /** Descriptor names, sorted. */
  names: string[];
  /** Euclidean distance of two described recordings over z-scored descriptors (missing ones skipped). */
  zDistance: (a: number, b: number) => number;
}

/** Seeds and descriptors from the store. */
async function descriptorSpace(pool: Pool): Promise<DescriptorSpace> {
  // Seeds and descriptors from the store.
  const { rows } = await pool.query<{ id: string; doc: Record<string, unknown> }>(
    `SELECT a.id, a.doc FROM entity a JOIN entity r ON r.kind = 'recording' AND r.id = a.id
     WHERE a.kind = 'recording_audio' ORDER BY a.id`,
  );
  const described = rows.map((r) => Number(r.id));
  const numeric = (doc: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(doc).filter(([k, v]) => k !== 'id' && typeof v === 'number')) as Record<string, number>;
  const raw = new Map(rows.map((r) => [Number(r.id), numeric(r.doc)]));
  const names = [...new Set(rows.flatMap((r) => Object.keys(numeric(r.doc))))].sort();
  const stats = names.map((n) => {
    const xs = [...raw.values()].map((d) => d[n]).filter((v): v is number => v !== undefined);
    const m = mean(xs);
    const sd = Math.sqrt(mean(xs.map((x) => (x - m) ** 2))) || 1;
    return { n, m, sd };
  });
  const zDistance = (a: number, b: number) => {
    const da = raw.get(a)!;
    const db = raw.get(b)!;
    let s = 0;
    for (const { n, m, sd } of stats) {
      if (da[n] === undefined || db[n] === undefined) continue;
      s += ((da[n]! - m) / sd - (db[n]! - m) / sd) ** 2;
    }
    return Math.sqrt(s);
  };
  return { described, raw, names, zDistance };
}

/** Load: default parameters (results_nb=500), then a typical playlist (results_nb=50), over every described seed. */
async function runLoad(
  url: string,
  headers: Record<string, string>,
  described: number[],
  connections: number,
  duration: number,
): Promise<void> {
  for (const resultsNb of [500, 50]) {
    let next = 0;
    const paths = described.map(
      (id) => `/api/recommendation?ms_track_ids=${id}${resultsNb === 500 ? '' : `&results_nb=${resultsNb}`}`,
    );
    const result = await autocannon({
      url,
      connections,
      duration,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] }),
        },
      ],
    });
    console.log(
      `load results_nb=${resultsNb}: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
        `(${connections} connections, ${duration} s; non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  }
}

/**
 * Quality: for `seedCount` random seeds (seeded), the mean distance of the playlist to its seed in
 * both spaces against random recordings, playlist length, descriptor coverage, distinct artists.
 */
async function qualityCheck(
  space: DescriptorSpace & { get: Get; ownDistance: (a: number, b: number) => number; hasVector: (id: number) => boolean },
  seedCount: number,
  results: string,
): Promise<void> {
  const { get, described, raw, names, zDistance, ownDistance, hasVector } = space;
  const rnd = prng(42);
  const seeds = new Set<number>();
  while (seeds.size < Math.min(seedCount, described.length)) seeds.add(described[Math.floor(rnd() * described.length)]!);
  const oursZ: number[] = [];
  const randZ: number[] = [];
  const oursOwn: number[] = [];
  const randOwn: number[] = [];
  const artistsPer: number[] = [];
  const sizes: number[] = [];
  let withAudio = 0;
  let total = 0;
  for (const seed of seeds) {
    const body = await get(`/api/recommendation?ms_track_ids=${seed}&results_nb=${results}`);
    const ids = body.recording.map((r) => r.id);
    sizes.push(ids.length);
    total += ids.length;
    artistsPer.push(new Set(body.recording.flatMap((r) => r.artists.map((a) => a.id_artist))).size);
    const comparable = ids.filter((id) => raw.has(id) && hasVector(id));
    withAudio += comparable.length;
    for (const id of comparable) {
      oursZ.push(zDistance(seed, id));
      oursOwn.push(ownDistance(seed, id));
    }
    for (let i = 0; i < Math.max(comparable.length, 1); i++) {
      let r = seed;
      while (r === seed) r = described[Math.floor(rnd() * described.length)]!;
      randZ.push(zDistance(seed, r));
      randOwn.push(ownDistance(seed, r));
    }
  }
  const mz = mean(oursZ);
  const rz = mean(randZ);
  console.log(`quality over ${seeds.size} random seed tracks, results_nb=${results}:`);
  console.log(
    `  mean playlist length ${mean(sizes).toFixed(1)}; results with descriptors ${((100 * withAudio) / Math.max(total, 1)).toFixed(1)} %`,
  );
  console.log(
    `  mean distance to the seed, z-scored descriptors (${names.length} dims): ours ${mz.toFixed(3)} vs random ${rz.toFixed(3)} (ratio ${(mz / rz).toFixed(3)})`,
  );
  console.log(
    `  mean distance to the seed, recommender space (0..1):   ours ${mean(oursOwn).toFixed(3)} vs random ${mean(randOwn).toFixed(3)} (ratio ${(mean(oursOwn) / mean(randOwn)).toFixed(3)})`,
  );
  console.log(`  mean distinct artists per playlist ${mean(artistsPer).toFixed(1)}`);
  console.log(
    `quality: ours_z=${mz.toFixed(3)} random_z=${rz.toFixed(3)} ratio=${(mz / rz).toFixed(3)} artists_per_playlist=${mean(artistsPer).toFixed(1)}`,
  );
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({
    duration: SHARED_OPTIONS.duration('load duration in seconds', 10),
    connections: SHARED_OPTIONS.connections(8),
    seeds: ['--seeds <n>', 'seed tracks for the quality check', '50'],
    results: ['--results <n>', 'results_nb of the quality check', '50'],
    url: SHARED_OPTIONS.url('a running API (default: in-process)'),
    token: SHARED_OPTIONS.token,
  });

  const deps = createDeps({ ...config(), LOG_LEVEL: 'silent' });
  let server: Server | undefined;
  try {
    await migrate(deps.pool);
    let url = opts.url;
    let token = opts.token;
    if (!url) {
      server = await new Promise<Server>((resolve) => {
        const s = createApp(deps).listen(0, '127.0.0.1', () => resolve(s));
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    if (!token)
      token = (await createToken(deps.pool, { accountName: 'bench-recommend', plan: 'premium', dailyLimit: 100_000_000 })).token;
    const headers = { authorization: `Bearer ${token}` };
    const get: Get = async (path) => {
      const res = await fetch(url + path, { headers });
      if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`);
      return (await res.json()) as { recording: { id: number; artists: { id_artist: number }[] }[] };
    };

    const { described, raw, names, zDistance } = await descriptorSpace(deps.pool);
    const t0 = Date.now();
    await get(`/api/recommendation?ms_track_ids=${described[0]}&results_nb=10`);
    console.log(`model warm-up (first request): ${Date.now() - t0} ms`);
    const model = await modelCacheFor(deps.pool).get();
    const ownDistance = (a: number, b: number) =>
      audioDistance(model.recordings.get(a)!.vector!, model.recordings.get(b)!.vector!);

    await runLoad(url, headers, described, Number(opts.connections), Number(opts.duration));

    await qualityCheck(
      { get, described, raw, names, zDistance, ownDistance, hasVector: (id) => !!model.recordings.get(id)?.vector },
      Number(opts.seeds),
      opts.results,
    );
  } finally {
    if (server) {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server.closeAllConnections();
    }
    await closeDeps(deps);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
