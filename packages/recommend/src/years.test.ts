import { allowedYearWindows, recordingYear, yearAllowed, yearOfDate } from './years';

describe('recording years', () => {
  it('prefers the recording year, then the earliest album year, then the first chart entry', () => {
    expect(recordingYear(2009, ['2001-01-01'], '1999-05-01')).toBe(2009);
    expect(recordingYear(null, ['2003-00-00', '2001-07-04', null], '1999-05-01')).toBe(2001);
    expect(recordingYear(undefined, [], '1999-05-01')).toBe(1999);
    expect(recordingYear(null, ['0000-00-00'], null)).toBeNull();
  });

  it('reads the year of partial dates and ignores year 0000', () => {
    expect(yearOfDate('1987-00-00')).toBe(1987);
    expect(yearOfDate('1987')).toBe(1987);
    expect(yearOfDate('0000-01-01')).toBeNull();
    expect(yearOfDate(undefined)).toBeNull();
  });
});

describe('year windows', () => {
  it('takes years around each seed track, merging overlapping windows', () => {
    expect(allowedYearWindows([2009, 2010, 1990, null], [{ from: 1950, to: 1960 }], 2)).toEqual([
      { from: 1988, to: 1992 },
      { from: 2007, to: 2012 },
    ]);
  });

  it('falls back to the seed artists active years when no seed track has a year', () => {
    expect(allowedYearWindows([null], [{ from: 1995, to: 2001 }], 5)).toEqual([{ from: 1990, to: 2006 }]);
    expect(allowedYearWindows([], [], 5)).toEqual([]);
  });

  it('lets only dated recordings inside a window pass, and everything when there is no window', () => {
    const w = [{ from: 2007, to: 2011 }];
    expect(yearAllowed(2007, w)).toBe(true);
    expect(yearAllowed(2011, w)).toBe(true);
    expect(yearAllowed(2012, w)).toBe(false);
    expect(yearAllowed(null, w)).toBe(false);
    expect(yearAllowed(null, [])).toBe(true);
  });
});
