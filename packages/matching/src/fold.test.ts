import { foldForMatch } from './fold';

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
