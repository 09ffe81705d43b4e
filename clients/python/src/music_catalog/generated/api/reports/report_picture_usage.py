from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.picture_usage_receipt import PictureUsageReceipt
from ...models.picture_usage_report import PictureUsageReport
from ...types import Response


def _get_kwargs(
    *,
    body: PictureUsageReport,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/report/picture/usage",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | PictureUsageReceipt | None:
    if response.status_code == 202:
        response_202 = PictureUsageReceipt.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())

        return response_409

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | PictureUsageReceipt]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PictureUsageReport,
) -> Response[ErrorBody | PictureUsageReceipt]:
    """Report picture usage (batch of 1..1000 assets)

     Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted
    exactly once (per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped
    to the token's account: the same id with the same payload (asset order aside) → 202 again
    (`duplicate: true`), counted once; with a different payload → 409. Errors: not `application/json` →
    415; invalid JSON → 400 (`Syntax error`); body larger than the server's `BODY_LIMIT_BYTES` (default
    2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the schema (missing or
    non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)
    → 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not
    count against the daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid
    reports per token per minute → 429 with Retry-After beyond.

    Args:
        body (PictureUsageReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureUsageReceipt]
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
    body: PictureUsageReport,
) -> ErrorBody | PictureUsageReceipt | None:
    """Report picture usage (batch of 1..1000 assets)

     Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted
    exactly once (per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped
    to the token's account: the same id with the same payload (asset order aside) → 202 again
    (`duplicate: true`), counted once; with a different payload → 409. Errors: not `application/json` →
    415; invalid JSON → 400 (`Syntax error`); body larger than the server's `BODY_LIMIT_BYTES` (default
    2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the schema (missing or
    non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)
    → 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not
    count against the daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid
    reports per token per minute → 429 with Retry-After beyond.

    Args:
        body (PictureUsageReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureUsageReceipt
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PictureUsageReport,
) -> Response[ErrorBody | PictureUsageReceipt]:
    """Report picture usage (batch of 1..1000 assets)

     Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted
    exactly once (per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped
    to the token's account: the same id with the same payload (asset order aside) → 202 again
    (`duplicate: true`), counted once; with a different payload → 409. Errors: not `application/json` →
    415; invalid JSON → 400 (`Syntax error`); body larger than the server's `BODY_LIMIT_BYTES` (default
    2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the schema (missing or
    non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)
    → 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not
    count against the daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid
    reports per token per minute → 429 with Retry-After beyond.

    Args:
        body (PictureUsageReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureUsageReceipt]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PictureUsageReport,
) -> ErrorBody | PictureUsageReceipt | None:
    """Report picture usage (batch of 1..1000 assets)

     Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted
    exactly once (per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped
    to the token's account: the same id with the same payload (asset order aside) → 202 again
    (`duplicate: true`), counted once; with a different payload → 409. Errors: not `application/json` →
    415; invalid JSON → 400 (`Syntax error`); body larger than the server's `BODY_LIMIT_BYTES` (default
    2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the schema (missing or
    non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)
    → 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not
    count against the daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid
    reports per token per minute → 429 with Retry-After beyond.

    Args:
        body (PictureUsageReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureUsageReceipt
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
