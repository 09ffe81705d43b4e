/**
 * The logged duration of an artist-title line (an extension of this service): a number of seconds or clock text
 * "M:SS" / "H:MM:SS", read by the one duration module (`parseDuration` of `@mc/catalog`) and
 * converted to whole seconds for the matcher, which uses it to order the versions of a song.
 */
import { z } from 'zod';
import { parseDuration } from '@mc/catalog';

/** Longest logged duration accepted, seconds (99:59:59, the longest clock text the pattern takes). */
export const MAX_LOGGED_DURATION_S = 359_999;

/** Seconds with a fractional part, as text ("212.4"): rounded to whole seconds. */
const DECIMAL_SECONDS = /^\s*\d+\.\d+\s*$/u;

const HOW = 'seconds (212) or M:SS (3:32)';
/**
 * Duration text as the contract states it and the API checks it, at least 1 second: seconds
 * (`212`, `212.4`; up to 99999), M:SS (`3:32`, `0:05`; up to 999:59) or H:MM:SS (`1:02:03`; up to
 * 99:59:59). No spaces; no lookaround, so fuzzers can generate from it.
 */
const DURATION_PATTERN = String.raw`^(0*[1-9]\d{0,4}(\.\d{1,3})?|[1-9]\d{0,2}:[0-5]\d|0{1,2}:(0[1-9]|[1-5]\d)|[1-9]\d?:[0-5]\d:[0-5]\d)$`;
const DURATION_TEXT = new RegExp(DURATION_PATTERN, 'u');

/**
 * Whole seconds of a logged duration: a finite number of seconds (rounded), or text holding seconds
 * ("212", "212.4") or clock text ("3:32", "1:02:03").
 * @returns whole seconds, or undefined when `value` is none of these.
 */
export function loggedDurationSeconds(value: unknown): number | undefined {
  if (typeof value === 'string' && DECIMAL_SECONDS.test(value)) return Math.round(Number(value));
  return parseDuration(value, { bareSeconds: true });
}

/** Checks a value read by {@link loggedDurationSeconds}: 1..{@link MAX_LOGGED_DURATION_S} seconds. */
function checked(value: unknown, ctx: z.RefinementCtx): number {
  // A JSON number is bounded as given (the contract states 1..max), text by the pattern, then read.
  const seconds =
    typeof value === 'number' && Number.isFinite(value)
      ? value
      : typeof value === 'string' && DURATION_TEXT.test(value)
        ? loggedDurationSeconds(value)
        : undefined;
  const message =
    seconds === undefined
      ? `must be a duration: ${HOW}`
      : seconds < 1
        ? 'must be at least 1 second'
        : seconds > MAX_LOGGED_DURATION_S
          ? `must be at most ${MAX_LOGGED_DURATION_S} seconds`
          : undefined;
  if (message === undefined) return Math.round(seconds!);
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const DESCRIPTION =
  'An extension of this service: the logged duration, ' +
  `${HOW}, 1..${MAX_LOGGED_DURATION_S} s. Among the versions of a song, a recording whose duration is within max(5 s, 3 %) of it ranks first`;

/** The optional `duration` query parameter (text, see {@link loggedDurationSeconds}), converted to seconds. */
export function durationQueryParam() {
  return z
    .string({ error: 'must be given once, as text' })
    .transform(checked)
    .optional()
    .openapi({ type: 'string', pattern: DURATION_PATTERN, description: DESCRIPTION });
}

/** The optional `duration` member of a batch item: a JSON number of seconds or clock text, converted to seconds. */
export function durationBodyField() {
  return z
    .union(
      [z.number().openapi({ minimum: 1, maximum: MAX_LOGGED_DURATION_S }), z.string().openapi({ pattern: DURATION_PATTERN })],
      { error: `must be a duration: ${HOW}` },
    )
    .transform(checked)
    .optional()
    .openapi({ description: DESCRIPTION });
}
