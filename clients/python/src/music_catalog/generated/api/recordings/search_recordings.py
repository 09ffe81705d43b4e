from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.recording_search_result import RecordingSearchResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isrc: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_lf_id: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params["page"] = page

    params["isrc"] = isrc

    params["ext_mb_id"] = ext_mb_id

    params["ext_s1_id"] = ext_s1_id

    params["ext_s2_id"] = ext_s2_id

    params["ext_s3_id"] = ext_s3_id

    params["ext_s4_id"] = ext_s4_id

    params["ext_s5_id"] = ext_s5_id

    params["ext_s6_id"] = ext_s6_id

    params["ext_lf_id"] = ext_lf_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/recording",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | RecordingSearchResult | None:
    if response.status_code == 200:
        response_200 = RecordingSearchResult.from_dict(response.json())

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
) -> Response[ErrorBody | RecordingSearchResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isrc: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_lf_id: str | Unset = UNSET,
) -> Response[ErrorBody | RecordingSearchResult]:
    """Search recordings by name or id, or by filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isrc (str | Unset): ISRC
        ext_mb_id (str | Unset): MusicBrainz recording MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_lf_id (str | Unset): Lyrics provider id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecordingSearchResult]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        isrc=isrc,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_lf_id=ext_lf_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isrc: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_lf_id: str | Unset = UNSET,
) -> ErrorBody | RecordingSearchResult | None:
    """Search recordings by name or id, or by filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isrc (str | Unset): ISRC
        ext_mb_id (str | Unset): MusicBrainz recording MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_lf_id (str | Unset): Lyrics provider id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecordingSearchResult
    """

    return sync_detailed(
        client=client,
        query=query,
        page=page,
        isrc=isrc,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_lf_id=ext_lf_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isrc: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_lf_id: str | Unset = UNSET,
) -> Response[ErrorBody | RecordingSearchResult]:
    """Search recordings by name or id, or by filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isrc (str | Unset): ISRC
        ext_mb_id (str | Unset): MusicBrainz recording MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_lf_id (str | Unset): Lyrics provider id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecordingSearchResult]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        isrc=isrc,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_lf_id=ext_lf_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isrc: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_lf_id: str | Unset = UNSET,
) -> ErrorBody | RecordingSearchResult | None:
    """Search recordings by name or id, or by filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isrc (str | Unset): ISRC
        ext_mb_id (str | Unset): MusicBrainz recording MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_lf_id (str | Unset): Lyrics provider id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecordingSearchResult
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            page=page,
            isrc=isrc,
            ext_mb_id=ext_mb_id,
            ext_s1_id=ext_s1_id,
            ext_s2_id=ext_s2_id,
            ext_s3_id=ext_s3_id,
            ext_s4_id=ext_s4_id,
            ext_s5_id=ext_s5_id,
            ext_s6_id=ext_s6_id,
            ext_lf_id=ext_lf_id,
        )
    ).parsed
