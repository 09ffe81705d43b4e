import type { MatchExplanation } from '@mc/text-analysis';
import { isUnsure, lineCandidates, refusalOf } from './candidates';
import { MATCH_POLICY } from './policy';
import type { ArtistTitleMatch } from './types';

/** A scored recording: its confidence, the two sides' similarities and rules, the version factor. */
function scored(
  id: number,
  confidence: number,
  { artist = 1, title = 1, factor = 1, artistMethod = 'form', titleMethod = 'exact' } = {},
): ArtistTitleMatch {
  const explain: MatchExplanation = {
    artist: { similarity: artist, method: artistMethod, matched: 'x', via: 'name' },
    title: { similarity: title, method: titleMethod as MatchExplanation['title']['method'], matched: 'y' },
    version: { agreement: factor < 1 ? 'other' : 'same', logged: 'original', catalog: 'original', factor },
  };
  return {
    recording: { id, title: `Song ${id}`, artists: [{ id: 100 + id, name: `Artist ${id}` }] },
    artists: new Map(),
    confidence,
    version: factor < 1 ? 'other' : 'same',
    explain,
  };
}

describe('refusalOf: the check that kept a scored recording from being the answer', () => {
  it('names the side below its floor, the artist first', () => {
    expect(refusalOf(scored(1, 50, { artist: 0.6, title: 0.7 }))).toBe('artist_similarity');
    expect(refusalOf(scored(1, 60, { artist: 0.95, title: 0.6 }))).toBe('title_similarity');
  });

  it('names the version when the song itself was spelt at or above the threshold', () => {
    expect(refusalOf(scored(1, 65, { factor: 0.65 }))).toBe('version');
  });

  it('says below_threshold when both sides are close and their product is too low, and ranked_lower for a passing one', () => {
    expect(refusalOf(scored(1, 70, { artist: 0.86, title: 0.86 }))).toBe('below_threshold');
    expect(refusalOf(scored(1, MATCH_POLICY.minConfidence))).toBe('ranked_lower');
  });
});

describe('lineCandidates: what a reviewer is shown beside an answer', () => {
  const misses = [scored(7, 40, { artist: 0.5 }), scored(8, 69, { title: 0.7 }), scored(9, 20), scored(10, 55)];

  it('offers the near misses of a line without a match, best first, at most three, none below the floor', () => {
    const got = lineCandidates([], misses);
    expect(got.map((c) => [c.id, c.score, c.refused_by])).toEqual([
      [8, 69, 'title_similarity'],
      [10, 55, 'below_threshold'],
      [7, 40, 'artist_similarity'],
    ]);
    expect(got[0]).toMatchObject({ title: 'Song 8', artists: [{ id: 108, name: 'Artist 8' }] });
    expect(lineCandidates([], [scored(9, MATCH_POLICY.candidates.minConfidence - 1)])).toEqual([]);
  });

  it('offers the passing matches ranked below an unsure answer before its near misses, never the answer itself', () => {
    const answer = scored(1, 85, { artistMethod: 'phonetic', titleMethod: 'exact' });
    expect(isUnsure(answer)).toBe(true);
    const got = lineCandidates([answer, scored(2, 80, { artistMethod: 'phonetic' })], [scored(1, 50), ...misses]);
    expect(got.map((c) => [c.id, c.refused_by])).toEqual([
      [2, 'ranked_lower'],
      [8, 'title_similarity'],
      [10, 'below_threshold'],
    ]);
  });

  it('offers nothing beside a sure answer', () => {
    const sure = scored(1, 100);
    expect(isUnsure(sure)).toBe(false);
    expect(lineCandidates([sure, scored(2, 90)], misses)).toEqual([]);
    expect(lineCandidates([{ ...scored(3, 100), pin: { id: 1, scope: 'own' } }], misses)).toEqual([]);
  });
});
