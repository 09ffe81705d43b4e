import { type CdToc, type StoredToc, discIdFromToc } from '@mc/catalog';
import { TOC_TRACK_TOLERANCE_SECTORS, rankTocMatches } from './toc-match';

/** A real three-track TOC of the demo catalog (release 1) and TOCs derived from it. */
const QUERY: CdToc = { firstTrack: 1, lastTrack: 3, leadout: 60295, offsets: [150, 22352, 38335] };
const QUERY_DISC_ID = discIdFromToc(QUERY);
const shifted = (by: number[]): CdToc => ({
  ...QUERY,
  offsets: QUERY.offsets.map((o, i) => o + (by[i] ?? 0)),
  leadout: QUERY.leadout + (by[3] ?? 0),
});
const stored = (releaseId: number, toc: CdToc): StoredToc => ({ releaseId, discId: discIdFromToc(toc), toc });

describe('rankTocMatches', () => {
  test('ranks the identical disc id first at 100, then fuzzy matches by summed duration difference', () => {
    const matches = rankTocMatches(QUERY, QUERY_DISC_ID, [
      stored(3, shifted([0, 150, 0, 0])), // track 1 longer by 2 s, track 2 shorter by 2 s: 300 sectors
      stored(1, QUERY),
      stored(2, shifted([0, 75, 75, 75])), // track 1 longer by 1 s: 75 sectors
    ]);
    expect(matches).toEqual([
      { releaseId: 1, score: 100, distanceSectors: 0, exact: true },
      {
        releaseId: 2,
        score: Math.round(99 * (1 - 25 / TOC_TRACK_TOLERANCE_SECTORS) * 10) / 10,
        distanceSectors: 75,
        exact: false,
      },
      {
        releaseId: 3,
        score: Math.round(99 * (1 - 100 / TOC_TRACK_TOLERANCE_SECTORS) * 10) / 10,
        distanceSectors: 300,
        exact: false,
      },
    ]);
  });

  test('leaves out media with another track count and tracks beyond the per-track tolerance', () => {
    const fourTracks: CdToc = { firstTrack: 1, lastTrack: 4, leadout: 80000, offsets: [150, 22352, 38335, 60295] };
    const tooFar = shifted([0, TOC_TRACK_TOLERANCE_SECTORS + 1, 0, 0]);
    expect(rankTocMatches(QUERY, QUERY_DISC_ID, [stored(4, fourTracks), stored(5, tooFar)])).toEqual([]);
  });

  test('keeps the best medium of a release that has several', () => {
    const matches = rankTocMatches(QUERY, QUERY_DISC_ID, [stored(7, shifted([0, 150, 0, 0])), stored(7, QUERY)]);
    expect(matches).toEqual([{ releaseId: 7, score: 100, distanceSectors: 0, exact: true }]);
  });
});
