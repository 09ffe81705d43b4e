import {
  LEADING_ARTICLE,
  LEADING_ENGLISH_ARTICLE,
  LEADING_THE,
  artistNameKey,
  compactName,
  linkArtistKey,
  matchKey,
  numeralsToDigits,
} from './match-key';

describe('numeralsToDigits', () => {
  it.each([
    ['four seasons', '4 seasons'],
    ['my drink my two step', 'my drink my 2 step'],
    ['twenty one pilots', '20 1 pilots'],
    ['someone like you', 'someone like you'],
    ['once in a lifetime', 'once in a lifetime'],
  ])('%s → %s', (input, want) => expect(numeralsToDigits(input)).toBe(want));
});

describe('matchKey: spellings of one real title or name meet', () => {
  it.each([
    ['Four Seasons', 'The 4 Seasons'],
    ['Tightrope', 'Tight Rope'],
    ['4AM', '4 AM'],
    ['My Drink & My Two Step', "My Drink N' My 2 Step"],
    ['Rock & Roll All Nite', 'Rock And Roll All Nite'],
    ['Logical Song', 'The Logical Song'],
    ['A Taste Of Honey', 'Taste Of Honey'],
    ['Grass Roots', 'The Grass Roots'],
  ])('%s ~ %s', (a, b) => expect(matchKey(a)).toBe(matchKey(b)));

  it.each([
    ['Against The Wind', 'Against The World'],
    ['Stay', 'Stay With Me'],
    ['One', 'Two'],
  ])('keeps %s and %s apart', (a, b) => expect(matchKey(a)).not.toBe(matchKey(b)));

  it('never returns an empty key for a title that is only an article or a join word', () => {
    expect(matchKey('The')).toBe('the');
    expect(matchKey('And')).toBe('and');
  });
});

describe('compactName: the artist compact key', () => {
  it.each([
    ["'N Sync", 'nsync'],
    ['*NSYNC', 'nsync'],
    ['Ke$ha', 'kesha'],
    ['The Beatles', 'beatles'],
    ['Simon & Garfunkel', 'simongarfunkel'],
    ['Simon and Garfunkel', 'simongarfunkel'],
    ['3OH!3', '3oh3'],
    ['The Four Seasons', 'fourseasons'],
    ['A Taste Of Honey', 'atasteofhoney'],
    ['트와이스', '트와이스'],
  ])('compacts %s to %s', (input, expected) => {
    expect(compactName(input)).toBe(expected);
  });
});

describe('artistNameKey: the resolution key', () => {
  it.each([
    ['Jay-Z', 'jayz'],
    ['JAY Z', 'jayz'],
    ['The Beatles', 'beatles'],
    ['El DeBarge', 'eldebarge'],
    ['Simon & Garfunkel', 'simongarfunkel'],
    ['Simon and Garfunkel', 'simonandgarfunkel'],
    ['Beyoncé', 'beyonce'],
  ])('keys %s as %s', (input, expected) => expect(artistNameKey(input)).toBe(expected));

  it('keys a name in another script by its Latin reading', () => {
    expect(artistNameKey('방탄소년단')).toMatch(/^[a-z]+$/u);
  });
});

describe('linkArtistKey: the source-linking key', () => {
  it.each([
    ['*NSYNC', 'nsync'],
    ["'N Sync", 'nsync'],
    ['Ke$ha', 'kesha'],
    ['Simon & Garfunkel', 'simonandgarfunkel'],
    ['The Weeknd', 'theweeknd'],
    ['Beyoncé', 'beyonce'],
  ])('keys %s as %s', (input, expected) => expect(linkArtistKey(input)).toBe(expected));
});

describe('the keys differ where their users need them to', () => {
  it.each([
    // [name, foldedKey, compactName, artistNameKey, linkArtistKey]
    ['The Four Seasons', '4seasons', 'fourseasons', 'fourseasons', 'thefourseasons'],
    ['A Tribe Called Quest', 'tribecalledquest', 'atribecalledquest', 'atribecalledquest', 'atribecalledquest'],
    ['Earth, Wind & Fire', 'earthwindfire', 'earthwindfire', 'earthwindfire', 'earthwindandfire'],
    ['Hootie & The Blowfish', 'hootietheblowfish', 'hootietheblowfish', 'hootietheblowfish', 'hootieandtheblowfish'],
  ])('%s', (name, title, compact, resolution, link) => {
    expect([matchKey(name), compactName(name), artistNameKey(name), linkArtistKey(name)]).toEqual([
      title,
      compact,
      resolution,
      link,
    ]);
  });
});

describe('leading articles', () => {
  it.each([
    ['the beatles', 'beatles', 'beatles', 'beatles'],
    ['a tribe called quest', 'a tribe called quest', 'tribe called quest', 'tribe called quest'],
    ['los lobos', 'los lobos', 'los lobos', 'lobos'],
    ['die toten hosen', 'die toten hosen', 'die toten hosen', 'toten hosen'],
    ['the', 'the', 'the', 'the'],
  ])('%s → the: %s, English: %s, any: %s', (folded, the, english, any) => {
    expect([
      folded.replace(LEADING_THE, ''),
      folded.replace(LEADING_ENGLISH_ARTICLE, ''),
      folded.replace(LEADING_ARTICLE, ''),
    ]).toEqual([the, english, any]);
  });
});
