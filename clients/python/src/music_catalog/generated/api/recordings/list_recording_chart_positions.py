from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.recording_chart_positions_result import RecordingChartPositionsResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id_recording: int,
    id_charts: int,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 500,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/recording/{id_recording}/charts/{id_charts}".format(
            id_recording=quote(str(id_recording), safe=""),
            id_charts=quote(str(id_charts), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | RecordingChartPositionsResult | None:
    if response.status_code == 200:
        response_200 = RecordingChartPositionsResult.from_dict(response.json())

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
) -> Response[ErrorBody | RecordingChartPositionsResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id_recording: int,
    id_charts: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 500,
) -> Response[ErrorBody | RecordingChartPositionsResult]:
    """Recording's positions in one chart

    Args:
        id_recording (int): Recording id
        id_charts (int): Chart id
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecordingChartPositionsResult]
    """

    kwargs = _get_kwargs(
        id_recording=id_recording,
        id_charts=id_charts,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id_recording: int,
    id_charts: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 500,
) -> ErrorBody | RecordingChartPositionsResult | None:
    """Recording's positions in one chart

    Args:
        id_recording (int): Recording id
        id_charts (int): Chart id
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecordingChartPositionsResult
    """

    return sync_detailed(
        id_recording=id_recording,
        id_charts=id_charts,
        client=client,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    id_recording: int,
    id_charts: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 500,
) -> Response[ErrorBody | RecordingChartPositionsResult]:
    """Recording's positions in one chart

    Args:
        id_recording (int): Recording id
        id_charts (int): Chart id
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | RecordingChartPositionsResult]
    """

    kwargs = _get_kwargs(
        id_recording=id_recording,
        id_charts=id_charts,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id_recording: int,
    id_charts: int,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 500,
) -> ErrorBody | RecordingChartPositionsResult | None:
    """Recording's positions in one chart

    Args:
        id_recording (int): Recording id
        id_charts (int): Chart id
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | RecordingChartPositionsResult
    """

    return (
        await asyncio_detailed(
            id_recording=id_recording,
            id_charts=id_charts,
            client=client,
            offset=offset,
            limit=limit,
        )
    ).parsed
