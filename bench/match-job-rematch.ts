/**
 * `npm run bench:match-job-rematch -- [--lines 200000] [--changes 1000] [--seed 7]`
 *
 * Re-matching a finished matching job after a change set (docs/matching-jobs.md "Keeping results
 * current"), with the API and a worker as child processes on the configured catalog:
 *
 * 1. **first run**: the play log of `bench:match-job` (`--lines` lines of radio_dev.tsv and
 *    generated radio lines, Zipf plays) posted as a job on a cold answer cache, polled to
 *    `completed` → `first_s` (post to `finished_at`).
 * 2. **change set**: `--changes` recordings through `POST /api/catalog/{source}/changes` (a
 *    bench source, removed at the end): half are the songs of the job's lines without a match (the
 *    line's artist and title, so those lines can now match), half new songs of new artists (which
 *    no line names); the bench waits for the live indexer to take them in.
 * 3. **re-match**: `POST …/rematch`, polled until the job is current again → `rematch_s` (post to
 *    the job current), the keys the round looked at (`rematch_keys`, printed with the job's distinct
 *    keys), the lines whose answer changed (`lines_changed`) and `ratio` = rematch_s / first_s.
 *
 * Last line: `match_job_rematch: lines=… distinct=… changes=… rematch_keys=… lines_changed=… first_s=… rematch_s=… ratio=…`.
 */
import { createToken } from '@mc/auth';
import { clearAnswerCache, parseChangeCursor, removeSource } from '@mc/store';
import { parseBenchOptions, startBenchTarget, startWorker, stopChild } from './bench-harness';
import { MEAN_PLAYS, call, distinctLines, playLog, runJob } from './match-job';
import { evalFile } from './eval-files';

const SOURCE = 'bench-rematch';

interface RematchState {
  version: number;
  current_through: string | null;
  rematch: { state: string; keys: number; keys_done: number; lines_changed: number };
}

async function main(): Promise<void> {
  const o = parseBenchOptions({
    lines: ['--lines <n>', 'lines in the file', '200000'],
    changes: ['--changes <n>', 'recordings in the change set', '1000'],
    seed: ['--seed <s>', 'PRNG seed', '7'],
  });
  const env = { REDIS_PREFIX: `mc-bench-rematch-${process.pid}` };
  const t = await startBenchTarget({ accountName: 'bench-match-job-rematch', env });
  const worker = await startWorker(env);
  try {
    await removeSource(t.pool, SOURCE);
    const total = Number(o.lines);
    const distinct = await distinctLines(t.pool, evalFile('radio_dev.tsv'), Math.round(total / MEAN_PLAYS), Number(o.seed));
    await clearAnswerCache(t.pool); // a cold first run: no answer of an earlier job
    const run = await runJob(t, playLog(distinct, total, 1, Number(o.seed)));
    console.log(
      `first run: job ${run.job.id}: ${run.job.lines} lines, ${run.job.distinct} distinct, ${run.seconds.toFixed(1)} s`,
    );

    const unmatched = new Map<string, { artist: string; title: string }>();
    for (const line of run.results.toString('utf8').split('\r\n').slice(1)) {
      const f = line.split(',');
      if (f.length === 14 && f[5] === 'no_match' && !line.includes('"'))
        unmatched.set(`${f[1]}\t${f[2]}`, { artist: f[1]!, title: f[2]! });
    }
    const half = Math.floor(Number(o.changes) / 2);
    const songs = [
      ...[...unmatched.values()].slice(0, half),
      ...Array.from({ length: Number(o.changes) - Math.min(half, unmatched.size) }, (_, i) => ({
        artist: `Benchnew${i} Collective`,
        title: `Unheard${i} Anthem`,
      })),
    ];
    const body = songs
      .map((s, i) =>
        JSON.stringify({ kind: 'recording', key: `r${i}`, title: s.title, artists: [{ key: `a${i}`, name: s.artist }] }),
      )
      .join('\n');
    const writer = (await createToken(t.pool, { accountName: 'bench-rematch-writer', plan: 'premium', scope: 'catalog:write' }))
      .token;
    const posted = await fetch(`${t.url}/api/catalog/${SOURCE}/changes`, {
      method: 'POST',
      body: `${body}\n`,
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/x-ndjson' },
    });
    if (!posted.ok) throw new Error(`change set: ${posted.status} ${await posted.text()}`);
    const cursor = parseChangeCursor(((await posted.json()) as { cursor: string }).cursor);
    console.log(`change set: ${songs.length} recordings (${Math.min(half, unmatched.size)} songs of unmatched lines)`);
    while (Number((await t.pool.query("SELECT position FROM feed_reader WHERE name = 'search'")).rows[0]?.position ?? 0) < cursor)
      await new Promise((r) => setTimeout(r, 100));

    const started = Date.now();
    await call(t, `/api/artist-title/jobs/${run.job.id}/rematch`, { method: 'POST' });
    let job: RematchState;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (await (await call(t, `/api/artist-title/jobs/${run.job.id}`)).json()) as RematchState;
    } while (job.rematch.state !== 'idle' || job.current_through === null || parseChangeCursor(job.current_through) < cursor);
    const rematchS = (Date.now() - started) / 1000;
    console.log(
      `match_job_rematch: lines=${run.job.lines} distinct=${run.job.distinct} changes=${songs.length} ` +
        `rematch_keys=${job.rematch.keys} lines_changed=${job.rematch.lines_changed} first_s=${run.seconds.toFixed(1)} ` +
        `rematch_s=${rematchS.toFixed(1)} ratio=${(rematchS / run.seconds).toFixed(3)}`,
    );
  } finally {
    await removeSource(t.pool, SOURCE).catch(() => undefined);
    await stopChild(worker, 'SIGTERM');
    await t.close();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
