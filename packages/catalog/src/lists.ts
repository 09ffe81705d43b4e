/**
 * Names of the lists behind the list endpoints (`list_item.list`), with what an item holds.
 * Items point at an entity (`itemRef` → hydrated on read) and/or carry inline JSON (`item`).
 * Sort keys are compared as text: zero-pad numbers.
 */
import type { EntityKind } from './entity-kinds';

export const LISTS = {
  /** owner artist → itemRef album (`GET /api/artist/{id}/albums`). */
  artistAlbums: 'artist_albums',
  /** owner album → itemRef release (`GET /api/album/{id}/releases`). */
  albumReleases: 'album_releases',
  /** owner release → item `Track` `{id, disc_number, track_number, recording{id,title,subtitle,duration}}` (`GET /api/release/{id}/tracks`). */
  releaseTracks: 'release_tracks',
  /** owner artist → item `Biography` (an operator's catalog file). */
  artistBiographies: 'artist_biographies',
  /** owner artist → item `Picture` (an operator's catalog file). */
  artistPictures: 'artist_pictures',
  /** owner album → item `Review` (an operator's catalog file). */
  albumReviews: 'album_reviews',
  /** owner show → item `Picture` (an operator's catalog file). */
  showPictures: 'show_pictures',
  /** owner chart → item Chart date `{id (ref chart_date), start_date, end_date, matched, total}` (`GET /api/charts/{id_charts}/dates`). */
  chartDates: 'chart_dates',
  /** owner chart_date → item `ChartRow` (`GET /api/charts/{id_charts}/dates/{id_date}/rows`). */
  chartRows: 'chart_rows',
  /**
   * owner recording → itemRef chart, item `{id_charts, name, best_rank, entry_date,
   * positions: [{date, rank}]}` in date order (`GET /api/recording/{id}/charts` and `…/charts/{idCharts}`).
   */
  recordingCharts: 'recording_charts',
  /** owner recording → itemRef cluster (`GET /api/recording/{id}/clusters`). */
  recordingClusters: 'recording_clusters',
  /** owner recording → item `ClusterCandidate` (`GET /api/recording/{id}/cluster-candidates`). */
  clusterCandidates: 'cluster_candidates',
  /** owner genre → item `GenreTopArtist`, sorted by descending popularity (`GET /api/genre/{id}/artists`). */
  genreArtists: 'genre_artists',
} as const;

/** The kind of entity that owns each list (its `owner_id` is an id of that kind). */
export const LIST_OWNER_KINDS: Record<(typeof LISTS)[keyof typeof LISTS], EntityKind> = {
  artist_albums: 'artist',
  album_releases: 'album',
  release_tracks: 'release',
  artist_biographies: 'artist',
  artist_pictures: 'artist',
  album_reviews: 'album',
  show_pictures: 'show',
  chart_dates: 'chart',
  chart_rows: 'chart_date',
  recording_charts: 'recording',
  recording_clusters: 'recording',
  cluster_candidates: 'recording',
  genre_artists: 'genre',
};

/** Zero-padded sort key for a non-negative integer (e.g. track 7 → "0000000007"). */
export function padSortKey(n: number, width = 10): string {
  return String(Math.max(0, Math.trunc(n))).padStart(width, '0');
}
