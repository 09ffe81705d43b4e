from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.release_search_result import ReleaseSearchResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    toc: str,
    page: int | Unset = 1,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["toc"] = toc

    params["page"] = page

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/release/toc",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | ReleaseSearchResult | None:
    if response.status_code == 200:
        response_200 = ReleaseSearchResult.from_dict(response.json())

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
) -> Response[ErrorBody | ReleaseSearchResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    toc: str,
    page: int | Unset = 1,
) -> Response[ErrorBody | ReleaseSearchResult]:
    """Releases matching a CD table of contents

    Args:
        toc (str): MusicBrainz full TOC: first track, last track, lead-out offset, then one offset
            per track (sectors), separated by spaces or `+`. Beyond the pattern, 400 when the TOC is
            inconsistent: 1 <= first <= last <= 99, one offset per track, offsets increasing, lead-out
            after the last offset Example: 1 3 60295 150 22352 38335.
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ReleaseSearchResult]
    """

    kwargs = _get_kwargs(
        toc=toc,
        page=page,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    toc: str,
    page: int | Unset = 1,
) -> ErrorBody | ReleaseSearchResult | None:
    """Releases matching a CD table of contents

    Args:
        toc (str): MusicBrainz full TOC: first track, last track, lead-out offset, then one offset
            per track (sectors), separated by spaces or `+`. Beyond the pattern, 400 when the TOC is
            inconsistent: 1 <= first <= last <= 99, one offset per track, offsets increasing, lead-out
            after the last offset Example: 1 3 60295 150 22352 38335.
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ReleaseSearchResult
    """

    return sync_detailed(
        client=client,
        toc=toc,
        page=page,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    toc: str,
    page: int | Unset = 1,
) -> Response[ErrorBody | ReleaseSearchResult]:
    """Releases matching a CD table of contents

    Args:
        toc (str): MusicBrainz full TOC: first track, last track, lead-out offset, then one offset
            per track (sectors), separated by spaces or `+`. Beyond the pattern, 400 when the TOC is
            inconsistent: 1 <= first <= last <= 99, one offset per track, offsets increasing, lead-out
            after the last offset Example: 1 3 60295 150 22352 38335.
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ReleaseSearchResult]
    """

    kwargs = _get_kwargs(
        toc=toc,
        page=page,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    toc: str,
    page: int | Unset = 1,
) -> ErrorBody | ReleaseSearchResult | None:
    """Releases matching a CD table of contents

    Args:
        toc (str): MusicBrainz full TOC: first track, last track, lead-out offset, then one offset
            per track (sectors), separated by spaces or `+`. Beyond the pattern, 400 when the TOC is
            inconsistent: 1 <= first <= last <= 99, one offset per track, offsets increasing, lead-out
            after the last offset Example: 1 3 60295 150 22352 38335.
        page (int | Unset): Result page (20 hits a page) Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ReleaseSearchResult
    """

    return (
        await asyncio_detailed(
            client=client,
            toc=toc,
            page=page,
        )
    ).parsed
