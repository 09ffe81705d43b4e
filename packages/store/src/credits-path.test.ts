import { CREDITS_PATH_MAX_IDS, creditsPath, creditsPathChunks } from './credits-path';

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

  it('splits a large set into chunks of at most CREDITS_PATH_MAX_IDS ids, each with its path', () => {
    const ids = Array.from({ length: 2 * CREDITS_PATH_MAX_IDS + 1 }, (_, i) => i + 1);
    const chunks = creditsPathChunks(ids);
    expect(chunks.map((c) => c.ids.length)).toEqual([CREDITS_PATH_MAX_IDS, CREDITS_PATH_MAX_IDS, 1]);
    expect(chunks.flatMap((c) => c.ids)).toEqual(ids);
    expect(chunks[2]!.path).toBe(`$[*].id == ${ids.length}`);
  });
});
