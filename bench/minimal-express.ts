/**
 * The reference point of `bench:lookup`: the smallest Express 5 app that serves the same JSON
 * documents as the API's lookups, from memory, with no auth, quota, validation, logging or I/O.
 * Our lookup throughput is printed as a ratio of this one, measured in the same run.
 *
 * Usage (by the bench): `node --import tsx bench/minimal-express.ts <docs.json>` with PORT and
 * HOST set; `docs.json` maps a request path (`/api/artist/42`) to its document. With
 * WEB_CONCURRENCY = n > 1 it runs as n processes sharing the port (a Node cluster, as the API
 * does), so both servers of the comparison follow the same process-count rule.
 */
import cluster from 'node:cluster';
import express from 'express';
import { readFileSync } from 'node:fs';

const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else serve();

function serve(): void {
  const docs = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, unknown>;
  const app = express();
  app.get('/readyz', (_req, res) => res.json({ status: 'ready' }));
  app.get('/api/:kind/:id', (req, res) => {
    const doc = docs[req.path];
    if (doc === undefined) res.status(404).json({ errors: [{ type: 'Not found' }] });
    else res.json(doc);
  });
  const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
