from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.match_job import MatchJob
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    body: File,
    keep_current: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["keep_current"] = keep_current

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/artist-title/jobs",
        "params": params,
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "text/csv"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | MatchJob | None:
    if response.status_code == 202:
        response_202 = MatchJob.from_dict(response.json())

        return response_202

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
) -> Response[ErrorBody | MatchJob]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: File,
    keep_current: bool | Unset = False,
) -> Response[ErrorBody | MatchJob]:
    """Match a file of artist-title lines as a job (CSV, TSV or JSON Lines)

     An extension of this service. Any token. The body is a file: CSV (`text/csv`) or TSV (`text/tab-
    separated-values`) with a header naming `artist` (or `name`) and `title`, optionally `duration`
    (seconds or `M:SS`), `id` and any other columns, which are carried through to the results; or JSON
    Lines (`application/x-ndjson`) objects with the same fields. Plain or `Content-Encoding: gzip`.
    Streamed into the database, never held whole in memory. Lines that cannot be read are listed
    (`rejects`, line number and reason) and never charged. Each distinct normalised (artist, title,
    duration bucket) is matched once and its answer shared by every line with it (and with later jobs
    while the catalog does not change). Answers 202 with the job; follow it with `GET /api/artist-
    title/jobs/{id}`. Limits: `MATCH_JOB_MAX_LINES` lines (default 1,000,000) and `MATCH_JOB_MAX_BYTES`
    bytes after decompression (default 256 MiB) → 413; `MATCH_JOBS_PER_TOKEN` unfinished jobs per token
    (default 2) → 429; a file with more lines than the token has left today → 429 naming both numbers
    (nothing charged). Each line is charged one quota unit when it is answered. With `keep_current=true`
    the finished job follows the catalog (see `POST …/rematch`).

    Args:
        keep_current (bool | Unset): Keep the results current: once finished, the job is re-
            matched after every catalog change its answers can feel (as `POST …/rematch` does), within
            about a second of the change being searchable Default: False.
        body (File): A file of artist-title lines: CSV/TSV with a header, or JSON Lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJob]
    """

    kwargs = _get_kwargs(
        body=body,
        keep_current=keep_current,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: File,
    keep_current: bool | Unset = False,
) -> ErrorBody | MatchJob | None:
    """Match a file of artist-title lines as a job (CSV, TSV or JSON Lines)

     An extension of this service. Any token. The body is a file: CSV (`text/csv`) or TSV (`text/tab-
    separated-values`) with a header naming `artist` (or `name`) and `title`, optionally `duration`
    (seconds or `M:SS`), `id` and any other columns, which are carried through to the results; or JSON
    Lines (`application/x-ndjson`) objects with the same fields. Plain or `Content-Encoding: gzip`.
    Streamed into the database, never held whole in memory. Lines that cannot be read are listed
    (`rejects`, line number and reason) and never charged. Each distinct normalised (artist, title,
    duration bucket) is matched once and its answer shared by every line with it (and with later jobs
    while the catalog does not change). Answers 202 with the job; follow it with `GET /api/artist-
    title/jobs/{id}`. Limits: `MATCH_JOB_MAX_LINES` lines (default 1,000,000) and `MATCH_JOB_MAX_BYTES`
    bytes after decompression (default 256 MiB) → 413; `MATCH_JOBS_PER_TOKEN` unfinished jobs per token
    (default 2) → 429; a file with more lines than the token has left today → 429 naming both numbers
    (nothing charged). Each line is charged one quota unit when it is answered. With `keep_current=true`
    the finished job follows the catalog (see `POST …/rematch`).

    Args:
        keep_current (bool | Unset): Keep the results current: once finished, the job is re-
            matched after every catalog change its answers can feel (as `POST …/rematch` does), within
            about a second of the change being searchable Default: False.
        body (File): A file of artist-title lines: CSV/TSV with a header, or JSON Lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJob
    """

    return sync_detailed(
        client=client,
        body=body,
        keep_current=keep_current,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: File,
    keep_current: bool | Unset = False,
) -> Response[ErrorBody | MatchJob]:
    """Match a file of artist-title lines as a job (CSV, TSV or JSON Lines)

     An extension of this service. Any token. The body is a file: CSV (`text/csv`) or TSV (`text/tab-
    separated-values`) with a header naming `artist` (or `name`) and `title`, optionally `duration`
    (seconds or `M:SS`), `id` and any other columns, which are carried through to the results; or JSON
    Lines (`application/x-ndjson`) objects with the same fields. Plain or `Content-Encoding: gzip`.
    Streamed into the database, never held whole in memory. Lines that cannot be read are listed
    (`rejects`, line number and reason) and never charged. Each distinct normalised (artist, title,
    duration bucket) is matched once and its answer shared by every line with it (and with later jobs
    while the catalog does not change). Answers 202 with the job; follow it with `GET /api/artist-
    title/jobs/{id}`. Limits: `MATCH_JOB_MAX_LINES` lines (default 1,000,000) and `MATCH_JOB_MAX_BYTES`
    bytes after decompression (default 256 MiB) → 413; `MATCH_JOBS_PER_TOKEN` unfinished jobs per token
    (default 2) → 429; a file with more lines than the token has left today → 429 naming both numbers
    (nothing charged). Each line is charged one quota unit when it is answered. With `keep_current=true`
    the finished job follows the catalog (see `POST …/rematch`).

    Args:
        keep_current (bool | Unset): Keep the results current: once finished, the job is re-
            matched after every catalog change its answers can feel (as `POST …/rematch` does), within
            about a second of the change being searchable Default: False.
        body (File): A file of artist-title lines: CSV/TSV with a header, or JSON Lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJob]
    """

    kwargs = _get_kwargs(
        body=body,
        keep_current=keep_current,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: File,
    keep_current: bool | Unset = False,
) -> ErrorBody | MatchJob | None:
    """Match a file of artist-title lines as a job (CSV, TSV or JSON Lines)

     An extension of this service. Any token. The body is a file: CSV (`text/csv`) or TSV (`text/tab-
    separated-values`) with a header naming `artist` (or `name`) and `title`, optionally `duration`
    (seconds or `M:SS`), `id` and any other columns, which are carried through to the results; or JSON
    Lines (`application/x-ndjson`) objects with the same fields. Plain or `Content-Encoding: gzip`.
    Streamed into the database, never held whole in memory. Lines that cannot be read are listed
    (`rejects`, line number and reason) and never charged. Each distinct normalised (artist, title,
    duration bucket) is matched once and its answer shared by every line with it (and with later jobs
    while the catalog does not change). Answers 202 with the job; follow it with `GET /api/artist-
    title/jobs/{id}`. Limits: `MATCH_JOB_MAX_LINES` lines (default 1,000,000) and `MATCH_JOB_MAX_BYTES`
    bytes after decompression (default 256 MiB) → 413; `MATCH_JOBS_PER_TOKEN` unfinished jobs per token
    (default 2) → 429; a file with more lines than the token has left today → 429 naming both numbers
    (nothing charged). Each line is charged one quota unit when it is answered. With `keep_current=true`
    the finished job follows the catalog (see `POST …/rematch`).

    Args:
        keep_current (bool | Unset): Keep the results current: once finished, the job is re-
            matched after every catalog change its answers can feel (as `POST …/rematch` does), within
            about a second of the change being searchable Default: False.
        body (File): A file of artist-title lines: CSV/TSV with a header, or JSON Lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJob
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            keep_current=keep_current,
        )
    ).parsed
