/**
 * The pure rules the Discogs importer's spill relies on: album states folded in batches with a JSON
 * round trip and only distinct credit lines kept between batches give the albums an in-memory fold
 * gives; linking on the titles the catalog carries decides as on every title; dump file picking.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { buildCatalogArtistIndex } from '../common/artist-linking';
import { catalogArtistFixture } from '../common/catalog-artist-fixture';
import { type AlbumState, albumContributions, distinctCreditLines, updateAlbum } from './discogs-albums';
import { pickDiscogsDumpFiles } from './discogs-dump-input';
import { catalogRecordingTitles, decideDiscogsArtistLink } from './discogs-linking';
import { type CreditLine, groupCredits } from './discogs-mapping';
import { type DiscogsReleaseMapping, mapDiscogsMaster, mapDiscogsRelease } from './discogs-release-mapping';
import { loadGenreNames } from './discogs';
import { readDiscogsRecords } from './discogs-xml';

const DATA = join(__dirname, '../../../../../data');
const file = (what: string) => join(DATA, 'discogs_sample_20200806', `discogs_20200806_${what}.xml.gz`);
const genres = loadGenreNames(join(DATA, 'musicbrainz_jsondump_flattened_ddmal', 'genre.csv'));

const line = fc.record({
  role: fc.constantFrom('Producer', 'Written-By', 'Mixed By', 'Photography By', 'Vocals', 'Liner Notes'),
  name: fc.constantFrom('Ann', 'Bob', 'Cy', 'Dee'),
  artistId: fc.constantFrom(0, 1, 2, 3),
});

describe('distinct credit lines', () => {
  it('group into the same album credits as every line', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines: CreditLine[]) => {
        expect(groupCredits(distinctCreditLines(lines))).toEqual(groupCredits(lines));
      }),
    );
  });

  it('keep the first line of a role and person and drop its repeats', () => {
    const lines = [
      { role: 'Producer', name: 'Ann', artistId: 1 },
      { role: 'Producer', name: 'Ann B.', artistId: 1 },
      { role: 'Producer', name: 'Cy', artistId: 0 },
      { role: 'Mixed By', name: 'Ann', artistId: 1 },
      { role: 'Producer', name: 'Cy', artistId: 0 },
    ];
    expect(distinctCreditLines(lines)).toEqual([lines[0], lines[2], lines[3]]);
  });
});

describe('album states folded batch by batch', () => {
  let masters: { key: string; state: AlbumState }[];
  let releases: DiscogsReleaseMapping[];
  beforeAll(async () => {
    masters = [];
    for await (const el of readDiscogsRecords(file('masters'))) {
      const m = mapDiscogsMaster(el, genres);
      if (!('reject' in m)) masters.push({ key: m.key, state: { doc: m.doc, fromMaster: true, mainSeen: false, credits: [] } });
    }
    releases = [];
    const titles = new Map(masters.map((m) => [m.key, m.state.doc.title as string]));
    for await (const el of readDiscogsRecords(file('releases'))) {
      const r = mapDiscogsRelease(el, genres, titles);
      if (!('reject' in r)) releases.push(r);
    }
  }, 60_000); // reads and maps the sample files: seconds on a loaded machine, over the 5 s default

  const fresh = () => new Map(masters.map((m) => [m.key, structuredClone(m.state)]));

  it('give every album of the sample the writes of one in-memory fold', () => {
    const inMemory = fresh();
    for (const r of releases) updateAlbum(inMemory, r.albumKey, r.albumDoc, r.isMainRelease, r.albumCreditLines);
    // The spill's way: 7 releases at a time, states stored as JSON, credit lines kept once.
    const stored = new Map([...fresh()].map(([k, s]) => [k, JSON.stringify({ ...s, credits: [] })]));
    const storedLines = new Map<string, CreditLine[]>();
    for (let i = 0; i < releases.length; i += 7) {
      const batch = new Map<string, AlbumState>();
      for (const r of releases.slice(i, i + 7)) {
        if (!batch.has(r.albumKey) && stored.has(r.albumKey)) batch.set(r.albumKey, JSON.parse(stored.get(r.albumKey)!));
        updateAlbum(batch, r.albumKey, r.albumDoc, r.isMainRelease, r.albumCreditLines);
      }
      for (const [k, s] of batch) {
        stored.set(k, JSON.stringify({ ...s, credits: [] }));
        storedLines.set(k, distinctCreditLines([...(storedLines.get(k) ?? []), ...s.credits]));
      }
    }
    expect([...stored.keys()]).toEqual([...inMemory.keys()]);
    for (const [key, state] of inMemory) {
      const spilled = { ...(JSON.parse(stored.get(key)!) as AlbumState), credits: storedLines.get(key) ?? [] };
      expect(JSON.stringify(albumContributions(key, spilled))).toBe(JSON.stringify(albumContributions(key, state)));
    }
  });

  it('let the main release of a master set the album type and label, and fill genre only when missing', () => {
    const albums = new Map<string, AlbumState>([
      [
        '7',
        {
          doc: { title: 'M', type: 'ORIGINAL', format: 'ALBUM', genre: { name: 'jazz' } },
          fromMaster: true,
          mainSeen: false,
          credits: [],
        },
      ],
    ]);
    updateAlbum(
      albums,
      '7',
      { type: 'COMPILATION', format: 'ALBUM', label: 'A', distributor: 'A', genre: { name: 'rock' } },
      false,
      [],
    );
    updateAlbum(albums, '7', { type: 'ORIGINAL', format: 'EP', label: 'B', distributor: 'B' }, true, []);
    updateAlbum(albums, '7', { type: 'COMPILATION', format: 'SINGLE', label: 'C', distributor: 'C' }, false, []);
    expect(albums.get('7')!.doc).toEqual({
      title: 'M',
      type: 'ORIGINAL',
      format: 'EP',
      genre: { name: 'jazz' },
      label: 'B',
      distributor: 'B',
    });
  });
});

describe('linking on the titles the catalog carries', () => {
  const index = buildCatalogArtistIndex([
    catalogArtistFixture(1, 'Rainbow', { recordingTitles: new Set(['since you been gone', 'stone cold']) }),
    catalogArtistFixture(2, 'Rainbow', { recordingTitles: new Set(['rainbow eyes']) }),
    catalogArtistFixture(3, 'Aurora', { recordingTitles: new Set(['runaway']) }),
  ]);
  const known = catalogRecordingTitles(index);

  it('decides as on every title', () => {
    const title = fc.constantFrom('since you been gone', 'stone cold', 'rainbow eyes', 'runaway', 'other song', 'b side');
    fc.assert(
      fc.property(
        fc.constantFrom('Rainbow', 'Rainbow (2)', 'Aurora', 'Nobody'),
        fc.array(title, { maxLength: 6 }),
        (name, ts) => {
          const all = [...new Set(ts)];
          expect(
            decideDiscogsArtistLink(
              9,
              name,
              all.filter((t) => known.has(t)),
              index,
            ),
          ).toEqual(decideDiscogsArtistLink(9, name, all, index));
        },
      ),
    );
  });
});

describe('Discogs dump files', () => {
  it('picks the newest date with artists, masters and releases, preferring gzipped files', () => {
    const names = [
      'discogs_20250101_artists.xml.gz',
      'discogs_20250101_masters.xml.gz',
      'discogs_20250101_releases.xml.gz',
      'discogs_20250201_artists.xml',
      'discogs_20250201_artists.xml.gz',
      'discogs_20250201_labels.xml.gz',
      'discogs_20250201_masters.xml.gz',
      'discogs_20250201_releases.xml',
      'discogs_20250301_releases.xml.gz',
      'README.txt',
    ];
    expect(pickDiscogsDumpFiles(names)).toEqual({
      date: '20250201',
      files: {
        artists: 'discogs_20250201_artists.xml.gz',
        masters: 'discogs_20250201_masters.xml.gz',
        releases: 'discogs_20250201_releases.xml',
      },
    });
  });

  it('names the expected files and what it found when no date is complete', () => {
    expect(() => pickDiscogsDumpFiles(['discogs_20250301_releases.xml.gz', 'notes.md'])).toThrow(
      /expected discogs_YYYYMMDD_artists\.xml\.gz.*found 20250301: releases/,
    );
  });
});
