/**
 * I/O side of the recommender: the built model, cached per pool. The rows it is built from are
 * read out of PostgreSQL (the system of record; no Elasticsearch involved) by
 * `loadRecommendationRows` of `@mc/store`, which says where each comes from.
 *
 * **Caching.** The model is built on the first request of a process (about 2 s on the sample
 * catalog) and kept. At most every `checkEveryMs` (default 60 s) a request checks a catalog stamp
 * (`catalogStamp` of `@mc/store`: latest finished import run, entity update or merge); when it changed, a new model is built in
 * the background and swapped in, the old one serving meanwhile.
 */
import type { Pool } from 'pg';
import { catalogStamp, loadRecommendationRows } from '@mc/store';
import { type RecommendationModel, buildRecommendationModel } from './model';

/**
 * Most recordings the model holds (memory bound: about 200 bytes each, so ~50 MB). A larger
 * catalog (bench:scale's million) keeps the recordings with audio descriptors first, then the most
 * popular, then the lowest ids; the others are neither seeds nor candidates of recommendations.
 */
export const MAX_MODEL_RECORDINGS = 250_000;

/** The model of one pool, built lazily and refreshed when the catalog changes (module doc). */
export class RecommendationModelCache {
  private current: Promise<{ model: RecommendationModel; stamp: string }> | undefined;
  private checkedAt = 0;
  private refreshing = false;

  constructor(
    private readonly pool: Pool,
    private readonly checkEveryMs = 60_000,
  ) {}

  private async build(): Promise<{ model: RecommendationModel; stamp: string }> {
    const stamp = await catalogStamp(this.pool);
    return { model: buildRecommendationModel(await loadRecommendationRows(this.pool, MAX_MODEL_RECORDINGS)), stamp };
  }

  /** The current model; the first call builds it. @throws when the store cannot be read (first build). */
  async get(): Promise<RecommendationModel> {
    if (!this.current) {
      this.checkedAt = Date.now();
      this.current = this.build();
      this.current.catch(() => {
        this.current = undefined;
      });
    } else if (!this.refreshing && Date.now() - this.checkedAt > this.checkEveryMs) {
      this.checkedAt = Date.now();
      this.refreshing = true;
      void this.refreshIfStale().finally(() => {
        this.refreshing = false;
      });
    }
    return (await this.current).model;
  }

  private async refreshIfStale(): Promise<void> {
    try {
      const old = await this.current!;
      if ((await catalogStamp(this.pool)) === old.stamp) return;
      const next = await this.build();
      this.current = Promise.resolve(next);
    } catch {
      /* keep serving the old model; the next check retries */
    }
  }
}

const caches = new WeakMap<Pool, RecommendationModelCache>();

/** The shared {@link RecommendationModelCache} of a pool (one per API process and pool). */
export function modelCacheFor(pool: Pool): RecommendationModelCache {
  let c = caches.get(pool);
  if (!c) caches.set(pool, (c = new RecommendationModelCache(pool)));
  return c;
}
