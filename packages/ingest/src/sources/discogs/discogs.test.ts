import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import { buildCatalogArtistIndex } from '../common/artist-linking';
import { catalogArtistFixture } from '../common/catalog-artist-fixture';
import { decideDiscogsArtistLink, loadGenreNames } from './discogs';
import {
  albumTypeAndFormat,
  classifyArtistUrl,
  creditCategory,
  discOfPosition,
  mapDiscogsArtist,
  parseDiscogsDate,
  splitRoles,
  supportFromFormats,
} from './discogs-mapping';
import { type DiscogsReleaseMapping, mapDiscogsMaster, mapDiscogsRelease } from './discogs-release-mapping';
import { type XmlElement, readDiscogsRecords } from './discogs-xml';

const DATA = join(__dirname, '../../../../../data');
const file = (what: string) => join(DATA, 'discogs_sample_20200806', `discogs_20200806_${what}.xml.gz`);

async function records(what: string, ids: string[]): Promise<Map<string, XmlElement>> {
  const out = new Map<string, XmlElement>();
  for await (const el of readDiscogsRecords(file(what))) {
    const id = el.attrs.id ?? el.children.find((c) => c.name === 'id')?.text.trim() ?? '';
    if (ids.includes(id)) out.set(id, el);
    if (out.size === ids.length) break;
  }
  return out;
}

const genres = loadGenreNames(join(DATA, 'musicbrainz_jsondump_flattened_ddmal', 'genre.csv'));
const keyOf = (r: unknown) => asRef(r as number).key;

// Names without Discogs' disambiguation suffix, and its note: ./discogs-names.test.ts.
describe('Discogs artists', () => {
  let artists: Map<string, XmlElement>;
  beforeAll(async () => {
    artists = await records('artists', ['1', '2', '3']);
  });

  it('keeps name and realname, and turns name variations and aliases into Alias entries', () => {
    const m = mapDiscogsArtist(artists.get('1')!);
    if ('reject' in m) throw new Error(m.reject.reason);
    const doc = m.contribution.doc;
    expect(doc.name).toBe('The Persuader');
    expect(doc.real_firstname_lastname).toBe('Jesper Dahlbäck');
    expect(doc.type).toBe('Person');
    const aliases = (doc.aliases as { alias: string; link: string }[]).map((a) => a.alias);
    expect(aliases).toEqual(expect.arrayContaining(['Persuader', 'The Presuader', 'Jesper Dahlbäck', 'Groove Machine']));
    expect(doc.externals).toEqual({ ext_dg: [1] });
    expect(doc.socials).toBeUndefined(); // only a Wikipedia URL
  });

  it('makes an artist with members a Band whose members are Discogs artist refs with the member role', () => {
    const m = mapDiscogsArtist(artists.get('2')!);
    if ('reject' in m) throw new Error(m.reject.reason);
    expect(m.contribution.doc.type).toBe('Band');
    const members = m.contribution.doc.band_members as {
      id_artist: number;
      name_artist: string;
      id_role: number;
      name_role: string;
    }[];
    expect(members.map((x) => [keyOf(x.id_artist), x.name_artist, keyOf(x.id_role), x.name_role])).toEqual([
      ['26', 'Alexi Delano', 'member', 'Member'],
      ['27', 'Cari Lekebusch', 'member', 'Member'],
    ]);
  });

  it('classifies artist URLs into website and social keys, skipping reference sites', () => {
    expect(classifyArtistUrl('http://www.lekebuschmusik.se')).toBe('website');
    expect(classifyArtistUrl('https://twitter.com/joshwink')).toBe('link_microblog');
    expect(classifyArtistUrl('http://www.facebook.com/x')).toBe('link_social_network');
    expect(classifyArtistUrl('https://en.wikipedia.org/wiki/Josh_Wink')).toBeUndefined();
    expect(classifyArtistUrl('not a url')).toBeUndefined();
  });
});

describe('Discogs field rules', () => {
  it('reads disc numbers from CD, vinyl-side and disc-track positions', () => {
    expect(
      [
        '1',
        '11a',
        'A',
        'B2',
        'C1',
        'D',
        'AA1',
        'A.1',
        'B. 3',
        'A6 (a)',
        '2-3',
        '1-5.2',
        'CD2-4',
        'CD-1',
        'DVD-1',
        'LP-A1',
        'Video',
      ].map(discOfPosition),
    ).toEqual([1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 2, 1, 2, 1, 1, 1, undefined]);
  });

  it('normalises dates', () => {
    expect(parseDiscogsDate('2000')).toBe('2000-00-00');
    expect(parseDiscogsDate('1999-03-00')).toBe('1999-03-00');
    expect(parseDiscogsDate('')).toBeUndefined();
  });

  it('maps formats to supports and album types', () => {
    expect(supportFromFormats([{ name: 'CD', qty: 2, descriptions: ['Album'] }])).toBe('2CD');
    expect(supportFromFormats([{ name: 'Vinyl', qty: 1, descriptions: ['7"', 'Single'] }])).toBe('EP');
    expect(supportFromFormats([{ name: 'Vinyl', qty: 2, descriptions: ['12"'] }])).toBe('LP');
    expect(supportFromFormats([{ name: 'Cassette', qty: 1, descriptions: [] }])).toBe('K7');
    expect(supportFromFormats([{ name: 'File', qty: 3, descriptions: ['MP3'] }])).toBe('NUM');
    expect(supportFromFormats([{ name: 'Shellac', qty: 1, descriptions: [] }])).toBeUndefined();
    expect(albumTypeAndFormat([{ descriptions: ['Compilation', 'Album'] }])).toEqual({ type: 'COMPILATION', format: 'ALBUM' });
    expect(albumTypeAndFormat([{ descriptions: ['12"', 'EP'] }])).toEqual({ type: 'ORIGINAL', format: 'EP' });
  });

  it('splits role texts and files them under credit categories', () => {
    expect(splitRoles('Remix, Producer [Additional, Uncredited]')).toEqual(['Remix', 'Producer [Additional, Uncredited]']);
    expect(
      [
        'Written-By',
        'Music By [All Tracks By]',
        'Mixed By',
        'Lead Vocals',
        'Tenor Saxophone',
        'Photography By',
        'Management',
      ].map(creditCategory),
    ).toEqual(['Writing', 'Writing', 'Production', 'Performance', 'Performance', 'Visual', 'Other']);
  });
});

describe('Discogs masters and releases', () => {
  let releases: Map<string, XmlElement>;
  let masters: Map<string, XmlElement>;
  beforeAll(async () => {
    releases = await records('releases', ['1', '3']);
    masters = await records('masters', ['113']);
  });

  const mapped = (id: string): DiscogsReleaseMapping => {
    const m = mapDiscogsRelease(releases.get(id)!, genres, new Map());
    if ('reject' in m) throw new Error(m.reject.reason);
    return m;
  };

  it('maps a master to an album with year date, genre from the style and main artists', () => {
    const m = mapDiscogsMaster(masters.get('113')!, genres);
    if ('reject' in m) throw new Error(m.reject.reason);
    expect(m.key).toBe('113');
    expect(m.doc).toMatchObject({
      title: 'Moments In Time',
      type: 'ORIGINAL',
      format: 'ALBUM',
      original_release_date: '2002-00-00',
    });
    expect((m.doc.genre as { name: string }).name).toBe('techno');
    expect((m.doc.artists as { name: string }[]).map((a) => a.name)).toEqual(['Vince Watson']);
    expect(m.doc.externals).toEqual({ ext_dg: [113] });
  });

  it('maps a release to a release of its master album with date, support and distributor', () => {
    const m = mapped('1');
    const release = m.contributions[0]!;
    expect(keyOf(release.entity)).toBe('1');
    expect(release.doc).toMatchObject({ release_date: '1999-03-00', support: 'LP', distributor: 'Svek', recommended: true });
    expect(keyOf((release.doc.album as { id: number }).id)).toBe('1660109');
    expect(m.albumKey).toBe('1660109');
    expect(m.albumDoc).toMatchObject({ title: 'Stockholm', label: 'Svek' });
    expect(m.albumDoc.original_release_date).toBeUndefined();
  });

  it('numbers vinyl tracks within each disc and keys recordings by release and position', () => {
    const tracks = mapped('1')
      .listItems.filter((l) => l.list === 'release_tracks')
      .map((l) => [l.itemKey, l.item!.disc_number, l.item!.track_number]);
    expect(tracks).toEqual([
      ['1:A', 1, 1],
      ['1:B1', 1, 2],
      ['1:B2', 1, 3],
      ['1:C1', 2, 1],
      ['1:C2', 2, 2],
      ['1:D', 2, 3],
    ]);
    const rec = mapped('1').contributions.find((c) => keyOf(c.entity) === '1:A')!;
    expect(rec.doc).toMatchObject({ title: 'Östermalm', duration: '00:04:45', externals: { ext_dg: [1] } });
    expect((rec.doc.artists as { name: string; link: string }[]).map((a) => [a.name, a.link])).toEqual([
      ['The Persuader', 'Main'],
    ]);
  });

  it('turns release extra artists into album credit lines and track extra artists into recording credits', () => {
    expect(mapped('1').albumCreditLines).toEqual([{ role: 'Music By [All Tracks By]', name: 'Jesper Dahlbäck', artistId: 239 }]);
    const m = mapped('3');
    const credits = m.contributions.find((c) => asRef(c.entity).$ref === 'recording_credits' && keyOf(c.entity) === '3:3')!;
    expect(credits.doc.data).toEqual([
      {
        parent_credit_name: 'Production',
        parent_credit: [{ credit_child_name: 'Remix', credit_child: [{ name: 'Mood II Swing', id_artist: expect.anything() }] }],
      },
    ]);
    expect(m.sameAs.map((s) => [asRef(s.entity).$ref, keyOf(s.target)])).toContainEqual(['recording_credits', '3:3']);
    const rec = m.contributions.find((c) => asRef(c.entity).$ref === 'recording' && keyOf(c.entity) === '3:3')!;
    expect((rec.doc.artists as { name: string }[]).map((a) => a.name)).toEqual(['Sylk 130']);
  });
});

describe('decideDiscogsArtistLink', () => {
  const artist = catalogArtistFixture;

  it('links on a Discogs id the catalog artist already carries', () => {
    const index = buildCatalogArtistIndex([artist(7, 'The Beatles', { discogsIds: [82730] })]);
    expect(decideDiscogsArtistLink(82730, 'The Beatles', new Set(), index)?.target?.id).toBe(7);
  });

  it('links a same-name artist only when a recording title is shared', () => {
    const index = buildCatalogArtistIndex([artist(1, 'Chicago', { recordingTitles: new Set(['saturday in the park']) })]);
    expect(decideDiscogsArtistLink(5, 'Chicago (2)', new Set(['saturday in the park']), index)?.target?.id).toBe(1);
    const refused = decideDiscogsArtistLink(6, 'Chicago', new Set(['some techno track']), index);
    expect(refused?.target).toBeUndefined();
    expect(refused?.reason).toMatch(/no shared recording title/);
    expect(decideDiscogsArtistLink(7, 'Nobody Here', new Set(), index)).toBeUndefined();
  });
});
