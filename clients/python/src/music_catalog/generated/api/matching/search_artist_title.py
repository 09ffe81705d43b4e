from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.artist_title_search_result import ArtistTitleSearchResult
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    name: str,
    title: str,
    duration: str | Unset = UNSET,
    page: int | Unset = 1,
    explain: bool | Unset = False,
    candidates: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["name"] = name

    params["title"] = title

    params["duration"] = duration

    params["page"] = page

    params["explain"] = explain

    params["candidates"] = candidates

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/artist-title",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ArtistTitleSearchResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = ArtistTitleSearchResult.from_dict(response.json())

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
) -> Response[ArtistTitleSearchResult | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    title: str,
    duration: str | Unset = UNSET,
    page: int | Unset = 1,
    explain: bool | Unset = False,
    candidates: bool | Unset = False,
) -> Response[ArtistTitleSearchResult | ErrorBody]:
    """Recordings by artist name and title

     Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles
    (e.g. radio playlist matching). An extension of this service: version tags of the title ("(Live)",
    "- Radio Edit", "(X Remix)", "(Instrumental)", "(Taylor's Version)"…) and `duration` pick the logged
    version of a song, and each hit says `version`: `same`, or `other` (a lower score) when the catalog
    holds the song but not the logged version. `explain` adds an `explanation` to each hit.

    Args:
        name (str): Artist name, at most 200 characters
        title (str): Song title, at most 200 characters
        duration (str | Unset): An extension of this service: the logged duration, seconds (212)
            or M:SS (3:32), 1..359999 s. Among the versions of a song, a recording whose duration is
            within max(5 s, 3 %) of it ranks first
        page (int | Unset): Result page (20 hits a page) Default: 1.
        explain (bool | Unset): An extension of this service: explain how each hit was matched
            Default: False.
        candidates (bool | Unset): An extension of this service: add `candidates` (up to three
            recordings, each with the check that refused it) when the answer is unsure (`low`,
            `medium`) or none; a line without a match then answers 200 with no hits Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistTitleSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        title=title,
        duration=duration,
        page=page,
        explain=explain,
        candidates=candidates,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    title: str,
    duration: str | Unset = UNSET,
    page: int | Unset = 1,
    explain: bool | Unset = False,
    candidates: bool | Unset = False,
) -> ArtistTitleSearchResult | ErrorBody | None:
    """Recordings by artist name and title

     Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles
    (e.g. radio playlist matching). An extension of this service: version tags of the title ("(Live)",
    "- Radio Edit", "(X Remix)", "(Instrumental)", "(Taylor's Version)"…) and `duration` pick the logged
    version of a song, and each hit says `version`: `same`, or `other` (a lower score) when the catalog
    holds the song but not the logged version. `explain` adds an `explanation` to each hit.

    Args:
        name (str): Artist name, at most 200 characters
        title (str): Song title, at most 200 characters
        duration (str | Unset): An extension of this service: the logged duration, seconds (212)
            or M:SS (3:32), 1..359999 s. Among the versions of a song, a recording whose duration is
            within max(5 s, 3 %) of it ranks first
        page (int | Unset): Result page (20 hits a page) Default: 1.
        explain (bool | Unset): An extension of this service: explain how each hit was matched
            Default: False.
        candidates (bool | Unset): An extension of this service: add `candidates` (up to three
            recordings, each with the check that refused it) when the answer is unsure (`low`,
            `medium`) or none; a line without a match then answers 200 with no hits Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistTitleSearchResult | ErrorBody
    """

    return sync_detailed(
        client=client,
        name=name,
        title=title,
        duration=duration,
        page=page,
        explain=explain,
        candidates=candidates,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    title: str,
    duration: str | Unset = UNSET,
    page: int | Unset = 1,
    explain: bool | Unset = False,
    candidates: bool | Unset = False,
) -> Response[ArtistTitleSearchResult | ErrorBody]:
    """Recordings by artist name and title

     Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles
    (e.g. radio playlist matching). An extension of this service: version tags of the title ("(Live)",
    "- Radio Edit", "(X Remix)", "(Instrumental)", "(Taylor's Version)"…) and `duration` pick the logged
    version of a song, and each hit says `version`: `same`, or `other` (a lower score) when the catalog
    holds the song but not the logged version. `explain` adds an `explanation` to each hit.

    Args:
        name (str): Artist name, at most 200 characters
        title (str): Song title, at most 200 characters
        duration (str | Unset): An extension of this service: the logged duration, seconds (212)
            or M:SS (3:32), 1..359999 s. Among the versions of a song, a recording whose duration is
            within max(5 s, 3 %) of it ranks first
        page (int | Unset): Result page (20 hits a page) Default: 1.
        explain (bool | Unset): An extension of this service: explain how each hit was matched
            Default: False.
        candidates (bool | Unset): An extension of this service: add `candidates` (up to three
            recordings, each with the check that refused it) when the answer is unsure (`low`,
            `medium`) or none; a line without a match then answers 200 with no hits Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArtistTitleSearchResult | ErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        title=title,
        duration=duration,
        page=page,
        explain=explain,
        candidates=candidates,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    name: str,
    title: str,
    duration: str | Unset = UNSET,
    page: int | Unset = 1,
    explain: bool | Unset = False,
    candidates: bool | Unset = False,
) -> ArtistTitleSearchResult | ErrorBody | None:
    """Recordings by artist name and title

     Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles
    (e.g. radio playlist matching). An extension of this service: version tags of the title ("(Live)",
    "- Radio Edit", "(X Remix)", "(Instrumental)", "(Taylor's Version)"…) and `duration` pick the logged
    version of a song, and each hit says `version`: `same`, or `other` (a lower score) when the catalog
    holds the song but not the logged version. `explain` adds an `explanation` to each hit.

    Args:
        name (str): Artist name, at most 200 characters
        title (str): Song title, at most 200 characters
        duration (str | Unset): An extension of this service: the logged duration, seconds (212)
            or M:SS (3:32), 1..359999 s. Among the versions of a song, a recording whose duration is
            within max(5 s, 3 %) of it ranks first
        page (int | Unset): Result page (20 hits a page) Default: 1.
        explain (bool | Unset): An extension of this service: explain how each hit was matched
            Default: False.
        candidates (bool | Unset): An extension of this service: add `candidates` (up to three
            recordings, each with the check that refused it) when the answer is unsure (`low`,
            `medium`) or none; a line without a match then answers 200 with no hits Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArtistTitleSearchResult | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            name=name,
            title=title,
            duration=duration,
            page=page,
            explain=explain,
            candidates=candidates,
        )
    ).parsed
