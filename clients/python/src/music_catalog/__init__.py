"""Python client of the Music Catalog API.

- :class:`Client` (sync) and :class:`AsyncClient`: bearer token, timeouts, retries of 429/503
  honouring ``Retry-After`` (:class:`RetryPolicy`), typed exceptions (:mod:`music_catalog.errors`),
  search and list iterators, batch matching (``match_lines``), matching jobs (``match_file``),
  change sets (``push_changes``) and the change feed (``follow_changes``).
- ``music_catalog.generated``: the low-level client generated from the OpenAPI contract by
  openapi-python-client (typed ``attrs`` models, one module per operation under ``api``).
"""

from ._common import BATCH_MAX_ITEMS, PushResult, Reject
from ._retry import RetryEvent, RetryPolicy
from .async_client import AsyncClient
from .client import Client
from .errors import (
    ApiError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ErrorItem,
    GoneError,
    JobCancelledError,
    MusicCatalogError,
    NotFoundError,
    PayloadTooLargeError,
    PermissionDeniedError,
    RateLimitedError,
    ServerError,
    ServiceUnavailableError,
    UnprocessableError,
    UnsupportedMediaTypeError,
)

__all__ = [
    "BATCH_MAX_ITEMS",
    "ApiError",
    "AsyncClient",
    "AuthenticationError",
    "BadRequestError",
    "Client",
    "ConflictError",
    "ErrorItem",
    "GoneError",
    "JobCancelledError",
    "MusicCatalogError",
    "NotFoundError",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "PushResult",
    "RateLimitedError",
    "Reject",
    "RetryEvent",
    "RetryPolicy",
    "ServerError",
    "ServiceUnavailableError",
    "UnprocessableError",
    "UnsupportedMediaTypeError",
]
