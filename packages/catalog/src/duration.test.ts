import { durationFromMs, durationSeconds, formatDuration, parseDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'],
    [255, '00:04:15'],
    [3723, '01:02:03'],
    [8880, '02:28:00'],
    [360000, '100:00:00'],
  ])('%i s → %s', (s, want) => expect(formatDuration(s)).toBe(want));

  it.each([-1, 1.5, Number.NaN])('refuses %p', (s) => expect(() => formatDuration(s)).toThrow(RangeError));
});

describe('durationFromMs: real MusicBrainz and Spotify lengths', () => {
  it.each([
    [277773, '00:04:38'], // MusicBrainz recording length
    [211160, '00:03:31'], // Spotify duration_ms
    [499, '00:00:00'],
    [500, '00:00:01'],
    [3_599_500, '01:00:00'],
  ])('%i ms → %s', (ms, want) => expect(durationFromMs(ms)).toBe(want));
});

describe('parseDuration: the forms the importers read', () => {
  it.each([
    ['4:15', 255], // Discogs track duration
    ['04:15', 255],
    ['4:5', 245],
    ['148:00', 8880], // Discogs: a long side in minutes
    ['1:02:03', 3723],
    ['00:04:38', 278], // served form
    [' 4:15 ', 255],
    ['0:00', 0],
  ])('%p → %p s', (text, want) => expect(parseDuration(text)).toBe(want));

  it.each(['', 'soon', '4:60', '4.15', '-1:00', '1:00:00:00', '255', '5'])('refuses %p', (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );

  it('reads a plain number of seconds only with bareSeconds (catalog files)', () => {
    expect(parseDuration('255', { bareSeconds: true })).toBe(255);
    expect(parseDuration(255, { bareSeconds: true })).toBe(255);
    expect(parseDuration(254.6, { bareSeconds: true })).toBe(255);
    expect(parseDuration(0, { bareSeconds: true })).toBe(0);
    expect(parseDuration(255)).toBeUndefined();
    expect(parseDuration(-1, { bareSeconds: true })).toBeUndefined();
    expect(parseDuration(Number.POSITIVE_INFINITY, { bareSeconds: true })).toBeUndefined();
  });
});

describe('durationSeconds: served durations', () => {
  it('reads HH:MM:SS and clock text', () => {
    expect(durationSeconds('00:02:06')).toBe(126);
    expect(durationSeconds('4:15')).toBe(255);
  });
  it('gives undefined for a zero, absent or unreadable duration', () => {
    expect(durationSeconds('00:00:00')).toBeUndefined();
    expect(durationSeconds(undefined)).toBeUndefined();
    expect(durationSeconds(255)).toBeUndefined();
    expect(durationSeconds('soon')).toBeUndefined();
  });
});
