from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.artist_search_result import ArtistSearchResult
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isni: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_kb_id: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params["page"] = page

    params["isni"] = isni

    params["ext_mb_id"] = ext_mb_id

    params["ext_s1_id"] = ext_s1_id

    params["ext_s2_id"] = ext_s2_id

    params["ext_s3_id"] = ext_s3_id

    params["ext_s4_id"] = ext_s4_id

    params["ext_s5_id"] = ext_s5_id

    params["ext_s6_id"] = ext_s6_id

    params["ext_kb_id"] = ext_kb_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/artist",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ArtistSearchResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = ArtistSearchResult.from_dict(response.json())

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
) -> Response[ArtistSearchResult | ErrorBody]:
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
    isni: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_kb_id: str | Unset = UNSET,
) -> Response[ArtistSearchResult | ErrorBody]:
    """Search artists by name or id, or by identifier filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isni (str | Unset): ISNI
        ext_mb_id (str | Unset): MusicBrainz artist MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_kb_id (str | Unset): Knowledge base id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        isni=isni,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_kb_id=ext_kb_id,
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
    isni: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_kb_id: str | Unset = UNSET,
) -> ArtistSearchResult | ErrorBody | None:
    """Search artists by name or id, or by identifier filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isni (str | Unset): ISNI
        ext_mb_id (str | Unset): MusicBrainz artist MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_kb_id (str | Unset): Knowledge base id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistSearchResult | ErrorBody
    """

    return sync_detailed(
        client=client,
        query=query,
        page=page,
        isni=isni,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_kb_id=ext_kb_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isni: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_kb_id: str | Unset = UNSET,
) -> Response[ArtistSearchResult | ErrorBody]:
    """Search artists by name or id, or by identifier filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isni (str | Unset): ISNI
        ext_mb_id (str | Unset): MusicBrainz artist MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_kb_id (str | Unset): Knowledge base id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        isni=isni,
        ext_mb_id=ext_mb_id,
        ext_s1_id=ext_s1_id,
        ext_s2_id=ext_s2_id,
        ext_s3_id=ext_s3_id,
        ext_s4_id=ext_s4_id,
        ext_s5_id=ext_s5_id,
        ext_s6_id=ext_s6_id,
        ext_kb_id=ext_kb_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str | Unset = UNSET,
    page: int | Unset = 1,
    isni: str | Unset = UNSET,
    ext_mb_id: str | Unset = UNSET,
    ext_s1_id: str | Unset = UNSET,
    ext_s2_id: str | Unset = UNSET,
    ext_s3_id: str | Unset = UNSET,
    ext_s4_id: str | Unset = UNSET,
    ext_s5_id: str | Unset = UNSET,
    ext_s6_id: str | Unset = UNSET,
    ext_kb_id: str | Unset = UNSET,
) -> ArtistSearchResult | ErrorBody | None:
    """Search artists by name or id, or by identifier filters

    Args:
        query (str | Unset): Name or id; without it and without filters, nothing matches (404)
        page (int | Unset): Result page (20 hits a page) Default: 1.
        isni (str | Unset): ISNI
        ext_mb_id (str | Unset): MusicBrainz artist MBID
        ext_s1_id (str | Unset): Streaming platform 1 id
        ext_s2_id (str | Unset): Streaming platform 2 id
        ext_s3_id (str | Unset): Streaming platform 3 id
        ext_s4_id (str | Unset): Streaming platform 4 id
        ext_s5_id (str | Unset): Streaming platform 5 id
        ext_s6_id (str | Unset): Digital music store id
        ext_kb_id (str | Unset): Knowledge base id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistSearchResult | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            page=page,
            isni=isni,
            ext_mb_id=ext_mb_id,
            ext_s1_id=ext_s1_id,
            ext_s2_id=ext_s2_id,
            ext_s3_id=ext_s3_id,
            ext_s4_id=ext_s4_id,
            ext_s5_id=ext_s5_id,
            ext_s6_id=ext_s6_id,
            ext_kb_id=ext_kb_id,
        )
    ).parsed
