import { creditsPath } from './credits-path';

describe('creditsPath', () => {
  it('joins one equality per artist and credit key with ||', () => {
    expect(creditsPath([7, 9])).toBe('$[*].id == 7 || $[*].id == 9');
    expect(creditsPath([7], ['id', 'id_artist'])).toBe('$[*].id == 7 || $[*].id_artist == 7');
  });

  it('refuses an empty set and anything but safe integers, which would reach the path text', () => {
    expect(() => creditsPath([])).toThrow(RangeError);
    expect(() => creditsPath([1.5])).toThrow(/not an integer/);
    expect(() => creditsPath([Number.NaN])).toThrow(RangeError);
  });
});
