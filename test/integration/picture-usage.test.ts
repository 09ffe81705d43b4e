/**
 * Picture usage reports (`docs/picture-usage.md`) against the real PostgreSQL and Redis: intake errors with their
 * exact status and body, idempotency per account, ingestion by the real BullMQ worker (in-process
 * here; the crash tests spawn it) and the read-back. The billing CSV export is
 * `picture-usage-export.test.ts`; the shared fixture is `picture-usage-fixture.ts`.
 */
import { ingestPictureUsageReport, recordPictureUsageReport } from '@mc/store';
import { expectContract } from './harness';
import { usePictureUsage } from './picture-usage-fixture';

const { api, worker, post, newAccount, reportState, untilIngested, totals, counters } = usePictureUsage('usage');

/** A well-formed one-asset report, the base of the refused variants. */
const valid = { id_transaction: 1, assets: [{ id_picture: 1, count: 1 }] };

describe('POST /report/picture/usage: intake errors', () => {
  it('answers 401 without a token', async () => {
    const r = await post(valid, { token: null });
    expect(r.status).toBe(401);
    expect(r.body.errors[0].type).toBe('Authentication failed');
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers 415 to Content-Type %s',
    async (type) => {
      const r = await post(valid, { contentType: type });
      expect(r).toEqual({
        status: 415,
        body: { errors: [{ type: 'Unsupported media type', message: 'Content-Type must be application/json' }] },
      });
    },
  );

  it.each(['{"id_transaction": 1,', "{'id_transaction': 1}", 'not json', '{"assets": [1,]}'])(
    'answers 400 Syntax error to the invalid JSON %s',
    async (text) => {
      const r = await post(text);
      expect(r).toEqual({
        status: 400,
        body: { errors: [{ type: 'Syntax error', message: 'The request payload contains invalid JSON data.' }] },
      });
    },
  );
});

describe('POST /report/picture/usage: refused bodies', () => {
  it('answers 413 to a body over BODY_LIMIT_BYTES', async () => {
    const pad = ' '.repeat(api().deps.config.BODY_LIMIT_BYTES);
    const r = await post(`{"id_transaction": 1, "assets": [{"id_picture": 1, "count": 1}]${pad}}`);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      errors: [{ type: 'Payload too large', message: 'request body exceeds the limit of this endpoint' }],
    });
  });

  const unprocessable = (messages: string[]) => ({
    status: 422,
    body: { errors: messages.map((message) => ({ type: 'Unprocessable payload', message })) },
  });

  it.each<[string, unknown, string[]]>([
    ['an empty object', {}, ['$.id_transaction: is required', '$.assets: is required']],
    ['a JSON array', [], ['$: must be a JSON object']],
    ['id_transaction 0', { ...valid, id_transaction: 0 }, ['$.id_transaction: must be > 0']],
    ['a negative id_transaction', { ...valid, id_transaction: -3 }, ['$.id_transaction: must be > 0']],
    ['a fractional id_transaction', { ...valid, id_transaction: 1.5 }, ['$.id_transaction: must be an integer']],
    ['id_transaction as text', { ...valid, id_transaction: '7' }, ['$.id_transaction: must be an integer']],
    ['an empty asset list', { id_transaction: 1, assets: [] }, ['$.assets: must hold at least 1 asset']],
    [
      '1,001 assets',
      { id_transaction: 1, assets: Array.from({ length: 1001 }, (_, i) => ({ id_picture: i + 1, count: 1 })) },
      ['$.assets: must hold at most 1000 assets'],
    ],
    ['assets that are not a list', { id_transaction: 1, assets: { id_picture: 1, count: 1 } }, ['$.assets: must be an array']],
    [
      'a negative count',
      { id_transaction: 1, assets: [{ id_picture: 1, count: -1 }] },
      ['$.assets[0].count: must be at least 0'],
    ],
    [
      'missing and non-integer asset fields',
      { id_transaction: 1, assets: [{ id_picture: 1, count: 2 }, { count: 2 }, { id_picture: 'x', count: 0.5 }] },
      [
        '$.assets[1].id_picture: is required',
        '$.assets[2].id_picture: must be an integer',
        '$.assets[2].count: must be an integer',
      ],
    ],
    [
      'id_picture 0',
      { id_transaction: 1, assets: [{ id_picture: 0, count: 1 }] },
      ['$.assets[0].id_picture: must be at least 1'],
    ],
    ['a non-boolean test flag', { ...valid, test: 'yes' }, ['$.test: must be a boolean']],
    [
      'unknown fields',
      { ...valid, id_transation: 2, assets: [{ id_picture: 1, count: 1, counts: 3 }] },
      ['$.assets[0]: unknown field "counts"', '$: unknown field "id_transation"'],
    ],
    [
      'several violations at once',
      { id_transaction: 0, test: 1, assets: [{ id_picture: 1, count: -1 }, 'x'] },
      [
        '$.id_transaction: must be > 0',
        '$.test: must be a boolean',
        '$.assets[0].count: must be at least 0',
        '$.assets[1]: must be an object {id_picture, count}',
      ],
    ],
  ])('answers 422 listing every violation of %s', async (_name, body, messages) => {
    expect(await post(body)).toEqual(unprocessable(messages));
  });

  it('stores nothing for a refused report', async () => {
    const { token, info } = await newAccount('refused');
    expect((await post({ id_transaction: 9, assets: [{ id_picture: 1, count: -1 }] }, { token })).status).toBe(422);
    expect((await post('{"id_transaction": 9,', { token })).status).toBe(400);
    expect(await reportState(info.accountId, 9)).toBeUndefined();
  });
});

describe('POST /report/picture/usage: accepted reports', () => {
  it('answers 202 with the receipt and counts the report per picture, test reports apart', async () => {
    const { token, info } = await newAccount('accepted');
    const r = await post(
      {
        id_transaction: 10,
        assets: [
          { id_picture: 11, count: 3 },
          { id_picture: 12, count: 0 },
          { id_picture: 11, count: 4 },
        ],
      },
      { token },
    );
    expect(r).toEqual({ status: 202, body: { id_transaction: 10, status: 'queued', duplicate: false } });
    expectContract('POST /report/picture/usage', 202, r.body);
    expect((await post({ id_transaction: 11, test: true, assets: [{ id_picture: 11, count: 100 }] }, { token })).status).toBe(
      202,
    );
    await untilIngested(info.accountId);
    expect(await counters(info.accountId)).toEqual({ '11/false': 7, '12/false': 0, '11/true': 100 });
    const t = await totals(token);
    expect(t.status).toBe(200);
    expectContract('GET /report/picture/usage', 200, t.body);
    expect(t.body).toEqual({
      from: null,
      to: null,
      results: [
        { id_picture: 11, count: 7 },
        { id_picture: 12, count: 0 },
      ],
      pending_reports: 0,
    });
  });

  it('accepts a report of 1,000 assets and counts every one', async () => {
    const { token, info } = await newAccount('thousand');
    const assets = Array.from({ length: 1000 }, (_, i) => ({ id_picture: 5000 + (i % 990), count: i }));
    const r = await post({ id_transaction: 1, assets }, { token });
    expect(r.status).toBe(202);
    await untilIngested(info.accountId);
    const expected = new Map<number, number>();
    for (const a of assets) expected.set(a.id_picture, (expected.get(a.id_picture) ?? 0) + a.count);
    const t = await totals(token);
    expect(t.body.results).toHaveLength(990);
    expect(t.body.results).toEqual(
      [...expected].sort((a, b) => a[0] - b[0]).map(([id_picture, count]) => ({ id_picture, count })),
    );
  });
});

describe('POST /report/picture/usage: idempotent transactions', () => {
  it('counts a re-posted report once, even with its assets in another order', async () => {
    const { token, info } = await newAccount('duplicate');
    const report = {
      id_transaction: 42,
      assets: [
        { id_picture: 1, count: 5 },
        { id_picture: 2, count: 6 },
      ],
    };
    expect((await post(report, { token })).body.duplicate).toBe(false);
    const again = await post({ ...report, test: false, assets: [...report.assets].reverse() }, { token });
    expect(again).toEqual({ status: 202, body: { id_transaction: 42, status: 'queued', duplicate: true } });
    await untilIngested(info.accountId);
    expect((await post(report, { token })).body.duplicate).toBe(true);
    await untilIngested(info.accountId);
    expect(await counters(info.accountId)).toEqual({ '1/false': 5, '2/false': 6 });
  });

  it('counts a transaction once when it is posted many times at once', async () => {
    const { token, info } = await newAccount('concurrent');
    const report = { id_transaction: 5, assets: [{ id_picture: 3, count: 2 }] };
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(report, { token })));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(replies.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    await untilIngested(info.accountId);
    expect(await counters(info.accountId)).toEqual({ '3/false': 2 });
  });

  it('refuses the same transaction id with another payload with 409 and keeps the first report', async () => {
    const { token, info } = await newAccount('conflict');
    await post({ id_transaction: 8, assets: [{ id_picture: 1, count: 5 }] }, { token });
    for (const other of [
      { id_transaction: 8, assets: [{ id_picture: 1, count: 6 }] },
      { id_transaction: 8, test: true, assets: [{ id_picture: 1, count: 5 }] },
    ]) {
      expect(await post(other, { token })).toEqual({
        status: 409,
        body: {
          errors: [
            { type: 'Conflict', message: 'id_transaction 8 was already reported by this account with a different payload' },
          ],
        },
      });
    }
    await untilIngested(info.accountId);
    expect(await counters(info.accountId)).toEqual({ '1/false': 5 });
  });

  it('scopes transaction ids to the account: two accounts neither see nor overwrite each other', async () => {
    const a = await newAccount('iso-a');
    const b = await newAccount('iso-b');
    const b2 = await api().newToken({ accountId: b.info.accountId });
    expect((await post({ id_transaction: 77, assets: [{ id_picture: 900, count: 1 }] }, { token: a.token })).body.duplicate).toBe(
      false,
    );
    // The same id in another account is a new transaction, not a duplicate nor a conflict.
    expect((await post({ id_transaction: 77, assets: [{ id_picture: 901, count: 2 }] }, { token: b.token })).body.duplicate).toBe(
      false,
    );
    // B cannot overwrite A's transaction: sending A's payload under 77 conflicts with B's own 77.
    expect((await post({ id_transaction: 77, assets: [{ id_picture: 900, count: 1 }] }, { token: b.token })).status).toBe(409);
    // Another token of account B shares B's transactions.
    expect((await post({ id_transaction: 77, assets: [{ id_picture: 901, count: 2 }] }, { token: b2 })).body.duplicate).toBe(
      true,
    );
    await untilIngested(a.info.accountId);
    await untilIngested(b.info.accountId);
    expect((await totals(a.token)).body.results).toEqual([{ id_picture: 900, count: 1 }]);
    expect((await totals(b.token)).body.results).toEqual([{ id_picture: 901, count: 2 }]);
    expect((await totals(b2)).body.results).toEqual([{ id_picture: 901, count: 2 }]);
  });
});

describe('ingestion', () => {
  it('counts a report whose job was never enqueued when the worker sweeps pending reports', async () => {
    const { info } = await newAccount('sweep');
    await recordPictureUsageReport(api().deps.pool, {
      accountId: info.accountId,
      tokenId: info.tokenId,
      idTransaction: 3,
      test: false,
      assets: [{ id_picture: 7, count: 9 }],
    });
    expect(await reportState(info.accountId, 3)).toBe('pending');
    expect(await worker().sweep()).toBeGreaterThanOrEqual(1);
    await untilIngested(info.accountId);
    expect(await counters(info.accountId)).toEqual({ '7/false': 9 });
  });

  it('adds nothing when an ingested report is ingested again', async () => {
    const { token, info } = await newAccount('rerun');
    await post({ id_transaction: 4, assets: [{ id_picture: 2, count: 3 }] }, { token });
    await untilIngested(info.accountId);
    expect(await ingestPictureUsageReport(api().deps.pool, info.accountId, 4)).toEqual({ ingested: false, counters: 0 });
    expect(await counters(info.accountId)).toEqual({ '2/false': 3 });
  });
});

describe('GET /report/picture/usage', () => {
  it('limits totals to report days from..to', async () => {
    const { token, info } = await newAccount('range');
    await post({ id_transaction: 1, assets: [{ id_picture: 1, count: 2 }] }, { token });
    await untilIngested(info.accountId);
    const { rows } = await api().deps.pool.query<{ day: string }>(
      "SELECT to_char(report_date, 'YYYY-MM-DD') AS day FROM picture_usage_report WHERE account_id = $1",
      [info.accountId],
    );
    const day = rows[0]!.day;
    expect((await totals(token, `?from=${day}&to=${day}`)).body).toEqual({
      from: day,
      to: day,
      results: [{ id_picture: 1, count: 2 }],
      pending_reports: 0,
    });
    expect((await totals(token, `?to=2000-01-01`)).body.results).toEqual([]);
  });

  it.each([
    ['?from=2024-02-30', 'query.from'],
    ['?from=2024-05-02&to=2024-05-01', 'query.to'],
    ['?to=yesterday', 'query.to'],
  ])('answers 400 to %s naming %s', async (qs, field) => {
    const r = await totals(api().token, qs);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toContain(field);
  });
});
