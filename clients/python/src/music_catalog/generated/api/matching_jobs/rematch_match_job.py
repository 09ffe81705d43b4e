from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.match_job import MatchJob
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/artist-title/jobs/{id}/rematch".format(
            id=quote(str(id), safe=""),
        ),
    }

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

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())

        return response_409

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
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorBody | MatchJob]:
    """Re-match a finished job against the catalog as it is now (only the lines its changes can touch)

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. A worker re-matches, within about a second, the distinct lines the catalog
    changes since the job was current can touch: lines without a match and unsure ones (`low`, `medium`,
    another version) that an added or changed recording's artist and title words could answer, and every
    line answered with a recording or artist since changed, merged, split, deleted, or pinned. A line
    whose answer changes takes the next result version (`results?changed_since=N`) and is charged one
    unit; an unchanged answer is not charged again. Answers 202 with the job (`rematch.state`: `queued`,
    then `running`, then `idle` with its counts); asking again while one is queued or running changes
    nothing. A job that has not completed → 409.

    Args:
        id (str): Matching job id (the `id` of the job)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJob]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorBody | MatchJob | None:
    """Re-match a finished job against the catalog as it is now (only the lines its changes can touch)

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. A worker re-matches, within about a second, the distinct lines the catalog
    changes since the job was current can touch: lines without a match and unsure ones (`low`, `medium`,
    another version) that an added or changed recording's artist and title words could answer, and every
    line answered with a recording or artist since changed, merged, split, deleted, or pinned. A line
    whose answer changes takes the next result version (`results?changed_since=N`) and is charged one
    unit; an unchanged answer is not charged again. Answers 202 with the job (`rematch.state`: `queued`,
    then `running`, then `idle` with its counts); asking again while one is queued or running changes
    nothing. A job that has not completed → 409.

    Args:
        id (str): Matching job id (the `id` of the job)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJob
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorBody | MatchJob]:
    """Re-match a finished job against the catalog as it is now (only the lines its changes can touch)

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. A worker re-matches, within about a second, the distinct lines the catalog
    changes since the job was current can touch: lines without a match and unsure ones (`low`, `medium`,
    another version) that an added or changed recording's artist and title words could answer, and every
    line answered with a recording or artist since changed, merged, split, deleted, or pinned. A line
    whose answer changes takes the next result version (`results?changed_since=N`) and is charged one
    unit; an unchanged answer is not charged again. Answers 202 with the job (`rematch.state`: `queued`,
    then `running`, then `idle` with its counts); asking again while one is queued or running changes
    nothing. A job that has not completed → 409.

    Args:
        id (str): Matching job id (the `id` of the job)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchJob]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorBody | MatchJob | None:
    """Re-match a finished job against the catalog as it is now (only the lines its changes can touch)

     An extension of this service. Any token; a job belongs to the token that created it (another token
    gets 404). Not counted. A worker re-matches, within about a second, the distinct lines the catalog
    changes since the job was current can touch: lines without a match and unsure ones (`low`, `medium`,
    another version) that an added or changed recording's artist and title words could answer, and every
    line answered with a recording or artist since changed, merged, split, deleted, or pinned. A line
    whose answer changes takes the next result version (`results?changed_since=N`) and is charged one
    unit; an unchanged answer is not charged again. Answers 202 with the job (`rematch.state`: `queued`,
    then `running`, then `idle` with its counts); asking again while one is queued or running changes
    nothing. A job that has not completed → 409.

    Args:
        id (str): Matching job id (the `id` of the job)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchJob
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
