import { audioProfileScore, buildArtistGraph, combineEvidence, relatedArtists } from './artist-similarity';

describe('related artists', () => {
  it('combines evidence with a weighted noisy-OR', () => {
    expect(combineEvidence({})).toBe(0);
    expect(combineEvidence({ band: 1 })).toBeCloseTo(0.9, 12);
    expect(combineEvidence({ genre: 1, chart: 0.5 })).toBeCloseTo(1 - 0.75 * 0.75, 12);
    expect(combineEvidence({ coCredit: 1, band: 1, genre: 1, chart: 1, audio: 1 })).toBeLessThanOrEqual(1);
  });

  it('counts only better-than-median audio profiles', () => {
    expect(audioProfileScore(0.5)).toBe(0);
    expect(audioProfileScore(0.3)).toBe(0);
    expect(audioProfileScore(1)).toBe(1);
  });

  const graph = buildArtistGraph({
    recordings: [
      { artistIds: [1, 2], genreId: 10, chartWeeks: [100, 101] }, // 1 feat. 2
      { artistIds: [1], genreId: 10, chartWeeks: [102, 103] },
      { artistIds: [3], genreId: 10, chartWeeks: [] }, // same genre only
      { artistIds: [4], genreId: 20, chartWeeks: [100, 101, 102, 103] }, // same weeks only
      { artistIds: [6], genreId: 30, chartWeeks: [500] },
    ],
    bandLinks: [
      { bandId: 5, memberId: 1 },
      { bandId: 5, memberId: 7 },
    ],
    centroids: new Map(),
    centroidMedian: 0.4,
  });

  it('relates co-credited artists, bands, members and bandmates above the default threshold', () => {
    const rel = relatedArtists(graph, 1);
    expect(rel.get(1)!.similarity).toBe(1);
    expect(rel.get(2)!.evidence.coCredit).toBe(0.5);
    expect(rel.get(2)!.similarity).toBeGreaterThanOrEqual(0.32);
    expect(rel.get(5)!.similarity).toBeCloseTo(0.9, 12);
    expect(rel.get(7)!.similarity).toBeCloseTo(0.9, 12);
  });

  it('scores shared genres by Jaccard and shared chart weeks by Ochiai; a genre alone stays below 0.32', () => {
    const rel = relatedArtists(graph, 1);
    expect(rel.get(3)!.evidence).toEqual({ genre: 1 });
    expect(rel.get(3)!.similarity).toBeLessThan(0.32);
    expect(rel.get(4)!.evidence.chart).toBeCloseTo(4 / Math.sqrt(4 * 4), 12);
    expect(rel.has(6)).toBe(false);
  });
});
