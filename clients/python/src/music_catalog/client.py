"""The synchronous client: generated operations with errors raised, pagination, batch matching,
change sets, the change feed and matching jobs (``match_file``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
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
from . import jobs
from ._retry import RetryHook, RetryPolicy, RetryTransport
from ._curation import CurationMethods
from .errors import NotFoundError
from .generated.api.catalog_changes import list_catalog_changes
from .generated.api.matching import match_artist_title_batch
from .generated.api.matching_jobs import cancel_match_job, get_match_job, rematch_match_job
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


class Client(CurationMethods):
    """A Music Catalog API client (synchronous; :class:`~music_catalog.AsyncClient` for asyncio).

    Every request sends ``Authorization: Bearer <token>``, times out after ``timeout`` and is
    retried on 429 and 503 as ``retry`` says (honouring ``Retry-After``, bounded by
    ``retry.max_wait``). Error answers raise :class:`~music_catalog.errors.ApiError` subclasses
    carrying the ``{errors: [{type, message}]}`` body.

    Args:
        base_url: the API's root, e.g. ``"http://127.0.0.1:8080"``.
        token: a personal access token (``catalog token create``); None for public routes only.
        timeout: seconds (float) or an ``httpx.Timeout``; default 60 s per read, 10 s to connect.
        retry: the :class:`RetryPolicy` (default: 4 retries, a ``Retry-After`` up to 60 s).
        on_retry: called with a :class:`RetryEvent` before each wait (logging, metrics).
        transport: an httpx transport under the retries (tests, proxies); default HTTP.

    Use as a context manager, or call :meth:`close`. The generated operations of
    ``music_catalog.generated.api`` run on the same connection pool through :attr:`generated`
    or :meth:`call`.
    """

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        retry: RetryPolicy | None = None,
        on_retry: RetryHook | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        headers = {"User-Agent": user_agent()}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self._http = httpx.Client(
            base_url=self.base_url,
            headers=headers,
            timeout=timeout,
            transport=RetryTransport(retry or RetryPolicy(), on_retry, transport),
        )
        #: The generated low-level client (``music_catalog.generated``) on this client's pool.
        self.generated = AuthenticatedClient(base_url=self.base_url, token=token or "")
        self.generated.set_httpx_client(self._http)

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the connection pool."""
        self._http.close()

    @property
    def http(self) -> httpx.Client:
        """The underlying ``httpx.Client`` (base URL, token, timeouts and retries set)."""
        return self._http

    def call(self, operation: Callable[..., Answer[T | ErrorBody]], /, **kwargs: Any) -> T:
        """Runs a generated operation and returns its typed 2xx body.

        Example: ``client.call(get_artist.sync_detailed, id=1238)`` → ``Artist``.

        Args:
            operation: the ``sync_detailed`` function of a module of ``music_catalog.generated.api``.
            kwargs: the operation's parameters (``client`` is supplied).

        Raises:
            ApiError: its subclass for the status on a 4xx or 5xx answer.
        """
        return unwrap(operation(client=self.generated, **kwargs))

    def search_pages(
        self, operation: Callable[..., Answer[P | ErrorBody]], /, *, max_pages: int | None = None, **kwargs: Any
    ) -> Iterator[P]:
        """The pages of a search (20 hits each), from page 1 to its last or ``max_pages``.

        Args:
            operation: a search's ``sync_detailed`` (``search_artists``, ``search_recordings`` …).
            max_pages: stop after this many pages (None: all, at most 500).
            kwargs: the search's parameters (``query``, filters); ``page`` is supplied.

        A search without hits (404) yields nothing. Raises ApiError subclasses on other errors.
        """
        page = 1
        while max_pages is None or page <= max_pages:
            try:
                result = self.call(operation, page=page, **kwargs)
            except NotFoundError:
                if page == 1:
                    return
                raise
            yield result
            if page >= result.total_pages or not result.hits:
                return
            page += 1

    def search(
        self,
        operation: Callable[..., Answer[SearchPage[H] | ErrorBody]],
        /,
        *,
        max_pages: int | None = None,
        **kwargs: Any,
    ) -> Iterator[H]:
        """The hits of a search across its pages, best first (see :meth:`search_pages`).

        Example: ``for artist in client.search(search_artists.sync_detailed, query="beyonce", max_pages=2)``.
        """
        for page in self.search_pages(operation, max_pages=max_pages, **kwargs):
            yield from page.hits

    def iter_list(
        self,
        operation: Callable[..., Answer[ListPage[H] | ErrorBody]],
        /,
        *,
        page_size: int = 100,
        **kwargs: Any,
    ) -> Iterator[H]:
        """Every item of a list wrapper (``{results, offset, limit, total}``), ``page_size`` per request.

        Example: ``client.iter_list(list_artist_albums.sync_detailed, id=1238)`` → ``Album`` items.

        Args:
            operation: a list route's ``sync_detailed``.
            page_size: ``limit`` of each request (1..500, or 1..1000 on chart lists).
            kwargs: the route's parameters; ``offset`` and ``limit`` are supplied.
        """
        offset = 0
        while True:
            result = self.call(operation, offset=offset, limit=page_size, **kwargs)
            yield from result.results
            offset += len(result.results)
            if not result.results or offset >= result.total:
                return

    def match_lines(
        self, items: Iterable[Mapping[str, Any]], *, batch_size: int = BATCH_MAX_ITEMS
    ) -> Iterator[ArtistTitleBatchResultResultsItem]:
        """Matches (artist, title) lines through the batch route, one answer per item, in order.

        Args:
            items: mappings shaped like the batch route's items: ``name`` and ``title`` (1..200
                characters), optional ``duration`` (seconds, or ``"M:SS"``). Read lazily.
            batch_size: items per request (1..1000; the route's maximum by default). Each item
                costs one quota unit.

        Yields:
            One result per item: ``.hit`` (``ArtistTitleHit``: ``id``, ``title``, ``artists``,
            ``version`` …) or None for no match, and ``.score`` (confidence 0..100) or None.

        Raises:
            UnprocessableError: an item the route refuses (422, naming its index in the batch).
            RateLimitedError: quota spent, or batches in flight past the retries.
        """
        for chunk in chunked(items, batch_size):
            body = ArtistTitleBatchRequest.from_dict(batch_body(chunk))
            yield from self.call(match_artist_title_batch.sync_detailed, body=body).results

    def push_changes(
        self,
        source: str,
        lines: Iterable[Mapping[str, Any] | str],
        *,
        lines_per_request: int = CHANGES_LINES_PER_REQUEST,
    ) -> PushResult:
        """Pushes catalog changes to ``POST /api/catalog/{source}/changes`` (needs scope
        ``catalog:write``), gzipped, ``lines_per_request`` lines per request, in order.

        Args:
            source: your catalog's name (lower-case letters, digits, ``-``, ``_``).
            lines: catalog-file lines (docs/catalog-import.md): mappings (serialised to JSON)
                or JSON text, e.g. ``{"kind": "artist", "key": "a-1", "name": "…"}``.
            lines_per_request: 1..10,000.

        Returns:
            The summed :class:`PushResult`; its ``cursor`` is the feed position after the changes.
            Requests are idempotent, so an answer lost to a retry is applied once.

        Raises:
            PermissionDeniedError: the token lacks ``catalog:write``. BadRequestError: a bad
            source name. PayloadTooLargeError: a request over the server's bounds.
        """
        total = PushResult()
        first = 1
        for chunk in chunked(lines, lines_per_request):
            response = self._http.post(
                f"/api/catalog/{source}/changes",
                content=ndjson_gzip(chunk),
                headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
            )
            total.add(CatalogChangeSetResult.from_dict(raise_for(response).json()), first)
            first += len(chunk)
        return total

    def follow_changes(
        self,
        cursor: str | None = None,
        *,
        limit: int = 1000,
        follow: bool = False,
        poll_interval: float = 5.0,
    ) -> Iterator[CatalogChangePage]:
        """Pages of the change feed after ``cursor``, in commit order.

        Apply each page, then store its ``next_`` cursor: a run that stops repeats at most a page.

        Args:
            cursor: a ``next_`` of an earlier page or a change set's ``cursor``; None = from the
                oldest change kept (7 days).
            limit: changes per page (1..1000).
            follow: False stops once caught up (a page with ``more`` false); True keeps polling
                every ``poll_interval`` seconds (pages with no change are not yielded).

        Raises:
            GoneError: the cursor is older than the feed's retention: resync, then follow anew.
        """
        while True:
            after = cursor if cursor is not None else UNSET
            page = self.call(list_catalog_changes.sync_detailed, after=after, limit=limit)
            if page.changes or not follow:
                yield page
            cursor = page.next_
            if not page.more:
                if not follow:
                    return
                time.sleep(poll_interval)

    def create_match_job(
        self, path: str | Path, *, content_type: str | None = None, keep_current: bool = False
    ) -> MatchJob:
        """Uploads a file of logged lines as a matching job (``POST /api/artist-title/jobs``),
        streamed and gzipped on the way. Not retried (a streamed body cannot be sent again).

        Args:
            path: a CSV, TSV or JSON Lines file with ``artist`` (or ``name``) and ``title``.
            content_type: its media type; default from the suffix (``.tsv``, ``.jsonl``/
                ``.ndjson``, else CSV).
            keep_current: once finished, the job is re-matched after every catalog change its
                answers can feel (read what changed with ``download_match_job_results(...,
                changed_since=job.version)``).

        Raises:
            RateLimitedError: too many unfinished jobs, or more lines than the quota has left.
            BadRequestError: no usable header. PayloadTooLargeError: over the line/byte bounds.
        """
        response = self._http.post(
            "/api/artist-title/jobs",
            params={"keep_current": "true"} if keep_current else None,
            content=jobs.gzip_chunks(Path(path)),
            headers={"Content-Type": content_type or jobs.content_type_of(Path(path)), "Content-Encoding": "gzip"},
            timeout=httpx.Timeout(600.0, connect=10.0),
        )
        return MatchJob.from_dict(raise_for(response).json())

    def get_match_job(self, job_id: str) -> MatchJob:
        """A matching job's state and counters. Raises NotFoundError for another token's job."""
        return self.call(get_match_job.sync_detailed, id=job_id)

    def cancel_match_job(self, job_id: str) -> MatchJob:
        """Cancels a matching job (lines done stay done). Raises ConflictError when finished."""
        return self.call(cancel_match_job.sync_detailed, id=job_id)

    def rematch(self, job_id: str) -> MatchJob:
        """Re-matches a completed job against the catalog as it is now: only the lines the changes
        since can touch; a changed answer takes the next result version and is charged once
        (``POST /api/artist-title/jobs/{id}/rematch``). Follow ``rematch.state`` with
        :meth:`get_match_job`. Raises ConflictError when the job has not completed.
        """
        return self.call(rematch_match_job.sync_detailed, id=job_id)

    def download_match_job_results(
        self, job_id: str, target: str | Path, *, fmt: str = "csv", changed_since: int = 0
    ) -> Path:
        """Streams a job's results (``csv`` or ``jsonl``, input order) to ``target``, atomically.

        Args:
            changed_since: only the lines whose answer changed after this result version (the
                job's ``version`` when last read); 0 = every line.

        Returns:
            ``target`` as a Path; its content is the results answered so far (all once completed).
        """
        params = {"format": fmt, "changed_since": str(changed_since)}
        with self._http.stream("GET", f"/api/artist-title/jobs/{job_id}/results", params=params) as r:
            return jobs.stream_to_file(raise_for(r).iter_bytes(), Path(target))

    def match_file(self, path: str | Path, output: str | Path | None = None, *, progress: bool = True) -> str:
        """Matches a play-log file as a matching job and writes the results CSV (see
        :func:`music_catalog.jobs.match_file`, which documents resumption and the files written).

        Returns:
            The results file's path (str): ``output``, or ``<input stem>.matched.csv`` beside the input.
        """
        return str(jobs.match_file(self, Path(path), None if output is None else Path(output), progress=progress))
