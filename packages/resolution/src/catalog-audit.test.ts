import type { EntityEvidenceRow } from '@mc/store';
import { atomSongsOf, readJoinedName } from '@mc/text-analysis';
import { artistDuplicateClusters, joinedNameArtists } from './catalog-audit';
import { billboardArtistFacts } from './artist-facts.fixture';

/** A served artist named `name` (band members optional). */
const artist = (id: number, name: string, members = 0): EntityEvidenceRow => ({
  id,
  doc: { name, ...(members ? { band_members: Array.from({ length: members }, (_, i) => ({ id: 100 + i })) } : {}) },
  sources: ['billboard'],
});

/** Charted (performer, song, first date) rows, as the chart's recordings give them. */
const atomSongs = atomSongsOf([
  { performer: '21 Savage', song: 'a lot', first: '2016-11-12' },
  { performer: '21 Savage', song: 'bank account', first: '2017-07-22' },
  { performer: 'Metro Boomin Featuring Gunna', song: 'feel the fiyaaaah', first: '2017-07-15' },
  { performer: 'Metro Boomin', song: 'space cadet', first: '2018-11-17' },
  { performer: '21 Savage & Metro Boomin', song: 'runnin', first: '2020-10-17' },
  { performer: 'Simon & Garfunkel', song: 'mrs. robinson', first: '1968-04-27' },
  { performer: 'Simon & Garfunkel', song: 'the boxer', first: '1969-04-19' },
]);

const audit = (artists: EntityEvidenceRow[]) => joinedNameArtists(artists, (name) => readJoinedName(name, atomSongs));

describe('joinedNameArtists (the audit of joined names served as one artist)', () => {
  it('counts a joined name whose parts chart apart as a credit, with the evidence', () => {
    const { credits } = audit([artist(1, '21 Savage & Metro Boomin')]);
    expect(credits).toEqual([
      { id: 1, name: '21 Savage & Metro Boomin', rule: 'established', reason: expect.stringContaining('charted apart') },
    ]);
  });
  it('keeps an act the chart never credits apart, saying why', () => {
    const { credits, acts } = audit([artist(1, 'Simon & Garfunkel'), artist(2, 'Earth, Wind & Fire')]);
    expect(credits).toEqual([]);
    expect(acts.map((a) => a.reason)).toEqual(['no part charts apart', 'no part charts apart']);
  });
  it('keeps a joined name that a Discogs or MusicBrainz artist id holds as one artist, saying so', () => {
    const discogs: EntityEvidenceRow = {
      id: 3,
      doc: { name: '21 Savage & Metro Boomin', externals: { ext_dg: [383334] } },
      sources: ['discogs'],
    };
    expect(audit([discogs]).acts).toEqual([
      { id: 3, name: '21 Savage & Metro Boomin', rule: 'source-artist', reason: expect.stringContaining('ext_dg 383334') },
    ]);
  });
  it('leaves out artists with band members and names that join nothing', () => {
    expect(audit([artist(1, '21 Savage & Metro Boomin', 2), artist(2, '21 Savage')])).toEqual({ credits: [], acts: [] });
  });
});

describe('artistDuplicateClusters (same-name clusters left unmerged, by the weight of their strongest pair)', () => {
  const reasons = (artists: Parameters<typeof artistDuplicateClusters>[0]) =>
    artistDuplicateClusters(artists, new Set()).map((c) => [c.reason, c.count]);
  it('counts a cluster with nothing but the name as no evidence either way', () => {
    expect(reasons([billboardArtistFacts(1, 'Angelina'), billboardArtistFacts(2, 'Angelina', { sources: ['discogs'] })])).toEqual(
      [['no evidence either way', 1]],
    );
  });
  it('counts careers decades apart by their weight', () => {
    const far = [
      billboardArtistFacts(1, 'Pendulum', { years: [1968, 1969] }),
      billboardArtistFacts(2, 'Pendulum', { years: [2008, 2010] }),
    ];
    expect(reasons(far)).toEqual([['weight below the review band', 1]]);
  });
  it('counts different external ids as evidence against', () => {
    const ids = [
      billboardArtistFacts(1, 'Joe', { sources: ['discogs'], discogsIds: [1] }),
      billboardArtistFacts(2, 'Joe', { sources: ['discogs'], discogsIds: [2] }),
    ];
    expect(reasons(ids)[0]![0]).toMatch(/^evidence against/u);
  });
});
