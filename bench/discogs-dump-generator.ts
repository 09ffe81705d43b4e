/**
 * A Discogs-dump-shaped folder (`discogs_20991231_{artists,masters,releases}.xml.gz`) `copies` times
 * the size of the shipped sample (`data/discogs_sample_20200806`), for `bench:discogs-dump`.
 *
 * Copy 0 is the sample as it is. Copy c ≥ 1 is each sample record again with every Discogs id
 * (artist, master, release, label; `id` elements and attributes, `master_id`, `main_release`)
 * raised by c × 100,000,000 (above every real id, so copies never meet) and every `title` drawn
 * from the sample's own titles (releases, masters, tracks) by a PRNG of (seed, copy, record): the
 * real strings recombined, with the sample's structure (tracklists, credits, formats, labels).
 * The same seed and sample give the same files. Records are written one at a time (gzip stream,
 * XML serialised by fast-xml-parser's builder), so memory does not grow with `copies`.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { XMLBuilder } from 'fast-xml-parser';
import { type XmlElement, itemPrng, readDiscogsRecords } from '@mc/ingest';

/** Id offset between two copies. */
export const COPY_ID_STRIDE = 100_000_000;
const FILES = ['artists', 'masters', 'releases'] as const;
const SHIFTED_TEXT = new Set(['id', 'master_id', 'main_release']);

type BuilderNode = Record<string, unknown>;
const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_' });

/** The builder's ordered form of `el` (its text first, then its children). */
function toBuilderNode(el: XmlElement): BuilderNode {
  const children: BuilderNode[] = [];
  if (el.text.trim()) children.push({ '#text': el.text });
  for (const c of el.children) children.push(toBuilderNode(c));
  const node: BuilderNode = { [el.name]: children };
  const attrs = Object.entries(el.attrs);
  if (attrs.length) node[':@'] = Object.fromEntries(attrs.map(([k, v]) => [`@_${k}`, v]));
  return node;
}

const shift = (v: string, by: number) => (/^\d+$/.test(v.trim()) ? String(Number(v.trim()) + by) : v);

/** A copy of `el` with its ids raised by `by` and its titles drawn by `rand` from `titles`. */
function recombined(el: XmlElement, by: number, titles: string[], rand: () => number): XmlElement {
  const attrs = { ...el.attrs };
  if (attrs.id !== undefined) attrs.id = shift(attrs.id, by);
  let text = el.text;
  if (SHIFTED_TEXT.has(el.name)) text = shift(text, by);
  if (el.name === 'title' && titles.length) text = titles[Math.floor(rand() * titles.length)]!;
  return { name: el.name, attrs, text, children: el.children.map((c) => recombined(c, by, titles, rand)) };
}

/** Every `title` text of the sample's masters and releases (track titles included). */
async function sampleTitles(sampleDir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = (el: XmlElement) => {
    if (el.name === 'title' && el.text.trim()) out.push(el.text.trim());
    el.children.forEach(walk);
  };
  for (const what of ['masters', 'releases']) {
    for await (const el of readDiscogsRecords(join(sampleDir, `discogs_20200806_${what}.xml.gz`))) walk(el);
  }
  return out;
}

/**
 * Writes the folder (module doc) into `outDir` (which must exist).
 * @returns records written per file. @throws on read, XML or write errors.
 */
export async function writeDiscogsDump(
  sampleDir: string,
  outDir: string,
  o: { copies: number; seed: number },
): Promise<Record<(typeof FILES)[number], number>> {
  const titles = await sampleTitles(sampleDir);
  const counts = { artists: 0, masters: 0, releases: 0 };
  for (const [stream, what] of FILES.entries()) {
    const gz = createGzip();
    const done = finished(gz.pipe(createWriteStream(join(outDir, `discogs_20991231_${what}.xml.gz`))));
    const write = async (s: string) => {
      if (!gz.write(s)) await once(gz, 'drain');
    };
    await write(`<${what}>`);
    for (let c = 0; c < o.copies; c++) {
      let i = 0;
      for await (const el of readDiscogsRecords(join(sampleDir, `discogs_20200806_${what}.xml.gz`))) {
        const rec = c === 0 ? el : recombined(el, c * COPY_ID_STRIDE, titles, itemPrng(o.seed, stream * 10_000 + c, i));
        await write(builder.build([toBuilderNode(rec)]) as string);
        i += 1;
        counts[what] += 1;
      }
    }
    await write(`</${what}>\n`);
    gz.end();
    await done;
  }
  return counts;
}
