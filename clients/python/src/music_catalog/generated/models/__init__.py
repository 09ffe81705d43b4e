"""Contains all the data models used in inputs/outputs"""

from .album import Album
from .album_artists_type_0_item import AlbumArtistsType0Item
from .album_artists_type_0_item_roles_type_0_item import (
    AlbumArtistsType0ItemRolesType0Item,
)
from .album_audio_descriptors import AlbumAudioDescriptors
from .album_credits import AlbumCredits
from .album_credits_data_type_0_item import AlbumCreditsDataType0Item
from .album_credits_data_type_0_item_parent_credit_type_0_item import (
    AlbumCreditsDataType0ItemParentCreditType0Item,
)
from .album_credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item import (
    AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item,
)
from .album_externals import AlbumExternals
from .album_format import AlbumFormat
from .album_format_type_1 import AlbumFormatType1
from .album_format_type_2_type_1 import AlbumFormatType2Type1
from .album_format_type_3_type_1 import AlbumFormatType3Type1
from .album_genre_type_0 import AlbumGenreType0
from .album_list import AlbumList
from .album_search_result import AlbumSearchResult
from .album_search_result_hits_item import AlbumSearchResultHitsItem
from .album_translated_type_0_item import AlbumTranslatedType0Item
from .album_type import AlbumType
from .alias_link import AliasLink
from .artist import Artist
from .artist_activity_periods_type_0_item import ArtistActivityPeriodsType0Item
from .artist_aliases_type_0_item import ArtistAliasesType0Item
from .artist_band_members_type_0_item import ArtistBandMembersType0Item
from .artist_collaborators_type_0_item import ArtistCollaboratorsType0Item
from .artist_externals import ArtistExternals
from .artist_genres_type_0_item import ArtistGenresType0Item
from .artist_nature import ArtistNature
from .artist_popularity import ArtistPopularity
from .artist_popularity_catalog_type_0 import ArtistPopularityCatalogType0
from .artist_popularity_catalog_type_0_details_by_country_type_0_item import (
    ArtistPopularityCatalogType0DetailsByCountryType0Item,
)
from .artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0 import (
    ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0,
)
from .artist_popularity_catalog_type_0_details_by_year_type_0_item import (
    ArtistPopularityCatalogType0DetailsByYearType0Item,
)
from .artist_popularity_catalog_type_0_details_by_year_type_0_item_best_recording import (
    ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording,
)
from .artist_popularity_current_type_0 import ArtistPopularityCurrentType0
from .artist_popularity_current_type_0_details_by_country_type_0_item import (
    ArtistPopularityCurrentType0DetailsByCountryType0Item,
)
from .artist_popularity_current_type_0_details_by_country_type_0_item_best_recording_type_0 import (
    ArtistPopularityCurrentType0DetailsByCountryType0ItemBestRecordingType0,
)
from .artist_popularity_current_type_0_details_by_month_type_0_item import (
    ArtistPopularityCurrentType0DetailsByMonthType0Item,
)
from .artist_popularity_current_type_0_details_by_month_type_0_item_best_recording import (
    ArtistPopularityCurrentType0DetailsByMonthType0ItemBestRecording,
)
from .artist_popularity_global_type_0 import ArtistPopularityGlobalType0
from .artist_popularity_type import ArtistPopularityType
from .artist_related_artists_type_0_item import ArtistRelatedArtistsType0Item
from .artist_role_link import ArtistRoleLink
from .artist_roles_type_0_item import ArtistRolesType0Item
from .artist_search_result import ArtistSearchResult
from .artist_search_result_hits_item import ArtistSearchResultHitsItem
from .artist_socials_type_0 import ArtistSocialsType0
from .artist_title_batch_request import ArtistTitleBatchRequest
from .artist_title_batch_request_items_item import ArtistTitleBatchRequestItemsItem
from .artist_title_batch_result import ArtistTitleBatchResult
from .artist_title_batch_result_results_item import ArtistTitleBatchResultResultsItem
from .artist_title_hit import ArtistTitleHit
from .artist_title_hit_albums_type_0_item import ArtistTitleHitAlbumsType0Item
from .artist_title_hit_albums_type_0_item_genres_type_0_item import (
    ArtistTitleHitAlbumsType0ItemGenresType0Item,
)
from .artist_title_hit_artists_type_0_item import ArtistTitleHitArtistsType0Item
from .artist_title_hit_artists_type_0_item_aliases_type_0_item import (
    ArtistTitleHitArtistsType0ItemAliasesType0Item,
)
from .artist_title_hit_artists_type_0_item_genres_type_0_item import (
    ArtistTitleHitArtistsType0ItemGenresType0Item,
)
from .artist_title_hit_artists_type_0_item_roles_type_0_item import (
    ArtistTitleHitArtistsType0ItemRolesType0Item,
)
from .artist_title_hit_artists_type_0_item_translated_type_0_item import (
    ArtistTitleHitArtistsType0ItemTranslatedType0Item,
)
from .artist_title_hit_explanation_type_0 import ArtistTitleHitExplanationType0
from .artist_title_hit_genre_type_0 import ArtistTitleHitGenreType0
from .artist_title_hit_translated_type_0_item import ArtistTitleHitTranslatedType0Item
from .artist_title_hit_version_type_1 import ArtistTitleHitVersionType1
from .artist_title_hit_version_type_2_type_1 import ArtistTitleHitVersionType2Type1
from .artist_title_hit_version_type_3_type_1 import ArtistTitleHitVersionType3Type1
from .artist_title_search_result import ArtistTitleSearchResult
from .artist_translated_type_0_item import ArtistTranslatedType0Item
from .artist_type import ArtistType
from .biography import Biography
from .biography_lang import BiographyLang
from .biography_list import BiographyList
from .biography_source import BiographySource
from .catalog_change_page import CatalogChangePage
from .catalog_change_page_changes_item import CatalogChangePageChangesItem
from .catalog_change_page_changes_item_kind import CatalogChangePageChangesItemKind
from .catalog_change_page_changes_item_op import CatalogChangePageChangesItemOp
from .catalog_change_set_result import CatalogChangeSetResult
from .catalog_change_set_result_counts import CatalogChangeSetResultCounts
from .catalog_change_set_result_rejects_item import CatalogChangeSetResultRejectsItem
from .chart import Chart
from .chart_date import ChartDate
from .chart_date_list import ChartDateList
from .chart_list import ChartList
from .chart_row import ChartRow
from .chart_row_list import ChartRowList
from .chart_row_ms_album_type_0 import ChartRowMsAlbumType0
from .chart_row_ms_artist_type_0 import ChartRowMsArtistType0
from .chart_row_ms_recordings_type_0_item import ChartRowMsRecordingsType0Item
from .cluster import Cluster
from .cluster_candidate import ClusterCandidate
from .cluster_candidate_artists_item import ClusterCandidateArtistsItem
from .cluster_candidate_list import ClusterCandidateList
from .cluster_list import ClusterList
from .cluster_recordings_item import ClusterRecordingsItem
from .cluster_recordings_item_artists_item import ClusterRecordingsItemArtistsItem
from .cluster_type import ClusterType
from .country import Country
from .country_list import CountryList
from .country_translated_type_0_item import CountryTranslatedType0Item
from .cover_art import CoverArt
from .credit_link import CreditLink
from .credits_ import Credits
from .credits_data_type_0_item import CreditsDataType0Item
from .credits_data_type_0_item_parent_credit_type_0_item import (
    CreditsDataType0ItemParentCreditType0Item,
)
from .credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item import (
    CreditsDataType0ItemParentCreditType0ItemCreditChildType0Item,
)
from .curated_decision import CuratedDecision
from .curated_decision_changed import CuratedDecisionChanged
from .curated_decision_changed_merged_item import CuratedDecisionChangedMergedItem
from .curated_decision_changed_reading import CuratedDecisionChangedReading
from .curated_decision_changed_unmerged_item import CuratedDecisionChangedUnmergedItem
from .curated_decision_kind import CuratedDecisionKind
from .curated_decision_list import CuratedDecisionList
from .curated_decision_op import CuratedDecisionOp
from .curated_decision_request import CuratedDecisionRequest
from .curated_decision_request_kind import CuratedDecisionRequestKind
from .curated_decision_request_op import CuratedDecisionRequestOp
from .curated_decision_request_type import CuratedDecisionRequestType
from .curated_decision_type import CuratedDecisionType
from .error_body import ErrorBody
from .error_body_errors_item import ErrorBodyErrorsItem
from .gender import Gender
from .genre import Genre
from .genre_link import GenreLink
from .genre_list import GenreList
from .genre_parent_genre_type_0 import GenreParentGenreType0
from .genre_top_artist import GenreTopArtist
from .genre_top_artist_list import GenreTopArtistList
from .genre_translated_type_0_item import GenreTranslatedType0Item
from .get_match_job_results_format import GetMatchJobResultsFormat
from .get_match_job_review_format import GetMatchJobReviewFormat
from .get_open_api_document_response_200 import GetOpenApiDocumentResponse200
from .get_recommendations_order_by import GetRecommendationsOrderBy
from .health_status import HealthStatus
from .health_status_feed_type_0 import HealthStatusFeedType0
from .health_status_feed_type_0_readers import HealthStatusFeedType0Readers
from .health_status_feed_type_0_readers_additional_property import (
    HealthStatusFeedType0ReadersAdditionalProperty,
)
from .health_status_services_type_0 import HealthStatusServicesType0
from .health_status_status import HealthStatusStatus
from .lrc_line import LrcLine
from .lyric_document import LyricDocument
from .lyric_document_translations_type_0_item import LyricDocumentTranslationsType0Item
from .match_candidate import MatchCandidate
from .match_candidate_artists_item import MatchCandidateArtistsItem
from .match_candidate_refused_by import MatchCandidateRefusedBy
from .match_job import MatchJob
from .match_job_reject import MatchJobReject
from .match_job_rematch import MatchJobRematch
from .match_job_rematch_state import MatchJobRematchState
from .match_job_review import MatchJobReview
from .match_job_review_line import MatchJobReviewLine
from .match_job_review_line_recording_type_0 import MatchJobReviewLineRecordingType0
from .match_job_review_line_recording_type_0_artists_item import (
    MatchJobReviewLineRecordingType0ArtistsItem,
)
from .match_job_review_line_status import MatchJobReviewLineStatus
from .match_job_review_line_version_type_0 import MatchJobReviewLineVersionType0
from .match_job_state import MatchJobState
from .match_pin import MatchPin
from .match_pin_list import MatchPinList
from .match_pin_request import MatchPinRequest
from .match_pin_request_scope import MatchPinRequestScope
from .match_pin_scope import MatchPinScope
from .match_pin_target import MatchPinTarget
from .match_type import MatchType
from .picture import Picture
from .picture_format import PictureFormat
from .picture_list import PictureList
from .picture_metas_type_0 import PictureMetasType0
from .picture_metas_type_0_allowed_use_type_0 import PictureMetasType0AllowedUseType0
from .picture_metas_type_0_editorial_source_type_0 import (
    PictureMetasType0EditorialSourceType0,
)
from .picture_metas_type_0_max_dimensions_type_0 import (
    PictureMetasType0MaxDimensionsType0,
)
from .picture_mimetype import PictureMimetype
from .picture_source import PictureSource
from .picture_usage_receipt import PictureUsageReceipt
from .picture_usage_receipt_status import PictureUsageReceiptStatus
from .picture_usage_report import PictureUsageReport
from .picture_usage_report_assets_item import PictureUsageReportAssetsItem
from .picture_usage_totals import PictureUsageTotals
from .picture_usage_totals_results_item import PictureUsageTotalsResultsItem
from .quota_status import QuotaStatus
from .recommendation_item import RecommendationItem
from .recommendation_item_artists_type_0_item import RecommendationItemArtistsType0Item
from .recommendation_item_audiodescriptions_type_0_item import (
    RecommendationItemAudiodescriptionsType0Item,
)
from .recommendation_item_audiodescriptions_type_0_item_moods_type_0_item import (
    RecommendationItemAudiodescriptionsType0ItemMoodsType0Item,
)
from .recommendation_item_genre_type_0 import RecommendationItemGenreType0
from .recommendation_item_original_album_type_0 import (
    RecommendationItemOriginalAlbumType0,
)
from .recommendation_response import RecommendationResponse
from .recording import Recording
from .recording_artist_type import RecordingArtistType
from .recording_artists_type_0_item import RecordingArtistsType0Item
from .recording_artists_type_0_item_roles_type_0_item import (
    RecordingArtistsType0ItemRolesType0Item,
)
from .recording_audio_descriptors import RecordingAudioDescriptors
from .recording_audio_descriptors_moods_type_0_item import (
    RecordingAudioDescriptorsMoodsType0Item,
)
from .recording_chart_entry import RecordingChartEntry
from .recording_chart_position import RecordingChartPosition
from .recording_chart_positions_result import RecordingChartPositionsResult
from .recording_charts_result import RecordingChartsResult
from .recording_externals import RecordingExternals
from .recording_genre_type_0 import RecordingGenreType0
from .recording_popularity import RecordingPopularity
from .recording_popularity_catalog_type_0 import RecordingPopularityCatalogType0
from .recording_popularity_catalog_type_0_details_by_country_type_0_item import (
    RecordingPopularityCatalogType0DetailsByCountryType0Item,
)
from .recording_popularity_catalog_type_0_details_by_year_type_0_item import (
    RecordingPopularityCatalogType0DetailsByYearType0Item,
)
from .recording_popularity_current_type_0 import RecordingPopularityCurrentType0
from .recording_popularity_current_type_0_details_by_country_type_0_item import (
    RecordingPopularityCurrentType0DetailsByCountryType0Item,
)
from .recording_popularity_current_type_0_details_by_month_type_0_item import (
    RecordingPopularityCurrentType0DetailsByMonthType0Item,
)
from .recording_popularity_global_type_0 import RecordingPopularityGlobalType0
from .recording_search_result import RecordingSearchResult
from .recording_search_result_hits_item import RecordingSearchResultHitsItem
from .recording_translated_type_0_item import RecordingTranslatedType0Item
from .reindex_job import ReindexJob
from .reindex_job_list import ReindexJobList
from .reindex_job_progress import ReindexJobProgress
from .reindex_job_request import ReindexJobRequest
from .reindex_job_result import ReindexJobResult
from .reindex_job_stages_item import ReindexJobStagesItem
from .reindex_job_stages_item_state import ReindexJobStagesItemState
from .reindex_job_stages_item_timings import ReindexJobStagesItemTimings
from .reindex_job_state import ReindexJobState
from .reindex_job_type import ReindexJobType
from .reindex_request_type_0 import ReindexRequestType0
from .reindex_request_type_0_entity import ReindexRequestType0Entity
from .reindex_request_type_1 import ReindexRequestType1
from .reindex_request_type_1_entity import ReindexRequestType1Entity
from .related_artist_link import RelatedArtistLink
from .release import Release
from .release_album_type_0 import ReleaseAlbumType0
from .release_artists_type_0_item import ReleaseArtistsType0Item
from .release_artists_type_0_item_roles_type_0_item import (
    ReleaseArtistsType0ItemRolesType0Item,
)
from .release_externals import ReleaseExternals
from .release_list import ReleaseList
from .release_search_result import ReleaseSearchResult
from .release_search_result_hits_item import ReleaseSearchResultHitsItem
from .release_support import ReleaseSupport
from .review import Review
from .review_list import ReviewList
from .role import Role
from .role_list import RoleList
from .role_translated_type_0_item import RoleTranslatedType0Item
from .show import Show
from .show_album_type_0 import ShowAlbumType0
from .show_artists_type_0_item import ShowArtistsType0Item
from .show_search_result import ShowSearchResult
from .show_search_result_hits_item import ShowSearchResultHitsItem
from .show_type import ShowType
from .show_type_list import ShowTypeList
from .show_type_translated_type_0_item import ShowTypeTranslatedType0Item
from .show_type_type_0 import ShowTypeType0
from .suggest_result import SuggestResult
from .suggest_result_hits_item import SuggestResultHitsItem
from .suggest_result_hits_item_type import SuggestResultHitsItemType
from .track import Track
from .track_list import TrackList
from .track_recording_type_0 import TrackRecordingType0

__all__ = (
    "Album",
    "AlbumArtistsType0Item",
    "AlbumArtistsType0ItemRolesType0Item",
    "AlbumAudioDescriptors",
    "AlbumCredits",
    "AlbumCreditsDataType0Item",
    "AlbumCreditsDataType0ItemParentCreditType0Item",
    "AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item",
    "AlbumExternals",
    "AlbumFormat",
    "AlbumFormatType1",
    "AlbumFormatType2Type1",
    "AlbumFormatType3Type1",
    "AlbumGenreType0",
    "AlbumList",
    "AlbumSearchResult",
    "AlbumSearchResultHitsItem",
    "AlbumTranslatedType0Item",
    "AlbumType",
    "AliasLink",
    "Artist",
    "ArtistActivityPeriodsType0Item",
    "ArtistAliasesType0Item",
    "ArtistBandMembersType0Item",
    "ArtistCollaboratorsType0Item",
    "ArtistExternals",
    "ArtistGenresType0Item",
    "ArtistNature",
    "ArtistPopularity",
    "ArtistPopularityCatalogType0",
    "ArtistPopularityCatalogType0DetailsByCountryType0Item",
    "ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0",
    "ArtistPopularityCatalogType0DetailsByYearType0Item",
    "ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording",
    "ArtistPopularityCurrentType0",
    "ArtistPopularityCurrentType0DetailsByCountryType0Item",
    "ArtistPopularityCurrentType0DetailsByCountryType0ItemBestRecordingType0",
    "ArtistPopularityCurrentType0DetailsByMonthType0Item",
    "ArtistPopularityCurrentType0DetailsByMonthType0ItemBestRecording",
    "ArtistPopularityGlobalType0",
    "ArtistPopularityType",
    "ArtistRelatedArtistsType0Item",
    "ArtistRoleLink",
    "ArtistRolesType0Item",
    "ArtistSearchResult",
    "ArtistSearchResultHitsItem",
    "ArtistSocialsType0",
    "ArtistTitleBatchRequest",
    "ArtistTitleBatchRequestItemsItem",
    "ArtistTitleBatchResult",
    "ArtistTitleBatchResultResultsItem",
    "ArtistTitleHit",
    "ArtistTitleHitAlbumsType0Item",
    "ArtistTitleHitAlbumsType0ItemGenresType0Item",
    "ArtistTitleHitArtistsType0Item",
    "ArtistTitleHitArtistsType0ItemAliasesType0Item",
    "ArtistTitleHitArtistsType0ItemGenresType0Item",
    "ArtistTitleHitArtistsType0ItemRolesType0Item",
    "ArtistTitleHitArtistsType0ItemTranslatedType0Item",
    "ArtistTitleHitExplanationType0",
    "ArtistTitleHitGenreType0",
    "ArtistTitleHitTranslatedType0Item",
    "ArtistTitleHitVersionType1",
    "ArtistTitleHitVersionType2Type1",
    "ArtistTitleHitVersionType3Type1",
    "ArtistTitleSearchResult",
    "ArtistTranslatedType0Item",
    "ArtistType",
    "Biography",
    "BiographyLang",
    "BiographyList",
    "BiographySource",
    "CatalogChangePage",
    "CatalogChangePageChangesItem",
    "CatalogChangePageChangesItemKind",
    "CatalogChangePageChangesItemOp",
    "CatalogChangeSetResult",
    "CatalogChangeSetResultCounts",
    "CatalogChangeSetResultRejectsItem",
    "Chart",
    "ChartDate",
    "ChartDateList",
    "ChartList",
    "ChartRow",
    "ChartRowList",
    "ChartRowMsAlbumType0",
    "ChartRowMsArtistType0",
    "ChartRowMsRecordingsType0Item",
    "Cluster",
    "ClusterCandidate",
    "ClusterCandidateArtistsItem",
    "ClusterCandidateList",
    "ClusterList",
    "ClusterRecordingsItem",
    "ClusterRecordingsItemArtistsItem",
    "ClusterType",
    "Country",
    "CountryList",
    "CountryTranslatedType0Item",
    "CoverArt",
    "CreditLink",
    "Credits",
    "CreditsDataType0Item",
    "CreditsDataType0ItemParentCreditType0Item",
    "CreditsDataType0ItemParentCreditType0ItemCreditChildType0Item",
    "CuratedDecision",
    "CuratedDecisionChanged",
    "CuratedDecisionChangedMergedItem",
    "CuratedDecisionChangedReading",
    "CuratedDecisionChangedUnmergedItem",
    "CuratedDecisionKind",
    "CuratedDecisionList",
    "CuratedDecisionOp",
    "CuratedDecisionRequest",
    "CuratedDecisionRequestKind",
    "CuratedDecisionRequestOp",
    "CuratedDecisionRequestType",
    "CuratedDecisionType",
    "ErrorBody",
    "ErrorBodyErrorsItem",
    "Gender",
    "Genre",
    "GenreLink",
    "GenreList",
    "GenreParentGenreType0",
    "GenreTopArtist",
    "GenreTopArtistList",
    "GenreTranslatedType0Item",
    "GetMatchJobResultsFormat",
    "GetMatchJobReviewFormat",
    "GetOpenApiDocumentResponse200",
    "GetRecommendationsOrderBy",
    "HealthStatus",
    "HealthStatusFeedType0",
    "HealthStatusFeedType0Readers",
    "HealthStatusFeedType0ReadersAdditionalProperty",
    "HealthStatusServicesType0",
    "HealthStatusStatus",
    "LrcLine",
    "LyricDocument",
    "LyricDocumentTranslationsType0Item",
    "MatchCandidate",
    "MatchCandidateArtistsItem",
    "MatchCandidateRefusedBy",
    "MatchJob",
    "MatchJobReject",
    "MatchJobRematch",
    "MatchJobRematchState",
    "MatchJobReview",
    "MatchJobReviewLine",
    "MatchJobReviewLineRecordingType0",
    "MatchJobReviewLineRecordingType0ArtistsItem",
    "MatchJobReviewLineStatus",
    "MatchJobReviewLineVersionType0",
    "MatchJobState",
    "MatchPin",
    "MatchPinList",
    "MatchPinRequest",
    "MatchPinRequestScope",
    "MatchPinScope",
    "MatchPinTarget",
    "MatchType",
    "Picture",
    "PictureFormat",
    "PictureList",
    "PictureMetasType0",
    "PictureMetasType0AllowedUseType0",
    "PictureMetasType0EditorialSourceType0",
    "PictureMetasType0MaxDimensionsType0",
    "PictureMimetype",
    "PictureSource",
    "PictureUsageReceipt",
    "PictureUsageReceiptStatus",
    "PictureUsageReport",
    "PictureUsageReportAssetsItem",
    "PictureUsageTotals",
    "PictureUsageTotalsResultsItem",
    "QuotaStatus",
    "RecommendationItem",
    "RecommendationItemArtistsType0Item",
    "RecommendationItemAudiodescriptionsType0Item",
    "RecommendationItemAudiodescriptionsType0ItemMoodsType0Item",
    "RecommendationItemGenreType0",
    "RecommendationItemOriginalAlbumType0",
    "RecommendationResponse",
    "Recording",
    "RecordingArtistType",
    "RecordingArtistsType0Item",
    "RecordingArtistsType0ItemRolesType0Item",
    "RecordingAudioDescriptors",
    "RecordingAudioDescriptorsMoodsType0Item",
    "RecordingChartEntry",
    "RecordingChartPosition",
    "RecordingChartPositionsResult",
    "RecordingChartsResult",
    "RecordingExternals",
    "RecordingGenreType0",
    "RecordingPopularity",
    "RecordingPopularityCatalogType0",
    "RecordingPopularityCatalogType0DetailsByCountryType0Item",
    "RecordingPopularityCatalogType0DetailsByYearType0Item",
    "RecordingPopularityCurrentType0",
    "RecordingPopularityCurrentType0DetailsByCountryType0Item",
    "RecordingPopularityCurrentType0DetailsByMonthType0Item",
    "RecordingPopularityGlobalType0",
    "RecordingSearchResult",
    "RecordingSearchResultHitsItem",
    "RecordingTranslatedType0Item",
    "ReindexJob",
    "ReindexJobList",
    "ReindexJobProgress",
    "ReindexJobRequest",
    "ReindexJobResult",
    "ReindexJobStagesItem",
    "ReindexJobStagesItemState",
    "ReindexJobStagesItemTimings",
    "ReindexJobState",
    "ReindexJobType",
    "ReindexRequestType0",
    "ReindexRequestType0Entity",
    "ReindexRequestType1",
    "ReindexRequestType1Entity",
    "RelatedArtistLink",
    "Release",
    "ReleaseAlbumType0",
    "ReleaseArtistsType0Item",
    "ReleaseArtistsType0ItemRolesType0Item",
    "ReleaseExternals",
    "ReleaseList",
    "ReleaseSearchResult",
    "ReleaseSearchResultHitsItem",
    "ReleaseSupport",
    "Review",
    "ReviewList",
    "Role",
    "RoleList",
    "RoleTranslatedType0Item",
    "Show",
    "ShowAlbumType0",
    "ShowArtistsType0Item",
    "ShowSearchResult",
    "ShowSearchResultHitsItem",
    "ShowType",
    "ShowTypeList",
    "ShowTypeTranslatedType0Item",
    "ShowTypeType0",
    "SuggestResult",
    "SuggestResultHitsItem",
    "SuggestResultHitsItemType",
    "Track",
    "TrackList",
    "TrackRecordingType0",
)
