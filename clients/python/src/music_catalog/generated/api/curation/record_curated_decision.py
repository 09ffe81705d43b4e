from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.curated_decision import CuratedDecision
from ...models.curated_decision_request import CuratedDecisionRequest
from ...models.error_body import ErrorBody
from ...types import Response


def _get_kwargs(
    *,
    body: CuratedDecisionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/curation/decisions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CuratedDecision | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CuratedDecision.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = CuratedDecision.from_dict(response.json())

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
) -> Response[CuratedDecision | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CuratedDecisionRequest,
) -> Response[CuratedDecision | ErrorBody]:
    """Merge artists into one, or keep them apart; outranks entity resolution and survives every import

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `merge`: the artists become one at once, under the lowest id (the others
    answer with it, as a merged MBID does); their names, aliases and credits are the survivor's, and
    every import after it writes their records there. `keep_apart`: entity resolution never merges any
    two of them. Idempotent by `id`: the same id and content again → 200 with the recorded decision; the
    same id with other content, a merge of a pair kept apart, a keep-apart of artists already served as
    one or merged by a curated decision → 409 naming the decision. An id that is not an artist → 404
    naming `body.ids[i]`; a body that breaks the schema (an artist named twice) → 422 naming the field.
    The merge is in the change feed (`merge` of each merged id) and searchable as one within about a
    second.

    Args:
        body (CuratedDecisionRequest):  Example: {'id': 'merge-tony-bennett', 'kind': 'artist',
            'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two entries'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CuratedDecision | ErrorBody]
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
    body: CuratedDecisionRequest,
) -> CuratedDecision | ErrorBody | None:
    """Merge artists into one, or keep them apart; outranks entity resolution and survives every import

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `merge`: the artists become one at once, under the lowest id (the others
    answer with it, as a merged MBID does); their names, aliases and credits are the survivor's, and
    every import after it writes their records there. `keep_apart`: entity resolution never merges any
    two of them. Idempotent by `id`: the same id and content again → 200 with the recorded decision; the
    same id with other content, a merge of a pair kept apart, a keep-apart of artists already served as
    one or merged by a curated decision → 409 naming the decision. An id that is not an artist → 404
    naming `body.ids[i]`; a body that breaks the schema (an artist named twice) → 422 naming the field.
    The merge is in the change feed (`merge` of each merged id) and searchable as one within about a
    second.

    Args:
        body (CuratedDecisionRequest):  Example: {'id': 'merge-tony-bennett', 'kind': 'artist',
            'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two entries'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CuratedDecision | ErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CuratedDecisionRequest,
) -> Response[CuratedDecision | ErrorBody]:
    """Merge artists into one, or keep them apart; outranks entity resolution and survives every import

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `merge`: the artists become one at once, under the lowest id (the others
    answer with it, as a merged MBID does); their names, aliases and credits are the survivor's, and
    every import after it writes their records there. `keep_apart`: entity resolution never merges any
    two of them. Idempotent by `id`: the same id and content again → 200 with the recorded decision; the
    same id with other content, a merge of a pair kept apart, a keep-apart of artists already served as
    one or merged by a curated decision → 409 naming the decision. An id that is not an artist → 404
    naming `body.ids[i]`; a body that breaks the schema (an artist named twice) → 422 naming the field.
    The merge is in the change feed (`merge` of each merged id) and searchable as one within about a
    second.

    Args:
        body (CuratedDecisionRequest):  Example: {'id': 'merge-tony-bennett', 'kind': 'artist',
            'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two entries'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CuratedDecision | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CuratedDecisionRequest,
) -> CuratedDecision | ErrorBody | None:
    """Merge artists into one, or keep them apart; outranks entity resolution and survives every import

     An extension of this service. Needs a token with scope `admin` (403 otherwise). Counts one request
    against the daily quota. `merge`: the artists become one at once, under the lowest id (the others
    answer with it, as a merged MBID does); their names, aliases and credits are the survivor's, and
    every import after it writes their records there. `keep_apart`: entity resolution never merges any
    two of them. Idempotent by `id`: the same id and content again → 200 with the recorded decision; the
    same id with other content, a merge of a pair kept apart, a keep-apart of artists already served as
    one or merged by a curated decision → 409 naming the decision. An id that is not an artist → 404
    naming `body.ids[i]`; a body that breaks the schema (an artist named twice) → 422 naming the field.
    The merge is in the change feed (`merge` of each merged id) and searchable as one within about a
    second.

    Args:
        body (CuratedDecisionRequest):  Example: {'id': 'merge-tony-bennett', 'kind': 'artist',
            'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two entries'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CuratedDecision | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
