"""What the sync and async clients share: answer checking, page shapes, batching, change sets."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Protocol, TypeVar

import httpx

from .errors import error_for
from .generated.models.catalog_change_set_result import CatalogChangeSetResult
from .generated.models.error_body import ErrorBody

#: Items per ``POST /api/artist-title/batch`` (the contract's ``maxItems``; a test compares).
BATCH_MAX_ITEMS = 1000
#: Lines per ``POST /api/catalog/{source}/changes`` request: the server takes up to 10,000
#: (``CHANGES_MAX_LINES``) and advises "a few thousand lines each".
CHANGES_LINES_PER_REQUEST = 5000
#: Default timeouts, seconds: connecting, and each read, write or pool wait.
DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=10.0)

T = TypeVar("T")
H = TypeVar("H", covariant=True)
R = TypeVar("R", covariant=True)


class Answer(Protocol[R]):
    """What a generated ``sync_detailed``/``asyncio_detailed`` operation returns
    (``music_catalog.generated.types.Response``), read-only so that it is covariant in its body."""

    @property
    def status_code(self) -> int: ...
    @property
    def content(self) -> bytes: ...
    @property
    def headers(self) -> Mapping[str, str]: ...
    @property
    def parsed(self) -> R | None: ...


class SearchPage(Protocol[H]):
    """The shape of every search answer (``ArtistSearchResult``, ``RecordingSearchResult`` …)."""

    @property
    def hits(self) -> Sequence[H]: ...
    @property
    def page(self) -> int: ...
    @property
    def total_pages(self) -> int: ...


class ListPage(Protocol[H]):
    """The shape of every list wrapper (``AlbumList``, ``ReleaseList`` …): results and offsets."""

    @property
    def results(self) -> Sequence[H]: ...
    @property
    def offset(self) -> int: ...
    @property
    def total(self) -> int: ...


def raise_for(response: httpx.Response) -> httpx.Response:
    """``response`` itself when 2xx/3xx. Raises the :class:`~music_catalog.errors.ApiError`
    subclass of its status otherwise (the body is read first)."""
    if response.status_code >= 400:
        raise error_for(response.status_code, response.read(), response.headers)
    return response


def unwrap(response: Answer[T | ErrorBody]) -> T:
    """The parsed 2xx body of a generated operation's ``Response``.

    Raises:
        ApiError: its subclass for the status (400 → BadRequestError …) when not 2xx.
        ValueError: a 2xx answer the generated code did not parse (no model for it).
    """
    if response.status_code >= 400:
        raise error_for(int(response.status_code), response.content, response.headers)
    parsed = response.parsed
    if parsed is None or isinstance(parsed, ErrorBody):
        raise ValueError(f"unexpected answer {int(response.status_code)}: {response.content[:200]!r}")
    return parsed


def chunked(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """``items`` in lists of ``size`` (the last one shorter), read lazily."""
    it = iter(items)
    while chunk := list(islice(it, size)):
        yield chunk


def batch_body(items: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The JSON body of a batch: ``{"items": [...]}``, each item's fields as given."""
    return {"items": [dict(item) for item in items]}


def ndjson_gzip(lines: Sequence[Mapping[str, Any] | str]) -> bytes:
    """A gzipped JSON Lines body: mappings serialised, strings sent as they are (one line each)."""
    text = "".join((line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n" for line in lines)
    return gzip.compress(text.encode("utf-8"), mtime=0)


@dataclass(frozen=True)
class Reject:
    """A refused change-set line: ``line`` (1-based over every line given to ``push_changes``),
    the ``field`` at fault (``"(line)"`` for the whole line) and the ``reason``."""

    line: int
    field: str
    reason: str


@dataclass
class PushResult:
    """The outcome of :meth:`Client.push_changes`, summed over its requests.

    Attributes:
        counts: lines per outcome: ``created``, ``updated``, ``unchanged``, ``deleted``,
            ``rejected``, ``merged`` (ints).
        rejects: the refused lines the server listed (at most 1,000 per request).
        rejects_omitted: refused lines not listed.
        cursor: the change-feed position after the last change made (str; give it to
            ``follow_changes`` to read what came after).
        requests: HTTP requests sent.
    """

    counts: dict[str, int] = field(default_factory=dict)
    rejects: list[Reject] = field(default_factory=list)
    rejects_omitted: int = 0
    cursor: str | None = None
    requests: int = 0

    def add(self, result: CatalogChangeSetResult, first_line: int) -> None:
        """Adds one request's answer; ``first_line`` is the number of its first line overall."""
        for name, value in result.counts.to_dict().items():
            if isinstance(value, int):
                self.counts[name] = self.counts.get(name, 0) + value
        for r in result.rejects:
            self.rejects.append(Reject(line=first_line + r.line - 1, field=r.field, reason=r.reason))
        self.rejects_omitted += result.rejects_omitted
        self.cursor = result.cursor
        self.requests += 1


def user_agent() -> str:
    """The ``User-Agent`` sent: ``music-catalog-client/<version> httpx/<version>``."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        own = version("music-catalog-client")
    except PackageNotFoundError:
        own = "dev"
    return f"music-catalog-client/{own} httpx/{httpx.__version__}"
