/**
 * Checkpoints of a matcher call. The deadline is enforced at every checkpoint (between stages,
 * chunks, lines and candidates), by the abort signal and by the clock: a timer-based signal fires
 * only when the event loop gets to it, so a process busy re-ranking would otherwise carry on past
 * the deadline. CPU-bound work (re-ranking) hands the event loop back every {@link SLICE_MS} ms,
 * so the process's other requests (`/readyz`, lookups, searches) are served in between instead of
 * waiting for a whole batch.
 */

/** Longest run of synchronous matcher work between two turns of the event loop, ms. */
export const SLICE_MS = 10;

/** The error of a passed deadline (the name `AbortSignal.timeout` uses: answered 503 by the API). */
export function deadlineError(): DOMException {
  return new DOMException('the request deadline has passed', 'TimeoutError');
}

/**
 * The deadline check of {@link Pacer.check} for work around a matcher call (hydrating hits,
 * before answering).
 * @throws the signal's reason when it has aborted; {@link deadlineError} once `deadlineAt` has passed.
 */
export function checkDeadline(options: { signal?: AbortSignal; deadlineAt?: number }): void {
  new Pacer(options.signal, options.deadlineAt).check();
}

/** Deadline checks and event-loop yields of one matcher call. */
export class Pacer {
  private sliceStart = performance.now();

  /**
   * @param signal aborts the call (deadline timer, client gone).
   * @param deadlineAt epoch ms (`Date.now()` scale) after which the call stops; undefined = none.
   */
  constructor(
    private readonly signal?: AbortSignal,
    private readonly deadlineAt?: number,
  ) {}

  /**
   * @throws the signal's reason when it has aborted; {@link deadlineError} once `deadlineAt` has passed.
   */
  check(): void {
    this.signal?.throwIfAborted();
    if (this.deadlineAt !== undefined && Date.now() >= this.deadlineAt) throw deadlineError();
  }

  /** Starts a new slice of synchronous work (after an await on I/O, which let the loop run). */
  restart(): void {
    this.sliceStart = performance.now();
  }

  /**
   * A checkpoint inside CPU-bound work: yields to the event loop (`setImmediate`) when the current
   * slice has run {@link SLICE_MS} ms or more, then {@link check}s.
   * @throws as {@link check}.
   */
  async pace(): Promise<void> {
    if (performance.now() - this.sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.restart();
    }
    this.check();
  }
}
