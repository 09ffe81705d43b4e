from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.suggest_result import SuggestResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str,
    limit: int | Unset = 10,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/suggest",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | SuggestResult | None:
    if response.status_code == 200:
        response_200 = SuggestResult.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | SuggestResult]:
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
    limit: int | Unset = 10,
) -> Response[ErrorBody | SuggestResult]:
    """Search as you type: the most popular matches across artists, recordings, albums, releases and shows

     An extension of this service. One request per keystroke: earlier words whole, the last one a prefix;
    title and artist words may mix in one box; aliases and translated names count. Hits of the five
    types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list
    when nothing matches; 400 when the text has no letter or digit to search for. Answered within
    `SEARCH_DEADLINE_MS` (503 with Retry-After beyond); a client that goes away (the next keystroke)
    stops the engine work.

    Args:
        query (str): The text typed so far
        limit (int | Unset): Hits to return Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SuggestResult]
    """

    kwargs = _get_kwargs(
        query=query,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    limit: int | Unset = 10,
) -> ErrorBody | SuggestResult | None:
    """Search as you type: the most popular matches across artists, recordings, albums, releases and shows

     An extension of this service. One request per keystroke: earlier words whole, the last one a prefix;
    title and artist words may mix in one box; aliases and translated names count. Hits of the five
    types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list
    when nothing matches; 400 when the text has no letter or digit to search for. Answered within
    `SEARCH_DEADLINE_MS` (503 with Retry-After beyond); a client that goes away (the next keystroke)
    stops the engine work.

    Args:
        query (str): The text typed so far
        limit (int | Unset): Hits to return Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SuggestResult
    """

    return sync_detailed(
        client=client,
        query=query,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    limit: int | Unset = 10,
) -> Response[ErrorBody | SuggestResult]:
    """Search as you type: the most popular matches across artists, recordings, albums, releases and shows

     An extension of this service. One request per keystroke: earlier words whole, the last one a prefix;
    title and artist words may mix in one box; aliases and translated names count. Hits of the five
    types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list
    when nothing matches; 400 when the text has no letter or digit to search for. Answered within
    `SEARCH_DEADLINE_MS` (503 with Retry-After beyond); a client that goes away (the next keystroke)
    stops the engine work.

    Args:
        query (str): The text typed so far
        limit (int | Unset): Hits to return Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SuggestResult]
    """

    kwargs = _get_kwargs(
        query=query,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    limit: int | Unset = 10,
) -> ErrorBody | SuggestResult | None:
    """Search as you type: the most popular matches across artists, recordings, albums, releases and shows

     An extension of this service. One request per keystroke: earlier words whole, the last one a prefix;
    title and artist words may mix in one box; aliases and translated names count. Hits of the five
    types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list
    when nothing matches; 400 when the text has no letter or digit to search for. Answered within
    `SEARCH_DEADLINE_MS` (503 with Retry-After beyond); a client that goes away (the next keystroke)
    stops the engine work.

    Args:
        query (str): The text typed so far
        limit (int | Unset): Hits to return Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SuggestResult
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            limit=limit,
        )
    ).parsed
