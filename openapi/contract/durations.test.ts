import { durationBodyField, durationQueryParam, loggedDurationSeconds } from './durations';

describe('loggedDurationSeconds', () => {
  it.each([
    ['212', 212],
    ['212.4', 212],
    [' 3:32 ', 212],
    ['1:02:03', 3723],
    [212.6, 213],
    ['4:60', undefined],
    ['soon', undefined],
    ['-3', undefined],
    [-3, undefined],
  ])('%p → %p', (value, want) => expect(loggedDurationSeconds(value)).toBe(want));
});

describe('the duration parameter and batch member', () => {
  const query = durationQueryParam();
  const body = durationBodyField();
  it.each([
    ['3:21', 201],
    ['233', 233],
  ])('query %s → %d seconds', (text, want) => expect(query.parse(text)).toBe(want));
  it.each([
    ['3:21', 201],
    [233, 233],
    [1, 1],
  ])('body %p → %d seconds', (value, want) => expect(body.parse(value)).toBe(want));
  it('is optional', () => expect(query.parse(undefined)).toBeUndefined());
  it.each([
    ['abc', 'must be a duration: seconds (212) or M:SS (3:32)'],
    ['0', 'must be at least 1 second'],
    ['86401', 'must be at most 86400 seconds'],
  ])('refuses query %s: %s', (text, message) => expect(query.safeParse(text).error?.issues[0]?.message).toBe(message));
  it.each([
    [0.6, 'must be at least 1 second'],
    [true, 'must be a duration: seconds (212) or M:SS (3:32)'],
    [86_400.5, 'must be at most 86400 seconds'],
  ])('refuses body %p: %s', (value, message) => expect(body.safeParse(value).error?.issues[0]?.message).toBe(message));
});
