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
    ['0:05', 5],
    ['000123', 123],
    ['212.4', 212],
    ['99:59:59', 359_999],
  ])('query %s → %d seconds (every form the pattern states)', (text, want) => expect(query.parse(text)).toBe(want));
  it.each([
    ['abc', 'must be a duration: seconds (212) or M:SS (3:32)'],
    ['0', 'must be a duration: seconds (212) or M:SS (3:32)'],
    ['0:00', 'must be a duration: seconds (212) or M:SS (3:32)'],
    [' 3:32 ', 'must be a duration: seconds (212) or M:SS (3:32)'],
    ['\n 9038:2\n', 'must be a duration: seconds (212) or M:SS (3:32)'],
    ['100000', 'must be a duration: seconds (212) or M:SS (3:32)'],
  ])('refuses query %s: %s', (text, message) => expect(query.safeParse(text).error?.issues[0]?.message).toBe(message));
  it.each([
    [0.6, 'must be at least 1 second'],
    [true, 'must be a duration: seconds (212) or M:SS (3:32)'],
    [360_000, 'must be at most 359999 seconds'],
  ])('refuses body %p: %s', (value, message) => expect(body.safeParse(value).error?.issues[0]?.message).toBe(message));
});
