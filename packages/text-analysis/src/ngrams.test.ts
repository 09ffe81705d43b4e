import { compactEdgeNgrams, edgeNgrams, trigramSimilarity, trigrams } from './ngrams';

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

describe('compactEdgeNgrams', () => {
  it('gives the prefixes of a name written without spaces, except one letter into a longer word', () => {
    expect(compactEdgeNgrams('Paul Anka')).toEqual(['p', 'pa', 'pau', 'paul', 'paulan', 'paulank', 'paulanka']);
  });

  it('enters a one-letter word whole, so joined names typed without spaces are prefixes', () => {
    expect(compactEdgeNgrams('Jay Z')).toEqual(['j', 'ja', 'jay', 'jayz']);
    expect(compactEdgeNgrams('AC/DC')).toContain('acdc');
    expect(compactEdgeNgrams("'N Sync")).toContain('nsync');
  });

  it('stops at max code points', () => {
    expect(compactEdgeNgrams('Lindisfarne', 3)).toEqual(['l', 'li', 'lin']);
    expect(compactEdgeNgrams('블랙 핑크')).toEqual(['블', '블랙', '블랙핑크']);
  });
});
