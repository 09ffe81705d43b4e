import { nameFieldValues } from './name';
import { DistinctStrings, decodeDisplayValue, encodeDisplayValue, uniq } from './primitives';
import { PRIOR_MAX, SUGGEST, exactKey, popularityPrior, suggestValues } from './suggest';
import { titleFieldValues } from './title';

describe('nameFieldValues', () => {
  it('keeps the Hangul name of BLACKPINK and its romanisation', () => {
    const f = nameFieldValues({ name: 'BLACKPINK', aliases: [], translated: ['블랙핑크'] });
    expect(f.name_folded).toBe('blackpink');
    expect(f.name_variants).toEqual(expect.arrayContaining(['blackpink', '블랙핑크', 'beullaegpingkeu']));
  });

  it("meets Destiny's Child typed without its apostrophe", () => {
    const f = nameFieldValues({ name: "Destiny's Child", aliases: [], translated: [] });
    expect(f.name_folded).toBe('destiny s child');
    expect(f.name_variants).toContain('destinys child');
    expect(f.name_ngram).toEqual(expect.arrayContaining(['destinys', 'destiny', 's']));
  });

  it('never produces empty fields for a Hangul-only name', () => {
    const f = nameFieldValues({ name: '트와이스', aliases: [], translated: [] });
    expect(f.name_folded).toBe('트와이스');
    expect(f.name_latin).toBe('teuwaiseu');
    expect(f.name_compact).toEqual(['트와이스']);
    expect(f.name_phonetic.length).toBeGreaterThan(0);
    expect(f.name_ngram).toContain('트와');
    expect(f.name_variants).toEqual(['트와이스', 'teuwaiseu']);
  });

  it('gives the own-name tier "paulan" of Paul Anka but not "paula", a word of Paula Abdul', () => {
    const f = nameFieldValues({ name: 'Paul Anka', aliases: [], translated: [] });
    expect(f.name_ngram).toEqual(['p', 'pa', 'pau', 'paul', 'a', 'an', 'ank', 'anka', 'paulan', 'paulank', 'paulanka']);
    expect(nameFieldValues({ name: 'AC/DC', aliases: [], translated: [] }).name_ngram).toContain('acdc');
  });

  it('indexes BoA with its kana alias', () => {
    const f = nameFieldValues({ name: 'BoA', aliases: ['ボア'], translated: [] });
    expect(f.name_variants).toEqual(expect.arrayContaining(['boa', 'ホア']));
    expect(f.name_ngram).toEqual(['b', 'bo', 'boa']);
  });

  it('indexes 後藤真希 with its sort name and reading so "Goto, Maki" and "Maki Goto" both hit', () => {
    const f = nameFieldValues({ name: '後藤真希', aliases: ['Maki Goto'], translated: [], sortName: 'Goto, Maki' });
    expect(f.name_folded).toBe('後藤真希');
    expect(f.name_variants).toEqual(expect.arrayContaining(['後藤真希', 'goto maki', 'maki goto', 'gotomaki']));
  });

  it('gives spelling variants their compact forms', () => {
    expect(nameFieldValues({ name: "'N Sync", aliases: [], translated: [] }).name_compact).toContain('nsync');
    expect(nameFieldValues({ name: 'Ke$ha', aliases: [], translated: [] }).name_compact).toContain('kesha');
  });

  it('restores the article of a sort name', () => {
    const f = nameFieldValues({ name: 'The Beatles', aliases: [], translated: [], sortName: 'Beatles, The' });
    expect(f.name_variants).toEqual(expect.arrayContaining(['the beatles', 'beatles', 'beatles the']));
  });

  it('has Beyoncé folded, Latin and phonetic', () => {
    const f = nameFieldValues({ name: 'Beyoncé', aliases: [], translated: [] });
    expect(f).toMatchObject({ name_folded: 'beyonce', name_latin: 'beyonce' });
    expect(f.name_phonetic).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('has exactly the documented field names', () => {
    expect(Object.keys(nameFieldValues({ name: 'TWICE', aliases: [], translated: [] })).sort()).toEqual([
      'name_compact',
      'name_folded',
      'name_latin',
      'name_ngram',
      'name_phonetic',
      'name_variants',
    ]);
  });
});

describe('titleFieldValues', () => {
  it('analyses "Deja Vu (feat. Jay-Z)"', () => {
    const f = titleFieldValues('Deja Vu (feat. Jay-Z)');
    expect(f).toMatchObject({ title_folded: 'deja vu feat jay z', title_base: 'deja vu' });
    expect(f.title_ngram).toEqual(['d', 'de', 'dej', 'deja', 'v', 'vu']);
    expect(f.title_phonetic).toEqual(titleFieldValues('Deja Vu').title_phonetic);
  });

  it('analyses "I\'m Yours" as typed without the apostrophe', () => {
    const f = titleFieldValues("I'm Yours");
    expect(f).toMatchObject({ title_folded: 'im yours', title_base: 'im yours', title_key: 'imyours' });
    expect(f.title_ngram).toEqual(expect.arrayContaining(['im', 'i', 'm', 'yours']));
    expect(titleFieldValues('Im Yours')).toMatchObject({
      title_folded: 'im yours',
      title_base: 'im yours',
      title_key: 'imyours',
    });
  });

  it('analyses "Mr. Brightside - Radio Edit"', () => {
    expect(titleFieldValues('Mr. Brightside - Radio Edit')).toMatchObject({
      title_folded: 'mr brightside radio edit',
      title_base: 'mr brightside',
    });
  });

  it('has exactly the documented field names', () => {
    expect(Object.keys(titleFieldValues('Nobody')).sort()).toEqual([
      'title_base',
      'title_folded',
      'title_key',
      'title_ngram',
      'title_phonetic',
    ]);
  });
});

describe('popularityPrior', () => {
  it('grows with chart weeks and stays at PRIOR_MAX past a million weeks', () => {
    const hit = popularityPrior({ weeks: 60, bestRank: 1, peakYear: 2009, credits: 40 });
    expect(hit).toBeGreaterThan(popularityPrior({ weeks: 2, credits: 1 }));
    expect(hit).toBeLessThan(PRIOR_MAX);
    expect(popularityPrior({ weeks: 1e7, bestRank: 1, peakYear: 2020, credits: 1000 })).toBe(PRIOR_MAX);
  });
});

describe('suggestValues', () => {
  const values = (named: string, words: string[] = []) =>
    suggestValues({ label: named, subtitle: '', named, primary: [], words, prior: 1 });

  it.each([
    ["I'm Yours", 'im yours', 'i m yours'],
    ["You're Beautiful", 'youre beautiful', 'you re beautiful'],
    ["Don't Stop Believin'", 'dont stop believin', 'don t stop believin'],
  ])('holds %s with its apostrophes dropped and spaced', (title, joined, spaced) => {
    const doc = values(title);
    expect(doc[SUGGEST.text]).toEqual(expect.arrayContaining([joined, spaced]));
    expect(doc[SUGGEST.start]).toEqual(expect.arrayContaining([joined, spaced]));
  });

  it.each([
    ["We're Not Gonna Take It", 'were not gonna take it'],
    ['Body & Soul', 'body and soul'],
    ['Mercy, Mercy Me (The Ecology)', 'mercy mercy me the ecology'],
    ['B-A-B-Y', 'b a b y'],
  ])('keys %s whole for the exact tier as typed: %s', (title, typed) => {
    expect(values(title)[SUGGEST.exact]).toEqual([typed]);
    expect(exactKey(typed)).toBe(typed);
  });

  it('keys no exact tier for a name that does not name the entity whole, and keeps it searchable', () => {
    const doc = suggestValues({
      label: 'Kenny',
      subtitle: '',
      named: 'Kenny',
      primary: [],
      words: ['kenny'],
      prior: 0.01,
      namesWhole: false,
    });
    expect(doc[SUGGEST.exact]).toEqual([]);
    expect(doc[SUGGEST.text]).toContain('kenny');
  });

  it('keeps the other searchable values out of the exact key', () => {
    const doc = values('Yesterday', ['the beatles']);
    expect(doc[SUGGEST.exact]).toEqual(['yesterday']);
    expect(doc[SUGGEST.text]).toContain('the beatles');
  });

  it('keys a title typed with one of its credited artists, before or after it, for the exact tier', () => {
    const doc = suggestValues({
      label: "Don't",
      subtitle: '',
      named: "Don't",
      namedWith: ['Ed Sheeran'],
      primary: [],
      words: [],
      prior: 1,
    });
    expect(doc[SUGGEST.exact]).toEqual(['dont', 'dont ed sheeran', 'ed sheeran dont']);
  });
});

describe('display values', () => {
  it('round-trip any UTF-8 string through the base64 form the engine takes and returns', () => {
    for (const v of ['Beyoncé · 2003', '第三回 東方崇', '', 'Sigur Rós — Hoppípolla'])
      expect(decodeDisplayValue(encodeDisplayValue(v))).toBe(v);
    expect(decodeDisplayValue(undefined)).toBeUndefined();
  });

  it('are sent encoded by the suggest fields of every search document', () => {
    const doc = suggestValues({
      label: 'Crazy In Love',
      subtitle: 'Beyoncé · 2003',
      named: 'Crazy In Love',
      primary: [],
      words: [],
      prior: 1,
    });
    expect(decodeDisplayValue(doc.label)).toBe('Crazy In Love');
    expect(decodeDisplayValue(doc.subtitle)).toBe('Beyoncé · 2003');
  });
});

describe('distinct strings', () => {
  it('keep the first occurrence of each non-empty value, in order', () => {
    const d = new DistinctStrings();
    d.add(['b', '', 'a', 'b']);
    d.add(new Set(['c', 'a', '']));
    expect(d.list).toEqual(['b', 'a', 'c']);
    expect(uniq(['x', undefined, '', null, 'y', 'x'])).toEqual(['x', 'y']);
  });
});
