from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.catalog_change_set_result import CatalogChangeSetResult
from ...models.error_body import ErrorBody
from ...types import File, Response


def _get_kwargs(
    source: str,
    *,
    body: File,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/catalog/{source}/changes".format(
            source=quote(str(source), safe=""),
        ),
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CatalogChangeSetResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CatalogChangeSetResult.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = ErrorBody.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorBody.from_dict(response.json())

        return response_415

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
) -> Response[CatalogChangeSetResult | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    source: str,
    *,
    client: AuthenticatedClient,
    body: File,
) -> Response[CatalogChangeSetResult | ErrorBody]:
    """Push changes of your catalog source (JSON Lines); searchable within about a second

     An extension of this service. Needs a token with scope `catalog:write` (403 otherwise, before the
    body is read). The body is JSON Lines (`application/x-ndjson`, optionally `Content-Encoding: gzip`):
    the lines of the catalog file import (`docs/catalog-import.md`): `kind`, your `key`, the served
    document, or `deleted: true`. Read as a stream and applied 500 lines per transaction, whatever its
    size. Every line is validated exactly as the file import validates it: a bad line is refused with
    `{line, field, reason}` in `rejects` and the others are applied, each line whole or not at all.
    Idempotent by (source, key, content): replaying a request changes nothing and counts every line
    `unchanged`. Entity resolution runs on the entities this request changed (`merged` counts its
    merges). The answer gives the change-feed `cursor` after the last change made: the changes are in
    `GET /api/catalog/changes` and searchable within about a second (the worker indexes the feed).
    Limits: `CHANGES_MAX_LINES` lines (default 10,000) and `CHANGES_MAX_BYTES` bytes after decompression
    (default 16 MiB) per request → 413 above (a declared `Content-Length` above it is refused before any
    work; past the limit in a streamed or compressed body, the lines before it are applied: send the
    rest, or replay the whole split in smaller requests). Counts one request against the daily quota
    whatever its number of lines. A source name that is not lower-case letters, digits, `-`, `_`, or is
    a shipped source → 400 naming `path.source`; a body that is not valid gzip → 400; another content
    type or encoding → 415.

    Args:
        source (str): Your catalog source (its lines are keyed within it), as `catalog import
            --source` names it; not a shipped source name
        body (File): One catalog-file line per line (JSON Lines); blank lines are skipped but
            numbered

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogChangeSetResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        source=source,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    source: str,
    *,
    client: AuthenticatedClient,
    body: File,
) -> CatalogChangeSetResult | ErrorBody | None:
    """Push changes of your catalog source (JSON Lines); searchable within about a second

     An extension of this service. Needs a token with scope `catalog:write` (403 otherwise, before the
    body is read). The body is JSON Lines (`application/x-ndjson`, optionally `Content-Encoding: gzip`):
    the lines of the catalog file import (`docs/catalog-import.md`): `kind`, your `key`, the served
    document, or `deleted: true`. Read as a stream and applied 500 lines per transaction, whatever its
    size. Every line is validated exactly as the file import validates it: a bad line is refused with
    `{line, field, reason}` in `rejects` and the others are applied, each line whole or not at all.
    Idempotent by (source, key, content): replaying a request changes nothing and counts every line
    `unchanged`. Entity resolution runs on the entities this request changed (`merged` counts its
    merges). The answer gives the change-feed `cursor` after the last change made: the changes are in
    `GET /api/catalog/changes` and searchable within about a second (the worker indexes the feed).
    Limits: `CHANGES_MAX_LINES` lines (default 10,000) and `CHANGES_MAX_BYTES` bytes after decompression
    (default 16 MiB) per request → 413 above (a declared `Content-Length` above it is refused before any
    work; past the limit in a streamed or compressed body, the lines before it are applied: send the
    rest, or replay the whole split in smaller requests). Counts one request against the daily quota
    whatever its number of lines. A source name that is not lower-case letters, digits, `-`, `_`, or is
    a shipped source → 400 naming `path.source`; a body that is not valid gzip → 400; another content
    type or encoding → 415.

    Args:
        source (str): Your catalog source (its lines are keyed within it), as `catalog import
            --source` names it; not a shipped source name
        body (File): One catalog-file line per line (JSON Lines); blank lines are skipped but
            numbered

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogChangeSetResult | ErrorBody
    """

    return sync_detailed(
        source=source,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    source: str,
    *,
    client: AuthenticatedClient,
    body: File,
) -> Response[CatalogChangeSetResult | ErrorBody]:
    """Push changes of your catalog source (JSON Lines); searchable within about a second

     An extension of this service. Needs a token with scope `catalog:write` (403 otherwise, before the
    body is read). The body is JSON Lines (`application/x-ndjson`, optionally `Content-Encoding: gzip`):
    the lines of the catalog file import (`docs/catalog-import.md`): `kind`, your `key`, the served
    document, or `deleted: true`. Read as a stream and applied 500 lines per transaction, whatever its
    size. Every line is validated exactly as the file import validates it: a bad line is refused with
    `{line, field, reason}` in `rejects` and the others are applied, each line whole or not at all.
    Idempotent by (source, key, content): replaying a request changes nothing and counts every line
    `unchanged`. Entity resolution runs on the entities this request changed (`merged` counts its
    merges). The answer gives the change-feed `cursor` after the last change made: the changes are in
    `GET /api/catalog/changes` and searchable within about a second (the worker indexes the feed).
    Limits: `CHANGES_MAX_LINES` lines (default 10,000) and `CHANGES_MAX_BYTES` bytes after decompression
    (default 16 MiB) per request → 413 above (a declared `Content-Length` above it is refused before any
    work; past the limit in a streamed or compressed body, the lines before it are applied: send the
    rest, or replay the whole split in smaller requests). Counts one request against the daily quota
    whatever its number of lines. A source name that is not lower-case letters, digits, `-`, `_`, or is
    a shipped source → 400 naming `path.source`; a body that is not valid gzip → 400; another content
    type or encoding → 415.

    Args:
        source (str): Your catalog source (its lines are keyed within it), as `catalog import
            --source` names it; not a shipped source name
        body (File): One catalog-file line per line (JSON Lines); blank lines are skipped but
            numbered

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogChangeSetResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        source=source,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    source: str,
    *,
    client: AuthenticatedClient,
    body: File,
) -> CatalogChangeSetResult | ErrorBody | None:
    """Push changes of your catalog source (JSON Lines); searchable within about a second

     An extension of this service. Needs a token with scope `catalog:write` (403 otherwise, before the
    body is read). The body is JSON Lines (`application/x-ndjson`, optionally `Content-Encoding: gzip`):
    the lines of the catalog file import (`docs/catalog-import.md`): `kind`, your `key`, the served
    document, or `deleted: true`. Read as a stream and applied 500 lines per transaction, whatever its
    size. Every line is validated exactly as the file import validates it: a bad line is refused with
    `{line, field, reason}` in `rejects` and the others are applied, each line whole or not at all.
    Idempotent by (source, key, content): replaying a request changes nothing and counts every line
    `unchanged`. Entity resolution runs on the entities this request changed (`merged` counts its
    merges). The answer gives the change-feed `cursor` after the last change made: the changes are in
    `GET /api/catalog/changes` and searchable within about a second (the worker indexes the feed).
    Limits: `CHANGES_MAX_LINES` lines (default 10,000) and `CHANGES_MAX_BYTES` bytes after decompression
    (default 16 MiB) per request → 413 above (a declared `Content-Length` above it is refused before any
    work; past the limit in a streamed or compressed body, the lines before it are applied: send the
    rest, or replay the whole split in smaller requests). Counts one request against the daily quota
    whatever its number of lines. A source name that is not lower-case letters, digits, `-`, `_`, or is
    a shipped source → 400 naming `path.source`; a body that is not valid gzip → 400; another content
    type or encoding → 415.

    Args:
        source (str): Your catalog source (its lines are keyed within it), as `catalog import
            --source` names it; not a shipped source name
        body (File): One catalog-file line per line (JSON Lines); blank lines are skipped but
            numbered

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogChangeSetResult | ErrorBody
    """

    return (
        await asyncio_detailed(
            source=source,
            client=client,
            body=body,
        )
    ).parsed
