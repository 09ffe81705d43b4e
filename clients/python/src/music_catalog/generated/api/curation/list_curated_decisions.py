from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.curated_decision_list import CuratedDecisionList
from ...models.error_body import ErrorBody
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
        "url": "/api/curation/decisions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CuratedDecisionList | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CuratedDecisionList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

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
) -> Response[CuratedDecisionList | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[CuratedDecisionList | ErrorBody]:
    """Curated decisions, oldest first: who, when, why and what each changed

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CuratedDecisionList | ErrorBody]
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
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> CuratedDecisionList | ErrorBody | None:
    """Curated decisions, oldest first: who, when, why and what each changed

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CuratedDecisionList | ErrorBody
    """

    return sync_detailed(
        client=client,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[CuratedDecisionList | ErrorBody]:
    """Curated decisions, oldest first: who, when, why and what each changed

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CuratedDecisionList | ErrorBody]
    """

    kwargs = _get_kwargs(
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> CuratedDecisionList | ErrorBody | None:
    """Curated decisions, oldest first: who, when, why and what each changed

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota.

    Args:
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CuratedDecisionList | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            offset=offset,
            limit=limit,
        )
    ).parsed
