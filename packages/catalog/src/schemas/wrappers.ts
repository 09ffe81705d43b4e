/**
 * Response schemas: Search and list wrappers (`docs/api.md` "Conventions"). Rules: `../schemas.ts`.
 */
import { z } from './zod';
import { ChartId, Count, opt, optNum, optStr, SpecDate } from './primitives';
import { Artist, Biography, Picture, Review } from './artist';
import { Album, Release, Track } from './album-release';
import { Recording } from './recording';
import {
  Chart,
  ChartDate,
  ChartRow,
  Cluster,
  ClusterCandidate,
  Country,
  Genre,
  GenreTopArtist,
  Role,
  Show,
  ShowType,
} from './cluster-reference';
import { ArtistTitleHit, MatchCandidates } from './matching';

// Wrappers (`docs/api.md` "Conventions")

/**
 * Search result wrapper `{hits, page, totalPages, totalHits}` (`docs/api.md` "Conventions") around `hit`.
 * `page` >= 1; `totalPages` and `totalHits` >= 0.
 */
export function searchResult<T extends z.ZodType>(hit: T) {
  return z.looseObject({
    hits: z.array(hit),
    page: z.number().int().min(1),
    totalPages: Count,
    totalHits: Count,
  });
}

/** List result wrapper `{results, offset, limit, total}` (`docs/api.md` "Conventions") around `item`. */
export function listResult<T extends z.ZodType>(item: T) {
  return z.looseObject({
    results: z.array(item),
    offset: Count,
    limit: Count,
    total: Count,
  });
}

/** A search hit: the document with its `score` required (every hit carries its score: `docs/api.md` "Conventions"). */
const hit = <T extends z.ZodObject>(doc: T) => doc.extend({ score: z.number() });

export const ArtistSearchResult = searchResult(hit(Artist)).openapi('ArtistSearchResult');
export const AlbumSearchResult = searchResult(hit(Album)).openapi('AlbumSearchResult');
export const ReleaseSearchResult = searchResult(hit(Release)).openapi('ReleaseSearchResult');
export const RecordingSearchResult = searchResult(hit(Recording)).openapi('RecordingSearchResult');
export const ShowSearchResult = searchResult(hit(Show)).openapi('ShowSearchResult');
export const ArtistTitleSearchResult = searchResult(ArtistTitleHit)
  .extend({
    candidates: MatchCandidates.optional().openapi({
      description:
        'An extension of this service, with `candidates=true` only: up to three recordings a reviewer is shown when the best answer is unsure (`low`, `medium`) or there is none (then the answer is 200 with no hits); empty for a sure answer',
    }),
  })
  .openapi('ArtistTitleSearchResult');

export const BiographyList = listResult(Biography).openapi('BiographyList');
export const ReviewList = listResult(Review).openapi('ReviewList');
export const PictureList = listResult(Picture).openapi('PictureList');
export const AlbumList = listResult(Album).openapi('AlbumList');
export const ReleaseList = listResult(Release).openapi('ReleaseList');
export const TrackList = listResult(Track).openapi('TrackList');
export const ClusterList = listResult(Cluster).openapi('ClusterList');
export const ClusterCandidateList = listResult(ClusterCandidate).openapi('ClusterCandidateList');
export const GenreList = listResult(Genre).openapi('GenreList');
export const GenreTopArtistList = listResult(GenreTopArtist).openapi('GenreTopArtistList');
export const RoleList = listResult(Role).openapi('RoleList');
export const CountryList = listResult(Country).openapi('CountryList');
export const ShowTypeList = listResult(ShowType).openapi('ShowTypeList');
export const ChartList = listResult(Chart).openapi('ChartList');
export const ChartDateList = listResult(ChartDate).openapi('ChartDateList');
export const ChartRowList = listResult(ChartRow).openapi('ChartRowList');

/** One chart a recording appeared in (`GET /api/recording/{id}/charts` in the contract). */
export const RecordingChartEntry = z
  .looseObject({ id_charts: opt(ChartId), name: optStr(), best_rank: optNum(), entry_date: opt(SpecDate) })
  .openapi('RecordingChartEntry');
/** One weekly position of a recording in one chart (`GET /api/recording/{idRecording}/charts/{idCharts}` in the contract). */
export const RecordingChartPosition = z.looseObject({ date: opt(SpecDate), rank: optNum() }).openapi('RecordingChartPosition');
/** `{results: [[entry]], offset, limit, total}` — results is an array of arrays (`docs/api.md` "Conventions"). */
export const RecordingChartsResult = listResult(z.array(RecordingChartEntry)).openapi('RecordingChartsResult');
export const RecordingChartPositionsResult = listResult(z.array(RecordingChartPosition)).openapi('RecordingChartPositionsResult');
