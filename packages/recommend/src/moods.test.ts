import { UnknownMoodError } from './errors';
import { dominantMoods, moodVocabulary, resolveMoods } from './moods';

describe('moods', () => {
  it('a recording has the mood with the largest weight, every tied one on a tie', () => {
    expect(
      dominantMoods([
        { name: 'happy', value: 0.6 },
        { name: 'sad', value: 0.1 },
      ]),
    ).toEqual(['happy']);
    expect(
      dominantMoods([
        { name: 'calm', value: 0.4 },
        { name: 'tense', value: 0.4 },
        { name: 'sad', value: 0.2 },
      ]),
    ).toEqual(['calm', 'tense']);
    expect(dominantMoods([])).toEqual([]);
  });

  it('the vocabulary is the sorted distinct names the catalog uses', () => {
    expect(
      moodVocabulary([
        [{ name: 'tense', value: 1 }],
        [
          { name: 'calm', value: 0 },
          { name: 'tense', value: 0 },
        ],
      ]),
    ).toEqual(['calm', 'tense']);
  });

  it('resolves request names case-insensitively to the vocabulary spelling', () => {
    expect(resolveMoods([' Happy', 'SAD', 'happy'], ['happy', 'sad'])).toEqual(['happy', 'sad']);
  });

  it('rejects an unknown mood naming it and listing the valid moods', () => {
    let err: unknown;
    try {
      resolveMoods(['happy', 'gloomy'], ['calm', 'happy']);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UnknownMoodError);
    const e = err as UnknownMoodError;
    expect(e.unknown).toEqual(['gloomy']);
    expect(e.message).toContain('"gloomy"');
    expect(e.message).toContain('valid moods: calm, happy');
  });
});
