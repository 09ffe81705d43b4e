from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.show_search_result import ShowSearchResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str,
    type_: int | Unset = UNSET,
    artist: str | Unset = UNSET,
    page: int | Unset = 1,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params["type"] = type_

    params["artist"] = artist

    params["page"] = page

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/show",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | ShowSearchResult | None:
    if response.status_code == 200:
        response_200 = ShowSearchResult.from_dict(response.json())

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
) -> Response[ErrorBody | ShowSearchResult]:
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
    type_: int | Unset = UNSET,
    artist: str | Unset = UNSET,
    page: int | Unset = 1,
) -> Response[ErrorBody | ShowSearchResult]:
    """Search shows by name or id

    Args:
        query (str): Name or id
        type_ (int | Unset): Show type id filter
        artist (str | Unset): Artist name filter
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ShowSearchResult]
    """

    kwargs = _get_kwargs(
        query=query,
        type_=type_,
        artist=artist,
        page=page,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    type_: int | Unset = UNSET,
    artist: str | Unset = UNSET,
    page: int | Unset = 1,
) -> ErrorBody | ShowSearchResult | None:
    """Search shows by name or id

    Args:
        query (str): Name or id
        type_ (int | Unset): Show type id filter
        artist (str | Unset): Artist name filter
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ShowSearchResult
    """

    return sync_detailed(
        client=client,
        query=query,
        type_=type_,
        artist=artist,
        page=page,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    type_: int | Unset = UNSET,
    artist: str | Unset = UNSET,
    page: int | Unset = 1,
) -> Response[ErrorBody | ShowSearchResult]:
    """Search shows by name or id

    Args:
        query (str): Name or id
        type_ (int | Unset): Show type id filter
        artist (str | Unset): Artist name filter
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ShowSearchResult]
    """

    kwargs = _get_kwargs(
        query=query,
        type_=type_,
        artist=artist,
        page=page,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    type_: int | Unset = UNSET,
    artist: str | Unset = UNSET,
    page: int | Unset = 1,
) -> ErrorBody | ShowSearchResult | None:
    """Search shows by name or id

    Args:
        query (str): Name or id
        type_ (int | Unset): Show type id filter
        artist (str | Unset): Artist name filter
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ShowSearchResult
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            type_=type_,
            artist=artist,
            page=page,
        )
    ).parsed
