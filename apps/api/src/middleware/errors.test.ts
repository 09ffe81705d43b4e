import { errors } from '@elastic/elasticsearch';
import { isUnavailableDependency } from './errors';

/** An error as node-postgres builds it from a server's ErrorResponse. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { name: 'error', code });

describe('isUnavailableDependency', () => {
  test('recognises PostgreSQL shutting down, starting up and ending sessions by SQLSTATE', () => {
    for (const [code, message] of [
      ['57P01', 'terminating connection due to administrator command'],
      ['57P02', 'terminating connection because of crash of another server process'],
      ['57P03', 'the database system is shutting down'],
      ['57P03', 'the database system is starting up'],
      ['53300', 'sorry, too many clients already'],
      ['08006', 'connection failure'],
    ] as const)
      expect([code, isUnavailableDependency(pgError(code, message))]).toEqual([code, true]);
  });

  test('recognises lost and refused connections of the clients', () => {
    expect(isUnavailableDependency(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isUnavailableDependency(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isUnavailableDependency(Object.assign(new Error(''), { name: 'ConnectionError' }))).toBe(true);
    expect(isUnavailableDependency(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    // Node's connection attempt on several addresses fails with an AggregateError of socket errors.
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isUnavailableDependency(new AggregateError([refused], ''))).toBe(true);
    expect(isUnavailableDependency(new Error('query failed', { cause: refused }))).toBe(true);
  });

  test("recognises the engine's own 503 and 429 answers (no shard available, search queue full)", () => {
    const answer = (statusCode: number) =>
      new errors.ResponseError({ body: { error: { type: 'x' } }, statusCode, headers: {}, warnings: null, meta: {} as never });
    expect(isUnavailableDependency(answer(503))).toBe(true);
    expect(isUnavailableDependency(answer(429))).toBe(true);
    expect(isUnavailableDependency(answer(400))).toBe(false);
  });

  test('leaves bugs and bad queries alone (they stay 500)', () => {
    expect(isUnavailableDependency(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isUnavailableDependency(pgError('08P01', 'protocol violation'))).toBe(false);
    expect(isUnavailableDependency(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isUnavailableDependency(undefined)).toBe(false);
  });
});
