/**
 * Curated matches on the real services (`docs/curation.md` "Pinned lines"): a station pins a logged
 * line over HTTP, and `GET /api/artist-title`, the batch route and a matching job (the worker as a
 * child process) answer it with the pinned recording, `match_type: "curated"` and the pin's id;
 * another station's answer is unchanged; a global pin to "no match" applies to every station but
 * under a station's own pin; unpinning restores the matcher's answer. A pin to a merged recording
 * answers with its survivor; a pin to a recording since deleted is reported and does not apply.
 */
import { removeSource } from '@mc/store';
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const REDIS_PREFIX = `it-pins-${process.pid}-${Date.now()}`;
const SOURCE = `it-pins-${process.pid}`;
const worker = new WorkerProcess({ REDIS_PREFIX, WORKER_METRICS_PORT: '0', LOG_LEVEL: 'info' });

let api: TestApi;
let stationA: string;
let stationB: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ REDIS_PREFIX });
  [stationA, stationB, admin] = await Promise.all([api.newToken(), api.newToken(), api.newToken({ scope: 'admin' })]);
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await api.deps.queues.matchJob.obliterate({ force: true });
  await removeSource(api.deps.pool, SOURCE);
  await api.close();
}, 30_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; text: string };

async function call(method: string, path: string, token: string, body?: unknown, type = 'application/json'): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': type }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* job results as JSON Lines */
  }
  return { status: res.status, body: parsed, text };
}

const LINE = { name: 'BEYONCE FT JAY Z', title: 'Crazy In Love' };
/** The same line as another log spells it (the pin key folds case and accents). */
const RESPELT = { name: 'Beyoncé ft Jay Z', title: 'CRAZY IN LOVE' };
const OTHER = { name: 'Bob Seger/Silver Bullet Band', title: 'Night Moves' };

/** The single route's answer: the first hit's recording id, band and explanation, or the 404. */
async function single(token: string, line = LINE): Promise<{ status: number; id?: number; type?: string; pin?: unknown }> {
  const q = new URLSearchParams({ name: line.name, title: line.title, explain: 'true' });
  const r = await call('GET', `/api/artist-title?${q}`, token);
  const hit = r.body?.hits?.[0];
  return { status: r.status, id: hit?.id, type: hit?.match_type, pin: hit?.explanation?.pin };
}

async function batch(token: string, items: object[]): Promise<Answer> {
  const r = await call('POST', '/api/artist-title/batch', token, { items });
  expect(r.status).toBe(200);
  expectContract('POST /api/artist-title/batch', 200, r.body);
  return r;
}

async function pin(token: string, body: object): Promise<Answer> {
  return call('POST', '/api/artist-title/pins', token, { reason: 'integration test', ...body });
}

/** Runs a matching job of `lines` for `token` and answers its JSON Lines results. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function jobResults(token: string, lines: { name: string; title: string }[]): Promise<any[]> {
  const csv = ['artist,title', ...lines.map((l) => `"${l.name}","${l.title}"`)].join('\n') + '\n';
  const job = await call('POST', '/api/artist-title/jobs', token, csv, 'text/csv');
  expect(job.status).toBe(202);
  const deadline = Date.now() + 60_000;
  while ((await call('GET', `/api/artist-title/jobs/${job.body.id}`, token)).body.state !== 'completed') {
    if (Date.now() > deadline) throw new Error(`job not completed; worker:\n${worker.tail.join('\n')}`);
    await sleep(100);
  }
  const results = await call('GET', `/api/artist-title/jobs/${job.body.id}/results?format=jsonl`, token);
  return results.text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** The matcher's answers of {@link LINE} and {@link OTHER}, before any pin. */
let matched: Awaited<ReturnType<typeof single>>;
let other: Awaited<ReturnType<typeof single>>;
beforeAll(async () => {
  await worker.start();
  matched = await single(stationB);
  other = await single(stationB, OTHER);
}, 60_000);

describe("a station's pinned line", () => {
  it('is answered with the pinned recording through all three matching paths for that station only, and unpinning restores the matcher', async () => {
    expect(matched.status).toBe(200);
    expect(other.status).toBe(200);
    expect(other.id).not.toBe(matched.id);
    // Station A: "this line is that other recording".
    const created = await pin(stationA, { ...RESPELT, recording_id: other.id });
    expect(created.status).toBe(201);
    expectContract('POST /api/artist-title/pins', 201, created.body);
    expect(created.body).toMatchObject({
      scope: 'own',
      recording_id: other.id,
      served_recording_id: other.id,
      target: 'recording',
    });
    const replay = await pin(stationA, { ...RESPELT, recording_id: other.id });
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(created.body.id);
    const conflict = await pin(stationA, { ...LINE, recording_id: matched.id });
    expect(conflict.status).toBe(409);
    expect(conflict.text).toContain(`pin ${created.body.id}`);

    expect(await single(stationA)).toEqual({
      status: 200,
      id: other.id,
      type: 'curated',
      pin: { id: created.body.id, scope: 'own' },
    });
    const a = await batch(stationA, [LINE, OTHER]);
    expect(a.body.results[0]).toMatchObject({ hit: { id: other.id }, score: 100, match_type: 'curated', pin: created.body.id });
    expect(a.body.results[1].pin).toBeUndefined();
    const [jobLine] = await jobResults(stationA, [LINE]);
    expect(jobLine).toMatchObject({ status: 'matched', recording: { id: other.id }, match_type: 'curated' });

    // Station B is not touched by A's pin, in any path, and cannot see or remove it.
    expect(await single(stationB)).toMatchObject({ status: 200, id: matched.id });
    expect((await batch(stationB, [LINE])).body.results[0]).toMatchObject({ hit: { id: matched.id } });
    expect((await jobResults(stationB, [LINE]))[0]).toMatchObject({ recording: { id: matched.id } });
    expect((await call('GET', `/api/artist-title/pins/${created.body.id}`, stationB)).status).toBe(404);
    expect((await call('DELETE', `/api/artist-title/pins/${created.body.id}`, stationB)).status).toBe(404);

    expect((await call('DELETE', `/api/artist-title/pins/${created.body.id}`, stationA)).status).toBe(200);
    expect(await single(stationA)).toMatchObject({ status: 200, id: matched.id });
    expect((await jobResults(stationA, [LINE]))[0]).toMatchObject({ recording: { id: matched.id } });
  }, 120_000);
});

describe('a global pin', () => {
  it('to "no match" applies to every station, under a station\'s own pin, and only an admin writes or removes it', async () => {
    expect((await pin(stationB, { ...LINE, recording_id: null, scope: 'global' })).status).toBe(403);
    const global = await pin(admin, { ...LINE, recording_id: null, scope: 'global' });
    expect(global.status).toBe(201);
    expect(global.body).toMatchObject({ scope: 'global', recording_id: null, target: 'no_match' });
    const own = await pin(stationA, { ...LINE, recording_id: other.id });
    expect(own.status).toBe(201);

    expect((await single(stationB)).status).toBe(404);
    expect((await batch(stationB, [LINE])).body.results[0]).toEqual({
      hit: null,
      score: null,
      match_type: 'curated',
      pin: global.body.id,
    });
    expect((await jobResults(stationB, [LINE]))[0]).toMatchObject({ status: 'no_match', match_type: 'curated' });
    expect((await single(stationA)).id).toBe(other.id);
    const listed = await call('GET', '/api/artist-title/pins', stationA);
    expectContract('GET /api/artist-title/pins', 200, listed.body);
    expect(listed.body.pins.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([own.body.id, global.body.id]));

    // Unpinned: A falls back to the global pin, then everyone to the matcher.
    expect((await call('DELETE', `/api/artist-title/pins/${global.body.id}`, stationA)).status).toBe(403);
    expect((await call('DELETE', `/api/artist-title/pins/${own.body.id}`, stationA)).status).toBe(200);
    expect((await single(stationA)).status).toBe(404);
    expect((await call('DELETE', `/api/artist-title/pins/${global.body.id}`, admin)).status).toBe(200);
    expect(await single(stationA)).toMatchObject({ status: 200, id: matched.id });
    expect(await single(stationB)).toMatchObject({ status: 200, id: matched.id });
  }, 120_000);
});

describe('a pin of a recording that changed', () => {
  it('follows a merged recording to its survivor, reports a deleted one and lets the matcher answer, and names bad input', async () => {
    const { rows } = await api.deps.pool.query<{ merged_id: string; surviving_id: string }>(
      "SELECT merged_id, surviving_id FROM entity_merge WHERE kind = 'recording' ORDER BY merged_id LIMIT 1",
    );
    const merge = rows[0]!;
    const toMerged = await pin(stationA, {
      name: 'Pinned To A Merged Id',
      title: 'Any Title',
      recording_id: Number(merge.merged_id),
    });
    expect(toMerged.status).toBe(201);
    expect(toMerged.body).toMatchObject({ target: 'merged', served_recording_id: Number(merge.surviving_id) });
    expect((await single(stationA, { name: 'pinned to a merged id', title: 'any title' })).id).toBe(Number(merge.surviving_id));

    // A recording of a catalog of our own, pinned, then deleted by a change set.
    const writer = await api.newToken({ scope: 'catalog:write' });
    const ndjson = (lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
    const song = {
      kind: 'recording',
      key: 'r-1',
      title: 'Quorvane Lilting Pin',
      artists: [{ key: 'a-1', name: 'Ostrevik Pinhollow' }],
    };
    const added = await call('POST', `/api/catalog/${SOURCE}/changes`, writer, ndjson([song]), 'application/x-ndjson');
    expect(added.body.counts).toMatchObject({ created: 1, rejected: 0 });
    const { rows: ids } = await api.deps.pool.query<{ id: string }>(
      "SELECT id FROM id_map WHERE kind = 'recording' AND source = $1 AND source_key = 'r-1'",
      [SOURCE],
    );
    const recordingId = Number(ids[0]!.id);
    const pinned = await pin(stationA, { ...OTHER, recording_id: recordingId });
    expect((await single(stationA, OTHER)).id).toBe(recordingId);
    const deleted = await call(
      'POST',
      `/api/catalog/${SOURCE}/changes`,
      writer,
      ndjson([{ kind: 'recording', key: 'r-1', deleted: true }]),
      'application/x-ndjson',
    );
    expect(deleted.body.counts).toMatchObject({ deleted: 1 });
    const reported = await call('GET', `/api/artist-title/pins/${pinned.body.id}`, stationA);
    expect(reported.body).toMatchObject({ target: 'missing', recording_id: recordingId, served_recording_id: null });
    expect(await single(stationA, OTHER)).toMatchObject({
      status: 200,
      id: (await single(stationB, OTHER)).id,
      type: expect.not.stringMatching('curated'),
    });

    // Bad input, named.
    const unknown = await pin(stationA, { ...LINE, recording_id: 999_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('body.recording_id');
    const bad = await pin(stationA, { name: '', title: 'x', recording_id: 'seven' });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('name');
    expect(bad.text).toContain('recording_id');
    for (const id of [toMerged.body.id, pinned.body.id]) await call('DELETE', `/api/artist-title/pins/${id}`, stationA);
  }, 120_000);
});

describe("a matching job's review queue", () => {
  it('lists the lines that need a person, most played first, with candidates, as JSON and CSV; a pin takes a line out of the next job', async () => {
    const live = { name: 'Springsteen', title: 'Born To Run Live 1975' };
    const csv = [
      'artist,title',
      'Springsteen,Born To Run Live 1975',
      'Springsteen,Born To Run Live 1975',
      'BEYONCE FT JAY Z,Crazy In Love',
    ]
      .map((l) => `${l}\n`)
      .join('');
    const run = async () => {
      const job = await call('POST', '/api/artist-title/jobs', stationA, csv, 'text/csv');
      const deadline = Date.now() + 60_000;
      while ((await call('GET', `/api/artist-title/jobs/${job.body.id}`, stationA)).body.state !== 'completed') {
        if (Date.now() > deadline) throw new Error(`job not completed; worker:\n${worker.tail.join('\n')}`);
        await sleep(100);
      }
      return job.body.id as string;
    };
    const first = await run();
    const review = await call('GET', `/api/artist-title/jobs/${first}/review`, stationA);
    expect(review.status).toBe(200);
    expectContract('GET /api/artist-title/jobs/:id/review', 200, review.body);
    expect(review.body.total).toBe(1);
    const [line] = review.body.lines;
    expect(line).toMatchObject({ name: live.name, title: live.title, plays: 2, status: 'no_match', recording: null });
    expect(line.candidates.length).toBeGreaterThan(0);
    const sheet = await call('GET', `/api/artist-title/jobs/${first}/review?format=csv`, stationA);
    const [header, row] = sheet.text.split('\r\n');
    expect(header).toContain('plays,match_status');
    expect(header).toContain('candidate_3_refused_by');
    expect(row).toContain(`Springsteen,Born To Run Live 1975,2,no_match`);
    expect(row).toContain(String(line.candidates[0].id));
    expect((await call('GET', `/api/artist-title/jobs/${first}/review`, stationB)).status).toBe(404);

    // Accepting the first candidate is a pin: the next job answers the line with it and has nothing to review.
    const accepted = await pin(stationA, { ...live, recording_id: line.candidates[0].id });
    expect(accepted.status).toBe(201);
    const second = await run();
    expect((await call('GET', `/api/artist-title/jobs/${second}/review`, stationA)).body.total).toBe(0);
    const results = await call('GET', `/api/artist-title/jobs/${second}/results?format=jsonl`, stationA);
    const answers = results.text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(answers.slice(0, 2).map((a) => [a.match_type, a.recording.id])).toEqual([
      ['curated', line.candidates[0].id],
      ['curated', line.candidates[0].id],
    ]);
    await call('DELETE', `/api/artist-title/pins/${accepted.body.id}`, stationA);
  }, 120_000);
});
