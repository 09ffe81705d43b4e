"""The asyncio client: the same helpers as :class:`~music_catalog.Client`, awaited."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from typing import Any, TypeVar

import httpx

from ._common import (
    Answer,
    BATCH_MAX_ITEMS,
    CHANGES_LINES_PER_REQUEST,
    DEFAULT_TIMEOUT,
    ListPage,
    PushResult,
    SearchPage,
    batch_body,
    chunked,
    ndjson_gzip,
    raise_for,
    unwrap,
    user_agent,
)
from ._retry import AsyncRetryTransport, RetryHook, RetryPolicy
from .errors import NotFoundError
from .generated.api.catalog_changes import list_catalog_changes
from .generated.api.matching import match_artist_title_batch
from .generated.api.matching_jobs import cancel_match_job, get_match_job
from .generated.client import AuthenticatedClient
from .generated.models.artist_title_batch_request import ArtistTitleBatchRequest
from .generated.models.artist_title_batch_result_results_item import ArtistTitleBatchResultResultsItem
from .generated.models.catalog_change_page import CatalogChangePage
from .generated.models.catalog_change_set_result import CatalogChangeSetResult
from .generated.models.error_body import ErrorBody
from .generated.models.match_job import MatchJob
from .generated.types import UNSET

T = TypeVar("T")
H = TypeVar("H")
P = TypeVar("P", bound=SearchPage[Any])


class AsyncClient:
    """A Music Catalog API client for asyncio: the arguments, retries, errors and helpers of
    :class:`~music_catalog.Client`, with ``asyncio_detailed`` operations and async iterators.

    ``async with AsyncClient(base_url, token) as client: ...`` (or ``await client.aclose()``).
    Matching a whole file (``match_file``) is on the synchronous client only.
    """

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        retry: RetryPolicy | None = None,
        on_retry: RetryHook | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        headers = {"User-Agent": user_agent()}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            headers=headers,
            timeout=timeout,
            transport=AsyncRetryTransport(retry or RetryPolicy(), on_retry, transport),
        )
        #: The generated low-level client on this client's pool (use ``asyncio_detailed``).
        self.generated = AuthenticatedClient(base_url=self.base_url, token=token or "")
        self.generated.set_async_httpx_client(self._http)

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Closes the connection pool."""
        await self._http.aclose()

    @property
    def http(self) -> httpx.AsyncClient:
        """The underlying ``httpx.AsyncClient`` (base URL, token, timeouts and retries set)."""
        return self._http

    async def call(self, operation: Callable[..., Awaitable[Answer[T | ErrorBody]]], /, **kwargs: Any) -> T:
        """Awaits a generated ``asyncio_detailed`` operation; returns its typed 2xx body.

        Raises:
            ApiError: its subclass for the status on a 4xx or 5xx answer.
        """
        return unwrap(await operation(client=self.generated, **kwargs))

    async def search_pages(
        self,
        operation: Callable[..., Awaitable[Answer[P | ErrorBody]]],
        /,
        *,
        max_pages: int | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[P]:
        """The pages of a search, from page 1 (see :meth:`Client.search_pages`)."""
        page = 1
        while max_pages is None or page <= max_pages:
            try:
                result = await self.call(operation, page=page, **kwargs)
            except NotFoundError:
                if page == 1:
                    return
                raise
            yield result
            if page >= result.total_pages or not result.hits:
                return
            page += 1

    async def search(
        self,
        operation: Callable[..., Awaitable[Answer[SearchPage[H] | ErrorBody]]],
        /,
        *,
        max_pages: int | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[H]:
        """The hits of a search across its pages (see :meth:`Client.search`)."""
        async for page in self.search_pages(operation, max_pages=max_pages, **kwargs):
            for hit in page.hits:
                yield hit

    async def iter_list(
        self,
        operation: Callable[..., Awaitable[Answer[ListPage[H] | ErrorBody]]],
        /,
        *,
        page_size: int = 100,
        **kwargs: Any,
    ) -> AsyncIterator[H]:
        """Every item of a list wrapper (see :meth:`Client.iter_list`)."""
        offset = 0
        while True:
            result = await self.call(operation, offset=offset, limit=page_size, **kwargs)
            for item in result.results:
                yield item
            offset += len(result.results)
            if not result.results or offset >= result.total:
                return

    async def match_lines(
        self, items: Iterable[Mapping[str, Any]], *, batch_size: int = BATCH_MAX_ITEMS
    ) -> AsyncIterator[ArtistTitleBatchResultResultsItem]:
        """One answer per item, in order, through the batch route (see :meth:`Client.match_lines`)."""
        for chunk in chunked(items, batch_size):
            body = ArtistTitleBatchRequest.from_dict(batch_body(chunk))
            for result in (await self.call(match_artist_title_batch.asyncio_detailed, body=body)).results:
                yield result

    async def push_changes(
        self,
        source: str,
        lines: Iterable[Mapping[str, Any] | str],
        *,
        lines_per_request: int = CHANGES_LINES_PER_REQUEST,
    ) -> PushResult:
        """Pushes catalog changes (see :meth:`Client.push_changes`)."""
        total = PushResult()
        first = 1
        for chunk in chunked(lines, lines_per_request):
            response = await self._http.post(
                f"/api/catalog/{source}/changes",
                content=ndjson_gzip(chunk),
                headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
            )
            if response.status_code >= 400:
                await response.aread()
            total.add(CatalogChangeSetResult.from_dict(raise_for(response).json()), first)
            first += len(chunk)
        return total

    async def follow_changes(
        self,
        cursor: str | None = None,
        *,
        limit: int = 1000,
        follow: bool = False,
        poll_interval: float = 5.0,
    ) -> AsyncIterator[CatalogChangePage]:
        """Pages of the change feed after ``cursor`` (see :meth:`Client.follow_changes`)."""
        while True:
            after = cursor if cursor is not None else UNSET
            page = await self.call(list_catalog_changes.asyncio_detailed, after=after, limit=limit)
            if page.changes or not follow:
                yield page
            cursor = page.next_
            if not page.more:
                if not follow:
                    return
                await asyncio.sleep(poll_interval)

    async def get_match_job(self, job_id: str) -> MatchJob:
        """A matching job's state and counters. Raises NotFoundError for another token's job."""
        return await self.call(get_match_job.asyncio_detailed, id=job_id)

    async def cancel_match_job(self, job_id: str) -> MatchJob:
        """Cancels a matching job. Raises ConflictError when it has finished."""
        return await self.call(cancel_match_job.asyncio_detailed, id=job_id)
