from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.artist_title_batch_request import ArtistTitleBatchRequest
from ...models.artist_title_batch_result import ArtistTitleBatchResult
from ...models.error_body import ErrorBody
from ...types import Response


def _get_kwargs(
    *,
    body: ArtistTitleBatchRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/artist-title/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ArtistTitleBatchResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = ArtistTitleBatchResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = ErrorBody.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorBody.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorBody.from_dict(response.json())

        return response_422

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
) -> Response[ArtistTitleBatchResult | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ArtistTitleBatchRequest,
) -> Response[ArtistTitleBatchResult | ErrorBody]:
    """Best recording for each of up to 1000 (artist name, title) pairs

     An extension of this service. One result per item, in input order: the best hit (or null when
    nothing matched) and its score. An item may give its logged `duration`; each hit says `version` as
    in `GET /api/artist-title`. Limits: 1..1000 items; `name` and `title` 1..200 characters each (422
    beyond); text without a letter or digit matches nothing. Costs one quota unit per item, charged only
    after the body is valid; a batch costing more than what remains of the daily quota → 429 charging
    nothing. At most `BATCH_CONCURRENCY_PER_TOKEN` (default 2) batches in flight per token (429 beyond);
    a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503 with Retry-After (and its units are
    given back).

    Args:
        body (ArtistTitleBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistTitleBatchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ArtistTitleBatchRequest,
) -> ArtistTitleBatchResult | ErrorBody | None:
    """Best recording for each of up to 1000 (artist name, title) pairs

     An extension of this service. One result per item, in input order: the best hit (or null when
    nothing matched) and its score. An item may give its logged `duration`; each hit says `version` as
    in `GET /api/artist-title`. Limits: 1..1000 items; `name` and `title` 1..200 characters each (422
    beyond); text without a letter or digit matches nothing. Costs one quota unit per item, charged only
    after the body is valid; a batch costing more than what remains of the daily quota → 429 charging
    nothing. At most `BATCH_CONCURRENCY_PER_TOKEN` (default 2) batches in flight per token (429 beyond);
    a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503 with Retry-After (and its units are
    given back).

    Args:
        body (ArtistTitleBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistTitleBatchResult | ErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ArtistTitleBatchRequest,
) -> Response[ArtistTitleBatchResult | ErrorBody]:
    """Best recording for each of up to 1000 (artist name, title) pairs

     An extension of this service. One result per item, in input order: the best hit (or null when
    nothing matched) and its score. An item may give its logged `duration`; each hit says `version` as
    in `GET /api/artist-title`. Limits: 1..1000 items; `name` and `title` 1..200 characters each (422
    beyond); text without a letter or digit matches nothing. Costs one quota unit per item, charged only
    after the body is valid; a batch costing more than what remains of the daily quota → 429 charging
    nothing. At most `BATCH_CONCURRENCY_PER_TOKEN` (default 2) batches in flight per token (429 beyond);
    a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503 with Retry-After (and its units are
    given back).

    Args:
        body (ArtistTitleBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistTitleBatchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ArtistTitleBatchRequest,
) -> ArtistTitleBatchResult | ErrorBody | None:
    """Best recording for each of up to 1000 (artist name, title) pairs

     An extension of this service. One result per item, in input order: the best hit (or null when
    nothing matched) and its score. An item may give its logged `duration`; each hit says `version` as
    in `GET /api/artist-title`. Limits: 1..1000 items; `name` and `title` 1..200 characters each (422
    beyond); text without a letter or digit matches nothing. Costs one quota unit per item, charged only
    after the body is valid; a batch costing more than what remains of the daily quota → 429 charging
    nothing. At most `BATCH_CONCURRENCY_PER_TOKEN` (default 2) batches in flight per token (429 beyond);
    a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503 with Retry-After (and its units are
    given back).

    Args:
        body (ArtistTitleBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistTitleBatchResult | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
