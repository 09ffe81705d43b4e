from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.catalog_change_page import CatalogChangePage
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/catalog/changes",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CatalogChangePage | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CatalogChangePage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 410:
        response_410 = ErrorBody.from_dict(response.json())

        return response_410

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
) -> Response[CatalogChangePage | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[CatalogChangePage | ErrorBody]:
    """The change feed: every committed change in commit order, after a cursor

     An extension of this service. Any token. Every change of a served document — from `POST
    /api/catalog/{source}/changes`, `catalog import`, entity resolution (a merge) or an undone merge —
    in commit order: `upsert` (look the id up again), `delete` (drop it), `merge` (drop it, and follow
    `merged_into`, the surviving id). Resume with `after` = the `next` of the previous page: a client
    that stored ids keeps a mirror in step. The feed keeps changes for 7 days (and at most 10 million):
    a cursor older than that → 410 telling the client to resync from the catalog. A cursor this feed did
    not hand out → 400 naming `query.after`. Counts one request against the daily quota.

    Args:
        after (str | Unset): Cursor: the changes after it. The `next` of the previous page or the
            `cursor` of a change set; absent = from the oldest change retained
        limit (int | Unset): Changes to return at most Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogChangePage | ErrorBody]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
) -> CatalogChangePage | ErrorBody | None:
    """The change feed: every committed change in commit order, after a cursor

     An extension of this service. Any token. Every change of a served document — from `POST
    /api/catalog/{source}/changes`, `catalog import`, entity resolution (a merge) or an undone merge —
    in commit order: `upsert` (look the id up again), `delete` (drop it), `merge` (drop it, and follow
    `merged_into`, the surviving id). Resume with `after` = the `next` of the previous page: a client
    that stored ids keeps a mirror in step. The feed keeps changes for 7 days (and at most 10 million):
    a cursor older than that → 410 telling the client to resync from the catalog. A cursor this feed did
    not hand out → 400 naming `query.after`. Counts one request against the daily quota.

    Args:
        after (str | Unset): Cursor: the changes after it. The `next` of the previous page or the
            `cursor` of a change set; absent = from the oldest change retained
        limit (int | Unset): Changes to return at most Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogChangePage | ErrorBody
    """

    return sync_detailed(
        client=client,
        after=after,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[CatalogChangePage | ErrorBody]:
    """The change feed: every committed change in commit order, after a cursor

     An extension of this service. Any token. Every change of a served document — from `POST
    /api/catalog/{source}/changes`, `catalog import`, entity resolution (a merge) or an undone merge —
    in commit order: `upsert` (look the id up again), `delete` (drop it), `merge` (drop it, and follow
    `merged_into`, the surviving id). Resume with `after` = the `next` of the previous page: a client
    that stored ids keeps a mirror in step. The feed keeps changes for 7 days (and at most 10 million):
    a cursor older than that → 410 telling the client to resync from the catalog. A cursor this feed did
    not hand out → 400 naming `query.after`. Counts one request against the daily quota.

    Args:
        after (str | Unset): Cursor: the changes after it. The `next` of the previous page or the
            `cursor` of a change set; absent = from the oldest change retained
        limit (int | Unset): Changes to return at most Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogChangePage | ErrorBody]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
) -> CatalogChangePage | ErrorBody | None:
    """The change feed: every committed change in commit order, after a cursor

     An extension of this service. Any token. Every change of a served document — from `POST
    /api/catalog/{source}/changes`, `catalog import`, entity resolution (a merge) or an undone merge —
    in commit order: `upsert` (look the id up again), `delete` (drop it), `merge` (drop it, and follow
    `merged_into`, the surviving id). Resume with `after` = the `next` of the previous page: a client
    that stored ids keeps a mirror in step. The feed keeps changes for 7 days (and at most 10 million):
    a cursor older than that → 410 telling the client to resync from the catalog. A cursor this feed did
    not hand out → 400 naming `query.after`. Counts one request against the daily quota.

    Args:
        after (str | Unset): Cursor: the changes after it. The `next` of the previous page or the
            `cursor` of a change set; absent = from the oldest change retained
        limit (int | Unset): Changes to return at most Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogChangePage | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            limit=limit,
        )
    ).parsed
