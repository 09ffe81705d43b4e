/**
 * A matching job's review queue as served (`GET /api/artist-title/jobs/{id}/review`): each line
 * of the queue (a distinct key whose answer needs a person) as the contract's `MatchJobReviewLine`,
 * or as one CSV row for a spreadsheet: `artist,title,plays,match_status,match_recording_id,
 * match_title,match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`,
 * `_artists`, `_score`, `_refused_by` for N = 1..{@link REVIEW_CSV_CANDIDATES} (RFC 4180, CRLF,
 * artists joined by `; `). Pure.
 */
import type { MatchJobReviewRow } from '@mc/store';
import { csvField } from './match-job-output';

/** Candidate columns per CSV row. */
export const REVIEW_CSV_CANDIDATES = 3;

/** The CSV header of the queue. */
export const REVIEW_CSV_HEADER = [
  'artist',
  'title',
  'plays',
  'match_status',
  'match_recording_id',
  'match_title',
  'match_artists',
  'match_confidence',
  'match_type',
  ...Array.from({ length: REVIEW_CSV_CANDIDATES }, (_, i) =>
    ['id', 'title', 'artists', 'score', 'refused_by'].map((f) => `candidate_${i + 1}_${f}`),
  ).flat(),
];

/** One queue line (the contract's `MatchJobReviewLine`); `matchType` is the answer's band. */
export function reviewLine(row: MatchJobReviewRow, matchType: string | null) {
  const a = row.answer;
  return {
    name: row.artist,
    title: row.title,
    plays: row.plays,
    status: a.status === 'matched' ? ('matched' as const) : ('no_match' as const),
    recording: a.recording ?? null,
    confidence: a.confidence ?? null,
    version: a.version === 'same' || a.version === 'other' ? a.version : null,
    match_type: matchType,
    candidates: a.candidates ?? [],
  };
}

const names = (artists: readonly { name: string }[] | undefined) => (artists ?? []).map((x) => x.name).join('; ');
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** One CSV row of the queue, with its line end. */
export function reviewCsvLine(row: MatchJobReviewRow, matchType: string | null): string {
  const a = row.answer;
  const candidates = Array.from({ length: REVIEW_CSV_CANDIDATES }, (_, i) => {
    const c = a.candidates?.[i];
    return c ? [String(c.id), c.title, names(c.artists), String(c.score), c.refused_by] : ['', '', '', '', ''];
  }).flat();
  const fields = [
    row.artist,
    row.title,
    String(row.plays),
    a.status,
    text(a.recording?.id),
    text(a.recording?.title),
    names(a.recording?.artists),
    text(a.confidence),
    text(matchType),
    ...candidates,
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}
