/**
 * A matching job's results as text, one line per accepted input line in input order:
 *
 * - **CSV** (`format=csv`): the input columns as they came (a JSON Lines job: the keys seen, values
 *   that are not strings as JSON), then `match_line` (the file's line number), `match_status`
 *   (`matched`, `no_match`, `failed`), `match_recording_id`, `match_title`, `match_artists`
 *   (credited names joined by `; `), `match_confidence` (0..100), `match_version`, `match_method`,
 *   `match_type` (the answer's band: `exact`, `high`, `medium`, `low`; empty without a match),
 *   `result_version` (the result version that gave the line its answer: 1 = the first run).
 *   RFC 4180 quoting (a field with `"`, `,`, CR or LF is quoted, `"` doubled), CRLF line ends.
 * - **JSON Lines** (`format=jsonl`): `{line, input, status, recording, confidence, version, method, match_type,
 *   result_version}`,
 *   `input` the line's columns as an object, `recording` `{id, title, artists: [{id, name}]}` or null.
 *
 * Pure: the same rows give the same bytes.
 */
import type { MatchAnswer } from '@mc/store';

/** Formats results are served in. */
export type MatchJobResultFormat = 'csv' | 'jsonl';

/** One result line's source: its file line number, input and answer. */
export interface MatchJobResultSource {
  lineNo: number;
  /** CSV fields (array, aligned with the job's columns) or a JSON object. */
  input: unknown;
  answer: MatchAnswer;
  /** The answer's band (`answerMatchType` of `@mc/matcher`), null without a match. */
  matchType: string | null;
  /** The result version that gave the line its answer (1 = the first run). */
  version: number;
}

/** The result columns after the input's, in CSV. */
export const MATCH_RESULT_COLUMNS = [
  'match_line',
  'match_status',
  'match_recording_id',
  'match_title',
  'match_artists',
  'match_confidence',
  'match_version',
  'match_method',
  'match_type',
  'result_version',
] as const;

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** A JSON value as CSV text: strings as they are, absent as empty, others as JSON. */
const asText = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** The input's values in the job's column order. */
function inputFields(input: unknown, columns: readonly string[]): string[] {
  if (Array.isArray(input)) return columns.map((_, i) => asText(input[i]));
  const obj = (input ?? {}) as Record<string, unknown>;
  return columns.map((c) => asText(obj[c]));
}

/** The input as an object keyed by the job's columns (a JSON object input as it came). */
function inputObject(input: unknown, columns: readonly string[]): Record<string, unknown> {
  if (!Array.isArray(input)) return (input ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  columns.forEach((c, i) => (out[c] = input[i] ?? ''));
  return out;
}

/** The first line of a result file: the CSV header, or nothing for JSON Lines. */
export function matchJobResultHeader(format: MatchJobResultFormat, columns: readonly string[]): string {
  return format === 'csv' ? csvLine([...columns, ...MATCH_RESULT_COLUMNS]) : '';
}

/** One result line (module doc), with its line end. */
export function matchJobResultLine(format: MatchJobResultFormat, columns: readonly string[], row: MatchJobResultSource): string {
  const a = row.answer;
  if (format === 'jsonl')
    return `${JSON.stringify({
      line: row.lineNo,
      input: inputObject(row.input, columns),
      status: a.status,
      recording: a.recording ?? null,
      confidence: a.confidence ?? null,
      version: a.version ?? null,
      method: a.method ?? null,
      match_type: row.matchType,
      result_version: row.version,
    })}\n`;
  return csvLine([
    ...inputFields(row.input, columns),
    String(row.lineNo),
    a.status,
    a.recording ? String(a.recording.id) : '',
    a.recording?.title ?? '',
    a.recording ? a.recording.artists.map((x) => x.name).join('; ') : '',
    a.confidence === undefined ? '' : String(a.confidence),
    a.version ?? '',
    a.method ?? '',
    row.matchType ?? '',
    String(row.version),
  ]);
}
