import type { MatchExplanation } from '@mc/text-analysis';
import { cannotMatch, keyStageAcceptance, mergeMatches, songSimilarity } from './match-artist-titles';
import { MATCH_POLICY } from './policy';
import { matchCandidate } from './rerank';
import type { ArtistDoc, ArtistTitleMatch, RecordingDoc } from './types';

const explain: MatchExplanation = {
  artist: { similarity: 1, method: 'form', matched: 'x', via: 'name' },
  title: { similarity: 1, method: 'exact', matched: 'y' },
  version: { agreement: 'same', logged: 'original', catalog: 'original', factor: 1 },
};
const match = (id: number, confidence: number): ArtistTitleMatch => ({
  recording: { id },
  artists: new Map(),
  confidence,
  version: 'same',
  explain,
});

describe('mergeMatches', () => {
  it('keeps one entry per recording with the higher confidence, best first', () => {
    const merged = mergeMatches([match(1, 80), match(2, 75)], [match(2, 95), match(3, 72)]);
    expect(merged.map((m) => [m.recording.id, m.confidence])).toEqual([
      [2, 95],
      [1, 80],
      [3, 72],
    ]);
  });

  it('keeps the first list order among equal confidences', () => {
    expect(mergeMatches([match(5, 90), match(4, 90)], []).map((m) => m.recording.id)).toEqual([5, 4]);
  });
});

describe('keyStageAcceptance', () => {
  it('settles a line naming one artist at the cascade threshold', () => {
    expect(keyStageAcceptance({ name: 'Zara Larsson', title: 'Lush Life' })).toBe(MATCH_POLICY.cascadeAccept);
  });

  it('asks a perfect key match of a line whose artist splits into credit parts', () => {
    expect(keyStageAcceptance({ name: 'MNEK/Zara Larsson', title: 'Never Forget You' })).toBe(100);
    expect(keyStageAcceptance({ name: 'Beyonce ft Jay Z', title: 'Crazy In Love' })).toBe(100);
  });
});

describe('songSimilarity', () => {
  it('is the spelling score before the version and duration factors', () => {
    const m = {
      ...match(1, 81),
      explain: {
        ...explain,
        artist: { ...explain.artist, similarity: 0.95 },
        version: { agreement: 'other' as const, logged: 'live', catalog: 'original', factor: 0.9 },
      },
    };
    expect(songSimilarity(m)).toBeCloseTo(95);
  });
});

describe('matchCandidate', () => {
  it('reads credits with their artists aliases and translated names', () => {
    const rec: RecordingDoc = {
      id: 10,
      title: 'Crazy In Love',
      performer: 'Beyonce Featuring Jay-Z',
      artists: [
        { id: 1, name: 'Beyonce', link: 'Main' },
        { id: 2, name: 'Jay-Z', link: 'Feat' },
      ],
    };
    const artists = new Map<number, ArtistDoc>([
      [1, { id: 1, name: 'Beyonce', aliases: [{ alias: 'Beyoncé Knowles' }], translated: [{ name: '비욘세' }] }],
    ]);
    expect(matchCandidate(rec, artists)).toEqual({
      title: 'Crazy In Love',
      altTitles: [],
      performer: 'Beyonce Featuring Jay-Z',
      artists: [
        { name: 'Beyonce', link: 'Main', aliases: ['Beyoncé Knowles'], translated: ['비욘세'] },
        { name: 'Jay-Z', link: 'Feat', aliases: [], translated: [] },
      ],
    });
  });
});

describe('cannotMatch', () => {
  it.each([
    [{ name: 'a'.repeat(199) + '!', title: 'a'.repeat(199) + '!' }, true],
    [{ name: 'Adele', title: 'a '.repeat(100) }, true],
    [{ name: '?!', title: 'Hello' }, true],
    [{ name: 'Adele', title: '*' }, true],
    [{ name: 'Crash Test Dummies', title: 'Mmm Mmm Mmm Mmm' }, false],
    [{ name: '!!!', title: 'Heart Of Hearts' }, true],
    [{ name: 'Prince', title: '1999' }, false],
    [{ name: 'a'.repeat(199) + 'b', title: 'Hello' }, false],
  ])('%j → %s', (line, expected) => expect(cannotMatch(line)).toBe(expected));
});
