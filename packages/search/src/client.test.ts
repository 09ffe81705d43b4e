import { engineSignal, esNodes } from './client';

describe('esNodes', () => {
  it('reads one URL or a comma-separated list of node URLs', () => {
    expect(esNodes('http://127.0.0.1:19200')).toEqual(['http://127.0.0.1:19200']);
    expect(esNodes('http://127.0.0.1:19400, http://127.0.0.1:19401,,http://127.0.0.1:19402')).toEqual([
      'http://127.0.0.1:19400',
      'http://127.0.0.1:19401',
      'http://127.0.0.1:19402',
    ]);
  });
});

describe('engineSignal', () => {
  it('aborts with an AbortError whatever the reason of the signal it follows, once per signal', () => {
    const deadline = new AbortController();
    const engine = engineSignal(deadline.signal)!;
    expect(engineSignal(deadline.signal)).toBe(engine);
    expect(engine.aborted).toBe(false);
    deadline.abort(new DOMException('the request deadline has passed', 'TimeoutError'));
    expect(engine.aborted).toBe(true);
    expect(engine.reason).toMatchObject({ name: 'AbortError', message: 'aborted: the request deadline has passed' });
    expect(engineSignal(AbortSignal.abort())!.aborted).toBe(true);
    expect(engineSignal(undefined)).toBeUndefined();
  });
});
