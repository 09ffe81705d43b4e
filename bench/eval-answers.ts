/**
 * Answers of an evaluation run that are neither a result nor "nothing found": an HTTP status other
 * than 200 and 404 (a 429 when throttled, a 503 when a dependency is down), or an in-process call
 * that threw. The evaluations (`eval:match`, `eval:search`) score such a row as "no hit", so a
 * throttled or failing run would look like a quality collapse; they print this tally and exit
 * non-zero when it is not empty, so such a run is never read as a quality figure.
 */

/** Statuses that are answers: a result (200) or "nothing found" (404). */
const ANSWER_STATUSES = new Set([200, 404]);

/** Counts of the answers other than 200/404, by status ("429") or error name ("ResponseError"). */
export class OtherAnswers {
  private readonly counts = new Map<string, number>();

  /** Counts one HTTP answer unless its status is 200 or 404. @returns whether it was counted. */
  status(status: number): boolean {
    if (ANSWER_STATUSES.has(status)) return false;
    this.add(String(status), 1);
    return true;
  }

  /** Counts `rows` rows answered by a thrown error (its HTTP status when it carries one, else its name). */
  error(err: unknown, rows = 1): void {
    const e = err as { statusCode?: unknown; name?: unknown };
    this.add(typeof e?.statusCode === 'number' ? String(e.statusCode) : String(e?.name ?? 'Error'), rows);
  }

  /** Answers counted. */
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  /** `other_answers=3 (429×2, 503×1)` or `other_answers=0`. */
  line(): string {
    const parts = [...this.counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}×${n}`);
    return `other_answers=${this.total}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  }

  /**
   * Prints {@link line} (to stderr as well when not empty, with what it means) and sets a
   * non-zero exit code when any answer was counted.
   */
  report(): void {
    console.log(this.line());
    if (this.total === 0) return;
    console.error(
      `${this.line()}: these rows were scored as "no hit"; the figures above are not a quality measure (rerun unthrottled)`,
    );
    process.exitCode = 1;
  }

  private add(key: string, n: number): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
}
