import { foldForMatch } from './fold';
import {
  LINE_COMPARISON_UNITS,
  REPEATED_CHARACTER_MIN_LENGTH,
  repeatsOneCharacter,
  scoreRecordingMatch,
} from './recording-match';

describe('repeatsOneCharacter', () => {
  it.each([
    ['a'.repeat(199) + '!', true],
    ['a '.repeat(100), true],
    ['Ö'.repeat(REPEATED_CHARACTER_MIN_LENGTH), true],
    ['M'.repeat(REPEATED_CHARACTER_MIN_LENGTH - 1), false],
    ['Mmm Mmm Mmm Mmm', false],
    ['AAA', false],
    ['a'.repeat(199) + 'b', false],
    ['!'.repeat(50), false],
  ])('%j → %s', (text, expected) => expect(repeatsOneCharacter(text)).toBe(expected));
});

describe('scoreRecordingMatch with a comparison budget', () => {
  const candidate = {
    title: 'Crazy In Love',
    performer: 'Beyonce Featuring Jay-Z',
    artists: [
      { name: 'Beyonce', aliases: ['Beyoncé Knowles'] },
      { name: 'Jay-Z', link: 'Feat' },
    ],
  };

  it('scores a real line the same within a line budget, and charges the title comparison', () => {
    const budget = { units: LINE_COMPARISON_UNITS };
    expect(scoreRecordingMatch('Beyonce ft Jay Z', 'Crazy In Love', candidate, budget)).toEqual(
      scoreRecordingMatch('Beyonce ft Jay Z', 'Crazy In Love', candidate),
    );
    expect(budget.units).toBeLessThanOrEqual(LINE_COMPARISON_UNITS - 3 * 'Crazy In Love'.length ** 2);
  });

  it('compares no name once the budget is spent (a lower score, never a higher one)', () => {
    const spent = scoreRecordingMatch('Beyonce', 'Crazy In Love', candidate, { units: 0 });
    expect(spent.explain.artist.similarity).toBe(0);
    expect(spent.confidence).toBe(0);
  });
});

describe('repeatsOneCharacter on ASCII and other text alike', () => {
  it('agrees with folding on random printable and accented text', () => {
    const alphabet = ['a', 'A', 'á', 'b', ' ', '!', '1', '\t', 'ﬀ', 'f', 'F', '-'];
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from(
        { length: 10 + Math.floor(rand() * 30) },
        () => alphabet[Math.floor(rand() * (rand() < 0.9 ? 3 : alphabet.length))],
      ).join('');
      const chars = [...foldForMatch(text).replace(/ /g, '')];
      const folded = chars.length >= REPEATED_CHARACTER_MIN_LENGTH && chars.every((c) => c === chars[0]);
      expect([text, repeatsOneCharacter(text)]).toEqual([text, folded]);
    }
  });
});
