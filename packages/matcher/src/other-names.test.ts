import { asOtherName, bridgeNames, otherNameMatches } from './other-names';
import { MATCH_POLICY } from './policy';
import type { ArtistTitleMatch } from './types';

/** A scored candidate as the re-ranker leaves it: a recording, its artist and the rules that met it. */
function nearMiss(artist: string, title: string, artistSimilarity: number, titleSimilarity: number): ArtistTitleMatch {
  return {
    recording: { id: 1, title, artists: [{ id: 1, name: artist, link: 'Main' }] },
    artists: new Map(),
    confidence: Math.round(1000 * artistSimilarity * titleSimilarity) / 10,
    version: 'same',
    explain: {
      artist: { similarity: artistSimilarity, method: 'jaro-winkler', matched: artist, via: 'name' },
      title: { similarity: titleSimilarity, method: titleSimilarity === 1 ? 'exact' : 'fuzzy', matched: title },
      version: { agreement: 'same', logged: 'original', catalog: 'original', factor: 1 },
    },
  } as unknown as ArtistTitleMatch;
}

describe('bridgeNames', () => {
  it('merges two names of one act that share their first word, both ways', () => {
    expect(bridgeNames('John Mellencamp', 'John Cougar')).toEqual(['john cougar mellencamp', 'john mellencamp cougar']);
  });

  it.each([
    ['Mellencamp', 'John Cougar'],
    ['John Mellencamp', 'Johnny Cougar'],
    ['John Cougar Mellencamp', 'John Cougar'],
    ['Prince', 'Prince And The Revolution'],
  ])('has no bridge for %s and %s (one word, another first word, or a word in common)', (logged, catalog) => {
    expect(bridgeNames(logged, catalog)).toEqual([]);
  });
});

describe('otherNameMatches', () => {
  const known = (catalog: readonly string[]) => async (names: readonly string[]) => names.map((n) => catalog.includes(n));

  it('answers a near miss whose artist the catalog bridges to the logged name, as other-name', async () => {
    const [[m]] = (await otherNameMatches(
      [{ name: 'John Mellencamp', nearMisses: [nearMiss('John Cougar', 'Hurts So Good', 0.7, 1)] }],
      known(['john cougar mellencamp']),
    )) as [[ArtistTitleMatch]];
    expect(m.explain.artist).toMatchObject({ method: 'other-name', similarity: MATCH_POLICY.otherName.artistSimilarity });
    expect(m.confidence).toBe(100 * MATCH_POLICY.otherName.artistSimilarity);
  });

  it('does not answer when the catalog credits no bridging name', async () => {
    const out = await otherNameMatches(
      [{ name: 'John Legend', nearMisses: [nearMiss('John Lennon', 'Imagine', 0.7, 1)] }],
      known([]),
    );
    expect(out).toEqual([[]]);
  });

  it('does not probe for a near miss whose title is only a typo of the logged one', async () => {
    const probe = jest.fn(known(['john cougar mellencamp']));
    const out = await otherNameMatches(
      [{ name: 'John Mellencamp', nearMisses: [nearMiss('John Cougar', 'Hurts So Goode', 0.7, 0.9)] }],
      probe,
    );
    expect(out).toEqual([[]]);
    expect(probe).not.toHaveBeenCalled();
  });

  it('keeps the title similarity and version factor of the near miss', () => {
    expect(asOtherName(nearMiss('John Cougar', 'Jack & Diane', 0.7, 0.96), 'John Cougar').confidence).toBe(84.5);
  });
});
