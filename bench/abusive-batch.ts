/**
 * The abusive-batch scenario of `bench:match` (`docs/api.md` "Limits"): batches of 1,000 items whose name and
 * title are random words of the maximal allowed length (200 characters), sent back to back by
 * one token (2 in flight: the default per-token cap), while other clients search. Prints
 * the other traffic's median latency idle and under that load, and what the batches got (each
 * must be 200 within its deadline, 503 or 429 — never 500).
 */
import { createToken } from '@mc/auth';
import { MAX_BATCH_ITEMS, MAX_MATCH_FIELD_LENGTH } from '@mc/openapi';
import { type BenchRequest, type BenchTarget, loadTest, median, prng, sample } from './bench-harness';

/** Random lower-case words filling exactly `length` characters. */
function randomText(rand: () => number, length: number): string {
  let s = '';
  while (s.length < length) {
    const word = Array.from({ length: 3 + Math.floor(rand() * 8) }, () => String.fromCharCode(97 + Math.floor(rand() * 26))).join(
      '',
    );
    s += (s ? ' ' : '') + word;
  }
  return s.slice(0, length).trim().padEnd(length, 'x');
}

/** Figures of the scenario. */
export interface AbusiveBatchFigures {
  idleP50: number;
  loadedP50: number;
  /** Batch responses by status. */
  statuses: Record<number, number>;
  /** Median batch answer time, ms. */
  batchMs: number;
}

/**
 * Runs the scenario for `durationS` seconds (one round idle, one under load) with `connections`
 * search clients. @returns the figures (also printed by the caller).
 */
export async function abusiveBatchFigures(
  target: BenchTarget,
  opts: { durationS: number; connections: number; inFlight: number },
): Promise<AbusiveBatchFigures> {
  const { rows } = await target.pool.query<{ name: string }>("SELECT doc->>'name' AS name FROM entity WHERE kind = 'artist'");
  const searches: BenchRequest[] = sample(rows, 2000).map((r) => ({ path: `/api/artist?query=${encodeURIComponent(r.name)}` }));
  const other = () =>
    loadTest(target, 'searches', searches, {
      durationS: opts.durationS,
      connections: opts.connections,
      rounds: 1,
      okStatuses: [404],
    });
  const idle = await other();

  const rand = prng(14);
  const body = () =>
    JSON.stringify({
      items: Array.from({ length: MAX_BATCH_ITEMS }, () => ({
        name: randomText(rand, MAX_MATCH_FIELD_LENGTH),
        title: randomText(rand, MAX_MATCH_FIELD_LENGTH),
      })),
    });
  // A token of its own: its batches in flight are counted apart from earlier scenarios'.
  const { token } = await createToken(target.pool, { accountName: 'bench-abuse', plan: 'premium', dailyLimit: 1_000_000_000 });
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  let stop = false;
  const abuser = async () => {
    while (!stop) {
      const t0 = Date.now();
      const res = await fetch(`${target.url}/api/artist-title/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body(),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      times.push(Date.now() - t0);
      if (res.status === 429) await new Promise((r) => setTimeout(r, 200));
    }
  };
  const abusers = Array.from({ length: opts.inFlight }, abuser);
  // Let the batches reach the engine before measuring.
  await new Promise((r) => setTimeout(r, 2000));
  const loaded = await other();
  stop = true;
  await Promise.all(abusers);
  return { idleP50: idle.p50, loadedP50: loaded.p50, statuses, batchMs: times.length ? median(times) : 0 };
}
