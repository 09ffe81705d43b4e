from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.match_pin_list import MatchPinList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/artist-title/pins",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | MatchPinList | None:
    if response.status_code == 200:
        response_200 = MatchPinList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | MatchPinList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[ErrorBody | MatchPinList]:
    """Pins that apply to this token: its account's own and the global ones, oldest first

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. A pin whose recording is gone says `target:
    "missing"`: it does not apply.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchPinList]
    """

    kwargs = _get_kwargs(
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> ErrorBody | MatchPinList | None:
    """Pins that apply to this token: its account's own and the global ones, oldest first

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. A pin whose recording is gone says `target:
    "missing"`: it does not apply.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchPinList
    """

    return sync_detailed(
        client=client,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[ErrorBody | MatchPinList]:
    """Pins that apply to this token: its account's own and the global ones, oldest first

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. A pin whose recording is gone says `target:
    "missing"`: it does not apply.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchPinList]
    """

    kwargs = _get_kwargs(
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> ErrorBody | MatchPinList | None:
    """Pins that apply to this token: its account's own and the global ones, oldest first

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. A pin whose recording is gone says `target:
    "missing"`: it does not apply.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchPinList
    """

    return (
        await asyncio_detailed(
            client=client,
            offset=offset,
            limit=limit,
        )
    ).parsed
