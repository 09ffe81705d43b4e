import { InvalidChangeCursorError, changeCursor, parseChangeCursor } from './change-feed';

describe('change-feed cursors', () => {
  it('round-trip any position and are URL-safe', () => {
    for (const seq of [0, 1, 42, 9_007_199_254_740_991]) {
      const c = changeCursor(seq);
      expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(parseChangeCursor(c)).toBe(seq);
    }
  });

  it('refuse anything they did not hand out', () => {
    const forged = Buffer.from('c1:-1').toString('base64url');
    const leadingZero = Buffer.from('c1:01').toString('base64url');
    for (const bad of ['', '42', 'not a cursor', forged, leadingZero, changeCursor(1) + '=', 'x'.repeat(100)])
      expect(() => parseChangeCursor(bad)).toThrow(InvalidChangeCursorError);
  });
});
