import { asRef, ref } from '@mc/catalog';
import { linesOfCsvRow, mapLine } from './catalog-file-lines';

describe('mapLine: recording durations', () => {
  const duration = (value: unknown) => {
    const out = mapLine('lib', 1, { kind: 'recording', key: 'r1', title: 'Vasastaden', duration: value });
    return 'contribution' in out && out.contribution ? out.contribution.doc.duration : out;
  };
  it('serves HH:MM:SS, M:SS and a number of seconds as HH:MM:SS', () => {
    expect(duration('4:45')).toBe('00:04:45');
    expect(duration('1:02:03')).toBe('01:02:03');
    expect(duration(225)).toBe('00:03:45');
    expect(duration('225')).toBe('00:03:45');
  });

  it('refuses text that is not a duration, naming the field', () => {
    for (const bad of ['four minutes', '4:75', -1]) expect(duration(bad)).toMatchObject({ field: 'duration' });
  });
});

describe('mapLine', () => {
  it('maps a recording line to a served document whose credits are refs of the source', () => {
    const out = mapLine('lib', 1, {
      kind: 'recording',
      key: 'r1',
      title: 'Vasastaden',
      duration: '6:11',
      isrc: 'se-abc-99-12345',
      aliases: ['Vasastan'],
      artists: [
        { key: 'a1', name: 'The Persuader' },
        { key: 'a2', name: 'Guest', link: 'Feat' },
      ],
    });
    if (!('contribution' in out) || !out.contribution) throw new Error(JSON.stringify(out));
    const doc = out.contribution.doc as Record<string, unknown>;
    expect(asRef(out.contribution.entity)).toEqual({ $ref: 'recording', source: 'lib', key: 'r1' });
    expect(doc).toMatchObject({ title: 'Vasastaden', duration: '00:06:11', isrc: 'SEABC9912345', alt_titles: ['Vasastan'] });
    const artists = doc.artists as { id: number; type: string; link: string }[];
    expect(artists.map((a) => [asRef(a.id).key, a.type, a.link])).toEqual([
      ['a1', 'MAIN', 'Main'],
      ['a2', 'FEAT', 'Feat'],
    ]);
  });

  it('lists an album under each credited artist and a release under its album', () => {
    const album = mapLine('lib', 1, { kind: 'album', key: 'al', title: 'Stockholm', artists: [{ key: 'a1', name: 'X' }] });
    const release = mapLine('lib', 2, { kind: 'release', key: 're', album: { key: 'al', title: 'Stockholm' } });
    if (!('listItems' in album) || !('listItems' in release)) throw new Error('refused');
    expect(album.listItems.map((i) => [i.list, asRef(i.owner).key])).toEqual([['artist_albums', 'a1']]);
    expect(release.listItems.map((i) => [i.list, asRef(i.owner).key])).toEqual([['album_releases', 'al']]);
  });

  it('refuses a line naming the field the reader wrote', () => {
    expect(mapLine('lib', 3, { kind: 'recording', key: 'r', title: 'T', artists: [{ name: 'No key' }] })).toMatchObject({
      line: 3,
      field: 'artists.0.key',
    });
    expect(mapLine('lib', 4, { kind: 'album', key: 'a', title: 'T', format: 'VINYL' })).toMatchObject({ field: 'format' });
    expect(mapLine('lib', 5, { kind: 'recording', key: 'r' })).toMatchObject({ field: 'title' });
  });

  it('takes a deleted line without checking the document', () => {
    expect(mapLine('lib', 6, { kind: 'artist', key: 'a1', deleted: true })).toEqual({
      kind: 'artist',
      key: 'a1',
      deleted: true,
      retract: [ref('artist', 'lib', 'a1')],
      lists: [],
    });
  });
});

describe('linesOfCsvRow', () => {
  it('stands for an artist, an album when given, and a recording keyed by artist and title', () => {
    const lines = linesOfCsvRow({ artist: ' HILA ', title: 'Give Me The Same', album: 'Singles', duration: '3:30' });
    expect(lines.map((l) => [l.kind, l.key])).toEqual([
      ['artist', 'HILA'],
      ['album', 'HILA\u0001Singles'],
      ['recording', 'HILA\u0001Give Me The Same'],
    ]);
    expect(lines[2]).toMatchObject({ duration: '3:30', artists: [{ key: 'HILA', name: 'HILA' }] });
  });
});
