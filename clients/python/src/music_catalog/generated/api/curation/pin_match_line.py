from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.match_pin import MatchPin
from ...models.match_pin_request import MatchPinRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MatchPinRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/artist-title/pins",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | MatchPin | None:
    if response.status_code == 200:
        response_200 = MatchPin.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = MatchPin.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())

        return response_409

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
) -> Response[ErrorBody | MatchPin]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchPinRequest,
) -> Response[ErrorBody | MatchPin]:
    """Pin a logged line to a recording, or to "no match"

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. The line is named as the matcher folds it (case,
    accents, punctuation and spacing do not count; the duration is not part of it). `GET /api/artist-
    title`, the batch route and matching jobs answer the pinned line with the recording, confidence 100
    and `match_type: "curated"` (a pin to "no match": no hit, `match_type: "curated"`), the pin id in
    `explanation.pin` and the batch's `pin`. The account's own pin outranks a global one. A recording
    merged later: its survivor answers. The same line, owner and answer again → 200 with the recorded
    pin; another answer → 409 naming the pin (unpin it first). A recording id the catalog does not hold
    → 404 naming `body.recording_id`.

    Args:
        body (MatchPinRequest):  Example: {'name': 'DJ SHADOW', 'title': 'MIDNIGHT IN A PERFECT
            WORLD (EDIT)', 'recording_id': 123, 'scope': 'own', 'reason': 'our log names the single
            edit'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchPin]
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
    body: MatchPinRequest,
) -> ErrorBody | MatchPin | None:
    """Pin a logged line to a recording, or to "no match"

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. The line is named as the matcher folds it (case,
    accents, punctuation and spacing do not count; the duration is not part of it). `GET /api/artist-
    title`, the batch route and matching jobs answer the pinned line with the recording, confidence 100
    and `match_type: "curated"` (a pin to "no match": no hit, `match_type: "curated"`), the pin id in
    `explanation.pin` and the batch's `pin`. The account's own pin outranks a global one. A recording
    merged later: its survivor answers. The same line, owner and answer again → 200 with the recorded
    pin; another answer → 409 naming the pin (unpin it first). A recording id the catalog does not hold
    → 404 naming `body.recording_id`.

    Args:
        body (MatchPinRequest):  Example: {'name': 'DJ SHADOW', 'title': 'MIDNIGHT IN A PERFECT
            WORLD (EDIT)', 'recording_id': 123, 'scope': 'own', 'reason': 'our log names the single
            edit'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchPin
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchPinRequest,
) -> Response[ErrorBody | MatchPin]:
    """Pin a logged line to a recording, or to "no match"

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. The line is named as the matcher folds it (case,
    accents, punctuation and spacing do not count; the duration is not part of it). `GET /api/artist-
    title`, the batch route and matching jobs answer the pinned line with the recording, confidence 100
    and `match_type: "curated"` (a pin to "no match": no hit, `match_type: "curated"`), the pin id in
    `explanation.pin` and the batch's `pin`. The account's own pin outranks a global one. A recording
    merged later: its survivor answers. The same line, owner and answer again → 200 with the recorded
    pin; another answer → 409 naming the pin (unpin it first). A recording id the catalog does not hold
    → 404 naming `body.recording_id`.

    Args:
        body (MatchPinRequest):  Example: {'name': 'DJ SHADOW', 'title': 'MIDNIGHT IN A PERFECT
            WORLD (EDIT)', 'recording_id': 123, 'scope': 'own', 'reason': 'our log names the single
            edit'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | MatchPin]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MatchPinRequest,
) -> ErrorBody | MatchPin | None:
    """Pin a logged line to a recording, or to "no match"

     An extension of this service. Any token: its account's own pins; a global pin needs scope `admin`
    (403). Counts one request against the daily quota. The line is named as the matcher folds it (case,
    accents, punctuation and spacing do not count; the duration is not part of it). `GET /api/artist-
    title`, the batch route and matching jobs answer the pinned line with the recording, confidence 100
    and `match_type: "curated"` (a pin to "no match": no hit, `match_type: "curated"`), the pin id in
    `explanation.pin` and the batch's `pin`. The account's own pin outranks a global one. A recording
    merged later: its survivor answers. The same line, owner and answer again → 200 with the recorded
    pin; another answer → 409 naming the pin (unpin it first). A recording id the catalog does not hold
    → 404 naming `body.recording_id`.

    Args:
        body (MatchPinRequest):  Example: {'name': 'DJ SHADOW', 'title': 'MIDNIGHT IN A PERFECT
            WORLD (EDIT)', 'recording_id': 123, 'scope': 'own', 'reason': 'our log names the single
            edit'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | MatchPin
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
