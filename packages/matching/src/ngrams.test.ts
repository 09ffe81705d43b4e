import { edgeNgrams, trigramSimilarity, trigrams } from './ngrams';

describe('edgeNgrams', () => {
  it('emits prefixes of each folded token', () => {
    expect(edgeNgrams('Mr. Brightside', 2, 4)).toEqual(['mr', 'br', 'bri', 'brig']);
    expect(edgeNgrams('BoA')).toEqual(['b', 'bo', 'boa']);
  });

  it('folds accents so "Beyo" finds "Beyoncé"', () => {
    expect(edgeNgrams('Beyoncé')).toContain('beyo');
    expect(edgeNgrams('Beyoncé')).toContain('beyonce');
  });

  it('works on Hangul syllables', () => {
    expect(edgeNgrams('블랙핑크')).toEqual(['블', '블랙', '블랙핑', '블랙핑크']);
  });

  it('caps the length at max', () => {
    expect(edgeNgrams('Lindisfarne', 1, 3)).toEqual(['l', 'li', 'lin']);
  });
});

describe('trigrams', () => {
  it('pads the compact folded string', () => {
    expect(trigrams('ABBA')).toEqual(['  a', ' ab', 'abb', 'bba', 'ba ']);
  });

  it('scores a typo higher than a different name', () => {
    expect(trigramSimilarity('Lindisfarne', 'Linndisfarne')).toBeGreaterThan(0.6);
    expect(trigramSimilarity('Lindisfarne', 'Painter')).toBeLessThan(0.1);
    expect(trigramSimilarity("'N Sync", '*NSYNC')).toBe(1);
  });
});
