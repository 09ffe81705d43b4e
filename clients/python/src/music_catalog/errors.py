"""Typed exceptions for the API's error answers.

Every error answer of the Music Catalog API has the body ``{"errors": [{"type", "message"}]}``
(SPEC 7). :func:`error_for` turns a non-2xx answer into the :class:`ApiError` subclass of its
status, carrying that body, the status and, on 429 and 503, the ``Retry-After`` seconds.
"""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ErrorItem:
    """One entry of an error body: ``type`` (e.g. ``"Not found"``) and a human ``message``."""

    type: str
    message: str


class MusicCatalogError(Exception):
    """Base of every exception this package raises."""


class ApiError(MusicCatalogError):
    """An HTTP error answer of the API.

    Attributes:
        status: the HTTP status (int, 400..599).
        errors: the body's ``errors`` list; one item ``("HTTP <status>", <text>)`` when the body
            was not the API's JSON error body (a proxy's page, say).
        retry_after: seconds from ``Retry-After`` (float), or None when the answer had none.
        body: the parsed JSON body (dict) or the raw text.
    """

    def __init__(
        self,
        status: int,
        errors: list[ErrorItem],
        retry_after: float | None = None,
        body: object = None,
    ) -> None:
        self.status = status
        self.errors = errors
        self.retry_after = retry_after
        self.body = body
        first = errors[0] if errors else ErrorItem(f"HTTP {status}", "")
        super().__init__(f"{status} {first.type}: {first.message}")

    @property
    def message(self) -> str:
        """The first error's message (str, possibly empty)."""
        return self.errors[0].message if self.errors else ""


class BadRequestError(ApiError):
    """400: a parameter is missing, malformed or out of range (the message names it)."""


class AuthenticationError(ApiError):
    """401: missing, unknown, revoked or expired token."""


class PermissionDeniedError(ApiError):
    """403: the token lacks the scope the route needs (the message names the scope)."""


class NotFoundError(ApiError):
    """404: unknown id, unknown route, or (for a single search) no hit."""


class ConflictError(ApiError):
    """409: the resource is in a state that refuses the request (a finished job cancelled)."""


class GoneError(ApiError):
    """410: a change-feed cursor older than the feed's retention: resync, then follow again."""


class PayloadTooLargeError(ApiError):
    """413: a body over the route's bound (lines or bytes; the message says which)."""


class UnsupportedMediaTypeError(ApiError):
    """415: a body of a media type or encoding the route does not take."""


class UnprocessableError(ApiError):
    """422: valid JSON that violates the body schema (each violation with its JSON path)."""


class RateLimitedError(ApiError):
    """429: quota, batches in flight, unfinished jobs or failed authentications.

    Raised when the retries were used up or ``retry_after`` exceeded the client's bound
    (``max_retry_wait``): a spent daily quota waits until the next UTC day.
    """


class ServiceUnavailableError(ApiError):
    """503: the deadline passed or a backing service is down; raised after the retries."""


class ServerError(ApiError):
    """Any other 5xx answer."""


class JobCancelledError(MusicCatalogError):
    """A matching job this client waited for was cancelled (``DELETE`` by someone else)."""


_BY_STATUS: Mapping[int, type[ApiError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    410: GoneError,
    413: PayloadTooLargeError,
    415: UnsupportedMediaTypeError,
    422: UnprocessableError,
    429: RateLimitedError,
    503: ServiceUnavailableError,
}


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header value.

    Args:
        value: delta-seconds (``"5"``) or an HTTP date; None when the header is absent.
        now: the current epoch time in seconds (default: ``time.time()``), for HTTP dates.

    Returns:
        The wait in seconds (float, ≥ 0), or None when absent or unreadable.
    """
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        at = email.utils.parsedate_to_datetime(value).timestamp()
    except (TypeError, ValueError):
        return None
    return max(0.0, at - (time.time() if now is None else now))


def error_for(status: int, content: bytes, headers: Mapping[str, str]) -> ApiError:
    """The exception for an error answer.

    Args:
        status: the HTTP status (≥ 400).
        content: the raw body.
        headers: the response headers (case-insensitive mapping, as httpx gives).

    Returns:
        An instance of the :class:`ApiError` subclass of ``status`` (:class:`ServerError` for
        other 5xx, :class:`ApiError` for other 4xx); never raises.
    """
    retry_after = parse_retry_after(headers.get("retry-after"))
    text = content.decode("utf-8", "replace")
    body: object = text
    items: list[ErrorItem] = []
    try:
        body = json.loads(text)
    except ValueError:
        pass
    if isinstance(body, dict) and isinstance(body.get("errors"), list):
        for e in body["errors"]:
            if isinstance(e, dict):
                items.append(ErrorItem(str(e.get("type", "")), str(e.get("message", ""))))
    if not items:
        items.append(ErrorItem(f"HTTP {status}", text[:500]))
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else ApiError)
    return cls(status, items, retry_after, body)
