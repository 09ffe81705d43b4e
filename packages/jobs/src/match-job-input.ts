/**
 * Reading the file of a matching job as a stream (never whole in memory): CSV or TSV with a
 * header (csv-parse), or JSON Lines. A line gives `artist` (or `name`), `title`, optionally
 * `duration` (seconds, or clock text `M:SS` / `H:MM:SS`) and any other columns, which are carried
 * through to the results. Lines that cannot be read are reported with their line number and
 * reason ({@link MatchJobReader.rejects}, the first `maxRejects`) and skipped; past `maxLines`
 * accepted lines or `maxBytes` bytes the read stops with {@link MatchJobTooLargeError}.
 */
import { Transform, type Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { parseDuration } from '@mc/catalog';

/** Formats of a job's file. */
export type MatchJobFileFormat = 'csv' | 'tsv' | 'jsonl';

/** Longest artist or title of a job line, characters (the artist-title routes' bound). */
export const MAX_JOB_FIELD_LENGTH = 200;
/** Most columns a line may have. */
export const MAX_JOB_COLUMNS = 50;

/** One readable line of a job's file. */
export interface MatchJobInputLine {
  /** Line number in the file, from 1 (a CSV header is line 1). */
  lineNo: number;
  artist: string;
  title: string;
  /** Seconds, when the line gives a duration. */
  duration?: number;
  /** What is carried through: the CSV fields (array) or the JSON object. */
  input: string[] | Record<string, unknown>;
}

/** A line that could not be read. */
export interface MatchJobLineReject {
  line: number;
  reason: string;
}

/** The file is larger than a bound. */
export class MatchJobTooLargeError extends Error {
  constructor(
    readonly limit: 'lines' | 'bytes',
    readonly max: number,
  ) {
    super(limit === 'lines' ? `the file holds more than ${max} lines` : `the file is larger than ${max} bytes`);
  }
}

/** The file cannot be read at all (no usable header). */
export class MatchJobFileError extends Error {}

/** Bounds of {@link MatchJobReader}. */
export interface MatchJobReadLimits {
  maxLines: number;
  maxBytes: number;
  /** Unreadable lines listed at most (the others are counted). */
  maxRejects: number;
}

/** A stream that counts bytes and fails past `max`. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new MatchJobTooLargeError('bytes', max));
      else done(null, chunk);
    },
  });
}

/** The duration of a line's value: seconds (number or digits) or clock text; `null` when unreadable. */
export function readDuration(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const s = parseDuration(typeof value === 'string' ? value.trim() : value, { bareSeconds: true });
  return s === undefined ? null : s;
}

/** Why `artist`/`title` cannot be matched, or undefined when they can. */
function fieldProblem(name: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return `${name}: missing or empty`;
  if (value.length > MAX_JOB_FIELD_LENGTH) return `${name}: longer than ${MAX_JOB_FIELD_LENGTH} characters`;
  return undefined;
}

/** Reads one job file (module doc); iterate {@link lines}, then read the summary fields. */
export class MatchJobReader {
  /** Input columns in order (CSV/TSV header; JSON Lines: keys in first-seen order). */
  readonly columns: string[] = [];
  readonly rejects: MatchJobLineReject[] = [];
  rejected = 0;
  accepted = 0;

  constructor(
    private readonly body: Readable,
    private readonly format: MatchJobFileFormat,
    private readonly limits: MatchJobReadLimits,
  ) {}

  /** Records an unreadable line. */
  private reject(line: number, reason: string): void {
    this.rejected++;
    if (this.rejects.length < this.limits.maxRejects) this.rejects.push({ line, reason });
  }

  /** Counts an accepted line. @throws MatchJobTooLargeError past `maxLines`. */
  private accept(line: MatchJobInputLine): MatchJobInputLine {
    if (++this.accepted > this.limits.maxLines) throw new MatchJobTooLargeError('lines', this.limits.maxLines);
    return line;
  }

  /**
   * The readable lines, in file order.
   * @throws MatchJobTooLargeError past a bound; MatchJobFileError without a usable CSV header;
   *   the body stream's errors (a client that went away, bad gzip).
   */
  lines(): AsyncGenerator<MatchJobInputLine> {
    const source = this.body.pipe(byteLimit(this.limits.maxBytes));
    this.body.on('error', (err) => source.destroy(err));
    return this.format === 'jsonl' ? this.jsonLines(source) : this.delimited(source);
  }

  private async *jsonLines(source: Readable): AsyncGenerator<MatchJobInputLine> {
    let lineNo = 0;
    const known = new Set<string>();
    for await (const text of createInterface({ input: source, crlfDelay: Infinity })) {
      lineNo++;
      if (!text.trim()) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch {
        this.reject(lineNo, 'not valid JSON');
        continue;
      }
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
        this.reject(lineNo, 'not a JSON object');
        continue;
      }
      const obj = doc as Record<string, unknown>;
      const line = this.lineOf(lineNo, obj.artist ?? obj.name, obj.title, obj.duration, obj);
      if (!line) continue;
      for (const k of Object.keys(obj))
        if (!known.has(k) && known.size < MAX_JOB_COLUMNS) {
          known.add(k);
          this.columns.push(k);
        }
      yield this.accept(line);
    }
  }

  private async *delimited(source: Readable): AsyncGenerator<MatchJobInputLine> {
    const parser = parse({
      delimiter: this.format === 'tsv' ? '\t' : ',',
      quote: this.format === 'tsv' ? false : '"',
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
    });
    parser.on('skip', (err: { lines?: number; message: string }) => this.reject(err.lines ?? 0, err.message));
    source.on('error', (err) => parser.destroy(err));
    let header: { artist: number; title: number; duration: number } | undefined;
    for await (const rec of source.pipe(parser) as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = rec;
      if (!header) {
        header = this.header(record);
        continue;
      }
      if (record.length !== this.columns.length) {
        this.reject(info.lines, `${record.length} fields; the header has ${this.columns.length}`);
        continue;
      }
      const line = this.lineOf(info.lines, record[header.artist], record[header.title], record[header.duration], record);
      if (line) yield this.accept(line);
    }
    if (!header) throw new MatchJobFileError('the file has no header line (artist,title[,duration][,id], …)');
  }

  /** Reads the CSV/TSV header. @throws MatchJobFileError without `artist` (or `name`) and `title` columns. */
  private header(record: string[]): { artist: number; title: number; duration: number } {
    const names = record.map((c) => c.trim());
    if (names.length > MAX_JOB_COLUMNS) throw new MatchJobFileError(`the header has more than ${MAX_JOB_COLUMNS} columns`);
    const lower = names.map((c) => c.toLowerCase());
    const artist = lower.indexOf('artist') >= 0 ? lower.indexOf('artist') : lower.indexOf('name');
    const title = lower.indexOf('title');
    if (artist < 0 || title < 0)
      throw new MatchJobFileError(`the header line must name an artist and a title column (got: ${names.join(', ')})`);
    this.columns.push(...names);
    return { artist, title, duration: lower.indexOf('duration') };
  }

  /** The line, or undefined after rejecting it. */
  private lineOf(
    lineNo: number,
    artist: unknown,
    title: unknown,
    duration: unknown,
    input: MatchJobInputLine['input'],
  ): MatchJobInputLine | undefined {
    const problem = fieldProblem('artist', artist) ?? fieldProblem('title', title);
    if (problem) return void this.reject(lineNo, problem);
    const seconds = readDuration(duration);
    if (seconds === null) return void this.reject(lineNo, 'duration: not seconds or M:SS');
    return {
      lineNo,
      artist: (artist as string).trim(),
      title: (title as string).trim(),
      ...(seconds === undefined ? {} : { duration: seconds }),
      input,
    };
  }
}
