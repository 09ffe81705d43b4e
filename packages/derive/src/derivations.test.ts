import type { SourceDocument } from '@mc/store';
import { deriveArtistGenres, deriveArtistTypes } from './artist-derivations';
import { deriveGenreTopArtists, type GenreArtistFacts } from './genre-derivations';
import {
  cleanShowName,
  deriveShowFields,
  performerCandidates,
  showArtists,
  showPerformerKeys,
  showYear,
} from './show-derivations';
import { RecordingAlbumCollector, albumOfReleases, albumSummaries, deriveRecordingAlbums } from './recording-derivations';

const doc = (id: number, fields: Record<string, unknown>, sources = ['billboard']): SourceDocument => ({
  id,
  doc: { id, ...fields } as SourceDocument['doc'],
  sources,
});
const genres = new Map([
  [1, 'pop'],
  [2, 'rock'],
  [3, 'dance pop'],
]);
const recording = (id: number, artistIds: number[], genre?: number) =>
  doc(id, {
    title: `t${id}`,
    artists: artistIds.map((a) => ({ id: a, name: `a${a}`, link: 'Main' })),
    ...(genre === undefined ? {} : { genre: { id_genre: genre, name: genres.get(genre) ?? 'World/Traditional' } }),
  });

describe('deriveArtistGenres', () => {
  it('makes the most frequent recording genre Main and the others Secondary, by count then name', () => {
    const [d] = deriveArtistGenres(
      [doc(10, { name: 'Katy Perry' })],
      [recording(1, [10], 2), recording(2, [10], 1), recording(3, [10], 1), recording(4, [10], 3)],
      genres,
    );
    expect(d).toMatchObject({ id: 10, field: 'genres', rule: 'artist-genres:recording-genres' });
    expect(d!.value).toEqual([
      { id_genre: 1, name: 'pop', link: 'Main' },
      { id_genre: 3, name: 'dance pop', link: 'Secondary' },
      { id_genre: 2, name: 'rock', link: 'Secondary' },
    ]);
    expect(d!.evidence).toEqual({ recordings_per_genre: { pop: 2, 'dance pop': 1, rock: 1 } });
  });

  it('leaves artists whose source states genres, genres without a document and uncredited artists alone', () => {
    const out = deriveArtistGenres(
      [
        doc(10, { name: 'A', genres: [{ id_genre: 2, name: 'rock', link: 'Main' }] }),
        doc(11, { name: 'B' }),
        doc(12, { name: 'C' }),
      ],
      [recording(1, [10, 11], 1), recording(2, [11], 99), recording(3, [13], 1)],
      genres,
    );
    expect(out.map((d) => [d.id, d.value])).toEqual([[11, [{ id_genre: 1, name: 'pop', link: 'Main' }]]]);
  });
});

describe('deriveArtistTypes', () => {
  const members = (ids: number[]) => ids.map((id) => ({ id_artist: id, name_artist: `m${id}`, id_role: 1 }));

  it('types an untyped artist with band members Band and its untyped members Person', () => {
    const out = deriveArtistTypes([
      doc(1, { name: 'Group', band_members: members([2, 3]) }),
      doc(2, { name: 'M2' }),
      doc(3, { name: 'M3', type: 'Person' }),
    ]);
    expect(out.map((d) => [d.id, d.value, d.rule])).toEqual([
      [1, 'Band', 'artist-type:band-members'],
      [2, 'Person', 'artist-type:member-of'],
    ]);
  });

  it('never types from an article and never overrides a source that states the type', () => {
    const out = deriveArtistTypes([
      doc(1, { name: 'The Beatles' }),
      doc(2, { name: 'Solo', type: 'Band', band_members: members([3]) }),
      doc(4, { name: 'London Symphony Orchestra', type: 'Person' }),
    ]);
    expect(out).toEqual([]);
  });

  it('types an untyped artist whose name holds an ensemble word Band, with the word as evidence', () => {
    const out = deriveArtistTypes([
      doc(1, { name: 'Encanto Cast' }),
      doc(2, { name: 'Bandit' }),
      doc(3, { name: 'The Mormon Tabernacle Choir' }),
    ]);
    expect(out.map((d) => [d.id, d.value, d.rule, d.evidence])).toEqual([
      [1, 'Band', 'artist-type:ensemble-name', { name: 'Encanto Cast', word: 'cast' }],
      [3, 'Band', 'artist-type:ensemble-name', { name: 'The Mormon Tabernacle Choir', word: 'choir' }],
    ]);
  });
});

describe('deriveGenreTopArtists', () => {
  const facts = (id: number, popularity: number | null, link = 'Main'): GenreArtistFacts => ({
    id,
    name: `a${id}`,
    type: 'Person',
    countryCode: id === 2 ? 'US' : null,
    countryName: id === 2 ? 'United States' : null,
    genres: [{ idGenre: 1, link }],
    popularity,
  });

  it('lists a genre’s artists by descending popularity, unknown popularity last', () => {
    const items = deriveGenreTopArtists([facts(1, null), facts(2, 90), facts(3, 40, 'Secondary')], new Set([1]));
    expect(items.map((i) => [i.ownerId, i.item?.id, i.sortKey])).toEqual([
      [1, 2, '0000'],
      [1, 3, '0001'],
      [1, 1, '0002'],
    ]);
    expect(items[0]!.item).toEqual({
      id: 2,
      name: 'a2',
      type: 'Person',
      link: 'Main',
      country_code: 'US',
      country_name: 'United States',
    });
  });

  it('lists nothing under a genre that has no document', () => {
    expect(deriveGenreTopArtists([facts(1, 10)], new Set([2]))).toEqual([]);
  });
});

describe('show names, years and artists', () => {
  it.each([
    ['"Elixir at Willard Straight Hall, Cornell"', 'Elixir at Willard Straight Hall, Cornell'],
    ['"Praktiline mees" esitlus', null],
    ['"Schandmaul "Unendlich" Tour 2014, RuhrCongress Bochum"', 'Schandmaul "Unendlich" Tour 2014, RuhrCongress Bochum'],
    ['"A" and "B"', null],
    ['Rock am Ring 2005', null],
    ['""', null],
  ])('cleans %s to %s', (name, cleaned) => expect(cleanShowName(name)).toBe(cleaned));

  it.each([
    ['Last Exit contra at Willard Straight Hall, Cornell in 2011', 2011],
    ['Rock am Ring 2005', 2005],
    ['Festival 2004 / 2005', null],
    ['Room 20055', null],
    ['[concert]', null],
  ])('reads the year of %s as %s', (name, year) => expect(showYear(name)).toBe(year));

  const byKey = new Map([
    ['elixir', [{ id: 7, name: 'Elixir' }]],
    [
      'notorious',
      [
        { id: 8, name: 'Notorious' },
        { id: 9, name: 'NOTORIOUS' },
      ],
    ],
  ]);

  it('names the performer of "<performer> at <venue>" when exactly one artist has that name', () => {
    expect(showArtists('Elixir at Willard Straight Hall', byKey)).toEqual([{ id: 7, name: 'Elixir' }]);
    expect(showArtists('Notorious at Willard Straight Hall', byKey)).toEqual([]);
    expect(showArtists('Elixir', byKey)).toEqual([]);
  });

  it('looks up only the performer a show names, and none when a source states its artists', () => {
    expect(showPerformerKeys(doc(1, { name: '"Elixir at Willard Straight Hall"' }))).toEqual(['elixir']);
    expect(showPerformerKeys(doc(2, { name: 'Elixir at X', artists: [{ id: 7 }] }))).toEqual([]);
    expect(showPerformerKeys(doc(3, { name: 'Rock am Ring 2005' }))).toEqual([]);
  });

  it('derives name, year and artists with their evidence, and leaves stated years alone', () => {
    const out = deriveShowFields(
      [
        doc(1, { name: '"Elixir at Willard Straight Hall, Cornell in 2011"' }, ['mb_jsondump']),
        doc(2, { name: 'Elixir at X 1999', year: 2000 }),
      ],
      byKey,
    );
    expect(out.map((d) => [d.id, d.field, d.value, d.rule])).toEqual([
      [1, 'name', 'Elixir at Willard Straight Hall, Cornell in 2011', 'show-name:wrapping-quotes'],
      [1, 'year', 2011, 'show-year:named'],
      [1, 'artists', [{ id: 7, name: 'Elixir' }], 'show-artists:performer-at-venue'],
      [2, 'artists', [{ id: 7, name: 'Elixir' }], 'show-artists:performer-at-venue'],
    ]);
  });
});

describe('deriveRecordingAlbums', () => {
  const track = (release: number, recording: number) => ({ ownerId: release, item: { recording: { id: recording } } });

  it('lists the albums of the releases that play a recording, oldest first, with the releases as evidence', () => {
    const [d, ...rest] = deriveRecordingAlbums(
      [doc(1, { title: 'Yesterday' }), doc(2, { title: 'Yesterday (Live)' })],
      [track(10, 1), track(11, 1), track(12, 1), track(13, 3)],
      [doc(10, { album: { id: 100 } }), doc(11, { album: { id: 101 } }), doc(12, { album: { id: 100 } })],
      [
        doc(100, { title: 'Help!', type: 'ORIGINAL', format: 'ALBUM', original_release_date: '1965-08-06' }),
        doc(101, { title: '1', type: 'COMPILATION', original_release_date: '2000-11-13' }),
      ],
    );
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ id: 1, field: 'albums', rule: 'recording-albums:release-tracks' });
    expect(d!.value).toEqual([
      { id: 100, title: 'Help!', type: 'ORIGINAL', format: 'ALBUM', original_release_date: '1965-08-06' },
      { id: 101, title: '1', type: 'COMPILATION', original_release_date: '2000-11-13' },
    ]);
    expect(d!.evidence).toEqual({ releases_per_album: { '100': [10, 12], '101': [11] } });
  });
});

describe('RecordingAlbumCollector', () => {
  it('holds the recordings release tracks play and derives albums only for the wanted ones', () => {
    const collector = new RecordingAlbumCollector(
      albumOfReleases([doc(10, { album: { id: 100 } }), doc(11, { album: { id: 999 } })]),
      albumSummaries([doc(100, { title: 'Help!', original_release_date: '1965-08-06' })]),
    );
    for (const [release, recording] of [
      [10, 1],
      [10, 2],
      [11, 3],
    ] as const)
      collector.addTrack({ ownerId: release, item: { recording: { id: recording } } });
    expect(collector.recordingIds()).toEqual([1, 2]);
    expect(collector.fields((id) => id === 2).map((d) => [d.id, d.value])).toEqual([
      [2, [{ id: 100, title: 'Help!', original_release_date: '1965-08-06' }]],
    ]);
  });
});

describe('performerCandidates', () => {
  it('keeps the artist a shared name means on its own, and a marked one only when all are marked', () => {
    const alice = { id: 1, name: 'Alice Cooper', disambiguated: false };
    const otherAlice = { id: 2, name: 'Alice Cooper', disambiguated: true };
    const rainbows = [
      { id: 3, name: 'Rainbow', disambiguated: true },
      { id: 4, name: 'Rainbow', disambiguated: true },
    ];
    const out = performerCandidates(
      new Map([
        ['alice cooper', [alice, otherAlice]],
        ['rainbow', rainbows],
      ]),
    );
    expect(out.get('alice cooper')).toEqual([alice]);
    expect(out.get('rainbow')).toEqual(rainbows);
  });
});
