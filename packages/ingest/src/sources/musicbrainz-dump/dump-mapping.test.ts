import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRef, isRef } from '@mc/catalog';
import { linkGroupLookup, readIsoCountryNames } from '../musicbrainz/musicbrainz';
import { DUMP_FILE_KINDS, type DumpEntity, discogsArtistIds, mapDumpDocument, rankedGenres } from './dump-mapping';

const DATA = join(__dirname, '../../../../../data');
const ctx = { groupOf: linkGroupLookup(DATA), alpha2ToName: readIsoCountryNames(DATA).alpha2ToName };
/** A picard WS/2 JSON document, as one line of a dump file would hold it. */
const ws = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DATA, 'musicbrainz_ws_json_picard', 'ws_data', file), 'utf8')) as Record<string, unknown>;
const map = (entity: DumpEntity, file: string) => mapDumpDocument(entity, ws(file), ctx);
const docOf = (w: ReturnType<typeof mapDumpDocument>, kind: string) =>
  w.contributions.filter((c) => asRef(c.entity).$ref === kind).map((c) => c.doc);
/** `doc` with refs shown as `kind:key`. */
const plain = (v: unknown): unknown =>
  isRef(v)
    ? `${v.$ref}:${v.key}`
    : Array.isArray(v)
      ? v.map(plain)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
        : v;

describe('MusicBrainz dump lines (picard WS/2 documents) mapped to catalog writes', () => {
  it('maps an artist line with type, gender, area country, life-span, sort name and localed aliases', () => {
    const w = map('artist', 'artist.json');
    expect(w.rejects).toEqual([]);
    expect(plain(docOf(w, 'artist'))).toEqual([
      {
        name: 'Ed Sheeran',
        type: 'Person',
        isni: '0000000364434564',
        gender: 'Male',
        country_code: 'GB',
        country_name: 'United Kingdom',
        birth_date: '1991-02-17',
        aliases: [
          { alias: 'Sheeran, Ed', link: 'Alias' },
          { alias: 'Shearan', link: 'Alias' },
          { alias: 'Ed Sheeran (en)', link: 'Alias' },
          { alias: 'Ed Sheeran (en_CA)', link: 'Alias' },
        ],
        translated: [
          { lang: 'en', rfc_5646: 'en', name: 'Ed Sheeran (en)' },
          { lang: 'en', rfc_5646: 'en-CA', name: 'Ed Sheeran (en_CA)' },
        ],
        externals: { ext_mb: ['b8a7c51f-362c-4dcb-a259-bc6e0095f0a6'] },
      },
    ]);
  });

  it('gives an ended person a death date', () => {
    expect(docOf(map('artist', 'artist_ended.json'), 'artist')[0]).toMatchObject({
      name: 'Serge Gainsbourg',
      country_code: 'FR',
      birth_date: '1928-04-02',
      death_date: '1991-03-02',
    });
  });

  it('maps a release group line to an album dated by its first release date', () => {
    const w = map('release-group', 'release_group.json');
    expect(plain(docOf(w, 'album'))).toEqual([
      {
        title: 'The Dark Side of the Moon',
        format: 'ALBUM',
        type: 'ORIGINAL',
        original_release_date: '1973-03-24',
        externals: { ext_mb: ['f5093c06-23e3-404f-aeaa-40f72885ee3a'] },
      },
    ]);
  });
});

describe('MusicBrainz dump release lines', () => {
  it('maps a two-medium release with its barcode, album and tracks on each disc', () => {
    const w = map('release', 'release_multidisc.json');
    expect(plain(docOf(w, 'release')[0])).toMatchObject({
      album: { id: 'album:b89c4dbd-1734-4536-a16d-dde648f735c0', title: 'ケアレス' },
      release_date: '2021-09-15',
      barcode: '4547366518764',
    });
    const tracks = w.listItems.filter((i) => i.list === 'release_tracks').map((i) => plain(i.item));
    expect(tracks).toHaveLength(7);
    expect(tracks[0]).toMatchObject({ disc_number: 1, track_number: 1, recording: { title: 'ケアレス', duration: '00:04:16' } });
    expect(tracks[4]).toMatchObject({ disc_number: 2, track_number: 1 });
    expect(w.listItems.filter((i) => i.list === 'album_releases').map((i) => plain(i.owner))).toEqual([
      'album:b89c4dbd-1734-4536-a16d-dde648f735c0',
    ]);
  });

  it('keeps the disc ids of a release whose TOCs recompute to them', () => {
    const w = map('release', 'release_5medias.json');
    expect(docOf(w, 'release')[0]).toMatchObject({ barcode: '5099902943527', label: 'EMI' });
    expect(w.discTocs.map((t) => [t.discId, t.mediumPosition, t.leadout, t.trackOffsets.length])).toEqual([
      ['tNSQ3K59B8ZkSb19P__Jet6B.sk-', 1, 199410, 5],
      ['6NksHllhjO74WpVDabBDhj3P0qk-', 2, 301068, 6],
    ]);
    expect(w.rejects).toEqual([]);
  });

  it('rejects a disc whose offsets do not give its disc id', () => {
    const doc = ws('release_5medias.json');
    const media = doc.media as { discs?: { offsets: number[] }[] }[];
    media[0]!.discs![0]!.offsets[1]! += 1;
    const w = mapDumpDocument('release', doc, ctx);
    expect(w.discTocs.map((t) => t.discId)).toEqual(['6NksHllhjO74WpVDabBDhj3P0qk-']);
    expect(w.rejects.map((r) => r.reason)).toEqual(['CD TOC that does not give its stored disc id']);
  });
});

describe('MusicBrainz dump recording lines and genres', () => {
  it('maps a recording line with its ISRC, duration, credits and relationship credits (sameAs the recording)', () => {
    const w = map('recording', 'recording.json');
    expect(plain(docOf(w, 'recording')[0])).toMatchObject({
      title: 'Thinking Out Loud',
      duration: '00:04:41',
      isrc: 'GBAHS1400099',
      related_isrcs: ['GBAHS1400099'],
      artists: [{ id: 'artist:b8a7c51f-362c-4dcb-a259-bc6e0095f0a6', name: 'Ed Sheeran', link: 'Main' }],
    });
    expect(docOf(w, 'recording_credits')).toHaveLength(1);
    expect(w.sameAs.map((s) => [asRef(s.entity).$ref, asRef(s.target).$ref, asRef(s.target).key])).toEqual([
      ['recording_credits', 'recording', 'cb2cc207-8125-445c-9ef9-6ea44eee959a'],
    ]);
  });

  it('credits the artists after a "feat." join phrase as Feat', () => {
    const artists = docOf(map('recording', 'recording_multi_artists_1.json'), 'recording')[0]!.artists as { link: string }[];
    expect(artists.map((a) => a.link)).toEqual(['Main', 'Feat', 'Feat']);
  });

  it('writes only the line entity, never the partial entities it embeds', () => {
    const kinds = map('release', 'release.json').contributions.map((c) => asRef(c.entity).$ref);
    expect(new Set(kinds)).toEqual(new Set(['release', 'track']));
  });

  it("writes each file's entities only of the kinds listed for that file (what retraction checks)", () => {
    const files: [DumpEntity, string[]][] = [
      ['artist', ['artist.json', 'artist_arabic.json', 'artist_ended.json']],
      ['release-group', ['release_group.json']],
      ['release', ['release.json', 'release_multidisc.json', 'release_5medias.json']],
      ['recording', ['recording.json', 'recording_credits.json', 'recording_multi_artists_1.json']],
    ];
    for (const [entity, docs] of files) {
      const kinds = new Set(docs.flatMap((f) => map(entity, f).contributions.map((c) => asRef(c.entity).$ref)));
      expect([...kinds].sort()).toEqual([...DUMP_FILE_KINDS[entity]].sort());
    }
  });

  it('rejects a document that is no entity lookup (a browse page)', () => {
    const w = map('release-group', 'release_group_2.json');
    expect(w.contributions).toEqual([]);
    expect(w.rejects.map((r) => r.reason)).toEqual(['release-group: WS fragment or browse page without an entity of its own']);
  });

  it('ranks genres by votes and gives a recording its top genre', () => {
    const genres = ws('release.json').genres;
    expect(rankedGenres({ genres })).toEqual([
      { name: 'genre1', count: 5 },
      { name: 'genre2', count: 3 },
    ]);
    const w = mapDumpDocument('recording', { ...ws('recording.json'), genres }, ctx);
    expect(plain(docOf(w, 'recording')[0]!.genre)).toEqual({ id_genre: 'genre:genre1', name: 'genre1' });
  });

  it('reads Discogs artist ids from discogs URL relations only', () => {
    const relations = [
      { type: 'discogs', url: { resource: 'https://www.discogs.com/artist/2883705-Ed-Sheeran' } },
      { type: 'wikidata', url: { resource: 'https://www.wikidata.org/wiki/Q47447' } },
    ];
    expect(discogsArtistIds({ relations })).toEqual([2883705]);
    expect(docOf(mapDumpDocument('artist', { ...ws('artist.json'), relations }, ctx), 'artist')[0]!.externals).toEqual({
      ext_mb: ['b8a7c51f-362c-4dcb-a259-bc6e0095f0a6'],
      ext_dg: [2883705],
    });
  });
});
