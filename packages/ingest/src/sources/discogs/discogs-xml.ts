/**
 * Streaming reader for the Discogs monthly XML dumps (`discogs_YYYYMMDD_{artists,labels,masters,
 * releases}.xml.gz`): gunzips and parses with `sax`, and yields each top-level record (`<artist>`,
 * `<label>`, `<master>`, `<release>`, i.e. the children of the root element) as a small element
 * tree, so memory stays bounded by one record however large the dump is.
 *
 * The tree keeps element names, attributes, child elements and text; character references are
 * decoded by sax. Whitespace-only text between elements is dropped.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import sax from 'sax';

/** One XML element: name, attributes, child elements in document order and its own text. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text directly inside this element (not inside children), untrimmed. */
  text: string;
}

/** First child element named `name`, if any. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** All child elements named `name` (empty when `el` is undefined). */
export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Trimmed text of the first child named `name`; `undefined` when absent or empty. */
export function childText(el: XmlElement | undefined, name: string): string | undefined {
  const t = child(el, name)?.text.trim();
  return t ? t : undefined;
}

function recordParser(onRecord: (r: XmlElement) => void): sax.SAXParser {
  const parser = sax.parser(true, { trim: false, normalize: false });
  const stack: XmlElement[] = [];
  parser.onopentag = (tag) => {
    const el: XmlElement = { name: tag.name, attrs: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent && stack.length >= 2) parent.children.push(el);
    stack.push(el);
  };
  const onText = (t: string) => {
    if (stack.length >= 2) stack[stack.length - 1]!.text += t;
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onclosetag = () => {
    const el = stack.pop();
    if (el && stack.length === 1) onRecord(el);
  };
  parser.onerror = (err) => {
    throw err;
  };
  return parser;
}

/**
 * Streams the records of one Discogs dump file.
 * @param file path of a `.xml.gz` file (gunzipped as it is read) or of an uncompressed `.xml` file.
 * @returns an async iterable of record elements in file order.
 * @throws Error on I/O, gzip or XML errors.
 */
export async function* readDiscogsRecords(file: string): AsyncGenerator<XmlElement> {
  let pending: XmlElement[] = [];
  const parser = recordParser((r) => pending.push(r));
  const raw = createReadStream(file);
  // pipeline: a read error (a missing file) destroys the gunzip stream, so the loop below throws it.
  const stream = file.endsWith('.gz') ? pipeline(raw, createGunzip(), () => undefined) : raw;
  stream.setEncoding('utf8'); // decodes multi-byte characters split across chunks correctly
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    if (pending.length) {
      const ready = pending;
      pending = [];
      yield* ready;
    }
  }
  parser.close();
  yield* pending;
}
