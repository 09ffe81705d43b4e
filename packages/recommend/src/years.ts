/**
 * Years of recordings and the `year_range` rule of `GET /api/recommendation` in the contract.
 *
 * **A recording's year** is the first known of: its own `year` (the release year the Spotify import
 * gives), the year of the earliest `original_release_date` among the albums it appears on (through
 * release tracks), the year it first entered a chart (Billboard Hot 100 `entry_date`). Dates with
 * an unknown year (`0000-…`) do not count. Recordings with none of these have no year.
 *
 * **The allowed years** for a request with `year_range = r`:
 * - when at least one seed track has a year: the union of `[y − r, y + r]` over the seed tracks' years;
 * - otherwise (artist seeds, or track seeds without a year): the union over the seed artists of
 *   `[first − r, last + r]`, where first/last are the smallest/largest year among that artist's
 *   recordings (the artist's active years in the catalog);
 * - when no seed has any year, no year window can be formed and years are not restricted.
 * A recording without a year never passes a year window.
 */

/** A closed interval of years `[from, to]`. */
export interface YearWindow {
  from: number;
  to: number;
}

/** The year (1..9999) of a `YYYY-MM-DD`/`YYYY-MM`/`YYYY` text, or null when absent or `0000`. */
export function yearOfDate(date: string | null | undefined): number | null {
  if (typeof date !== 'string') return null;
  const m = /^(\d{4})/.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  return y > 0 ? y : null;
}

/**
 * A recording's year under the module rule.
 * @param ownYear the recording document's `year`, if any.
 * @param albumDates `original_release_date` of the albums the recording appears on.
 * @param firstChartDate the earliest chart entry date, if any.
 */
export function recordingYear(
  ownYear: number | null | undefined,
  albumDates: readonly (string | null | undefined)[],
  firstChartDate: string | null | undefined,
): number | null {
  if (typeof ownYear === 'number' && Number.isInteger(ownYear) && ownYear > 0) return ownYear;
  const albumYears = albumDates.map(yearOfDate).filter((y): y is number => y !== null);
  if (albumYears.length) return Math.min(...albumYears);
  return yearOfDate(firstChartDate);
}

/**
 * Allowed year windows (module rule), merged and sorted. Empty = no restriction.
 * @param trackYears years of the seed tracks (nulls ignored).
 * @param artistSpans `[first, last]` active years of the seed artists (used only when no track year is known).
 * @param range `year_range`, 1..100.
 */
export function allowedYearWindows(
  trackYears: readonly (number | null)[],
  artistSpans: readonly YearWindow[],
  range: number,
): YearWindow[] {
  const known = trackYears.filter((y): y is number => y !== null);
  const raw = known.length
    ? known.map((y) => ({ from: y - range, to: y + range }))
    : artistSpans.map((s) => ({ from: s.from - range, to: s.to + range }));
  const sorted = raw.sort((a, b) => a.from - b.from);
  const merged: YearWindow[] = [];
  for (const w of sorted) {
    const last = merged[merged.length - 1];
    if (last && w.from <= last.to + 1) last.to = Math.max(last.to, w.to);
    else merged.push({ ...w });
  }
  return merged;
}

/** True when `year` is inside one of `windows`; an empty window list allows every year (even null). */
export function yearAllowed(year: number | null, windows: readonly YearWindow[]): boolean {
  if (!windows.length) return true;
  if (year === null) return false;
  return windows.some((w) => year >= w.from && year <= w.to);
}
