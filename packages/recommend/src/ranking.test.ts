import { matchScore, orderSelection, perArtistCap, selectWithArtistCap } from './ranking';

const c = (id: number, match: number, artistIds: number[], popularity: number | null = null) => ({
  id,
  match,
  artistIds,
  popularity,
});

describe('ranking', () => {
  it('averages artist similarity and audio closeness when there is a seed sound', () => {
    expect(matchScore(1, 0.5, true)).toBe(75);
    expect(matchScore(0.6, null, true)).toBe(30);
    expect(matchScore(0.6, null, false)).toBe(60);
    expect(matchScore(0.12345, 0, true)).toBe(6.17);
  });

  it('caps recordings per artist at max(2, ceil(results_nb / 20))', () => {
    expect([10, 40, 41, 100, 500].map(perArtistCap)).toEqual([2, 2, 3, 5, 25]);
  });

  it('takes the best matches first, skipping one that would put any credited artist over the cap', () => {
    const picked = selectWithArtistCap([c(1, 90, [7]), c(2, 80, [7, 8]), c(3, 70, [7]), c(4, 60, [8]), c(5, 50, [9])], 3, 2);
    expect(picked.map((p) => p.id)).toEqual([1, 2, 4]);
  });

  it('orders by match (ties: popularity, then id), by popularity, or shuffles the same selection', () => {
    const sel = [c(3, 50, [1], 10), c(1, 50, [2], 90), c(2, 80, [3], null), c(4, 50, [4], 90)];
    expect(orderSelection(sel, 'match').map((x) => x.id)).toEqual([2, 1, 4, 3]);
    expect(orderSelection(sel, 'popularity').map((x) => x.id)).toEqual([1, 4, 3, 2]);
    const shuffled = orderSelection(sel, 'random', () => 0);
    expect(shuffled.map((x) => x.id).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffled.map((x) => x.id)).not.toEqual(sel.map((x) => x.id));
  });
});
