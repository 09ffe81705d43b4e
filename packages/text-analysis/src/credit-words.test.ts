import { FEATURING_MARKERS, GUEST_MARKERS, SCORING_CREDIT_JOINS, escapeRegExp, foldedWords, wordsPattern } from './credit-words';

describe('wordsPattern', () => {
  it('escapes the words and tries the longest first, so "feat." wins over "feat"', () => {
    expect(wordsPattern(FEATURING_MARKERS)).toBe('featuring|feat\\.|feat|ft\\.|ft');
  });

  it.each([
    ['Deja Vu (feat. Jay-Z)', 'feat.'],
    ['Beyonce ft Jay Z', 'ft'],
    ['Birdman Ft. Lil Wayne', 'Ft.'],
    ['Panjabi MC Featuring Jay-Z', 'Featuring'],
    ['benny blanco with Halsey', 'with'],
  ])('finds the guest marker of %s', (credit, marker) => {
    expect(new RegExp(`\\s\\(?(${wordsPattern(GUEST_MARKERS)})\\s`, 'iu').exec(credit)?.[1]).toBe(marker);
  });
});

describe('foldedWords', () => {
  it('gives the markers as folded text writes them, once each', () => {
    expect(foldedWords(GUEST_MARKERS)).toEqual(['featuring', 'feat', 'ft', 'with']);
    expect(foldedWords(['&', 'and', 'x'])).toEqual(['and', 'x']);
  });
});

describe('SCORING_CREDIT_JOINS', () => {
  it("splits a hit's artist name as the evaluation's scoring rule does", () => {
    const joins = new RegExp(SCORING_CREDIT_JOINS.map(escapeRegExp).join('|'), 'i');
    expect('Joe Cocker And Jennifer Warnes'.split(joins)).toEqual(['Joe Cocker', 'Jennifer Warnes']);
    expect('Jay-Z + Alicia Keys'.split(joins)).toEqual(['Jay-Z + Alicia Keys']);
  });
});

describe('escapeRegExp', () => {
  it('makes every character literal', () => {
    expect(new RegExp(escapeRegExp('Ke$ha (feat. 3OH!3) [x] a/b')).test('Ke$ha (feat. 3OH!3) [x] a/b')).toBe(true);
  });
});
