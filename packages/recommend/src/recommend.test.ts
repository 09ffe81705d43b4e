import { NoSeedError, UnknownMoodError } from './errors';
import type { RecommendationRows } from '@mc/store';
import { buildRecommendationModel } from './model';
import { recommend } from './recommend';

/** A small catalog: artist 1 (two songs + a duplicate id of one), artist 2 featured, artist 3 unrelated. */
function rows(): RecommendationRows {
  const audio = (id: number, bpm: number, energy: number, valence: number) => ({
    id,
    doc: {
      id,
      bpm,
      arousal: energy,
      intensity: energy,
      valence,
      danceability: valence,
      moods: [
        { name: 'happy', value: valence * energy },
        { name: 'calm', value: valence * (1 - energy) },
        { name: 'sad', value: (1 - valence) * (1 - energy) },
        { name: 'tense', value: (1 - valence) * energy },
      ],
    },
  });
  return {
    recordings: [
      { id: 1, title: 'Seed Song', artistIds: [1], year: 2009, genreId: 10 },
      { id: 2, title: 'Second Song', artistIds: [1, 2], year: 2010, genreId: 10 },
      { id: 3, title: 'Seed Song (Radio Edit)', artistIds: [1], year: 2009, genreId: 10 },
      { id: 4, title: 'seed song', artistIds: [1], year: 2009, genreId: null },
      { id: 5, title: 'Old Song', artistIds: [2], year: 1980, genreId: 10 },
      { id: 6, title: 'Far Song', artistIds: [3], year: 2008, genreId: 20 },
      { id: 7, title: 'Undated', artistIds: [2], year: null, genreId: null },
      ...Array.from({ length: 12 }, (_, i) => ({
        id: 100 + i,
        title: `Filler ${i}`,
        artistIds: [50 + i],
        year: 2005 + (i % 10),
        genreId: 30,
      })),
    ],
    audio: [
      audio(1, 120, 0.8, 0.8),
      audio(2, 122, 0.75, 0.8),
      audio(6, 70, 0.1, 0.1),
      ...Array.from({ length: 12 }, (_, i) => audio(100 + i, 60 + 10 * i, (i % 10) / 10, ((i * 7) % 10) / 10)),
    ],
    popularity: [{ id: 2, score: 80 }],
    firstChartDates: [],
    albumAppearances: [{ recordingId: 2, albumId: 900, title: 'The Album', originalReleaseDate: '2010-03-01' }],
    chartWeeks: [],
    artists: [1, 2, 3, ...Array.from({ length: 12 }, (_, i) => 50 + i)].map((id) => ({ id, memberIds: [] })),
  };
}

const base = { trackIds: [] as number[], artistIds: [] as number[], levels: {}, yearRange: 5, resultsNb: 10, minAccuracy: 32 };

describe('recommend', () => {
  const model = buildRecommendationModel(rows());

  it('never returns the seed or the same song under another id, and keeps years around the seed', () => {
    const r = recommend(model, { ...base, trackIds: [1] });
    const ids = r.items.map((i) => i.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(4); // "seed song" by the same artist
    expect(ids).toContain(2);
    expect(ids).toContain(3); // "(Radio Edit)" folds to a different title: another recording
    expect(ids).not.toContain(5); // 1980, outside 2004..2014
    expect(ids).not.toContain(7); // no year
    expect(r.yearWindows).toEqual([{ from: 2004, to: 2014 }]);
    expect(r.items.find((i) => i.id === 2)!.facts.album).toEqual({
      id: 900,
      title: 'The Album',
      original_release_date: '2010-03-01',
    });
  });

  it('ranks the seed artist and close sounds first', () => {
    const r = recommend(model, { ...base, trackIds: [1], minAccuracy: 0 });
    expect(r.items[0]!.id).toBe(2);
    const far = r.items.find((i) => i.id === 6);
    if (far) expect(far.match).toBeLessThan(r.items[0]!.match);
  });

  it('applies audio levels and moods strictly, returning fewer results rather than padding', () => {
    const r = recommend(model, { ...base, trackIds: [1], minAccuracy: 0, levels: { bpm: 3 }, moods: ['HAPPY'] });
    expect(r.moods).toEqual(['happy']);
    for (const i of r.items) {
      expect(i.facts.levels.bpm).toBe(3);
      expect(i.facts.moods).toContain('happy');
    }
    expect(r.items.length).toBeLessThan(10);
  });

  it('uses the seed artists active years for artist-only seeds', () => {
    const r = recommend(model, { ...base, artistIds: [2], yearRange: 1 });
    expect(r.yearWindows).toEqual([{ from: 1979, to: 2011 }]);
  });

  it('throws NoSeedError when no seed exists and UnknownMoodError for an unknown mood', () => {
    expect(() => recommend(model, { ...base, trackIds: [999], artistIds: [998] })).toThrow(NoSeedError);
    expect(() => recommend(model, { ...base, trackIds: [1], moods: ['nostalgic'] })).toThrow(UnknownMoodError);
  });

  it('is deterministic for order_by=match', () => {
    const a = recommend(model, { ...base, trackIds: [2], minAccuracy: 0 }).items.map((i) => [i.id, i.match]);
    const b = recommend(buildRecommendationModel(rows()), { ...base, trackIds: [2], minAccuracy: 0 }).items.map((i) => [
      i.id,
      i.match,
    ]);
    expect(b).toEqual(a);
  });
});
