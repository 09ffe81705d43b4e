from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.picture_list import PictureList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
    format_: str | Unset = "1:1",
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit

    params["format"] = format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/show/{id}/pictures".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | PictureList | None:
    if response.status_code == 200:
        response_200 = PictureList.from_dict(response.json())

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
) -> Response[ErrorBody | PictureList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
    format_: str | Unset = "1:1",
) -> Response[ErrorBody | PictureList]:
    """Show's pictures

    Args:
        id (int):
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.
        format_ (str | Unset): Picture formats; with several formats the same id_picture may
            repeat (use id_picture_version). Comma-separated list of: 1:1, 16:9, all Default: '1:1'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureList]
    """

    kwargs = _get_kwargs(
        id=id,
        offset=offset,
        limit=limit,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
    format_: str | Unset = "1:1",
) -> ErrorBody | PictureList | None:
    """Show's pictures

    Args:
        id (int):
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.
        format_ (str | Unset): Picture formats; with several formats the same id_picture may
            repeat (use id_picture_version). Comma-separated list of: 1:1, 16:9, all Default: '1:1'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureList
    """

    return sync_detailed(
        id=id,
        client=client,
        offset=offset,
        limit=limit,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
    format_: str | Unset = "1:1",
) -> Response[ErrorBody | PictureList]:
    """Show's pictures

    Args:
        id (int):
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.
        format_ (str | Unset): Picture formats; with several formats the same id_picture may
            repeat (use id_picture_version). Comma-separated list of: 1:1, 16:9, all Default: '1:1'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureList]
    """

    kwargs = _get_kwargs(
        id=id,
        offset=offset,
        limit=limit,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
    format_: str | Unset = "1:1",
) -> ErrorBody | PictureList | None:
    """Show's pictures

    Args:
        id (int):
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.
        format_ (str | Unset): Picture formats; with several formats the same id_picture may
            repeat (use id_picture_version). Comma-separated list of: 1:1, 16:9, all Default: '1:1'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureList
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            offset=offset,
            limit=limit,
            format_=format_,
        )
    ).parsed
