import { matchKey, numeralsToDigits } from './match-key';

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
