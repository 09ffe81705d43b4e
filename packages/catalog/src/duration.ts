/**
 * Durations: the served form and the forms the importers read.
 *
 * - **Served** (`duration`, the `Duration` schema; `docs/api.md` "Conventions"): `HH:MM:SS`, two digits at least per
 *   field, hours widening past 99 ("00:04:38", "100:00:00").
 * - **Read**: clock text "M:SS", "MM:SS", "H:MM:SS", "HH:MM:SS" (Discogs track durations, catalog
 *   files, served documents), milliseconds (MusicBrainz `length`, Spotify `duration_ms`) and, in
 *   catalog files only, a plain number of seconds.
 *
 * One module so every source reads and writes a duration the same way: a duration is a whole
 * number of seconds in between.
 */

/** A clock duration: a first field of any length, then one or two fields of 0..59 ("4:05", "4:5", "1:02:03"). */
const CLOCK = /^\d+(?::[0-5]?\d){1,2}$/u;
/** A plain number of seconds as text ("255"). */
const BARE_SECONDS = /^\d+$/u;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The served form of a duration in whole seconds: `HH:MM:SS` (255 → "00:04:15", 3723 → "01:02:03").
 * @param seconds a non-negative whole number of seconds.
 * @throws RangeError for a negative, fractional or non-finite value.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new RangeError(`duration must be whole non-negative seconds, got ${seconds}`);
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}

/**
 * The served form of a duration in milliseconds, rounded to the nearest second
 * (277773 → "00:04:38", MusicBrainz `length` and Spotify `duration_ms`).
 * @throws RangeError for a negative or non-finite value.
 */
export function durationFromMs(ms: number): string {
  return formatDuration(Math.round(ms / 1000));
}

/** Options of {@link parseDuration}. */
export interface ParseDurationOptions {
  /**
   * Also read a plain number of seconds: a finite non-negative number (rounded: 254.6 → 255) or a
   * digit string ("255"). Catalog files accept it; Discogs and served documents never write it, so
   * there a lone number is not a duration.
   */
  bareSeconds?: boolean;
}

/**
 * Seconds of a duration as a source writes it: clock text "M:SS", "MM:SS", "H:MM:SS" or
 * "HH:MM:SS" (surrounding spaces ignored; the fields after the first are 0..59, one or two digits:
 * "4:15" → 255, "1:02:03" → 3723, "148:00" → 8880), or with `bareSeconds` a number of seconds.
 * Zero is returned as 0: whether a zero duration means "unknown" is the caller's rule.
 * @returns whole seconds, or undefined for anything else ("4:60", "4.15", "soon", "", a non-string).
 */
export function parseDuration(value: unknown, options: ParseDurationOptions = {}): number | undefined {
  if (options.bareSeconds && typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!CLOCK.test(text) && !(options.bareSeconds && BARE_SECONDS.test(text))) return undefined;
  return text.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
}

/**
 * Seconds of a served document's `duration` ("00:04:15" → 255; also any clock text that
 * {@link parseDuration} reads), for comparing durations (entity resolution) and the search index's
 * `duration_s`.
 * @returns whole seconds > 0, or undefined when absent, unreadable or zero (a zero duration tells
 *   nothing about a recording).
 */
export function durationSeconds(value: unknown): number | undefined {
  const s = parseDuration(value);
  return s ? s : undefined;
}

/** `[mm:ss.xx]` for a time in milliseconds (minutes not capped at 59; hundredths rounded). */
export function lrcTimestamp(ms: number): string {
  const cs = Math.round(ms / 10);
  const mm = Math.floor(cs / 6000);
  const ss = Math.floor((cs % 6000) / 100);
  const xx = cs % 100;
  return `[${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.${String(xx).padStart(2, '0')}]`;
}
