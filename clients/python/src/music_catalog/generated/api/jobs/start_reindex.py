from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.reindex_job import ReindexJob
from ...models.reindex_request_type_0 import ReindexRequestType0
from ...models.reindex_request_type_1 import ReindexRequestType1
from ...types import Response


def _get_kwargs(
    *,
    body: ReindexRequestType0 | ReindexRequestType1,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/admin/reindex",
    }

    if isinstance(body, ReindexRequestType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | ReindexJob | None:
    if response.status_code == 200:
        response_200 = ReindexJob.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = ReindexJob.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

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
) -> Response[ErrorBody | ReindexJob]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ReindexRequestType0 | ReindexRequestType1,
) -> Response[ErrorBody | ReindexJob]:
    """Start a search-index rebuild (or a reindex of some ids) as a job

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `{entity: "all"}` rebuilds every search index, `{entity}` one: a new index
    is built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches
    never stop; changes committed meanwhile are applied to the new index). `{entity, ids}` re-indexes
    those ids (1.. 10000) into the live index. The worker runs one job at a time. The job id is derived
    from the request: an identical job still queued or running is not queued twice — the answer is that
    job (200 instead of 202). Follow it with `GET /api/admin/jobs/{id}` (`Location`).

    Args:
        body (ReindexRequestType0 | ReindexRequestType1):  Example: {'entity': 'artist', 'ids':
            [1238]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ReindexJob]
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
    client: AuthenticatedClient,
    body: ReindexRequestType0 | ReindexRequestType1,
) -> ErrorBody | ReindexJob | None:
    """Start a search-index rebuild (or a reindex of some ids) as a job

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `{entity: "all"}` rebuilds every search index, `{entity}` one: a new index
    is built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches
    never stop; changes committed meanwhile are applied to the new index). `{entity, ids}` re-indexes
    those ids (1.. 10000) into the live index. The worker runs one job at a time. The job id is derived
    from the request: an identical job still queued or running is not queued twice — the answer is that
    job (200 instead of 202). Follow it with `GET /api/admin/jobs/{id}` (`Location`).

    Args:
        body (ReindexRequestType0 | ReindexRequestType1):  Example: {'entity': 'artist', 'ids':
            [1238]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ReindexJob
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ReindexRequestType0 | ReindexRequestType1,
) -> Response[ErrorBody | ReindexJob]:
    """Start a search-index rebuild (or a reindex of some ids) as a job

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `{entity: "all"}` rebuilds every search index, `{entity}` one: a new index
    is built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches
    never stop; changes committed meanwhile are applied to the new index). `{entity, ids}` re-indexes
    those ids (1.. 10000) into the live index. The worker runs one job at a time. The job id is derived
    from the request: an identical job still queued or running is not queued twice — the answer is that
    job (200 instead of 202). Follow it with `GET /api/admin/jobs/{id}` (`Location`).

    Args:
        body (ReindexRequestType0 | ReindexRequestType1):  Example: {'entity': 'artist', 'ids':
            [1238]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ReindexJob]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ReindexRequestType0 | ReindexRequestType1,
) -> ErrorBody | ReindexJob | None:
    """Start a search-index rebuild (or a reindex of some ids) as a job

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `{entity: "all"}` rebuilds every search index, `{entity}` one: a new index
    is built from PostgreSQL beside the one serving, then the alias is swapped atomically (searches
    never stop; changes committed meanwhile are applied to the new index). `{entity, ids}` re-indexes
    those ids (1.. 10000) into the live index. The worker runs one job at a time. The job id is derived
    from the request: an identical job still queued or running is not queued twice — the answer is that
    job (200 instead of 202). Follow it with `GET /api/admin/jobs/{id}` (`Location`).

    Args:
        body (ReindexRequestType0 | ReindexRequestType1):  Example: {'entity': 'artist', 'ids':
            [1238]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ReindexJob
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
