import {
  LEADING_ARTICLE,
  LEADING_ENGLISH_ARTICLE,
  LEADING_THE,
  artistNameKey,
  compactName,
  linkArtistKey,
  writtenAlikeWords,
  matchKey,
  numeralsToDigits,
} from './match-key';
import { COLLOQUIAL_TITLES } from './spelling-cases';
import { itKeepsApartEach, itMapsEach, itMeetsEach } from './table-tests';

describe('numeralsToDigits', () => {
  itMapsEach('%s → %s', numeralsToDigits, [
    ['four seasons', '4 seasons'],
    ['my drink my two step', 'my drink my 2 step'],
    ['twenty one pilots', '20 1 pilots'],
    ['someone like you', 'someone like you'],
    ['once in a lifetime', 'once in a lifetime'],
  ]);
});

describe('matchKey: spellings of one real title or name meet', () => {
  itMeetsEach(matchKey, [
    ['Four Seasons', 'The 4 Seasons'],
    ['Tightrope', 'Tight Rope'],
    ['4AM', '4 AM'],
    ['My Drink & My Two Step', "My Drink N' My 2 Step"],
    ['Rock & Roll All Nite', 'Rock And Roll All Nite'],
    ['Logical Song', 'The Logical Song'],
    ['A Taste Of Honey', 'Taste Of Honey'],
    ['Grass Roots', 'The Grass Roots'],
  ]);

  itKeepsApartEach(matchKey, [
    ['Against The Wind', 'Against The World'],
    ['Stay', 'Stay With Me'],
    ['One', 'Two'],
  ]);

  it('never returns an empty key for a title that is only an article or a join word', () => {
    expect(matchKey('The')).toBe('the');
    expect(matchKey('And')).toBe('and');
  });
});

describe('compactName: the artist compact key', () => {
  itMapsEach('compacts %s to %s', compactName, [
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
  ]);
});

describe('artistNameKey: the resolution key', () => {
  itMapsEach('keys %s as %s', artistNameKey, [
    ['Jay-Z', 'jayz'],
    ['JAY Z', 'jayz'],
    ['The Beatles', 'beatles'],
    ['El DeBarge', 'eldebarge'],
    ['Simon & Garfunkel', 'simongarfunkel'],
    ['Simon and Garfunkel', 'simonandgarfunkel'],
    ['Beyoncé', 'beyonce'],
    ['Ke$ha', 'kesha'],
    ['Too $hort', 'tooshort'],
  ]);

  it('keys a name in another script by its Latin reading', () => {
    expect(artistNameKey('방탄소년단')).toMatch(/^[a-z]+$/u);
  });
});

describe('linkArtistKey: the source-linking key', () => {
  itMapsEach('keys %s as %s', linkArtistKey, [
    ['*NSYNC', 'nsync'],
    ["'N Sync", 'nsync'],
    ['Ke$ha', 'kesha'],
    ['Simon & Garfunkel', 'simonandgarfunkel'],
    ['The Weeknd', 'theweeknd'],
    ['Beyoncé', 'beyonce'],
  ]);
});

describe('writtenAlikeWords: a whole name or title as written, up to apostrophes, punctuation, "&" and "$"', () => {
  it.each([
    ["We're Not Gonna Take It", 'were not gonna take it'],
    ["You'll Lose A Good Thing", 'youll lose a good thing'],
    ['Marvin & Chardonnay', 'marvin and chardonnay'],
    ['Mercy, Mercy Me (The Ecology)', 'mercy mercy me the ecology'],
    ["I'll Be There For You/This House Is Not A Home", 'ill be there for you this house is not a home'],
    ['The Happiest Girl In The Whole U.S.A.', 'the happiest girl in the whole u s a'],
    ['LOVE.', 'love'],
    ['Ke$ha', 'kesha'],
  ])('%s ~ %s', (written, typed) => {
    expect(writtenAlikeWords(written)).toBe(typed);
    expect(writtenAlikeWords(typed)).toBe(typed);
  });

  itKeepsApartEach(writtenAlikeWords, [
    ['The Dream', 'Dream'],
    ['Yesterday', 'Yesterday Once More'],
    ['Seal', 'Seals & Crofts'],
    ['B-A-B-Y', 'Baby'],
    ['Them', 'The M'],
    ['L.A.D.', 'Lad'],
    ['Rock & Roll', "Rock 'n' Roll"],
    ['The Four Seasons', 'The 4 Seasons'],
  ]);

  it('is the source-linking key with its spaces removed, and empty without a letter or digit', () => {
    expect(linkArtistKey('Hootie & The Blowfish')).toBe(writtenAlikeWords('Hootie & The Blowfish').replace(/ /g, ''));
    expect(writtenAlikeWords(' %*! ')).toBe('');
  });
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

describe('foldedKey of colloquial spellings: both spellings share the key', () => {
  itMeetsEach(matchKey, [
    ...COLLOQUIAL_TITLES.map(({ logged, title }) => [logged, title] as const),
    ['Nothing Compares 2 U', 'Nothing Compares 2 You'],
    ['Gimme Some Lovin', 'Give Me Some Loving'],
  ]);

  itKeepsApartEach(matchKey, [
    ['Sing', 'Sin'],
    ['Thing', 'Thin'],
    ['Girls Just Wanna Have Fun', 'Girls Just Want Fun'],
  ]);

  it('reads no word as a property name of the lists', () => {
    expect(matchKey('Constructor valueOf')).toBe('constructorvalueof');
  });
});
