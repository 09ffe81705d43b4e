import {
  MAX_COMPARED_CREDIT_PARTS,
  bestNameSimilarity,
  indelRatio,
  jaroWinkler,
  levenshteinRatio,
  matchForms,
  NAME_SIMILARITY_SCORES,
  prefixCoverage,
  sharesWordOnly,
  tokenSetRatio,
} from './similarity';

describe('jaroWinkler and levenshteinRatio', () => {
  it('match the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(levenshteinRatio('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7, 6);
  });

  it('score typos of the eval set high', () => {
    expect(jaroWinkler('lindisfarne', 'linndisfarne')).toBeGreaterThan(0.95);
    expect(levenshteinRatio('dan baird', 'dan bairrd')).toBeCloseTo(0.9, 6);
  });

  it('handle empty strings', () => {
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('a', '')).toBe(0);
    expect(levenshteinRatio('', '')).toBe(1);
  });
});

describe('tokenSetRatio', () => {
  it('ignores token order: "Simon & Garfunkel" vs "garfunkel simon"', () => {
    expect(tokenSetRatio('Simon & Garfunkel', 'garfunkel simon')).toBe(1);
  });

  it('is 1 when one title contains the other', () => {
    expect(tokenSetRatio('Deja Vu', 'Deja Vu (feat. Jay-Z)')).toBe(1);
  });

  it('matches RapidFuzz on a partial overlap', () => {
    // rapidfuzz.fuzz.token_set_ratio("fuzzy was a bear", "fuzzy fuzzy was a bear") == 100
    expect(tokenSetRatio('fuzzy was a bear', 'fuzzy fuzzy was a bear')).toBe(1);
    // indel ratio of "weat coast woman" / "west coast woman" after sorting
    expect(tokenSetRatio('Weat Coast Woman', 'West Coast Woman')).toBeCloseTo(
      indelRatio('coast woman weat', 'coast woman west'),
      6,
    );
  });

  it('is 0 for no tokens', () => {
    expect(tokenSetRatio('', 'x')).toBe(0);
  });
});

describe('indelRatio', () => {
  it('is 2·LCS/(|a|+|b|)', () => {
    expect(indelRatio('this is a test', 'this is a test!')).toBeCloseTo(28 / 29, 6);
  });
});

describe('prefixCoverage', () => {
  it.each([
    ['Thanks For', 'Thanks For My Child', 0.5],
    ['Watch Your', 'Watch Your Step', 2 / 3],
    ['Happy Jose', 'Happy Jose (Ching-Ching)', 0.5],
    ['Watch Yo', 'Watch Your Step', 2 / 3],
    ['Thanks For Nothing', 'Thanks For My Child', 0],
    ['My Child', 'Thanks For My Child', 0],
    ['Watch Your Step', 'Watch Your Step', 1],
  ])('covers %s → %s as %d', (q, t, expected) => {
    expect(prefixCoverage(q, t)).toBeCloseTo(expected, 6);
  });
});

describe('bestNameSimilarity', () => {
  it('scores every credit part of a radio-log credit, the first highest', () => {
    expect(bestNameSimilarity('Bob Seger/Silver Bullet Band', ['Bob Seger'])).toMatchObject({
      score: 0.95,
      method: 'credit-part',
    });
    expect(bestNameSimilarity('Dolly Parton/Kenny Rogers', ['Kenny Rogers'])).toMatchObject({
      score: 0.9,
      method: 'credit-part',
    });
  });

  it('meets a name with a numeral spelt as a word', () => {
    expect(bestNameSimilarity('Four Seasons', ['The 4 Seasons']).score).toBe(1);
  });

  it('finds the inverted person name', () => {
    const r = bestNameSimilarity('Goto, Maki', ['後藤真希', 'Maki Goto']);
    expect(r).toMatchObject({ score: 1, index: 1 });
  });

  it('matches name order without a comma', () => {
    expect(bestNameSimilarity('garfunkel simon', ['Simon & Garfunkel']).score).toBe(1);
  });

  it('matches spelling variants exactly', () => {
    expect(bestNameSimilarity('*NSYNC', ["'N Sync"]).score).toBe(1);
    expect(bestNameSimilarity('Kesha', ['Ke$ha']).score).toBe(1);
    expect(bestNameSimilarity('Beyoncé', ['Beyonce']).score).toBe(1);
    expect(bestNameSimilarity('Chemical Brothers', ['The Chemical Brothers']).score).toBe(1);
  });

  it('matches kana through transliteration', () => {
    expect(bestNameSimilarity('ボア', ['BoA']).score).toBe(1);
  });

  it('scores typos high and other names low', () => {
    expect(bestNameSimilarity('lynyrd skinyrd', ['Lynyrd Skynyrd']).score).toBeGreaterThan(0.9);
    expect(bestNameSimilarity('Lynyrd Skynyrd', ['Rihanna']).score).toBeLessThan(0.7);
  });

  it('matches abbreviated given names as initials', () => {
    expect(bestNameSimilarity('K.Yost', ['Kevin Yost'])).toMatchObject({ score: 0.92, method: 'initials' });
    expect(bestNameSimilarity('P.Moss', ['Pete Moss']).method).toBe('initials');
    expect(bestNameSimilarity('K.Yost', ['Kevin Moss']).score).toBeLessThan(0.9);
  });

  it('scores the main artist of a performer string just below a whole-name match', () => {
    expect(bestNameSimilarity('Dev Featuring The Cataracs', ['Dev'])).toMatchObject({ score: 0.95, method: 'credit-part' });
    expect(bestNameSimilarity('Simon & Garfunkel', ['Simon & Garfunkel']).score).toBe(1);
  });

  it('falls back to a shared phonetic key as a weak signal', () => {
    expect(bestNameSimilarity('트와이스', ['TWICE'])).toMatchObject({ score: 0.85, method: 'phonetic' });
  });

  it('returns index -1 without candidates', () => {
    expect(bestNameSimilarity('BoA', []).index).toBe(-1);
  });

  it('lists forms with the folded name first', () => {
    expect(matchForms('TWICE')[0]).toBe('twice');
    expect(matchForms('트와이스')).toEqual(['트와이스', 'teuwaiseu']);
  });
});

describe('names that share a word (a first name, a surname, a band word)', () => {
  it.each([
    ['Shirley Bassey', 'Shirley Horn'],
    ['Led Zeppelin', 'Led Zepagain'],
    ['John Legend', 'John Lennon'],
    ['Bruno Mars', 'Bruno Major'],
    ['Lil Wayne', 'Lil Baby'],
  ])('keeps %s and %s, sharing only a word, below the acceptance threshold', (query, candidate) => {
    expect(bestNameSimilarity(query, [candidate]).score).toBeLessThanOrEqual(NAME_SIMILARITY_SCORES.sharedWordOnly);
  });

  it.each([
    ['Celine ion', 'Celine Dion'],
    ['Knaye eest', 'Kanye West'],
    ['Missy Elliot', 'Missy Elliott'],
    ['Chemical Brother', 'The Chemical Brothers'],
    ['Dalry Braithwaite', 'Daryl Braithwaite'],
    ['Conan Geya', 'Conan Gray'],
  ])('still scores the typo %s ~ %s above 0.8', (query, candidate) => {
    expect(bestNameSimilarity(query, [candidate]).score).toBeGreaterThan(0.8);
  });

  it.each([
    ['shirley bassey', 'shirley horn', true],
    ['led zeppelin', 'led zepagain', true],
    ['bob marley', 'bob marley wailers', true],
    ['celine ion', 'celine dion', false],
    ['kanye west', 'knaye eest', false],
    ['seekers', 'beatles', false],
    ['red ryye', 'red eye', false],
    ['2m ii none', '2nd ii none', false],
    ['florida georgialine', 'florida georgia line', false],
    ['john legend', 'john lennon', true],
    ['pearl jam', 'pearl jam', false],
  ])('sharesWordOnly(%s, %s) is %s', (a, b, expected) => expect(sharesWordOnly(a, b)).toBe(expected));
});

describe('the comparison budget of bestNameSimilarity', () => {
  it('gives the same answer as without a budget while the budget lasts, and spends it', () => {
    const budget = { units: 1_000_000 };
    expect(bestNameSimilarity('Celine ion', ['Celine Dion', 'Dion'], budget)).toEqual(
      bestNameSimilarity('Celine ion', ['Celine Dion', 'Dion']),
    );
    expect(budget.units).toBeLessThan(1_000_000);
  });

  it('compares nothing once the budget is spent: a 200-character name against 170 aliases stops early', () => {
    const aliases = Array.from({ length: 170 }, (_, i) => `Pyotr Ilyich Tchaikovsky ${i}`);
    const spent = { units: 0 };
    expect(bestNameSimilarity('ab'.repeat(100), aliases, spent)).toMatchObject({ score: 0, method: 'none' });
    const small = { units: 5_000 };
    bestNameSimilarity('ab'.repeat(100), aliases, small);
    // At most one more comparison (≤ 200 × 30 cells and its pair) than the budget held.
    expect(small.units).toBeLessThanOrEqual(0);
    expect(small.units).toBeGreaterThan(-200 * 30 - 1);
  });

  it(`compares at most ${MAX_COMPARED_CREDIT_PARTS} credit parts of a name one by one`, () => {
    const singers = Array.from({ length: 12 }, (_, i) => `Singer ${String.fromCharCode(97 + i)}${String.fromCharCode(97 + i)}`);
    const credit = singers.join(', ');
    expect(bestNameSimilarity(credit, [singers[MAX_COMPARED_CREDIT_PARTS - 1]!]).method).toBe('credit-part');
    expect(bestNameSimilarity(credit, [singers[MAX_COMPARED_CREDIT_PARTS]!]).score).toBeLessThan(
      NAME_SIMILARITY_SCORES.otherCreditPart,
    );
  });
});
