import { foldForMatch, foldForScoring } from './fold';

describe('foldForMatch', () => {
  it.each([
    ['Beyoncé', 'beyonce'],
    ["'N Sync", 'n sync'],
    ['  Simon   &  Garfunkel ', 'simon garfunkel'],
    ['블랙핑크', '블랙핑크'],
    ['ボア', 'ホア'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldForMatch(input)).toBe(expected);
  });
});

describe('foldForScoring: the evaluation normalisation drops punctuation instead of spacing it', () => {
  it.each([
    ['Jay-Z', 'jayz', 'jay z'],
    ['Beyoncé', 'beyonce', 'beyonce'],
    ["'N Sync", 'n sync', 'n sync'],
    ['AC/DC', 'acdc', 'ac dc'],
    ['  Simon   &  Garfunkel ', 'simon garfunkel', 'simon garfunkel'],
  ])('%s → %s (foldForMatch: %s)', (input, scoring, match) => {
    expect([foldForScoring(input), foldForMatch(input)]).toEqual([scoring, match]);
  });
});
