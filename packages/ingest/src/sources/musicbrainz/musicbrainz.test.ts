import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import { buildMusicBrainzBatches, readMusicBrainzDatasets } from './musicbrainz';
import { linkMusicBrainzToBillboard } from './musicbrainz-billboard-links';
import { creditLinks } from './musicbrainz-documents';
import { albumTypeFormat, supportFromFormats, translatedTag, wsDate } from './musicbrainz-model';

const input = readMusicBrainzDatasets(join(__dirname, '../../../../../data'));
const parts = buildMusicBrainzBatches(input);
const doc = (kind: string, key: string) =>
  parts.contributions.find((c) => asRef(c.entity).$ref === kind && asRef(c.entity).key === key)?.doc;

describe('musicbrainz mapping of the real datasets', () => {
  it('links 16 of the 50 fixture TOCs to imported releases, each recomputing to its disc id', () => {
    expect(parts.counts.distinctDiscIds).toBe(16);
    expect(parts.counts.fixtureTocsLinked).toBe(16);
    expect(parts.rejects.filter((r) => r.reason.startsWith('fixture CD TOC not attached'))).toHaveLength(34);
  });

  it('maps BoA with aliases and ja / ko-Hang translated names', () => {
    expect(doc('artist', 'a16d1433-ba89-4f72-a47b-a370add0bb55')).toMatchObject({
      name: 'BoA',
      type: 'Person',
      birth_date: '1986-11-05',
      aliases: expect.arrayContaining([
        { alias: 'ボア', link: 'Alias' },
        { alias: 'Kwon BoA', link: 'Alias' },
      ]),
      translated: [
        { lang: 'ja', rfc_5646: 'ja', name: 'ボア' },
        { lang: 'ko', rfc_5646: 'ko-Hang', name: '보아' },
      ],
      externals: { ext_mb: ['a16d1433-ba89-4f72-a47b-a370add0bb55'] },
    });
  });

  it('keeps the sort name as an alias and resolves the country of The Beatles', () => {
    expect(doc('artist', 'b10bbbfc-cf9e-42e0-be17-e2c3e1d2600d')).toMatchObject({
      type: 'Band',
      country_code: 'GB',
      aliases: expect.arrayContaining([{ alias: 'Beatles, The', link: 'Alias' }]),
    });
  });

  it('rejects the synthetic Testy artist and the synthetic fixture scripts', () => {
    expect(doc('artist', '802673f0-9b88-4e8a-bb5c-dd01d68b086a')).toBeUndefined();
    expect(input.rejects.map((r) => r.record)).toEqual(expect.arrayContaining(['cdtoc.sql', 'tracklist.sql']));
  });

  it('maps a release with album, barcode, label and CD support', () => {
    expect(doc('release', 'aff4a693-5970-4e2e-bd46-e2ee49c22de7')).toMatchObject({
      album: { title: 'the Love Bug' },
      release_date: '2004-03-17',
      barcode: '4988064451180',
      support: 'CD',
    });
  });

  it('maps recordings with ISRCs and credits, merging WS JSON into the same MBID', () => {
    expect(doc('recording', '6b517117-8b98-463b-9457-f8e3a08d1f49')).toMatchObject({
      title: "The World's Greatest",
      duration: '00:04:38',
      isrc: 'USJI10100576',
    });
    expect(doc('recording_credits', '6b517117-8b98-463b-9457-f8e3a08d1f49')?.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ parent_credit_name: 'production' })]),
    );
    expect(doc('recording', 'cb2cc207-8125-445c-9ef9-6ea44eee959a')).toMatchObject({
      title: 'Thinking Out Loud',
      isrc: 'GBAHS1400099',
    });
  });

  it('lists release tracks with disc and track numbers', () => {
    const items = parts.listItems.filter(
      (l) => l.list === 'release_tracks' && asRef(l.owner).key === 'aff4a693-5970-4e2e-bd46-e2ee49c22de7',
    );
    expect(items.map((i) => i.item!.track_number)).toEqual([1, 2, 3]);
  });
});

describe('musicbrainz value rules', () => {
  it('tags translated names by locale and script', () => {
    expect(translatedTag('ボア', 'ja')).toEqual({ lang: 'ja', rfc_5646: 'ja' });
    expect(translatedTag('Boa', 'ja')).toEqual({ lang: 'ja', rfc_5646: 'ja-Latn' });
    expect(translatedTag('보아', 'ko')).toEqual({ lang: 'ko', rfc_5646: 'ko-Hang' });
    expect(translatedTag('ジョン・レノン', 'ja_JP')).toEqual({ lang: 'ja', rfc_5646: 'ja-JP' });
    expect(translatedTag('Битлз', null)).toEqual({ rfc_5646: 'und-Cyrl' });
  });

  it('maps formats, types, dates, durations and credit links', () => {
    expect(supportFromFormats(['CD', 'CD'])).toBe('2CD');
    expect(supportFromFormats(['12" Vinyl'])).toBe('LP');
    expect(supportFromFormats(['Cassette'])).toBe('K7');
    expect(supportFromFormats(['Digital Media'])).toBe('NUM');
    expect(supportFromFormats(['CD', 'DVD'])).toBeUndefined();
    expect(albumTypeFormat('Album', ['Live'])).toEqual({ format: 'ALBUM', type: 'LIVE' });
    expect(albumTypeFormat('Single', ['Remix'])).toEqual({ format: 'SINGLE', type: 'ORIGINAL' });
    // No primary type: more than four tracks is an album (UK chart rule); four or fewer stays unknown.
    expect(albumTypeFormat(undefined, [], 6)).toEqual({ format: 'ALBUM', type: 'ORIGINAL' });
    expect(albumTypeFormat(undefined, [], 4)).toEqual({ type: 'ORIGINAL' });
    expect(albumTypeFormat('Other', [], 12)).toEqual({ type: 'ORIGINAL' });
    expect(wsDate('1957-03')).toBe('1957-03-00');
    const c = (joinPhrase: string) => ({ artistMbid: joinPhrase, name: 'x', joinPhrase });
    expect(creditLinks([c(' & '), c(' feat. '), c('')])).toEqual(['Main', 'Main', 'Feat']);
    expect(creditLinks([c(' ft. '), c('')])).toEqual(['Main', 'Feat']);
    expect(creditLinks([c(' presents '), c(' x '), c('')])).toEqual(['Main', 'Main', 'Main']);
  });
});

describe('linkMusicBrainzToBillboard', () => {
  const bbArtists = [
    { key: 'Imagine Dragons', name: 'Imagine Dragons' },
    { key: 'Distance', name: 'Distance' },
  ];
  const bbRecordings = [
    { key: 'Imagine Dragons\u0001Whatever It Takes', title: 'Whatever It Takes', artistKeys: ['Imagine Dragons'] },
  ];
  it('links on equal folded name plus a shared title, and the recording through the linked artist', () => {
    const links = linkMusicBrainzToBillboard(
      [
        { mbid: 'id', name: 'IMAGINE DRAGONS' },
        { mbid: 'd', name: 'Distance' },
      ],
      [{ mbid: 'r1', title: 'Whatever it takes', artistMbids: ['id'] }],
      bbArtists,
      bbRecordings,
    );
    expect(links.artists).toEqual([{ mbid: 'id', billboardKey: 'Imagine Dragons' }]);
    expect(links.recordings).toEqual([{ mbid: 'r1', billboardKey: 'Imagine Dragons\u0001Whatever It Takes' }]);
    expect(links.refused).toEqual([
      expect.objectContaining({ kind: 'artist', reason: 'same folded name but no shared recording title' }),
    ]);
  });

  it('refuses a recording link when two MB recordings claim the same charted song', () => {
    const links = linkMusicBrainzToBillboard(
      [{ mbid: 'id', name: 'Imagine Dragons' }],
      [
        { mbid: 'r1', title: 'Whatever It Takes', artistMbids: ['id'] },
        { mbid: 'r2', title: 'Whatever It Takes', artistMbids: ['id'] },
      ],
      bbArtists,
      bbRecordings,
    );
    expect(links.recordings).toEqual([]);
    expect(links.refused.filter((r) => r.kind === 'recording')).toHaveLength(2);
  });
});
