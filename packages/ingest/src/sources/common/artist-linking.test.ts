import {
  artistsNamed,
  buildCatalogArtistIndex,
  type CatalogArtist,
  describeDecision,
  extraTargetKey,
  yearOf,
} from './artist-linking';

const artist = (id: number, names: string[], extra: Partial<CatalogArtist> = {}): CatalogArtist => ({
  id,
  ref: id,
  names,
  sources: ['billboard'],
  discogsIds: [],
  recordingTitles: new Set(),
  ...extra,
});

describe('artist-linking', () => {
  it('reads the year of full, partial and unknown dates', () => {
    expect([yearOf('1999-03-00'), yearOf('2000'), yearOf('0000-00-00'), yearOf(undefined), yearOf(1999)]).toEqual([
      1999,
      2000,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('finds catalog artists by folded name across case, accents and punctuation', () => {
    const index = buildCatalogArtistIndex([
      artist(1, ['ROSÉ']),
      artist(2, ['Beyoncé', 'Beyonce']),
      artist(3, ['TWICE'], { discogsIds: [5] }),
    ]);
    expect(artistsNamed(index, 'Rose').map((a) => a.id)).toEqual([1]);
    expect(artistsNamed(index, 'beyonce').map((a) => a.id)).toEqual([2]);
    expect(artistsNamed(index, 'Twice!').map((a) => a.id)).toEqual([3]);
    expect(index.byDiscogsId.get(5)?.map((a) => a.id)).toEqual([3]);
    expect(artistsNamed(index, 'Nobody')).toEqual([]);
  });

  it('describes linked and refused decisions for the import log', () => {
    const t = artist(8, ['TWICE']);
    expect(describeDecision({ key: 'k', name: 'TWICE', target: t, alsoTargets: [artist(9, ['Twice'])], reason: 'r' })).toBe(
      'TWICE → #8 "TWICE", #9 "Twice" (r)',
    );
    expect(describeDecision({ key: 'k', name: 'Rainbow', reason: 'too early' })).toBe('Rainbow ✗ (too early)');
    expect(extraTargetKey('abc', t)).toBe('abc@8');
  });
});
