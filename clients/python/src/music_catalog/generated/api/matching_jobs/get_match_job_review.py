from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.get_match_job_review_format import GetMatchJobReviewFormat
from ...models.match_job_review import MatchJobReview
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    format_: GetMatchJobReviewFormat | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/artist-title/jobs/{id}/review".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | MatchJobReview | None:
    if response.status_code == 200:
        response_200 = MatchJobReview.from_dict(response.json())

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
) -> Response[ErrorBody | MatchJobReview]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetMatchJobReviewFormat | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[ErrorBody | MatchJobReview]:
    """A matching job's lines that need a person, most played first, with their candidates

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. The distinct lines (artist, title, duration bucket) answered so far whose
    answer needs a person: no match but a candidate, `low`, `medium`, or another version than the line
    names; each with its plays in the job, its answer and up to three candidates (recording, score, the
    check that refused it). Ranked by plays, then by line. Accepting a candidate, or marking a line "not
    a song", is a pin (`POST /api/artist-title/pins`): every later job follows it. `format=csv` answers
    the whole queue as CSV (`artist,title,plays,match_status,match_recording_id,match_title,
    match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`, `_artists`, `_score`,
    `_refused_by` for N = 1..3), `offset` and `limit` ignored.

    Args:
        id (str): Matching job id (the `id` of the job)
        format_ (GetMatchJobReviewFormat | Unset): The queue as JSON (default) or CSV (for a
            spreadsheet: every line of the queue)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJobReview]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetMatchJobReviewFormat | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> ErrorBody | MatchJobReview | None:
    """A matching job's lines that need a person, most played first, with their candidates

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. The distinct lines (artist, title, duration bucket) answered so far whose
    answer needs a person: no match but a candidate, `low`, `medium`, or another version than the line
    names; each with its plays in the job, its answer and up to three candidates (recording, score, the
    check that refused it). Ranked by plays, then by line. Accepting a candidate, or marking a line "not
    a song", is a pin (`POST /api/artist-title/pins`): every later job follows it. `format=csv` answers
    the whole queue as CSV (`artist,title,plays,match_status,match_recording_id,match_title,
    match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`, `_artists`, `_score`,
    `_refused_by` for N = 1..3), `offset` and `limit` ignored.

    Args:
        id (str): Matching job id (the `id` of the job)
        format_ (GetMatchJobReviewFormat | Unset): The queue as JSON (default) or CSV (for a
            spreadsheet: every line of the queue)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJobReview
    """

    return sync_detailed(
        id=id,
        client=client,
        format_=format_,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetMatchJobReviewFormat | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[ErrorBody | MatchJobReview]:
    """A matching job's lines that need a person, most played first, with their candidates

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. The distinct lines (artist, title, duration bucket) answered so far whose
    answer needs a person: no match but a candidate, `low`, `medium`, or another version than the line
    names; each with its plays in the job, its answer and up to three candidates (recording, score, the
    check that refused it). Ranked by plays, then by line. Accepting a candidate, or marking a line "not
    a song", is a pin (`POST /api/artist-title/pins`): every later job follows it. `format=csv` answers
    the whole queue as CSV (`artist,title,plays,match_status,match_recording_id,match_title,
    match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`, `_artists`, `_score`,
    `_refused_by` for N = 1..3), `offset` and `limit` ignored.

    Args:
        id (str): Matching job id (the `id` of the job)
        format_ (GetMatchJobReviewFormat | Unset): The queue as JSON (default) or CSV (for a
            spreadsheet: every line of the queue)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJobReview]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetMatchJobReviewFormat | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> ErrorBody | MatchJobReview | None:
    """A matching job's lines that need a person, most played first, with their candidates

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. The distinct lines (artist, title, duration bucket) answered so far whose
    answer needs a person: no match but a candidate, `low`, `medium`, or another version than the line
    names; each with its plays in the job, its answer and up to three candidates (recording, score, the
    check that refused it). Ranked by plays, then by line. Accepting a candidate, or marking a line "not
    a song", is a pin (`POST /api/artist-title/pins`): every later job follows it. `format=csv` answers
    the whole queue as CSV (`artist,title,plays,match_status,match_recording_id,match_title,
    match_artists,match_confidence,match_type`, then `candidate_N_id`, `_title`, `_artists`, `_score`,
    `_refused_by` for N = 1..3), `offset` and `limit` ignored.

    Args:
        id (str): Matching job id (the `id` of the job)
        format_ (GetMatchJobReviewFormat | Unset): The queue as JSON (default) or CSV (for a
            spreadsheet: every line of the queue)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Items to return Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJobReview
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            format_=format_,
            offset=offset,
            limit=limit,
        )
    ).parsed
