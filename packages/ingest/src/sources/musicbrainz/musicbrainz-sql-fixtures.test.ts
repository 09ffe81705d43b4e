import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqlFixtureError, intArray, parsePgArray, parseSqlInserts } from './musicbrainz-sql-fixtures';

const sqlDir = join(__dirname, '../../../../../data/musicbrainz_server_fixtures/sql');

describe('parseSqlInserts', () => {
  it('reads quoted strings with doubled quotes, E-strings, NULL, numbers, booleans and arrays', () => {
    const t = parseSqlInserts(`\\set ON_ERROR_STOP 1
      SET client_min_messages TO 'warning'; -- comment; with semicolon
      INSERT INTO musicbrainz.recording (id, name, note, len, video, offs, arr, at)
        VALUES (1, 'An Architect''s Dream', E'a\\'b\\nc', NULL, TRUE, '{150,22352}', ARRAY[1, 2], now()),
               (2, 'x', 'y', -3.5, false, '{}', ARRAY[], '2011-01-18'::timestamptz);`);
    const rows = t.get('recording')!;
    expect(rows[0]).toEqual({
      id: 1,
      name: "An Architect's Dream",
      note: "a'b\nc",
      len: null,
      video: true,
      offs: '{150,22352}',
      arr: [1, 2],
      at: 'now()',
    });
    expect(rows[1]).toMatchObject({ len: -3.5, video: false, arr: [], at: '2011-01-18' });
    expect(intArray(rows[0]!.offs!)).toEqual([150, 22352]);
  });

  it('names the columns of INSERTs without a column list $1, $2, …', () => {
    const t = parseSqlInserts("INSERT INTO gender VALUES (1, 'Male', NULL);");
    expect(t.get('gender')).toEqual([{ $1: 1, $2: 'Male', $3: null }]);
  });

  it('reports a value count that does not match the columns', () => {
    expect(() => parseSqlInserts('INSERT INTO t (a, b) VALUES (1);')).toThrow(SqlFixtureError);
  });

  it('reads the real webservice.sql fixture', () => {
    const t = parseSqlInserts(readFileSync(join(sqlDir, 'webservice.sql'), 'utf8'));
    expect(t.get('artist')).toHaveLength(14);
    expect(t.get('cdtoc')).toHaveLength(50);
    expect(t.get('track')).toHaveLength(228);
    expect(t.get('recording')).toHaveLength(126);
    expect(t.get('artist')!.find((a) => a.gid === '678ba12a-e485-44c7-8eaf-25e61a78a61b')).toMatchObject({
      name: '後藤真希',
      sort_name: 'Goto, Maki',
    });
  });
});

describe('parsePgArray', () => {
  it('splits quoted and NULL elements', () => {
    expect(parsePgArray('{"a b",NULL,c}')).toEqual(['a b', null, 'c']);
    expect(() => parsePgArray('150,200')).toThrow(SqlFixtureError);
  });
});
