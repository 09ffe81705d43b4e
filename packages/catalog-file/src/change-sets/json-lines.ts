/**
 * Splitting a byte stream into numbered JSON Lines with bounded memory: at most one line of
 * {@link JsonLinesLimits.maxLineBytes} is held (the bytes of a longer line are counted and dropped,
 * and the line is handed on marked `tooLong`), and the whole stream is cut off past
 * `maxBytes` bytes or `maxLines` lines ({@link ChangeSetTooLargeError}). `\n` ends a line (a
 * trailing `\r` is dropped); blank lines are skipped but numbered.
 */
import type { Readable } from 'node:stream';

/** Limits of one stream of lines. */
export interface JsonLinesLimits {
  /** Bytes of the whole stream at most. */
  maxBytes: number;
  /** Non-blank lines at most. */
  maxLines: number;
  /** Bytes of one line at most. */
  maxLineBytes: number;
}

/** The stream holds more bytes or lines than allowed (HTTP 413); lines before the limit were handed on. */
export class ChangeSetTooLargeError extends Error {
  constructor(
    /** Which limit: `bytes` or `lines`. */
    readonly limit: 'bytes' | 'lines',
    /** Its value. */
    readonly max: number,
  ) {
    super(`a change set holds at most ${max} ${limit}; send the rest in another request`);
  }
}

/** One line: its 1-based number, its text (empty when too long) and whether it was too long. */
export interface NumberedLine {
  line: number;
  text: string;
  tooLong: boolean;
}

/**
 * The non-blank lines of `input` (module doc), in order.
 * @throws ChangeSetTooLargeError past a limit; whatever the stream emits as an error.
 */
export async function* jsonLines(input: Readable, limits: JsonLinesLimits): AsyncGenerator<NumberedLine> {
  let parts: Buffer[] = [];
  let held = 0;
  let tooLong = false;
  let bytes = 0;
  let line = 0;
  let lines = 0;
  const finish = (): NumberedLine | undefined => {
    line++;
    const text = tooLong ? '' : Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
    const out = { line, text, tooLong };
    parts = [];
    held = 0;
    tooLong = false;
    if (!out.tooLong && !text.trim()) return undefined;
    if (++lines > limits.maxLines) throw new ChangeSetTooLargeError('lines', limits.maxLines);
    return out;
  };
  const add = (piece: Buffer) => {
    if (tooLong) return;
    held += piece.length;
    if (held > limits.maxLineBytes) {
      tooLong = true;
      parts = [];
    } else parts.push(piece);
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    bytes += buf.length;
    if (bytes > limits.maxBytes) throw new ChangeSetTooLargeError('bytes', limits.maxBytes);
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
      add(buf.subarray(start, nl));
      const out = finish();
      if (out) yield out;
      start = nl + 1;
    }
    if (start < buf.length) add(buf.subarray(start));
  }
  if (held > 0 || tooLong) {
    const out = finish();
    if (out) yield out;
  }
}
