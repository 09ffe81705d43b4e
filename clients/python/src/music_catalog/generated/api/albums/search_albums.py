from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.album_search_result import AlbumSearchResult
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str,
    page: int | Unset = 1,
    release_date: str | Unset = UNSET,
    artist: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params["page"] = page

    params["release_date"] = release_date

    params["artist"] = artist

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/album",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AlbumSearchResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = AlbumSearchResult.from_dict(response.json())

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
) -> Response[AlbumSearchResult | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    page: int | Unset = 1,
    release_date: str | Unset = UNSET,
    artist: str | Unset = UNSET,
) -> Response[AlbumSearchResult | ErrorBody]:
    """Search albums by name or id

    Args:
        query (str): Name or id
        page (int | Unset): Result page (20 hits a page) Default: 1.
        release_date (str | Unset): Release date filter; 00 for unknown month/day
        artist (str | Unset): Artist name filter

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlbumSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        release_date=release_date,
        artist=artist,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    page: int | Unset = 1,
    release_date: str | Unset = UNSET,
    artist: str | Unset = UNSET,
) -> AlbumSearchResult | ErrorBody | None:
    """Search albums by name or id

    Args:
        query (str): Name or id
        page (int | Unset): Result page (20 hits a page) Default: 1.
        release_date (str | Unset): Release date filter; 00 for unknown month/day
        artist (str | Unset): Artist name filter

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlbumSearchResult | ErrorBody
    """

    return sync_detailed(
        client=client,
        query=query,
        page=page,
        release_date=release_date,
        artist=artist,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    page: int | Unset = 1,
    release_date: str | Unset = UNSET,
    artist: str | Unset = UNSET,
) -> Response[AlbumSearchResult | ErrorBody]:
    """Search albums by name or id

    Args:
        query (str): Name or id
        page (int | Unset): Result page (20 hits a page) Default: 1.
        release_date (str | Unset): Release date filter; 00 for unknown month/day
        artist (str | Unset): Artist name filter

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlbumSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        query=query,
        page=page,
        release_date=release_date,
        artist=artist,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    page: int | Unset = 1,
    release_date: str | Unset = UNSET,
    artist: str | Unset = UNSET,
) -> AlbumSearchResult | ErrorBody | None:
    """Search albums by name or id

    Args:
        query (str): Name or id
        page (int | Unset): Result page (20 hits a page) Default: 1.
        release_date (str | Unset): Release date filter; 00 for unknown month/day
        artist (str | Unset): Artist name filter

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlbumSearchResult | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            page=page,
            release_date=release_date,
            artist=artist,
        )
    ).parsed
