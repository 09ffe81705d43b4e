import { type JsonObject, LISTS, asRef, ref } from '@mc/catalog';
import { type LineOutcome, mapLine } from './catalog-file-lines';

type Kept = Extract<LineOutcome, { deleted: false }>;

/** The accepted outcome of a line of source `lib`; fails the test on a reject. */
function kept(value: JsonObject): Kept {
  const out = mapLine('lib', 1, value);
  if ('reason' in out || out.deleted) throw new Error(JSON.stringify(out));
  return out;
}
const keyOf = (value: unknown) => asRef(value as number).key;

describe('mapLine: documents served under their recording or album id', () => {
  it('declares a lyric the same entity as its recording and serves its times as text with computed timestamps', () => {
    const out = kept({ kind: 'lyric', key: 'r1', lfid: 42, lrc: [{ line: 'la linea', milliseconds: 16018, duration: 4331 }] });
    expect(out.sameAs).toEqual([{ entity: ref('lyric', 'lib', 'r1'), target: ref('recording', 'lib', 'r1') }]);
    expect(out.contribution!.doc).toMatchObject({
      lfid: '42',
      territories: [],
      id_recording: ref('recording', 'lib', 'r1'),
      lrc: [{ line: 'la linea', milliseconds: '16018', duration: '4331', lrc_timestamp: '[00:16.02]' }],
    });
  });

  it('refuses a lyric without its provider id and a timed line whose time is not milliseconds', () => {
    expect(mapLine('lib', 2, { kind: 'lyric', key: 'r1' })).toMatchObject({ line: 2, field: 'lfid' });
    expect(
      mapLine('lib', 3, { kind: 'lyric', key: 'r1', lfid: 'x', translations: [{ lrc: [{ milliseconds: 'soon' }] }] }),
    ).toMatchObject({
      field: 'translations.0.lrc.0.milliseconds',
    });
  });

  it('resolves credited artists by key and refuses a descriptor that is not a number', () => {
    const out = kept({
      kind: 'album_credits',
      key: 'al1',
      data: [
        { parent_credit_name: 'Production', parent_credit: [{ credit_child: [{ name: 'J. D.', key: 'a1' }, { name: 'Anon' }] }] },
      ],
    });
    const children = ((out.contribution!.doc.data as JsonObject[])[0]!.parent_credit as JsonObject[])[0]!
      .credit_child as JsonObject[];
    expect(children.map((c) => [c.name, c.id_artist === undefined ? null : keyOf(c.id_artist)])).toEqual([
      ['J. D.', 'a1'],
      ['Anon', null],
    ]);
    expect(mapLine('lib', 4, { kind: 'album_audio', key: 'al1', valence: 'high' })).toMatchObject({ field: 'valence' });
    expect(mapLine('lib', 5, { kind: 'album_cover_art', key: 'al1', width: 10 })).toMatchObject({ field: 'path' });
  });
});

describe('mapLine: lines stating a whole list', () => {
  it('keys tracks by disc and position, sorts them so, and states the release list whole', () => {
    const out = kept({
      kind: 'release_tracks',
      key: 're1',
      tracks: [
        { track_number: 2, recording: { key: 'r2', title: 'B', duration: 225 } },
        { disc_number: 1, track_number: 1, recording: { key: 'r1', title: 'A' } },
      ],
    });
    expect(out.listItems.map((i) => [i.itemKey, i.sortKey])).toEqual([
      ['1/2', '0001:0002'],
      ['1/1', '0001:0001'],
    ]);
    expect(out.listItems[0]!.item).toMatchObject({ disc_number: 1, recording: { title: 'B', duration: '00:03:45' } });
    expect(out.lists).toEqual([
      { list: LISTS.releaseTracks, ownerKind: 'release', ownerSource: 'lib', ownerKey: 're1', itemKeys: ['1/2', '1/1'] },
    ]);
  });

  it('refuses a track position given twice and a list line without its list', () => {
    const twice = { track_number: 1, recording: { key: 'r1', title: 'A' } };
    expect(mapLine('lib', 6, { kind: 'release_tracks', key: 're1', tracks: [twice, twice] })).toMatchObject({
      field: 'tracks.1.track_number',
    });
    expect(mapLine('lib', 7, { kind: 'artist_pictures', key: 'a1' })).toMatchObject({ field: 'pictures' });
  });

  it('defaults a picture to a square JPEG and checks biographies against the contract languages', () => {
    const out = kept({ kind: 'artist_pictures', key: 'a1', pictures: [{ id_picture: 9, name: 'a.jpg' }] });
    expect(out.listItems[0]!.item).toEqual({ id_picture: 9, name: 'a.jpg', format: '1:1', mimetype: 'image/jpeg' });
    expect(
      mapLine('lib', 8, { kind: 'artist_biographies', key: 'a1', biographies: [{ lang: 'SV', content: 'x' }] }),
    ).toMatchObject({
      field: 'biographies.0.lang',
    });
  });

  it('empties the list when its line is deleted', () => {
    expect(mapLine('lib', 9, { kind: 'show_pictures', key: 's1', deleted: true })).toEqual({
      kind: 'show_pictures',
      key: 's1',
      deleted: true,
      retract: [],
      lists: [{ list: LISTS.showPictures, ownerKind: 'show', ownerSource: 'lib', ownerKey: 's1', itemKeys: [] }],
    });
  });
});

describe('mapLine: shows, genres and charts', () => {
  it('shares genres by folded name and sets the parent of a genre', () => {
    const out = kept({ kind: 'genre', key: 'Minimal Techno', parent_genre: { key: 'techno' } });
    expect(out.contribution!.entity).toEqual(ref('genre', 'genre', 'minimal techno'));
    expect(out.contribution!.parent).toEqual(ref('genre', 'genre', 'techno'));
    expect(out.contribution!.doc).toMatchObject({ name: 'Minimal Techno', parent_genre: { name: 'techno' } });
    expect(mapLine('lib', 10, { kind: 'genre', key: 'Techno', parent_genre: { key: 'TECHNO' } })).toMatchObject({
      field: 'parent_genre.key',
    });
  });

  it('states a show type shared by name with the show and refers to artists by key', () => {
    const out = kept({ kind: 'show', key: 's1', name: 'Sónar', type: { name: 'Festival' }, artists: [{ key: 'a1', name: 'X' }] });
    expect(out.contributions.map((c) => asRef(c.entity))).toEqual([
      { $ref: 'show_type', source: 'mb_jsondump', key: 'Festival' },
    ]);
    expect((out.contribution!.doc.artists as JsonObject[]).map((a) => keyOf(a.id))).toEqual(['a1']);
    expect(mapLine('lib', 11, { kind: 'show', key: 's1', year: 1999 })).toMatchObject({ field: 'name' });
  });

  it('lists a chart date under its chart and its rows by rank, counting matched rows', () => {
    const out = kept({
      kind: 'chart_date',
      key: 'd1',
      chart: { key: 'c1' },
      start_date: '1999-03-06',
      rows: [{ rank: 2 }, { rank: 1, ms_recordings: [{ key: 'r1', title: 'A' }] }],
    });
    expect(out.contribution!.doc).toMatchObject({ total: 2, matched: 1, id_charts: ref('chart', 'lib', 'c1') });
    expect(out.listItems.map((i) => [i.list, i.itemKey, i.sortKey])).toEqual([
      [LISTS.chartDates, 'd1', '1999-03-06\u0001d1'],
      [LISTS.chartRows, '1', '000002:000001'],
      [LISTS.chartRows, '2', '000001:000002'],
    ]);
    expect(mapLine('lib', 12, { kind: 'chart_date', key: 'd1', start_date: '1999-03-06' })).toMatchObject({ field: 'chart' });
    expect(
      mapLine('lib', 13, { kind: 'chart', key: 'c1', name: 'N', area: 'A', source: 'S', official: 'yes', country_code: null }),
    ).toMatchObject({
      field: 'official',
    });
  });
});
