/**
 * Example values of every parameter of the contract, so that "Try it out" in `/docs` answers
 * without guessing: ids and names that exist in the demo catalog (`npm run demo`, the shipped
 * sample of `data/`), e.g. artist 1238 The Beatles, recording 26015 "Thinking Out Loud" by Ed
 * Sheeran (7379), release 1 with its CD TOC. A parameter takes its route's example when the route
 * has one (path ids differ per resource), else the example of its name. The published document
 * carries them as the parameters' `example` (`generate.ts`); Schemathesis uses them too.
 */

/** Example of the external ids no shipped source provides: a search by it finds nothing (404). */
const NO_SOURCE_ID = 'none-in-the-demo-catalog';

/** Example by parameter name, for every route that has no example of its own for it. */
export const PARAMETER_EXAMPLES: Readonly<Record<string, string | number | boolean>> = {
  query: 'beyonce',
  page: 1,
  offset: 0,
  limit: 10,
  format: '1:1',
  isni: '0000000364434564',
  barcode: '4942463511227',
  release_date: '2001-07-04',
  isrc: 'GBAHS1400099',
  artist: 'Ed Sheeran',
  // External ids: MusicBrainz, Discogs and lyrics-provider ids of the catalog; the streaming
  // platforms' and knowledge base ids have no source in the shipped data (→ 404).
  ext_mb_id: 'cb2cc207-8125-445c-9ef9-6ea44eee959a',
  ext_dg_id: '1',
  ext_s1_id: NO_SOURCE_ID,
  ext_s2_id: NO_SOURCE_ID,
  ext_s3_id: NO_SOURCE_ID,
  ext_s4_id: NO_SOURCE_ID,
  ext_s5_id: NO_SOURCE_ID,
  ext_s6_id: NO_SOURCE_ID,
  ext_kb_id: NO_SOURCE_ID,
  ext_lf_id: '1559261',
  toc: '1 3 60295 150 22352 38335',
  id_parent: 1,
  type: 2,
  name: 'Ed Sheeran',
  title: 'Thinking Out Loud',
  explain: false,
  ms_track_ids: '26015',
  ms_artist_ids: '7379',
  audio_bpm: 2,
  audio_arousal: 2,
  audio_valence: 3,
  audio_intensity: 2,
  audio_moods: 'happy',
  year_range: 5,
  results_nb: 10,
  min_accuracy: 50,
  order_by: 'match',
  from: '2026-11-01',
  to: '2026-11-30',
  id_charts: 1,
  id_date: 3549,
  idRecording: 26015,
  idCharts: 1,
  // The write side: a source of the caller's own; a feed cursor past any change (an empty page
  // whose `next` is the same cursor: no position is ever too old for it, whatever the retention
  // pruned — start without `after`); the job the example reindex request starts.
  source: 'my-library',
  after: 'YzE6OTAwNzE5OTI1NDc0MDk5MQ',
};

/** Examples of one route (by operationId) that differ from {@link PARAMETER_EXAMPLES}. */
export const ROUTE_PARAMETER_EXAMPLES: Readonly<Record<string, Readonly<Record<string, string | number | boolean>>>> = {
  searchArtists: { ext_mb_id: '001363e3-f643-4aca-bb95-3075cdcf62c8', ext_dg_id: '82730' },
  getArtist: { id: 1238 },
  listArtistBiographies: { id: 1238 },
  listArtistPictures: { id: 1238 },
  listArtistAlbums: { id: 1238 },
  getArtistPopularity: { id: 1238 },
  searchAlbums: { query: 'Chapter One: Latin America', artist: 'Gato Barbieri' },
  getAlbum: { id: 273 },
  getAlbumCoverArt: { id: 273 },
  getAlbumAudioDescriptors: { id: 273 },
  listAlbumReleases: { id: 273 },
  getAlbumCredits: { id: 273 },
  listAlbumReviews: { id: 273 },
  searchReleases: { query: '4942463511227', ext_mb_id: '0385f276-5f4f-4c81-a7a4-6bd7b8d85a7e' },
  getRelease: { id: 1 },
  listReleaseTracks: { id: 1 },
  searchRecordings: { query: 'thinking out loud' },
  getRecording: { id: 26015 },
  getRecordingAudioDescriptors: { id: 26015 },
  getRecordingLyric: { id: 42286 },
  getRecordingPopularity: { id: 26015 },
  listRecordingCharts: { id: 26015 },
  getRecordingCredits: { id: 26015 },
  listRecordingClusters: { id: 80 },
  listRecordingClusterCandidates: { id: 80 },
  getGenre: { id: 1 },
  listGenreArtists: { id: 1 },
  getRole: { id: 1 },
  getCountry: { id: 233 },
  getShowType: { id: 2 },
  searchShows: { query: 'Bone Six' },
  getShow: { id: 1 },
  listShowPictures: { id: 1 },
  suggest: { query: 'beyon' },
  // "Thinking Out Loud" (26015) lasts 4:41.
  searchArtistTitle: { duration: '4:41', candidates: true },
  getJob: { id: 'reindex-artist-1238' },
  cancelJob: { id: 'reindex-artist-1238' },
  getCuratedDecision: { id: 'merge-tony-bennett' },
  undoCuratedDecision: { id: 'merge-tony-bennett' },
  getMatchPin: { id: 1 },
  unpinMatchLine: { id: 1 },
  // A matching job id of the right shape (each token sees only its own jobs: 404 for any other).
  getMatchJob: { id: 'q3V1mX0b9kTzY2aB' },
  cancelMatchJob: { id: 'q3V1mX0b9kTzY2aB' },
  getMatchJobResults: { id: 'q3V1mX0b9kTzY2aB', format: 'csv', match_type: 'low,medium', changed_since: 1 },
  rematchMatchJob: { id: 'q3V1mX0b9kTzY2aB' },
  createMatchJob: { keep_current: true },
  getMatchJobReview: { id: 'q3V1mX0b9kTzY2aB', format: 'json' },
};

/**
 * The example of parameter `name` of route `operationId`.
 * @returns undefined when neither the route nor the name has one (a unit test forbids that).
 */
export function parameterExample(operationId: string, name: string): string | number | boolean | undefined {
  return ROUTE_PARAMETER_EXAMPLES[operationId]?.[name] ?? PARAMETER_EXAMPLES[name];
}
