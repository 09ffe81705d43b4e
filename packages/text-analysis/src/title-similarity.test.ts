import { addsWholeWords, censoredPattern, suffixCoverage, titleSimilarity } from './title-similarity';

describe('titleSimilarity on real radio-log spellings', () => {
  it.each([
    ['Against The Wind', 'Against The Wind', 'exact', 1],
    ['A Taste Of Honey (65)', 'Taste Of Honey', 'key', 0.96],
    ['Work It (Radio Edit)', 'Work It', 'base', 0.97],
    ['Break My Soul (The Queens Remix)', 'Break My Soul', 'base', 0.97],
    ['Mary Jane [Extended Version]', 'Mary Jane', 'base', 0.97],
    ['Logical Song', 'The Logical Song', 'key', 0.96],
    ['Tightrope', 'Tight Rope', 'key', 0.96],
    ['4AM', '4 AM', 'key', 0.96],
    ['My Drink & My Two Step', "My Drink N' My 2 Step", 'key', 0.96],
    ['F**UMean', 'Fukumean', 'censored', 0.95],
    ['Wait A Million Years (69)', "I'd Wait A Million Years", 'suffix', 0.92], // 4 of 5 words: "I'd" is one word
    ['Hunan Toucg', 'Human Touch', 'words', 0.88],
    ['Somebody That I Used...', 'Somebody That I Used To Know', 'partial', 0.8 + 0.15 * (4 / 6)],
    // A bracketed part on one side only that the tag vocabulary does not read (a subtitle, a named
    // edition, a garbled tag): the titles agree without it, and say so.
    ['Blessed {Kaytranada Edition}', 'Blessed', 'subtitle', 0.97],
    ["I'm Gonna Be (500 Miles)", "I'm Gonna Be", 'subtitle', 0.97],
    ["Blank Space (Taylor's eVrsion)", 'Blank Space', 'subtitle', 0.97],
    ['Who Loves You 75', 'Who Loves You', 'exact', 0.99],
    // The same part, its marker spelt another way (number or roman numeral, "Pt." or "Part", bracketed or not).
    ['Another Brick In The Wall Pt. 2', 'Another Brick In The Wall (Part II)', 'part', 0.95],
    ['Cold Sweat Pt 1', 'Cold Sweat - Part I', 'part', 0.95],
  ])('%s ~ %s by %s', (query, catalog, method, similarity) => {
    const t = titleSimilarity(query, catalog);
    expect(t.method).toBe(method);
    expect(t.similarity).toBeCloseTo(similarity, 5);
  });

  it.each([
    ['Love Me', 'Love You'],
    ['Yesterday', 'Tomorrow'],
    ['Stay', 'Stay With Me'],
  ])('keeps %s apart from %s (below the 0.72 a perfect artist would need)', (query, catalog) => {
    expect(titleSimilarity(query, catalog).similarity).toBeLessThan(0.72);
  });

  it.each([
    ['Another Brick In The Wall Pt. 2', 'Another Brick In The Wall (Part I)'],
    ['Another Brick In The Wall Pt. 2', 'Another Wall (Part II)'],
    ['Pt. 2', 'Part II'],
  ])('keeps %s apart from %s: another part, another title, or only a marker', (query, catalog) => {
    expect(titleSimilarity(query, catalog).method).not.toBe('part');
  });

  it('prefers a title that really ends in a number over its year-tag reading', () => {
    expect(titleSimilarity('Summer Of 69', 'Summer Of 69')).toEqual({ similarity: 1, method: 'exact' });
  });
});

describe('censoredPattern', () => {
  it('lets each run of stars stand for a few letters', () => {
    expect(censoredPattern('F**UMean')?.test('fukumean')).toBe(true);
    expect(censoredPattern('F*ckin Problems')?.test('fuckinproblems')).toBe(true);
    expect(censoredPattern('F**UMean')?.test('fumean')).toBe(false);
  });

  it('is null for a title without a censored word', () => {
    expect(censoredPattern('*NSYNC')).not.toBeNull(); // a star beside a letter still counts
    expect(censoredPattern('Five Stars * Live')).toBeNull();
    expect(censoredPattern('Hey Jude')).toBeNull();
  });
});

describe('suffixCoverage', () => {
  it('reads a title that lost up to two first words', () => {
    expect(suffixCoverage('wait a million years', 'i d wait a million years')).toBeCloseTo(4 / 6);
    expect(suffixCoverage('million years', 'i d wait a million years')).toBe(0);
    expect(suffixCoverage('wait a million years', 'wait a million years')).toBe(0);
  });
});

describe('titles that differ by whole words', () => {
  it.each([
    ['Evangeline', 'O Evangeline'],
    ['Jerusalem', 'O Jerusalem'],
  ])('%s ~ %s stays below the acceptance threshold', (query, catalog) => {
    expect(titleSimilarity(query, catalog).similarity).toBeLessThanOrEqual(0.7);
  });

  it.each([
    ['evangeline', 'o evangeline', true],
    ['yesterday', 'yesterday once more', true],
    ['me', 'love me do', true],
    ['evangeline', 'evangelina', false],
    ['love', 'lovely', false],
    ['hey jude', 'hey jude', false],
  ])('addsWholeWords(%s, %s) is %s', (a, b, expected) => expect(addsWholeWords(a, b)).toBe(expected));
});
