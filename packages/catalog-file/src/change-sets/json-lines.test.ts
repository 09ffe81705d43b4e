import { Readable } from 'node:stream';
import { ChangeSetTooLargeError, type JsonLinesLimits, jsonLines } from './json-lines';

const LIMITS: JsonLinesLimits = { maxBytes: 1_000_000, maxLines: 1000, maxLineBytes: 100 };

async function collect(chunks: (string | Buffer)[], limits = LIMITS) {
  const out = [];
  for await (const l of jsonLines(Readable.from(chunks), limits)) out.push(l);
  return out;
}

describe('jsonLines', () => {
  it('numbers lines across chunk boundaries, skips blank ones and drops a trailing carriage return', async () => {
    const lines = await collect(['{"a":', '1}\r\n\n  \n{"b"', ':2}\n{"c":3}']);
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}', tooLong: false },
      { line: 4, text: '{"b":2}', tooLong: false },
      { line: 5, text: '{"c":3}', tooLong: false },
    ]);
  });

  it('keeps a multi-byte character split between chunks whole', async () => {
    const bytes = Buffer.from('{"name":"Beyoncé"}\n', 'utf8');
    const cut = bytes.indexOf(0xc3) + 1;
    const lines = await collect([bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(lines.map((l) => l.text)).toEqual(['{"name":"Beyoncé"}']);
  });

  it('hands on a line over the line limit as too long, without its text, and goes on', async () => {
    const lines = await collect([`${'x'.repeat(60)}`, `${'y'.repeat(60)}\n{"ok":true}\n`]);
    expect(lines).toEqual([
      { line: 1, text: '', tooLong: true },
      { line: 2, text: '{"ok":true}', tooLong: false },
    ]);
  });

  it('stops past the line and byte limits of the stream', async () => {
    await expect(collect(['1\n2\n3\n'], { ...LIMITS, maxLines: 2 })).rejects.toEqual(new ChangeSetTooLargeError('lines', 2));
    await expect(collect(['1234567890\n'], { ...LIMITS, maxBytes: 5 })).rejects.toEqual(new ChangeSetTooLargeError('bytes', 5));
  });
});
