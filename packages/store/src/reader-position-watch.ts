/**
 * The positions the live search indexer has read the change feed through, as a cache generation
 * for the API's suggest answers ({@link ReaderPositionWatch}).
 */
import type { Pool } from 'pg';
import { SEARCH_READER_NAME, SEARCH_DEPENDENTS_READER_NAME, readerPosition } from './feed-readers';

/**
 * The positions feed readers have applied, as a cache generation: {@link current} answers at once with
 * the last value read and, at most every `checkMs`, starts a background read (never two at once;
 * a failed read keeps the last value). The API keys its suggest answers with the live search
 * indexer's positions, so an answer computed before a drained change is not served after it.
 */
export class ReaderPositionWatch {
  private value = '';
  private checkedAt = 0;
  private reading: Promise<void> | undefined;

  /**
   * @param readers default the live search indexer's two ({@link SEARCH_READER_NAME},
   *   {@link SEARCH_DEPENDENTS_READER_NAME}).
   * @param checkMs how often at most the position is read, ms (default 1000).
   */
  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly readers: readonly string[] = [SEARCH_READER_NAME, SEARCH_DEPENDENTS_READER_NAME],
    private readonly checkMs = 1000,
  ) {}

  /** The last positions read, `a:b` (`''` before the first read completes). Never throws. */
  current(): string {
    const now = Date.now();
    if (!this.reading && now - this.checkedAt >= this.checkMs) {
      this.checkedAt = now;
      this.reading = Promise.all(this.readers.map((c) => readerPosition(this.pool, c)))
        .then(
          (ps) => {
            this.value = ps.map((p) => p ?? 0).join(':');
          },
          () => undefined,
        )
        .finally(() => {
          this.reading = undefined;
        });
    }
    return this.value;
  }
}
