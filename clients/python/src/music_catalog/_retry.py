"""Retries of 429 and 503 answers honouring ``Retry-After``, as httpx transports.

The retry sits in the transport so every request of the client retries the same way: the
hand-written helpers and the generated operations (``music_catalog.generated.api``) alike. Only
requests whose body can be sent again are retried (no body, or bytes: JSON, a gzipped change
set); a streamed upload (a matching job's file) is answered as it came, and the caller decides.
Waiting uses tenacity.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx
from tenacity import AsyncRetrying, RetryCallState, Retrying, stop_after_attempt

from .errors import parse_retry_after


@dataclass(frozen=True)
class RetryPolicy:
    """When and how long to wait before sending a request again.

    Attributes:
        max_retries: retries after the first attempt (int ≥ 0); 0 turns retrying off.
        max_wait: the longest ``Retry-After`` waited for, seconds. A longer one (a spent daily
            quota answers with the seconds until the next UTC day) is not waited for: the answer
            is raised at once as :class:`~music_catalog.errors.RateLimitedError`.
        default_wait: the wait when a 429 or 503 has no ``Retry-After``, seconds, doubled at each
            retry and capped by ``max_wait``.
        statuses: the statuses retried.
    """

    max_retries: int = 4
    max_wait: float = 60.0
    default_wait: float = 1.0
    statuses: frozenset[int] = frozenset({429, 503})

    def wait_for(self, response: httpx.Response, retry_number: int) -> float | None:
        """Seconds to wait before retry ``retry_number`` (1-based) after ``response``.

        Returns:
            The wait (float, seconds), or None when the answer is not to be retried: a status
            not in ``statuses``, or a ``Retry-After`` above ``max_wait``.
        """
        if response.status_code not in self.statuses:
            return None
        retry_after = parse_retry_after(response.headers.get("retry-after"))
        if retry_after is None:
            return min(self.max_wait, self.default_wait * 2.0 ** (retry_number - 1))
        return float(retry_after) if retry_after <= self.max_wait else None


@dataclass(frozen=True)
class RetryEvent:
    """What the client is about to retry (given to the ``on_retry`` hook before it waits).

    Attributes:
        method: the HTTP method. url: the request URL (str).
        status: the status answered (429 or 503).
        retry_number: 1 for the first retry of this request.
        wait: seconds the client waits before sending again.
        retry_after: the answer's ``Retry-After`` in seconds, or None when it had none.
    """

    method: str
    url: str
    status: int
    retry_number: int
    wait: float
    retry_after: float | None


RetryHook = Callable[[RetryEvent], None]


def _replayable(request: httpx.Request) -> bool:
    return isinstance(request.stream, httpx.ByteStream)


def _response(state: RetryCallState) -> httpx.Response | None:
    outcome = state.outcome
    if outcome is None or outcome.failed:
        return None
    result = outcome.result()
    return result if isinstance(result, httpx.Response) else None


class _Decisions:
    """The tenacity callbacks of one request under ``policy``."""

    def __init__(self, request: httpx.Request, policy: RetryPolicy, on_retry: RetryHook | None) -> None:
        self.request = request
        self.policy = policy
        self.on_retry = on_retry
        self.replayable = _replayable(request)

    def retry(self, state: RetryCallState) -> bool:
        response = _response(state)
        if response is None or not self.replayable:
            return False
        return self.policy.wait_for(response, state.attempt_number) is not None

    def wait(self, state: RetryCallState) -> float:
        response = _response(state)
        assert response is not None  # retry() said yes, so there is a response
        wait = self.policy.wait_for(response, state.attempt_number)
        return 0.0 if wait is None else wait

    def event(self, state: RetryCallState) -> RetryEvent:
        response = _response(state)
        assert response is not None
        return RetryEvent(
            method=self.request.method,
            url=str(self.request.url),
            status=response.status_code,
            retry_number=state.attempt_number,
            wait=self.wait(state),
            retry_after=parse_retry_after(response.headers.get("retry-after")),
        )

    @staticmethod
    def last_answer(state: RetryCallState) -> httpx.Response:
        """After the last retry: the last answer, for the caller to raise on."""
        assert state.outcome is not None
        result: httpx.Response = state.outcome.result()
        return result


class RetryTransport(httpx.BaseTransport):
    """A synchronous transport that retries 429 and 503 answers under a :class:`RetryPolicy`."""

    def __init__(
        self,
        policy: RetryPolicy,
        on_retry: RetryHook | None = None,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._policy = policy
        self._on_retry = on_retry
        self._inner = transport or httpx.HTTPTransport()
        self._sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Sends ``request``, again after each retryable answer. Raises httpx transport errors."""
        d = _Decisions(request, self._policy, self._on_retry)

        def before_sleep(state: RetryCallState) -> None:
            event = d.event(state)
            response = _response(state)
            if response is not None:
                response.close()
            if self._on_retry:
                self._on_retry(event)

        retrying = Retrying(
            stop=stop_after_attempt(self._policy.max_retries + 1),
            retry=d.retry,
            wait=d.wait,
            before_sleep=before_sleep,
            retry_error_callback=d.last_answer,
            sleep=self._sleep,
            reraise=True,
        )
        response: httpx.Response = retrying(self._inner.handle_request, request)
        return response

    def close(self) -> None:
        self._inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    """The asynchronous twin of :class:`RetryTransport`."""

    def __init__(
        self,
        policy: RetryPolicy,
        on_retry: RetryHook | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._policy = policy
        self._on_retry = on_retry
        self._inner = transport or httpx.AsyncHTTPTransport()
        self._sleep = sleep

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Sends ``request``, again after each retryable answer. Raises httpx transport errors."""
        d = _Decisions(request, self._policy, self._on_retry)

        async def before_sleep(state: RetryCallState) -> None:
            event = d.event(state)
            response = _response(state)
            if response is not None:
                await response.aclose()
            if self._on_retry:
                self._on_retry(event)

        retrying = AsyncRetrying(
            stop=stop_after_attempt(self._policy.max_retries + 1),
            retry=d.retry,
            wait=d.wait,
            before_sleep=before_sleep,
            retry_error_callback=d.last_answer,
            sleep=self._sleep,
            reraise=True,
        )
        response: httpx.Response = await retrying(self._inner.handle_async_request, request)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()
