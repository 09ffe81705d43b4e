import type { EntityEvidenceRow } from '@mc/store';
import type { ArtistFacts } from './artist-resolution';
import { billboardArtistFacts } from './artist-facts.fixture';
import { joinedCreditArtists } from './catalog-audit';

/** A Billboard-only artist named `name` with `songs` recording titles. */
const artist = (id: number, name: string, songs = 1, extra: Partial<ArtistFacts> = {}): ArtistFacts =>
  billboardArtistFacts(id, name, { recordingTitles: new Set(Array.from({ length: songs }, (_, i) => `song ${i}`)), ...extra });

/** A Billboard recording charted under `performer`. */
const recording = (id: number, performer: string): EntityEvidenceRow => ({ id, doc: { performer }, sources: ['billboard'] });

describe('joinedCreditArtists (the audit count of joined credits served as artists)', () => {
  const recordings = ['21 Savage & Metro Boomin', '21 Savage', 'Simon & Garfunkel', 'Diddy & Bryson Tiller', 'Bryson Tiller'].map(
    (p, i) => recording(i + 1, p),
  );
  const solo = [
    artist(10, '21 Savage', 5),
    artist(11, 'Metro Boomin', 5),
    artist(12, 'Bryson Tiller', 5),
    artist(13, 'Diddy', 5),
  ];
  const audit = (artists: ArtistFacts[]) => joinedCreditArtists([...solo, ...artists], recordings).map((a) => a.name);

  it('counts a collaboration kept whole whose parts are artists credited on their own, whatever its song count', () => {
    expect(audit([artist(1, '21 Savage & Metro Boomin', 12), artist(2, 'Diddy & Bryson Tiller', 1)])).toEqual([
      '21 Savage & Metro Boomin',
      'Diddy & Bryson Tiller',
    ]);
  });
  it('counts a joined name the chart shows neither as an act nor as artists credited apart', () => {
    expect(audit([artist(1, 'Adam Levine & Tony Lucca', 1)])).toEqual(['Adam Levine & Tony Lucca']);
  });
  it('does not count an act the chart shows as one (several songs, parts never credited apart)', () => {
    expect(audit([artist(1, 'Simon & Garfunkel', 12)])).toEqual([]);
  });
  it('does not count a joined name another source knows, or one with band members', () => {
    expect(
      audit([
        artist(1, '21 Savage & Metro Boomin', 12, { sources: ['billboard', 'musicbrainz'] }),
        artist(2, 'Adam Levine & Tony Lucca', 1, { memberIds: [3] }),
      ]),
    ).toEqual([]);
  });
});
