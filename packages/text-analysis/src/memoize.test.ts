import { memoizeByString } from './memoize';

describe('memoizeByString', () => {
  test('computes once per distinct string and returns the same value', () => {
    let calls = 0;
    const f = memoizeByString((s: string) => {
      calls++;
      return [s.toUpperCase()];
    });
    const first = f('boa');
    expect(f('boa')).toBe(first);
    expect(f('twice')).toEqual(['TWICE']);
    expect(calls).toBe(2);
  });

  test('forgets the least recently used entries beyond its bound', () => {
    let calls = 0;
    const f = memoizeByString((s: string) => ({ s, n: ++calls }), 2);
    f('a');
    f('b');
    f('c');
    expect(f('a').n).toBe(4);
  });
});
