/**
 * `npm run bench:match-job -- [--lines 100000] [--seed 7] [--zipf-s 1] [--sync-seconds 20] [--file radio_dev.tsv]`
 *
 * A day of radio play logs as one matching job (`POST /api/artist-title/jobs`, docs/matching-jobs.md)
 * on the configured catalog (the demo catalog by default), with the API and a worker run as child
 * processes (a BullMQ/quota prefix of their own, a premium token with a daily limit of 10^9).
 *
 * The file: `distinct = round(lines / 3.6)` distinct lines — the lines of the evaluation set's
 * `radio_dev.tsv` (read at bench time; a seeded subset when fewer are needed) and radio-style lines
 * generated from the catalog with the seed: plain, typos (`match-robustness.ts`), version tags
 * (`match-versions.ts`), year tags, joined credits, titles cut off as playout systems cut them, and
 * songs the catalog does not hold (an artist name and a title made of other names' words); 40 % of
 * the generated lines carry a duration. Each distinct line is played by a Zipf law: the line of rank
 * k (a seeded order) is played `max(1, round(c · k^-s))` times, `s` = `--zipf-s` (1), `c` solved so the
 * plays add up to `lines` (mean 3.6 plays per distinct line, the SiriusXM logs behind radio_dev.tsv);
 * the plays are shuffled with the seed and written as a CSV file (`id,artist,title,duration`) in a
 * temp directory.
 *
 * - **run 1**: the answer cache is cleared (`clearAnswerCache`: answers kept from earlier jobs), the
 *   file posted, the job polled until `completed`, its CSV results downloaded;
 *   `lines_per_s` = lines / seconds from the post to the job's `finished_at`, `distinct_per_s` the
 *   same for the job's distinct keys.
 * - **run 2**: the answer cache is cleared (`clearAnswerCache`), the same file posted, the worker
 *   SIGKILLed once the job's `done` reaches lines / 2 and started again; the results must be
 *   byte-identical to run 1's (`identical_after_kill`).
 * - **sync**: `POST /api/artist-title/batch` with 1,000 distinct lines per request, one at a time,
 *   for `--sync-seconds` → `sync_batch_lines_per_s`.
 * CPU-seconds per process (Elasticsearch, PostgreSQL, Redis, API, worker, bench; `process-cpu.ts`)
 * are printed for run 1 and for the synchronous batches: what bounds the rates on this machine.
 * `max_rss_mb` is the largest peak resident set (`VmHWM`) of an API process (the API forks one per
 * core) and of the worker processes.
 * Last line: `match_job: lines=… distinct=… lines_per_s=… distinct_per_s=… sync_batch_lines_per_s=… max_rss_mb=… identical_after_kill=…`.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { foldForMatch } from '@mc/text-analysis';
import { clearAnswerCache } from '@mc/store';
import { type BenchTarget, parseBenchOptions, prng, startBenchTarget, startWorker, stopChild } from './bench-harness';
import { readTsv } from './eval-scoring';
import { typo } from './match-robustness';
import { MISSING_TAGS, logLine } from './match-versions';
import { type CpuSnapshot, cpuSecondsBetween, cpuSnapshot, formatCpu, serverPids, withDescendants } from './process-cpu';
import { peakRssMb } from './scale-steps';
import { evalFile } from './eval-files';

/** A logged line: artist, title and, optionally, a duration in whole seconds. */
export interface LogLine {
  artist: string;
  title: string;
  duration?: number;
}

/** A catalog recording and the names of another one, the material of generated lines. */
interface Source {
  artist: string;
  title: string;
  duration?: number;
  otherArtist: string;
  otherTitle: string;
}

export const MEAN_PLAYS = 3.6;
/** Longest artist or title a job accepts (longer lines are rejected, docs/matching-jobs.md). */
const MAX_FIELD = 200;
const CREDIT_JOINS = [' / ', ' ft. ', ' feat. ', ' & ', ' x ', ', '];
const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)]!;
const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** The job's key of a line (folded artist and title, 5-second duration bucket; docs/matching-jobs.md). */
const lineKey = (l: LogLine) =>
  `${foldForMatch(l.artist)}\u0000${foldForMatch(l.title)}\u0000${l.duration === undefined ? '' : Math.floor(l.duration / 5)}`;

/** One radio-style line made from `src` by a transformation picked with `rand`. */
function radioLine(src: Source, rand: () => number): LogLine {
  const { artist, title } = src;
  const r = rand();
  let line: LogLine;
  if (r < 0.15) line = { artist, title: rand() < 0.3 ? title.toUpperCase() : title };
  else if (r < 0.35) line = rand() < 0.5 ? { artist: typo(artist, rand), title } : { artist, title: typo(title, rand) };
  else if (r < 0.5) line = { artist, title: logLine(title, pick(MISSING_TAGS, rand), rand) };
  else if (r < 0.6) {
    const year = 1960 + Math.floor(rand() * 60);
    line = { artist, title: rand() < 0.5 ? `${title} (${String(year).slice(2)})` : `${title} - Remastered ${year + 5}` };
  } else if (r < 0.75) line = { artist: `${artist}${pick(CREDIT_JOINS, rand)}${src.otherArtist}`, title };
  else if (r < 0.87) {
    const width = 10 + Math.floor(rand() * 10);
    line = title.length > width ? { artist, title: title.slice(0, width) } : { artist: artist.slice(0, width), title };
  } else {
    const name = `${words(artist)[0] ?? artist} ${words(src.otherArtist).at(-1) ?? ''}`.trim();
    line = { artist: name, title: words(src.otherTitle).reverse().join(' ') };
  }
  if (src.duration && rand() < 0.4) line.duration = Math.max(1, src.duration + Math.floor(rand() * 5) - 2);
  return line;
}

/** Catalog recordings in a seeded order, each paired with the names of the next one. */
async function sources(pool: Pool, seed: string, n: number): Promise<Source[]> {
  const { rows } = await pool.query<{ title: string; artist: string; duration: number | null }>(
    `SELECT doc->>'title' AS title, doc->'artists'->0->>'name' AS artist,
            extract(epoch FROM (doc->>'duration')::interval)::int AS duration
       FROM entity WHERE kind = 'recording' AND doc->'artists'->0->>'name' IS NOT NULL
      ORDER BY md5(id::text || $1) LIMIT $2`,
    [seed, n],
  );
  return rows.map((r, i) => {
    const other = rows[(i + 1) % rows.length]!;
    return { ...r, duration: r.duration || undefined, otherArtist: other.artist, otherTitle: other.title };
  });
}

/** Fisher–Yates shuffle in place with `rand`. */
function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Plays per rank of a Zipf law with exponent `s`: `max(1, round(c · k^-s))` for ranks k = 1..distinct,
 * `c` found by bisection so the plays add up to `lines`; what rounding leaves over goes to rank 1.
 * @throws {Error} when `lines < distinct` (every line is played at least once).
 */
export function zipfPlays(distinct: number, lines: number, s: number): number[] {
  if (lines < distinct) throw new Error(`${lines} plays cannot cover ${distinct} distinct lines`);
  const plays = (c: number) => Array.from({ length: distinct }, (_, k) => Math.max(1, Math.round(c * (k + 1) ** -s)));
  const total = (c: number) => plays(c).reduce((a, b) => a + b, 0);
  let [lo, hi] = [0, lines];
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > lines) hi = mid;
    else lo = mid;
  }
  const out = plays(lo);
  out[0]! += lines - out.reduce((a, b) => a + b, 0);
  return out;
}

/** The distinct lines of the file: radio_dev.tsv's, then generated ones, `distinct` in all. */
export async function distinctLines(pool: Pool, evalFile: string, distinct: number, seed: number): Promise<LogLine[]> {
  const rand = prng(seed);
  const seen = new Set<string>();
  const out: LogLine[] = [];
  const add = (l: LogLine) => {
    const key = lineKey(l);
    const readable = (v: string) => v.trim() !== '' && v.length <= MAX_FIELD;
    if (out.length >= distinct || !readable(l.artist) || !readable(l.title) || seen.has(key)) return;
    seen.add(key);
    out.push(l);
  };
  const radio = readTsv(evalFile, { artist: 'query_name', title: 'query_title' });
  for (const l of shuffle(radio, rand).slice(0, Math.ceil(distinct / 4))) add(l);
  const recordings = await sources(pool, String(seed), distinct - out.length);
  for (let round = 0; round < 100 && out.length < distinct; round++) for (const src of recordings) add(radioLine(src, rand));
  if (out.length < distinct) throw new Error(`only ${out.length} distinct lines could be generated (wanted ${distinct})`);
  return out;
}

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The play log as CSV: every distinct line played by the Zipf law, plays shuffled with the seed. */
export function playLog(lines: LogLine[], total: number, s: number, seed: number): string {
  const rand = prng(seed + 1);
  const ranked = shuffle([...lines], rand);
  const plays = zipfPlays(ranked.length, total, s).flatMap((n, k) => Array.from({ length: n }, () => ranked[k]!));
  const rows = shuffle(plays, rand).map((l, i) => `p${i + 1},${csvField(l.artist)},${csvField(l.title)},${l.duration ?? ''}`);
  return `id,artist,title,duration\r\n${rows.join('\r\n')}\r\n`;
}

/** The fields of a job's state the bench reads. */
export interface JobState {
  id: string;
  state: string;
  lines: number;
  distinct: number;
  done: number;
  rejected: number;
  failed: number;
  finished_at?: string;
}

/** A request to the API with the bench's token. @throws {Error} on a status other than 2xx. */
export async function call(t: BenchTarget, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${t.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${t.token}`, ...(init.headers as Record<string, string> | undefined) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A finished job's figures. */
export interface JobRun {
  job: JobState;
  seconds: number;
  results: Buffer;
}

/**
 * Posts `csv` as a job, polls it every 250 ms (calling `onProgress` with each state) until it is
 * completed, and downloads its CSV results. @throws {Error} when it is cancelled or lines failed.
 */
export async function runJob(t: BenchTarget, csv: string, onProgress?: (job: JobState) => Promise<void>): Promise<JobRun> {
  const started = Date.now();
  const posted = (await (
    await call(t, '/api/artist-title/jobs', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } })
  ).json()) as JobState;
  let job = posted;
  while (job.state !== 'completed') {
    if (job.state === 'cancelled') throw new Error(`job ${job.id} was cancelled`);
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await call(t, `/api/artist-title/jobs/${posted.id}`)).json()) as JobState;
    await onProgress?.(job);
  }
  if (job.failed || job.rejected) throw new Error(`job ${job.id}: ${job.failed} lines failed, ${job.rejected} rejected`);
  const seconds = (Date.parse(job.finished_at ?? new Date().toISOString()) - started) / 1000;
  const results = Buffer.from(await (await call(t, `/api/artist-title/jobs/${job.id}/results?format=csv`)).arrayBuffer());
  return { job, seconds, results };
}

/**
 * Lines answered per second by `POST /api/artist-title/batch` with 1,000 lines per request, one request
 * at a time; a batch answered 503 (the search engine past its deadline) is counted as no lines.
 * @throws {Error} on any other non-2xx status.
 */
async function syncBatchRate(t: BenchTarget, lines: LogLine[], seconds: number): Promise<number> {
  const started = performance.now();
  let answered = 0;
  let unavailable = 0;
  for (let i = 0; performance.now() - started < seconds * 1000; i += 1000) {
    const items = Array.from({ length: 1000 }, (_, k) => {
      const l = lines[(i + k) % lines.length]!;
      return { name: l.artist, title: l.title, ...(l.duration === undefined ? {} : { duration: l.duration }) };
    });
    const res = await fetch(`${t.url}/api/artist-title/batch`, {
      method: 'POST',
      body: JSON.stringify({ items }),
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    });
    await res.arrayBuffer();
    if (res.ok) answered += items.length;
    else if (res.status === 503) unavailable++;
    else throw new Error(`POST /api/artist-title/batch: ${res.status}`);
  }
  if (unavailable) console.log(`sync batches: ${unavailable} answered 503 (search engine past its deadline), not counted`);
  return answered / ((performance.now() - started) / 1000);
}

/**
 * Run 2: the same file after clearing the answer cache, the worker SIGKILLed once the job is running
 * and half done, then started again (`killed`: whether that happened before the job completed).
 */
async function runWithKill(
  t: BenchTarget,
  csv: string,
  worker: { child: ChildProcess; peakMb: number },
  env: Record<string, string>,
): Promise<JobRun & { killed: boolean }> {
  await clearAnswerCache(t.pool);
  let killed = false;
  const run = await runJob(t, csv, async (job) => {
    if (killed || job.state !== 'running' || job.done < job.lines / 2) return;
    killed = true;
    worker.peakMb = Math.max(worker.peakMb, peakRssMb(worker.child.pid));
    await stopChild(worker.child, 'SIGKILL');
    console.log(`run 2: worker SIGKILLed at done=${job.done}/${job.lines}; starting it again`);
    worker.child = await startWorker(env);
  });
  if (!killed) console.log('run 2: the job finished before the worker could be killed half-way');
  return { ...run, killed };
}

async function main(): Promise<void> {
  const o = parseBenchOptions({
    lines: ['--lines <n>', 'lines in the file', '100000'],
    seed: ['--seed <s>', 'PRNG seed', '7'],
    zipfS: ['--zipf-s <s>', 'Zipf exponent of the plays per distinct line', '1'],
    syncSeconds: ['--sync-seconds <s>', 'seconds of synchronous batches', '20'],
    file: ['--file <tsv>', 'radio lines (shared/eval format)', evalFile('radio_dev.tsv')],
  });
  const total = Number(o.lines);
  const env = { REDIS_PREFIX: `mc-bench-match-job-${process.pid}` };
  const t = await startBenchTarget({ accountName: 'bench-match-job', env });
  const worker = { child: await startWorker(env), peakMb: 0 };
  const dir = mkdtempSync(join(tmpdir(), 'mc-match-job-'));
  try {
    const distinct = await distinctLines(t.pool, o.file, Math.round(total / MEAN_PLAYS), Number(o.seed));
    const csv = playLog(distinct, total, Number(o.zipfS), Number(o.seed));
    writeFileSync(join(dir, 'plays.csv'), csv);
    console.log(`file: ${total} lines, ${distinct.length} distinct generated, ${(csv.length / 2 ** 20).toFixed(1)} MiB`);
    const cpu = async (): Promise<CpuSnapshot> =>
      cpuSnapshot({
        ...(await serverPids()),
        api: await withDescendants(t.pid ?? 0),
        worker: await withDescendants(worker.child.pid ?? 0),
        bench: [process.pid],
      });
    await clearAnswerCache(t.pool); // a cold run: no answer of an earlier job
    const cpu1 = await cpu();
    const run1 = await runJob(t, csv);
    console.log(
      `run 1: job ${run1.job.id}: ${run1.job.lines} lines, ${run1.job.distinct} distinct, ${run1.seconds.toFixed(1)} s`,
    );
    console.log(`cpu, run 1: ${formatCpu(cpuSecondsBetween(cpu1, await cpu()), run1.seconds)}`);
    const run2 = await runWithKill(t, csv, worker, env);
    const identical = run2.killed && run1.results.equals(run2.results);
    console.log(`run 2: job ${run2.job.id}: ${run2.seconds.toFixed(1)} s; results identical to run 1: ${identical}`);
    const cpuSync = await cpu();
    const sync = await syncBatchRate(t, distinct, Number(o.syncSeconds));
    console.log(`cpu, sync batches: ${formatCpu(cpuSecondsBetween(cpuSync, await cpu()), Number(o.syncSeconds))}`);
    worker.peakMb = Math.max(worker.peakMb, peakRssMb(worker.child.pid));
    // The API process and the processes it forks (one per core).
    const apiMb = Math.max(0, ...(await withDescendants(t.pid ?? 0)).map(peakRssMb));
    console.log(`peak RSS: API ${apiMb.toFixed(0)} MiB, worker ${worker.peakMb.toFixed(0)} MiB`);
    const { lines, distinct: keys } = run1.job;
    console.log(
      `match_job: lines=${lines} distinct=${keys} lines_per_s=${(lines / run1.seconds).toFixed(0)} ` +
        `distinct_per_s=${(keys / run1.seconds).toFixed(0)} sync_batch_lines_per_s=${sync.toFixed(0)} ` +
        `max_rss_mb=${Math.max(apiMb, worker.peakMb).toFixed(0)} identical_after_kill=${identical}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stopChild(worker.child, 'SIGTERM');
    await t.close();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
