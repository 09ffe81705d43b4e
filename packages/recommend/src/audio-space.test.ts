import {
  type AudioVector,
  audioDistance,
  buildAudioSpace,
  centroid,
  chooseDimensions,
  closenessOf,
  empiricalCdf,
  medianPairwiseDistance,
  pearson,
} from './audio-space';

describe('audio space', () => {
  const docs: Record<string, number>[] = [
    { bpm: 90, arousal: 0.2, intensity: 0.2, valence: 0.9, rare: 1 },
    { bpm: 120, arousal: 0.5, intensity: 0.5, valence: 0.1 },
    { bpm: 150, arousal: 0.9, intensity: 0.9, valence: 0.5 },
    { bpm: 100, arousal: 0.7, intensity: 0.7, valence: 0.3 },
  ];

  it('keeps frequent descriptors and drops one that copies another (energy written twice)', () => {
    expect(chooseDimensions(docs)).toEqual(['arousal', 'bpm', 'valence']);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 1, 1], [2, 4, 6])).toBe(0);
  });

  it('normalises through the mid-rank empirical CDF', () => {
    const sorted = Float64Array.from([1, 2, 2, 3]);
    expect(empiricalCdf(sorted, 1)).toBe(0.125);
    expect(empiricalCdf(sorted, 2)).toBe(0.5);
    expect(empiricalCdf(sorted, 0)).toBe(0);
    expect(empiricalCdf(sorted, 9)).toBe(1);
  });

  it('measures RMS distance and gives closeness 1 at 0, 1/2 at the median distance', () => {
    const a = Float64Array.from([0, 0]);
    const b = Float64Array.from([1, 1]);
    expect(audioDistance(a, b)).toBe(1);
    expect(closenessOf(0, 0.4)).toBe(1);
    expect(closenessOf(0.4, 0.4)).toBe(0.5);
    expect(closenessOf(0.8, 0.4)).toBe(1 / 16);
    expect(medianPairwiseDistance([a, b, Float64Array.from([0.5, 0.5])])).toBe(0.5);
    expect(Array.from(centroid([a, b]))).toEqual([0.5, 0.5]);
  });

  it('builds one vector per complete document, nearest sounds nearest', () => {
    const { space, vectors } = buildAudioSpace(docs);
    expect(space.dims).toEqual(['arousal', 'bpm', 'valence']);
    expect(vectors.every((v) => v !== null && v.length === 3)).toBe(true);
    expect(space.medianDistance).toBeGreaterThan(0);
    const [v0, v1, v2, v3] = vectors as AudioVector[];
    // Doc 3 (100 bpm, 0.7, 0.3) is closer to doc 1 (120, 0.5, 0.1) than to doc 0 (90, 0.2, 0.9).
    expect(audioDistance(v3!, v1!)).toBeLessThan(audioDistance(v3!, v0!));
    expect(audioDistance(v2!, v2!)).toBe(0);
  });
});
