import { levelOf, quantile, tercileCuts } from './levels';

describe('tercile cut points', () => {
  it('interpolates between order statistics like R type 7 / percentile_cont', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(xs, 1 / 3)).toBeCloseTo(4, 10);
    expect(quantile(xs, 2 / 3)).toBeCloseTo(7, 10);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([3, 1, 2], 0)).toBe(1);
    expect(quantile([3, 1, 2], 1)).toBe(3);
  });

  it('refuses an empty list or a p outside 0..1', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
  });

  it('puts values below the low cut in level 1, at or above the high cut in level 3', () => {
    const cuts = tercileCuts([100, 110, 120, 130, 140, 150, 160]);
    expect(cuts).toEqual({ low: 120, high: 140, n: 7 });
    expect(levelOf(119.9, cuts)).toBe(1);
    expect(levelOf(120, cuts)).toBe(2);
    expect(levelOf(139.9, cuts)).toBe(2);
    expect(levelOf(140, cuts)).toBe(3);
  });
});
