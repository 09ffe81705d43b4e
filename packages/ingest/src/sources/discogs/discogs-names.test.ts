/**
 * Names as the artist is known (./discogs-names.ts), on the whole Discogs sample: no mapped name,
 * credited name, alias or member name ends in Discogs' " (N)"; the number is in the artist's
 * `disambiguation` note, and the Discogs id stays the artist's key and `externals.ext_dg`. The
 * `discogs_dump` source maps its records with the same functions.
 */
import { join } from 'node:path';
import { type JsonObject, asRef } from '@mc/catalog';
import { loadGenreNames } from './discogs';
import { mapDiscogsArtist } from './discogs-mapping';
import { artistNameFields, creditedArtistDoc, disambiguationNote, stripDisambiguation } from './discogs-names';
import { type DiscogsReleaseMapping, mapDiscogsMaster, mapDiscogsRelease } from './discogs-release-mapping';
import { type XmlElement, childText, readDiscogsRecords } from './discogs-xml';

const DATA = join(__dirname, '../../../../../data');
const file = (what: string) => join(DATA, 'discogs_sample_20200806', `discogs_20200806_${what}.xml.gz`);
const genres = loadGenreNames(join(DATA, 'musicbrainz_jsondump_flattened_ddmal', 'genre.csv'));
/** Discogs' disambiguation suffix, as the issue states it. */
const SUFFIX = /\s\(\d+\)$/;

async function all(what: string): Promise<XmlElement[]> {
  const out: XmlElement[] = [];
  for await (const el of readDiscogsRecords(file(what))) out.push(el);
  return out;
}

/** Every `name`, `alias`, `name_artist` string anywhere in a document (credits, artists, members). */
function namesIn(doc: unknown, out: string[] = []): string[] {
  if (Array.isArray(doc)) for (const d of doc) namesIn(d, out);
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc)) {
      if ((k === 'name' || k === 'alias' || k === 'name_artist') && typeof v === 'string') out.push(v);
      else namesIn(v, out);
    }
  }
  return out;
}

describe('Discogs disambiguation suffix', () => {
  it('is removed from names and kept as a note', () => {
    expect(stripDisambiguation('Question Authority (2)')).toBe('Question Authority');
    expect(stripDisambiguation('Blink-182')).toBe('Blink-182');
    expect(stripDisambiguation('Sunday (1994) Band')).toBe('Sunday (1994) Band');
    expect(stripDisambiguation('(2)')).toBe('(2)');
    expect(disambiguationNote('Horsepower (6)')).toBe('Discogs (6)');
    expect(disambiguationNote('Horsepower')).toBeUndefined();
    expect(artistNameFields('The Biz (5)')).toEqual({ name: 'The Biz', disambiguation: 'Discogs (5)' });
    expect(artistNameFields('The Biz')).toEqual({ name: 'The Biz' });
  });

  it('is in no artist name, alias or member name of the sample, and the number is in the note', async () => {
    let suffixed = 0;
    for (const el of await all('artists')) {
      const m = mapDiscogsArtist(el);
      if ('reject' in m) continue;
      const { entity, doc } = m.contribution;
      const id = Number(childText(el, 'id'));
      expect(namesIn(doc).filter((n) => SUFFIX.test(n))).toEqual([]);
      expect(asRef(entity).key).toBe(String(id));
      expect(doc.externals).toEqual({ ext_dg: [id] });
      const n = /\((\d+)\)$/.exec(childText(el, 'name')!)?.[1];
      expect(doc.disambiguation).toBe(n ? `Discogs (${n})` : undefined);
      if (n) suffixed += 1;
    }
    expect(suffixed).toBeGreaterThan(20);
  });

  it('maps "Entity (2)" (Discogs artist 54) to "Entity" with the note "Discogs (2)"', async () => {
    const el = (await all('artists')).find((a) => childText(a, 'id') === '54')!;
    const m = mapDiscogsArtist(el);
    if ('reject' in m) throw new Error(m.reject.reason);
    expect(m.contribution.doc).toMatchObject({ name: 'Entity', disambiguation: 'Discogs (2)', externals: { ext_dg: [54] } });
  });
});

describe('names credited by Discogs masters and releases', () => {
  let releases: DiscogsReleaseMapping[];
  let masters: JsonObject[];
  beforeAll(async () => {
    masters = [];
    for (const el of await all('masters')) {
      const m = mapDiscogsMaster(el, genres);
      if (!('reject' in m)) masters.push(m.doc);
    }
    releases = [];
    for (const el of await all('releases')) {
      const r = mapDiscogsRelease(el, genres, new Map());
      if (!('reject' in r)) releases.push(r);
    }
  });

  it('credit no name with the suffix on albums, releases, recordings, credits and album credit lines', () => {
    const docs = [...masters, ...releases.flatMap((r) => [r.albumDoc, ...r.contributions.map((c) => c.doc)])];
    const names = [...namesIn(docs), ...releases.flatMap((r) => r.albumCreditLines.map((l) => l.name))];
    expect(names.length).toBeGreaterThan(1000);
    expect(names.filter((n) => SUFFIX.test(n))).toEqual([]);
  });

  it('credit the artist under the name its own document serves, the number in its note', () => {
    const printed = new Map<number, string>();
    for (const r of releases) for (const [id, c] of r.credited) printed.set(id, c.name);
    const suffixed = [...printed].filter(([, name]) => SUFFIX.test(name));
    expect(suffixed.length).toBeGreaterThan(50);
    for (const [id, name] of suffixed) {
      const doc = creditedArtistDoc(id, name, [`${name} `, 'Other Spelling (3)']);
      expect(namesIn(doc).filter((n) => SUFFIX.test(n))).toEqual([]);
      expect(doc.disambiguation).toBe(`Discogs (${/\((\d+)\)$/.exec(name)![1]})`);
      expect(doc.externals).toEqual({ ext_dg: [id] });
    }
    // Each release credits an artist under its Discogs name as printed there, suffix removed:
    // "The Negatives (2)" (818972) is credited as "The Negatives", with its own Discogs id.
    for (const r of releases) {
      for (const c of r.contributions) {
        for (const a of (c.doc.artists as { id: number; name: string }[] | undefined) ?? []) {
          const asPrinted = r.credited.get(Number(asRef(a.id).key))!.name; // case may differ by track
          expect(a.name.toLowerCase()).toBe(stripDisambiguation(asPrinted).toLowerCase());
        }
      }
    }
    const credited = releases
      .flatMap((r) => r.contributions)
      .flatMap((c) => (c.doc.artists as { id: number; name: string }[] | undefined) ?? []);
    const negatives = credited.filter((a) => asRef(a.id).key === '818972');
    expect(negatives.length).toBeGreaterThan(0);
    expect(new Set(negatives.map((a) => a.name))).toEqual(new Set(['The Negatives']));
  });
});
