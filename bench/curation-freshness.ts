/**
 * `npm run bench:curation-freshness -- [--pairs 20] [--rounds 2]`
 *
 * How soon a curated merge over HTTP is searchable (docs/curation.md): on the configured catalog
 * (the demo catalog by default), with the API and a worker (its live indexer) as child processes
 * and an `admin` token, for each of `--pairs` pairs of served artists that share an exact name of
 * two words or more (a search of it answers both on its first page; apart in the catalog),
 * `--rounds` times: `POST /api/curation/decisions` (merge) and the
 * time from sending it until `GET /api/artist?query=<name>` answers the survivor and not the merged
 * id (probed every 10 ms); then `DELETE` (the undo) and the time from sending it until both answer
 * again. Each decision
 * is undone, so the catalog ends as it began.
 *
 * Last line: `curation_freshness: merges=… merge_p50_ms=… merge_p99_ms=… undo_p50_ms=… undo_p99_ms=…`.
 */
import { createToken } from '@mc/auth';
import type { Pool } from 'pg';
import { parseBenchOptions, startBenchTarget, startWorker, stopChild } from './bench-harness';

/** Pairs of served artists of one exact name of two words or more, by name. */
async function sameNamePairs(pool: Pool, n: number): Promise<{ name: string; low: number; high: number }[]> {
  const { rows } = await pool.query<{ name: string; a: string; b: string }>(
    `WITH a AS (SELECT e.id, e.doc->>'name' AS name
                  FROM entity e WHERE e.kind = 'artist' AND e.doc->>'name' LIKE '% %' AND length(e.doc->>'name') > 8)
     SELECT DISTINCT ON (x.name) x.name, x.id AS a, y.id AS b FROM a x JOIN a y ON x.name = y.name AND x.id < y.id
      ORDER BY x.name, x.id LIMIT $1`,
    [n],
  );
  return rows.map((r) => ({ name: r.name, low: Number(r.a), high: Number(r.b) }));
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

async function main(): Promise<void> {
  const o = parseBenchOptions({
    pairs: ['--pairs <n>', 'same-name artist pairs', '20'],
    rounds: ['--rounds <n>', 'merges (and undos) of each pair', '2'],
  });
  const env = { REDIS_PREFIX: `mc-bench-curation-${process.pid}` };
  const t = await startBenchTarget({ accountName: 'bench-curation', env });
  const worker = await startWorker(env);
  const admin = (await createToken(t.pool, { accountName: 'bench-curation-admin', plan: 'premium', scope: 'admin' })).token;
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const hits = async (name: string): Promise<number[]> => {
    const res = await fetch(`${t.url}/api/artist?query=${encodeURIComponent(name)}`, { headers });
    return res.ok ? ((await res.json()) as { hits: { id: number }[] }).hits.map((h) => h.id) : [];
  };
  const until = async (check: (ids: number[]) => boolean, name: string, from: number): Promise<number> => {
    for (;;) {
      if (check(await hits(name))) return performance.now() - from;
      if (performance.now() - from > 30_000) throw new Error(`"${name}" not searchable as expected within 30 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const merges: number[] = [];
  const undos: number[] = [];
  try {
    const pairs = await sameNamePairs(t.pool, Number(o.pairs));
    for (let round = 0; round < Number(o.rounds); round++)
      for (const p of pairs) {
        const id = `bench-curation-${process.pid}-${round}-${p.low}`;
        const body = JSON.stringify({ id, kind: 'artist', op: 'merge', ids: [p.low, p.high], reason: 'bench' });
        const posting = performance.now();
        const posted = await fetch(`${t.url}/api/curation/decisions`, { method: 'POST', headers, body });
        if (posted.status !== 201) throw new Error(`merge ${id}: ${posted.status} ${await posted.text()}`);
        merges.push(await until((ids) => ids.includes(p.low) && !ids.includes(p.high), p.name, posting));
        const undoing = performance.now();
        const undone = await fetch(`${t.url}/api/curation/decisions/${id}`, { method: 'DELETE', headers });
        if (undone.status !== 200) throw new Error(`undo ${id}: ${undone.status}`);
        undos.push(await until((ids) => ids.includes(p.low) && ids.includes(p.high), p.name, undoing));
      }
    console.log(
      `curation_freshness: merges=${merges.length} merge_p50_ms=${percentile(merges, 50).toFixed(0)} ` +
        `merge_p99_ms=${percentile(merges, 99).toFixed(0)} undo_p50_ms=${percentile(undos, 50).toFixed(0)} ` +
        `undo_p99_ms=${percentile(undos, 99).toFixed(0)}`,
    );
  } finally {
    await stopChild(worker, 'SIGTERM');
    await t.close();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
