/**
 * Reader for the MusicBrainz server's SQL test fixtures (`t/sql/*.sql` of metabrainz/
 * musicbrainz-server): PostgreSQL scripts made of `INSERT INTO table (col, …) VALUES (…), (…);`
 * statements, plus psql meta-commands, `SET`, `DROP TRIGGER`, `--` comments and other statements,
 * which are skipped.
 *
 * The tokenizer understands the SQL literals these fixtures use: single-quoted strings with `''`
 * escapes, `E'…'` strings with backslash escapes, `NULL`, integers and decimals (signed),
 * `TRUE`/`FALSE`, `ARRAY[…]` constructors, `'{…}'` array literals (kept as the text; see
 * {@link parsePgArray}), casts (`'…'::type`, ignored) and function calls such as `now()` (kept as
 * the text `now()`). Statements without a column list (`INSERT INTO t VALUES (…)`) get positional
 * column names `$1`, `$2`, … — the caller knows the table's column order.
 */

/** A SQL literal value: text, number, boolean, NULL, or an ARRAY[…] constructor's elements. */
export type SqlValue = string | number | boolean | null | SqlValue[];

/** One inserted row, keyed by column name. */
export type SqlRow = Record<string, SqlValue>;

/** Rows per table name (schema prefix such as `musicbrainz.` removed), in file order. */
export type SqlTables = Map<string, SqlRow[]>;

/** A syntax error in a fixture, with the character offset where it was found. */
export class SqlFixtureError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
    this.name = 'SqlFixtureError';
  }
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    for (;;) {
      const m = /^(?:\s+|--[^\n]*)/.exec(this.text.slice(this.pos, this.pos + 4096));
      if (!m) return;
      this.pos += m[0].length;
    }
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.pos] ?? '';
  }

  expect(ch: string): void {
    if (this.peek() !== ch) throw new SqlFixtureError(`expected "${ch}" but found "${this.text[this.pos] ?? 'end'}"`, this.pos);
    this.pos++;
  }

  identifier(): string {
    this.skipSpace();
    const m = /^(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)(?:\.(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*))*/.exec(
      this.text.slice(this.pos, this.pos + 256),
    );
    if (!m) throw new SqlFixtureError('expected an identifier', this.pos);
    this.pos += m[0].length;
    return m[0].replace(/"/g, '');
  }

  quoted(backslashEscapes: boolean): string {
    // at the opening quote
    let out = '';
    let i = this.pos + 1;
    const t = this.text;
    for (;;) {
      if (i >= t.length) throw new SqlFixtureError('unterminated string literal', this.pos);
      const c = t[i]!;
      if (c === "'") {
        if (t[i + 1] === "'") {
          out += "'";
          i += 2;
          continue;
        }
        i++;
        break;
      }
      if (backslashEscapes && c === '\\') {
        const n = t[i + 1] ?? '';
        const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
        out += map[n] ?? n;
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    this.pos = i;
    return out;
  }

  /** One value expression of a VALUES tuple. */
  value(): SqlValue {
    const c = this.peek();
    let v: SqlValue;
    if (c === "'") {
      v = this.quoted(false);
    } else if ((c === 'E' || c === 'e') && this.text[this.pos + 1] === "'") {
      this.pos++;
      v = this.quoted(true);
    } else if (c === '(') {
      this.pos++;
      v = this.value();
      this.expect(')');
    } else {
      const rest = this.text.slice(this.pos, this.pos + 64);
      const num = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(rest);
      if (num) {
        this.pos += num[0].length;
        v = Number(num[0]);
      } else if (/^ARRAY\s*\[/i.test(rest)) {
        this.pos += /^ARRAY\s*\[/i.exec(rest)![0].length;
        const items: SqlValue[] = [];
        if (this.peek() !== ']') {
          for (;;) {
            items.push(this.value());
            if (this.peek() === ',') {
              this.pos++;
              continue;
            }
            break;
          }
        }
        this.expect(']');
        v = items;
      } else {
        const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(rest);
        if (!word) throw new SqlFixtureError(`unexpected "${c}" in a value`, this.pos);
        this.pos += word[0].length;
        const w = word[0].toUpperCase();
        if (w === 'NULL') v = null;
        else if (w === 'TRUE') v = true;
        else if (w === 'FALSE') v = false;
        else if (w === 'DEFAULT') v = null;
        else if (this.peek() === '(') {
          // function call such as now(): keep its source text
          const start = this.pos;
          let depth = 0;
          do {
            const ch = this.text[this.pos++];
            if (ch === undefined) throw new SqlFixtureError('unterminated function call', start);
            if (ch === '(') depth++;
            if (ch === ')') depth--;
          } while (depth > 0);
          v = `${word[0]}${this.text.slice(start, this.pos).trim()}`;
        } else {
          throw new SqlFixtureError(`unknown keyword "${word[0]}" in a value`, this.pos - word[0].length);
        }
      }
    }
    // casts: value::type[] (ignored, the literal is kept)
    while (this.peek() === ':' && this.text[this.pos + 1] === ':') {
      this.pos += 2;
      this.identifier();
      while (this.peek() === '[' && this.text[this.pos + 1] === ']') this.pos += 2;
    }
    return v;
  }
}

/** Index just past the `;` that ends the statement starting at `from` (quotes respected). */
function statementEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'") {
      i++;
      while (i < text.length) {
        if (text[i] === "'" && text[i + 1] === "'") i += 2;
        else if (text[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === ';') {
      return i + 1;
    } else i++;
  }
  return text.length;
}

/**
 * Parses every `INSERT INTO … VALUES …;` statement of a fixture script.
 * @returns rows per table (schema prefix removed), in file order.
 * @throws {SqlFixtureError} on a malformed INSERT statement (other statements are skipped).
 */
export function parseSqlInserts(text: string): SqlTables {
  const tables: SqlTables = new Map();
  const s = new Scanner(text);
  while (s.pos < text.length) {
    s.skipSpace();
    if (s.pos >= text.length) break;
    if (text[s.pos] === '\\') {
      // psql meta-command: to end of line
      const nl = text.indexOf('\n', s.pos);
      s.pos = nl < 0 ? text.length : nl + 1;
      continue;
    }
    if (!/^INSERT\s+INTO\s/i.test(text.slice(s.pos, s.pos + 16))) {
      s.pos = statementEnd(text, s.pos);
      continue;
    }
    s.pos += /^INSERT\s+INTO/i.exec(text.slice(s.pos, s.pos + 16))![0].length;
    const table = s.identifier().replace(/^musicbrainz\./, '');
    let columns: string[] | undefined;
    if (s.peek() === '(') {
      s.pos++;
      columns = [];
      for (;;) {
        columns.push(s.identifier());
        if (s.peek() === ',') {
          s.pos++;
          continue;
        }
        break;
      }
      s.expect(')');
    }
    s.skipSpace();
    if (!/^VALUES/i.test(text.slice(s.pos, s.pos + 6))) {
      // INSERT … SELECT and the like: not data we can read
      s.pos = statementEnd(text, s.pos);
      continue;
    }
    s.pos += 6;
    const rows = tables.get(table) ?? [];
    for (;;) {
      s.expect('(');
      const values: SqlValue[] = [];
      for (;;) {
        values.push(s.value());
        if (s.peek() === ',') {
          s.pos++;
          continue;
        }
        break;
      }
      s.expect(')');
      if (columns && values.length !== columns.length) {
        throw new SqlFixtureError(`${table}: ${values.length} values for ${columns.length} columns`, s.pos);
      }
      const names = columns ?? values.map((_, i) => `$${i + 1}`);
      rows.push(Object.fromEntries(names.map((n, i) => [n, values[i]!])));
      if (s.peek() === ',') {
        s.pos++;
        continue;
      }
      break;
    }
    tables.set(table, rows);
    const tail = s.peek();
    if (tail === ';') s.pos++;
    else s.pos = statementEnd(text, s.pos); // e.g. ON CONFLICT … clauses
  }
  return tables;
}

/**
 * Parses a PostgreSQL array literal such as `{150,22352,38335}` or `{"a b",NULL}` (one dimension).
 * Values stay text; `NULL` elements become null.
 * @throws {SqlFixtureError} when the text is not a `{…}` literal.
 */
export function parsePgArray(text: string): (string | null)[] {
  const t = text.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) throw new SqlFixtureError(`not an array literal: ${t.slice(0, 40)}`, 0);
  const body = t.slice(1, -1);
  if (body.trim() === '') return [];
  const out: (string | null)[] = [];
  let i = 0;
  while (i <= body.length) {
    while (body[i] === ' ') i++;
    if (body[i] === '"') {
      let v = '';
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === '\\') i++;
        v += body[i++] ?? '';
      }
      i++;
      out.push(v);
    } else {
      const end = body.indexOf(',', i);
      const raw = body.slice(i, end < 0 ? body.length : end).trim();
      out.push(raw.toUpperCase() === 'NULL' ? null : raw);
      i = end < 0 ? body.length : end;
    }
    while (body[i] === ' ') i++;
    if (body[i] !== ',') break;
    i++;
  }
  return out;
}

/** Numbers of an integer array value, whether given as `ARRAY[…]` or as a `'{…}'` literal. */
export function intArray(value: SqlValue): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return parsePgArray(value).map(Number);
  return [];
}
