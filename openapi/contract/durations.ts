/**
 * The logged duration of an artist-title line (beyond the spec): a number of seconds or clock text
 * "M:SS" / "H:MM:SS", read by the one duration module (`parseDuration` of `@mc/catalog`) and
 * converted to whole seconds for the matcher, which uses it to order the versions of a song.
 */
import { z } from 'zod';
import { parseDuration } from '@mc/catalog';

/** Longest logged duration accepted, seconds (a whole day; no recording is longer). */
export const MAX_LOGGED_DURATION_S = 86_400;

/** Seconds with a fractional part, as text ("212.4"): rounded to whole seconds. */
const DECIMAL_SECONDS = /^\s*\d+\.\d+\s*$/u;

const HOW = 'seconds (212) or M:SS (3:32)';
/** What the published contract states of duration text (the checks are {@link loggedDurationSeconds}'s). */
const DURATION_PATTERN = String.raw`^\s*(\d+(\.\d+)?|\d+(:[0-5]?\d){1,2})\s*$`;

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
  // A JSON number is bounded as given (the contract states 1..max), text once read.
  const seconds = typeof value === 'number' && Number.isFinite(value) ? value : loggedDurationSeconds(value);
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
  'Beyond the spec: the logged duration, ' +
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
