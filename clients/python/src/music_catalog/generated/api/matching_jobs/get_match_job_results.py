from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.get_match_job_results_format import GetMatchJobResultsFormat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    changed_since: int | Unset = 0,
    format_: GetMatchJobResultsFormat | Unset = UNSET,
    match_type: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["changed_since"] = changed_since

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["match_type"] = match_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/artist-title/jobs/{id}/results".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | str | None:
    if response.status_code == 200:
        response_200 = cast(str, response.content)
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
) -> Response[ErrorBody | str]:
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
    changed_since: int | Unset = 0,
    format_: GetMatchJobResultsFormat | Unset = UNSET,
    match_type: str | Unset = UNSET,
) -> Response[ErrorBody | str]:
    """A matching job's results in input order (CSV or JSON Lines), so far

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. One line per accepted input line, in input order, for the lines answered so
    far (readable while the job runs). CSV: the input columns, then `match_line`, `match_status`
    (`matched`, `no_match`, `failed`), `match_recording_id`, `match_title`, `match_artists`,
    `match_confidence`, `match_version`, `match_method`, `match_type` (`exact`, `high`, `medium`, `low`;
    empty without a match), `result_version` (the result version that gave the line its answer). JSON
    Lines (`format=jsonl`, `application/x-ndjson`): `{line, input, status, recording, confidence,
    version, method, match_type, result_version}`. `match_type=low,medium` keeps only the matched lines
    of those bands (the lines to review); an unknown band → 400 naming `match_type`. `changed_since=N`
    keeps the lines whose answer changed after result version N (a re-match). Streamed.

    Args:
        id (str): Matching job id (the `id` of the job)
        changed_since (int | Unset): Only the lines whose answer changed after this result version
            (the job's `version` when last read; 0 = every line) Default: 0.
        format_ (GetMatchJobResultsFormat | Unset): Results as CSV (default) or JSON Lines
        match_type (str | Unset): Only the matched lines of these bands (e.g. `low,medium`: the
            lines to send to review); lines without a match are left out. Absent: every line. Comma-
            separated list of: exact, high, medium, low, curated

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | str]
    """

    kwargs = _get_kwargs(
        id=id,
        changed_since=changed_since,
        format_=format_,
        match_type=match_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    changed_since: int | Unset = 0,
    format_: GetMatchJobResultsFormat | Unset = UNSET,
    match_type: str | Unset = UNSET,
) -> ErrorBody | str | None:
    """A matching job's results in input order (CSV or JSON Lines), so far

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. One line per accepted input line, in input order, for the lines answered so
    far (readable while the job runs). CSV: the input columns, then `match_line`, `match_status`
    (`matched`, `no_match`, `failed`), `match_recording_id`, `match_title`, `match_artists`,
    `match_confidence`, `match_version`, `match_method`, `match_type` (`exact`, `high`, `medium`, `low`;
    empty without a match), `result_version` (the result version that gave the line its answer). JSON
    Lines (`format=jsonl`, `application/x-ndjson`): `{line, input, status, recording, confidence,
    version, method, match_type, result_version}`. `match_type=low,medium` keeps only the matched lines
    of those bands (the lines to review); an unknown band → 400 naming `match_type`. `changed_since=N`
    keeps the lines whose answer changed after result version N (a re-match). Streamed.

    Args:
        id (str): Matching job id (the `id` of the job)
        changed_since (int | Unset): Only the lines whose answer changed after this result version
            (the job's `version` when last read; 0 = every line) Default: 0.
        format_ (GetMatchJobResultsFormat | Unset): Results as CSV (default) or JSON Lines
        match_type (str | Unset): Only the matched lines of these bands (e.g. `low,medium`: the
            lines to send to review); lines without a match are left out. Absent: every line. Comma-
            separated list of: exact, high, medium, low, curated

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | str
    """

    return sync_detailed(
        id=id,
        client=client,
        changed_since=changed_since,
        format_=format_,
        match_type=match_type,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    changed_since: int | Unset = 0,
    format_: GetMatchJobResultsFormat | Unset = UNSET,
    match_type: str | Unset = UNSET,
) -> Response[ErrorBody | str]:
    """A matching job's results in input order (CSV or JSON Lines), so far

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. One line per accepted input line, in input order, for the lines answered so
    far (readable while the job runs). CSV: the input columns, then `match_line`, `match_status`
    (`matched`, `no_match`, `failed`), `match_recording_id`, `match_title`, `match_artists`,
    `match_confidence`, `match_version`, `match_method`, `match_type` (`exact`, `high`, `medium`, `low`;
    empty without a match), `result_version` (the result version that gave the line its answer). JSON
    Lines (`format=jsonl`, `application/x-ndjson`): `{line, input, status, recording, confidence,
    version, method, match_type, result_version}`. `match_type=low,medium` keeps only the matched lines
    of those bands (the lines to review); an unknown band → 400 naming `match_type`. `changed_since=N`
    keeps the lines whose answer changed after result version N (a re-match). Streamed.

    Args:
        id (str): Matching job id (the `id` of the job)
        changed_since (int | Unset): Only the lines whose answer changed after this result version
            (the job's `version` when last read; 0 = every line) Default: 0.
        format_ (GetMatchJobResultsFormat | Unset): Results as CSV (default) or JSON Lines
        match_type (str | Unset): Only the matched lines of these bands (e.g. `low,medium`: the
            lines to send to review); lines without a match are left out. Absent: every line. Comma-
            separated list of: exact, high, medium, low, curated

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | str]
    """

    kwargs = _get_kwargs(
        id=id,
        changed_since=changed_since,
        format_=format_,
        match_type=match_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    changed_since: int | Unset = 0,
    format_: GetMatchJobResultsFormat | Unset = UNSET,
    match_type: str | Unset = UNSET,
) -> ErrorBody | str | None:
    """A matching job's results in input order (CSV or JSON Lines), so far

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. One line per accepted input line, in input order, for the lines answered so
    far (readable while the job runs). CSV: the input columns, then `match_line`, `match_status`
    (`matched`, `no_match`, `failed`), `match_recording_id`, `match_title`, `match_artists`,
    `match_confidence`, `match_version`, `match_method`, `match_type` (`exact`, `high`, `medium`, `low`;
    empty without a match), `result_version` (the result version that gave the line its answer). JSON
    Lines (`format=jsonl`, `application/x-ndjson`): `{line, input, status, recording, confidence,
    version, method, match_type, result_version}`. `match_type=low,medium` keeps only the matched lines
    of those bands (the lines to review); an unknown band → 400 naming `match_type`. `changed_since=N`
    keeps the lines whose answer changed after result version N (a re-match). Streamed.

    Args:
        id (str): Matching job id (the `id` of the job)
        changed_since (int | Unset): Only the lines whose answer changed after this result version
            (the job's `version` when last read; 0 = every line) Default: 0.
        format_ (GetMatchJobResultsFormat | Unset): Results as CSV (default) or JSON Lines
        match_type (str | Unset): Only the matched lines of these bands (e.g. `low,medium`: the
            lines to send to review); lines without a match are left out. Absent: every line. Comma-
            separated list of: exact, high, medium, low, curated

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | str
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            changed_since=changed_since,
            format_=format_,
            match_type=match_type,
        )
    ).parsed
