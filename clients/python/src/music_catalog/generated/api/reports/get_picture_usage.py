from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.picture_usage_totals import PictureUsageTotals
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/report/picture/usage",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | PictureUsageTotals | None:
    if response.status_code == 200:
        response_200 = PictureUsageTotals.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | PictureUsageTotals]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
) -> Response[ErrorBody | PictureUsageTotals]:
    """Caller's reported totals per picture

     An extension of this service. The caller's own account only: sums of counted reports (test reports
    excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound
    is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted
    yet.

    Args:
        from_ (str | Unset): First report date (inclusive)
        to (str | Unset): Last report date (inclusive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureUsageTotals]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
) -> ErrorBody | PictureUsageTotals | None:
    """Caller's reported totals per picture

     An extension of this service. The caller's own account only: sums of counted reports (test reports
    excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound
    is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted
    yet.

    Args:
        from_ (str | Unset): First report date (inclusive)
        to (str | Unset): Last report date (inclusive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureUsageTotals
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
) -> Response[ErrorBody | PictureUsageTotals]:
    """Caller's reported totals per picture

     An extension of this service. The caller's own account only: sums of counted reports (test reports
    excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound
    is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted
    yet.

    Args:
        from_ (str | Unset): First report date (inclusive)
        to (str | Unset): Last report date (inclusive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | PictureUsageTotals]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
) -> ErrorBody | PictureUsageTotals | None:
    """Caller's reported totals per picture

     An extension of this service. The caller's own account only: sums of counted reports (test reports
    excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound
    is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted
    yet.

    Args:
        from_ (str | Unset): First report date (inclusive)
        to (str | Unset): Last report date (inclusive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | PictureUsageTotals
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
        )
    ).parsed
