import { Readable } from 'node:stream';
import { MatchJobFileError, MatchJobReader, MatchJobTooLargeError, readDuration } from './match-job-input';
import { matchJobKey } from './match-jobs';
import { matchJobResultHeader, matchJobResultLine } from './match-job-output';

const LIMITS = { maxLines: 100, maxBytes: 1_000_000, maxRejects: 10 };

async function readAll(text: string, format: 'csv' | 'tsv' | 'jsonl', limits = LIMITS) {
  const reader = new MatchJobReader(Readable.from([Buffer.from(text)]), format, limits);
  const lines = [];
  for await (const l of reader.lines()) lines.push(l);
  return { lines, reader };
}

describe('job files', () => {
  test('reads a CSV with quoted fields and carries every column, rejecting lines it cannot read with their line number', async () => {
    const { lines, reader } = await readAll(
      'Artist,Title,Duration,id\n"Simon & Garfunkel","Mrs. Robinson, Pt. 2",3:56,a\nQueen,,,b\nQueen,Innuendo,1,2,3\nABBA,SOS,soon,d\n',
      'csv',
    );
    expect(lines).toEqual([
      {
        lineNo: 2,
        artist: 'Simon & Garfunkel',
        title: 'Mrs. Robinson, Pt. 2',
        duration: 236,
        input: ['Simon & Garfunkel', 'Mrs. Robinson, Pt. 2', '3:56', 'a'],
      },
    ]);
    expect(reader.columns).toEqual(['Artist', 'Title', 'Duration', 'id']);
    expect(reader.rejects.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(reader.rejects.map((r) => r.reason)).toEqual([
      'title: missing or empty',
      '5 fields; the header has 4',
      'duration: not seconds or M:SS',
    ]);
  });

  test('reads TSV without quoting and JSON Lines with `name` for the artist, keys in first-seen order', async () => {
    const tsv = await readAll('name\ttitle\n"Weird" Al\tAmish Paradise\n', 'tsv');
    expect(tsv.lines[0]).toMatchObject({ artist: '"Weird" Al', title: 'Amish Paradise' });
    const jsonl = await readAll('{"name":"Queen","title":"Innuendo","duration":391,"id":7}\n\nnot json\n[1]\n', 'jsonl');
    expect(jsonl.lines).toHaveLength(1);
    expect(jsonl.lines[0]).toMatchObject({ lineNo: 1, duration: 391 });
    expect(jsonl.reader.columns).toEqual(['name', 'title', 'duration', 'id']);
    expect(jsonl.reader.rejects).toEqual([
      { line: 3, reason: 'not valid JSON' },
      { line: 4, reason: 'not a JSON object' },
    ]);
  });

  test('refuses a file without an artist and title header, and stops past the line bound', async () => {
    await expect(readAll('song,singer\nx,y\n', 'csv')).rejects.toBeInstanceOf(MatchJobFileError);
    await expect(readAll('artist,title\na,b\nc,d\ne,f\n', 'csv', { ...LIMITS, maxLines: 2 })).rejects.toBeInstanceOf(
      MatchJobTooLargeError,
    );
  });

  test('reads durations as seconds or clock text', () => {
    expect([readDuration('4:41'), readDuration('281'), readDuration(281), readDuration(''), readDuration('4.41')]).toEqual([
      281,
      281,
      281,
      undefined,
      null,
    ]);
  });
});

describe('job keys and results', () => {
  test('lines differing in case, accents, punctuation or a few seconds share a key; another duration bucket does not', () => {
    expect(matchJobKey('Beyoncé', 'Halo!', 261)).toBe(matchJobKey('BEYONCE', 'halo', 262));
    expect(matchJobKey('Beyoncé', 'Halo', 261)).not.toBe(matchJobKey('Beyoncé', 'Halo', 300));
    expect(matchJobKey('Beyoncé', 'Halo')).not.toBe(matchJobKey('Beyoncé', 'Halo', 261));
  });

  test('writes CSV results after the input columns with RFC 4180 quoting, and JSON Lines with the input as an object', () => {
    const row = {
      lineNo: 2,
      input: ['Simon & Garfunkel', 'Mrs. Robinson, "live"'],
      answer: {
        status: 'matched' as const,
        recording: { id: 9, title: 'Mrs. Robinson', artists: [{ id: 1, name: 'Simon & Garfunkel' }] },
        confidence: 97,
        version: 'other',
        method: 'artist form, title form',
      },
      matchType: 'medium',
      version: 2,
    };
    expect(matchJobResultHeader('csv', ['artist', 'title'])).toBe(
      'artist,title,match_line,match_status,match_recording_id,match_title,match_artists,match_confidence,match_version,match_method,match_type,result_version\r\n',
    );
    expect(matchJobResultLine('csv', ['artist', 'title'], row)).toBe(
      'Simon & Garfunkel,"Mrs. Robinson, ""live""",2,matched,9,Mrs. Robinson,Simon & Garfunkel,97,other,"artist form, title form",medium,2\r\n',
    );
    expect(
      JSON.parse(matchJobResultLine('jsonl', ['artist', 'title'], { ...row, answer: { status: 'no_match' }, matchType: null })),
    ).toEqual({
      line: 2,
      input: { artist: 'Simon & Garfunkel', title: 'Mrs. Robinson, "live"' },
      status: 'no_match',
      recording: null,
      confidence: null,
      version: null,
      method: null,
      match_type: null,
      result_version: 2,
    });
  });
});
