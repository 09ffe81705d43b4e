/**
 * TOC-candidates repository for `GET /api/release/toc` (in the contract): the stored media TOCs that can
 * match a query TOC, i.e. the same MusicBrainz disc id or the same number of tracks (the fuzzy
 * path of `rankTocMatches` in `@mc/search` only compares media with as many tracks).
 */
import type { Pool } from 'pg';
import type { StoredToc } from '@mc/catalog';

/**
 * Stored TOCs (`disc_toc`) whose disc id is `discId` or that have `trackCount` tracks, in no
 * particular order (the ranking orders them).
 * @param discId MusicBrainz disc id of the query TOC.
 * @param trackCount number of audio tracks of the query TOC (`lastTrack − firstTrack + 1`).
 * @throws on database errors.
 */
export async function tocCandidates(pool: Pool, discId: string, trackCount: number): Promise<StoredToc[]> {
  const { rows } = await pool.query<{
    release_id: string;
    disc_id: string;
    first_track: number;
    last_track: number;
    leadout: number;
    track_offsets: number[];
  }>(
    `SELECT release_id, disc_id, first_track, last_track, leadout, track_offsets FROM disc_toc
      WHERE disc_id = $1 OR last_track - first_track + 1 = $2`,
    [discId, trackCount],
  );
  return rows.map((r) => ({
    releaseId: Number(r.release_id),
    discId: r.disc_id,
    toc: { firstTrack: r.first_track, lastTrack: r.last_track, leadout: r.leadout, offsets: r.track_offsets },
  }));
}
