import { CONTRACTED_TITLES } from './spelling-cases';
import { analyzeTitle } from './title-analysis';

describe('analyzeTitle', () => {
  it('moves a "(feat. X)" part into featured', () => {
    expect(analyzeTitle('Deja Vu (feat. Jay-Z)')).toEqual({
      full: 'deja vu feat jay z',
      base: 'deja vu',
      baseSpaced: 'deja vu',
      versionTags: [],
      featured: ['Jay-Z'],
      tails: ['feat jay z'],
      alternatives: [],
    });
  });

  it('detects a " - Radio Edit" tail', () => {
    const a = analyzeTitle('Mr. Brightside - Radio Edit');
    expect(a.base).toBe('mr brightside');
    expect(a.versionTags).toEqual(['radio edit']);
    expect(a.tails).toEqual(['radio edit']);
  });

  it('handles featured guests and a version tail together', () => {
    const a = analyzeTitle('Get Lucky (feat. Pharrell Williams & Nile Rodgers) - Radio Edit');
    expect(a.base).toBe('get lucky');
    expect(a.featured).toEqual(['Pharrell Williams', 'Nile Rodgers']);
    expect(a.versionTags).toEqual(['radio edit']);
  });

  it.each([
    ['Bad (feat. Rihanna) - Remix', 'bad', ['remix'], ['Rihanna']],
    ['Waves - Robin Schulz Radio Edit', 'waves', ['radio edit'], []],
    ['Call on Me - Ryan Riback Remix', 'call on me', ['remix'], []],
    ['Love Me Like You Do - From "Fifty Shades Of Grey"', 'love me like you do', ['soundtrack'], []],
    ['Oops (Oh My) [feat. Missy Elliott]', 'oops', [], ['Missy Elliott']],
    ['Eastside (with Halsey & Khalid)', 'eastside', [], ['Halsey', 'Khalid']],
    ['For You (Fifty Shades Freed) (& Rita Ora)', 'for you', [], ['Rita Ora']],
    ['Pop, Lock & Drop It - Video Edit', 'pop lock drop it', ['edit'], []],
    ["How's Your Evening So Far? (Filtered Mix)", 'hows your evening so far', ['mix'], []],
    ['Yesterday - Remastered 2009', 'yesterday', ['remastered'], []],
    ['Hallelujah (Live)', 'hallelujah', ['live'], []],
    ['Miss You - Main', 'miss you', [], []],
    ['Suffocate - Superclean', 'suffocate', [], []],
    ['Kiss Kiss ft. T-Pain', 'kiss kiss', [], ['T-Pain']],
  ])('analyses %s', (title, base, versionTags, featured) => {
    const a = analyzeTitle(title);
    expect([a.base, a.versionTags, a.featured]).toEqual([base, versionTags, featured]);
  });

  it('keeps a dash that is part of the title', () => {
    expect(analyzeTitle('Ob-La-Di, Ob-La-Da').base).toBe('ob la di ob la da');
    expect(analyzeTitle('Stop - Look - Listen').base).toBe('stop look listen');
  });

  it('does not tag words of the title itself', () => {
    expect(analyzeTitle('Live Forever').versionTags).toEqual([]);
    expect(analyzeTitle('Live Forever').base).toBe('live forever');
  });

  it('keeps non-version parenthesised parts in tails', () => {
    const a = analyzeTitle('Happy Jose (Ching-Ching)');
    expect(a).toMatchObject({ base: 'happy jose', tails: ['ching ching'], versionTags: [] });
  });

  it('never returns an empty base for a bracket-only title', () => {
    expect(analyzeTitle('(Untitled)').base).toBe('untitled');
    expect(analyzeTitle("(I Can't Get No) Satisfaction").base).toBe('satisfaction');
  });
});

describe('analyzeTitle of contractions', () => {
  it.each<readonly [string, string, string]>([
    ...CONTRACTED_TITLES,
    ["I'll Never Get Over You (Getting Over Me)", 'Ill Never Get Over You', 'ill never get over you'],
  ])('analyses %s and %s alike (contractions are one word)', (written, typed, base) => {
    expect(analyzeTitle(written).base).toBe(base);
    expect(analyzeTitle(typed).base).toBe(base);
  });

  it('keeps the base with its apostrophes spaced, as a query typed with them splits', () => {
    expect(analyzeTitle("I'm Yours (Live)").baseSpaced).toBe('i m yours');
    expect(analyzeTitle("Ex's & Oh's").baseSpaced).toBe('ex s oh s');
  });

  it('keeps the version tag of a contraction in a tail', () => {
    expect(analyzeTitle("Love Story (Taylor's Version)").versionTags).toEqual(['re-recorded']);
  });
});

describe('analyzeTitle of numbered titles, alternative titles and log guest markers', () => {
  it.each([
    ['V. 3005', '3005', ['v']],
    ['I. Crawl', 'crawl', ['i']],
    ['1. De Gnome (Kreupele Dwerg)', 'de gnome', ['1', 'kreupele dwerg']],
  ])('sets the movement number of %s aside', (title, base, tails) => {
    expect(analyzeTitle(title)).toMatchObject({ base, tails });
  });

  it.each([
    ['Bang A Gong (Get It On)', ['get it on']],
    ["I'm Gonna Be (500 Miles)", ['500 miles']],
    ["(I Can't Get No) Satisfaction", ['i cant get no']],
    ['Deja Vu (feat. Jay-Z)', []],
    ['Hallelujah (Live)', []],
    ['Happy (From "Despicable Me 2")', []],
    ['Cold Sweat (Part 1)', []],
    ['Who Loves You (1975)', []],
  ])('keeps the alternative titles of %s', (title, alternatives) => {
    expect(analyzeTitle(title).alternatives).toEqual(alternatives);
  });

  it.each([
    ['This Is What You Came For w/Calvin Harris', ['Calvin Harris']],
    ['This Is What You Came For w/ Calvin Harris', ['Calvin Harris']],
    ['Lose Control (w/Ciara & Fat Man Scoop)', ['Ciara', 'Fat Man Scoop']],
    ['My Last f/ Chris Brown', ['Chris Brown']],
  ])('reads the guests of %s', (title, featured) => {
    expect(analyzeTitle(title).featured).toEqual(featured);
  });
});
