from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.get_recommendations_order_by import GetRecommendationsOrderBy
from ...models.recommendation_response import RecommendationResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    ms_track_ids: str | Unset = UNSET,
    ms_artist_ids: str | Unset = UNSET,
    audio_bpm: int | Unset = UNSET,
    audio_arousal: int | Unset = UNSET,
    audio_valence: int | Unset = UNSET,
    audio_intensity: int | Unset = UNSET,
    audio_moods: str | Unset = UNSET,
    year_range: int | Unset = 5,
    results_nb: int | Unset = 500,
    min_accuracy: int | Unset = 32,
    order_by: GetRecommendationsOrderBy | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ms_track_ids"] = ms_track_ids

    params["ms_artist_ids"] = ms_artist_ids

    params["audio_bpm"] = audio_bpm

    params["audio_arousal"] = audio_arousal

    params["audio_valence"] = audio_valence

    params["audio_intensity"] = audio_intensity

    params["audio_moods"] = audio_moods

    params["year_range"] = year_range

    params["results_nb"] = results_nb

    params["min_accuracy"] = min_accuracy

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["order_by"] = json_order_by

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/recommendation",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | RecommendationResponse | None:
    if response.status_code == 200:
        response_200 = RecommendationResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | RecommendationResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    ms_track_ids: str | Unset = UNSET,
    ms_artist_ids: str | Unset = UNSET,
    audio_bpm: int | Unset = UNSET,
    audio_arousal: int | Unset = UNSET,
    audio_valence: int | Unset = UNSET,
    audio_intensity: int | Unset = UNSET,
    audio_moods: str | Unset = UNSET,
    year_range: int | Unset = 5,
    results_nb: int | Unset = 500,
    min_accuracy: int | Unset = 32,
    order_by: GetRecommendationsOrderBy | Unset = UNSET,
) -> Response[ErrorBody | RecommendationResponse]:
    """Playlist recommendation from artist and/or track ids

     Seeds: `ms_track_ids` and/or `ms_artist_ids`, at least one of the two (400 naming both when neither
    is given); unknown ids are ignored, and 404 is returned when none of the given ids exists. Audio
    levels are the catalog terciles of each descriptor; `audio_moods` must be moods the catalog uses
    (400 lists them). Filters are never relaxed: fewer results are returned rather than padding. At most
    max(2, ceil(results_nb/20)) recordings per artist; seed tracks are never returned. Algorithm: README
    "Recommendations".

    Args:
        ms_track_ids (str | Unset): Track (recording) ids: one or comma-separated; this and/or
            `ms_artist_ids` is required
        ms_artist_ids (str | Unset): Artist ids: one or comma-separated; this and/or
            `ms_track_ids` is required
        audio_bpm (int | Unset): 1 low, 2 medium, 3 high
        audio_arousal (int | Unset): 1 low, 2 medium, 3 high
        audio_valence (int | Unset): 1 low, 2 medium, 3 high
        audio_intensity (int | Unset): 1 low, 2 medium, 3 high
        audio_moods (str | Unset): One mood or comma-separated moods. Comma-separated list of:
            calm, happy, sad, tense
        year_range (int | Unset): Years before/after the given tracks Default: 5.
        results_nb (int | Unset): Number of results Default: 500.
        min_accuracy (int | Unset): Minimum accuracy for selecting corresponding artists Default:
            32.
        order_by (GetRecommendationsOrderBy | Unset): Result order

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecommendationResponse]
    """

    kwargs = _get_kwargs(
        ms_track_ids=ms_track_ids,
        ms_artist_ids=ms_artist_ids,
        audio_bpm=audio_bpm,
        audio_arousal=audio_arousal,
        audio_valence=audio_valence,
        audio_intensity=audio_intensity,
        audio_moods=audio_moods,
        year_range=year_range,
        results_nb=results_nb,
        min_accuracy=min_accuracy,
        order_by=order_by,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    ms_track_ids: str | Unset = UNSET,
    ms_artist_ids: str | Unset = UNSET,
    audio_bpm: int | Unset = UNSET,
    audio_arousal: int | Unset = UNSET,
    audio_valence: int | Unset = UNSET,
    audio_intensity: int | Unset = UNSET,
    audio_moods: str | Unset = UNSET,
    year_range: int | Unset = 5,
    results_nb: int | Unset = 500,
    min_accuracy: int | Unset = 32,
    order_by: GetRecommendationsOrderBy | Unset = UNSET,
) -> ErrorBody | RecommendationResponse | None:
    """Playlist recommendation from artist and/or track ids

     Seeds: `ms_track_ids` and/or `ms_artist_ids`, at least one of the two (400 naming both when neither
    is given); unknown ids are ignored, and 404 is returned when none of the given ids exists. Audio
    levels are the catalog terciles of each descriptor; `audio_moods` must be moods the catalog uses
    (400 lists them). Filters are never relaxed: fewer results are returned rather than padding. At most
    max(2, ceil(results_nb/20)) recordings per artist; seed tracks are never returned. Algorithm: README
    "Recommendations".

    Args:
        ms_track_ids (str | Unset): Track (recording) ids: one or comma-separated; this and/or
            `ms_artist_ids` is required
        ms_artist_ids (str | Unset): Artist ids: one or comma-separated; this and/or
            `ms_track_ids` is required
        audio_bpm (int | Unset): 1 low, 2 medium, 3 high
        audio_arousal (int | Unset): 1 low, 2 medium, 3 high
        audio_valence (int | Unset): 1 low, 2 medium, 3 high
        audio_intensity (int | Unset): 1 low, 2 medium, 3 high
        audio_moods (str | Unset): One mood or comma-separated moods. Comma-separated list of:
            calm, happy, sad, tense
        year_range (int | Unset): Years before/after the given tracks Default: 5.
        results_nb (int | Unset): Number of results Default: 500.
        min_accuracy (int | Unset): Minimum accuracy for selecting corresponding artists Default:
            32.
        order_by (GetRecommendationsOrderBy | Unset): Result order

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecommendationResponse
    """

    return sync_detailed(
        client=client,
        ms_track_ids=ms_track_ids,
        ms_artist_ids=ms_artist_ids,
        audio_bpm=audio_bpm,
        audio_arousal=audio_arousal,
        audio_valence=audio_valence,
        audio_intensity=audio_intensity,
        audio_moods=audio_moods,
        year_range=year_range,
        results_nb=results_nb,
        min_accuracy=min_accuracy,
        order_by=order_by,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    ms_track_ids: str | Unset = UNSET,
    ms_artist_ids: str | Unset = UNSET,
    audio_bpm: int | Unset = UNSET,
    audio_arousal: int | Unset = UNSET,
    audio_valence: int | Unset = UNSET,
    audio_intensity: int | Unset = UNSET,
    audio_moods: str | Unset = UNSET,
    year_range: int | Unset = 5,
    results_nb: int | Unset = 500,
    min_accuracy: int | Unset = 32,
    order_by: GetRecommendationsOrderBy | Unset = UNSET,
) -> Response[ErrorBody | RecommendationResponse]:
    """Playlist recommendation from artist and/or track ids

     Seeds: `ms_track_ids` and/or `ms_artist_ids`, at least one of the two (400 naming both when neither
    is given); unknown ids are ignored, and 404 is returned when none of the given ids exists. Audio
    levels are the catalog terciles of each descriptor; `audio_moods` must be moods the catalog uses
    (400 lists them). Filters are never relaxed: fewer results are returned rather than padding. At most
    max(2, ceil(results_nb/20)) recordings per artist; seed tracks are never returned. Algorithm: README
    "Recommendations".

    Args:
        ms_track_ids (str | Unset): Track (recording) ids: one or comma-separated; this and/or
            `ms_artist_ids` is required
        ms_artist_ids (str | Unset): Artist ids: one or comma-separated; this and/or
            `ms_track_ids` is required
        audio_bpm (int | Unset): 1 low, 2 medium, 3 high
        audio_arousal (int | Unset): 1 low, 2 medium, 3 high
        audio_valence (int | Unset): 1 low, 2 medium, 3 high
        audio_intensity (int | Unset): 1 low, 2 medium, 3 high
        audio_moods (str | Unset): One mood or comma-separated moods. Comma-separated list of:
            calm, happy, sad, tense
        year_range (int | Unset): Years before/after the given tracks Default: 5.
        results_nb (int | Unset): Number of results Default: 500.
        min_accuracy (int | Unset): Minimum accuracy for selecting corresponding artists Default:
            32.
        order_by (GetRecommendationsOrderBy | Unset): Result order

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecommendationResponse]
    """

    kwargs = _get_kwargs(
        ms_track_ids=ms_track_ids,
        ms_artist_ids=ms_artist_ids,
        audio_bpm=audio_bpm,
        audio_arousal=audio_arousal,
        audio_valence=audio_valence,
        audio_intensity=audio_intensity,
        audio_moods=audio_moods,
        year_range=year_range,
        results_nb=results_nb,
        min_accuracy=min_accuracy,
        order_by=order_by,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    ms_track_ids: str | Unset = UNSET,
    ms_artist_ids: str | Unset = UNSET,
    audio_bpm: int | Unset = UNSET,
    audio_arousal: int | Unset = UNSET,
    audio_valence: int | Unset = UNSET,
    audio_intensity: int | Unset = UNSET,
    audio_moods: str | Unset = UNSET,
    year_range: int | Unset = 5,
    results_nb: int | Unset = 500,
    min_accuracy: int | Unset = 32,
    order_by: GetRecommendationsOrderBy | Unset = UNSET,
) -> ErrorBody | RecommendationResponse | None:
    """Playlist recommendation from artist and/or track ids

     Seeds: `ms_track_ids` and/or `ms_artist_ids`, at least one of the two (400 naming both when neither
    is given); unknown ids are ignored, and 404 is returned when none of the given ids exists. Audio
    levels are the catalog terciles of each descriptor; `audio_moods` must be moods the catalog uses
    (400 lists them). Filters are never relaxed: fewer results are returned rather than padding. At most
    max(2, ceil(results_nb/20)) recordings per artist; seed tracks are never returned. Algorithm: README
    "Recommendations".

    Args:
        ms_track_ids (str | Unset): Track (recording) ids: one or comma-separated; this and/or
            `ms_artist_ids` is required
        ms_artist_ids (str | Unset): Artist ids: one or comma-separated; this and/or
            `ms_track_ids` is required
        audio_bpm (int | Unset): 1 low, 2 medium, 3 high
        audio_arousal (int | Unset): 1 low, 2 medium, 3 high
        audio_valence (int | Unset): 1 low, 2 medium, 3 high
        audio_intensity (int | Unset): 1 low, 2 medium, 3 high
        audio_moods (str | Unset): One mood or comma-separated moods. Comma-separated list of:
            calm, happy, sad, tense
        year_range (int | Unset): Years before/after the given tracks Default: 5.
        results_nb (int | Unset): Number of results Default: 500.
        min_accuracy (int | Unset): Minimum accuracy for selecting corresponding artists Default:
            32.
        order_by (GetRecommendationsOrderBy | Unset): Result order

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecommendationResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            ms_track_ids=ms_track_ids,
            ms_artist_ids=ms_artist_ids,
            audio_bpm=audio_bpm,
            audio_arousal=audio_arousal,
            audio_valence=audio_valence,
            audio_intensity=audio_intensity,
            audio_moods=audio_moods,
            year_range=year_range,
            results_nb=results_nb,
            min_accuracy=min_accuracy,
            order_by=order_by,
        )
    ).parsed
