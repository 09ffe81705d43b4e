/**
 * The live indexer's turn pipelined on the real services (`@mc/indexer` indexFeedTurn): while a
 * batch's bulk request is in flight the turn reads and builds the next batch, so one turn applies
 * every batch committed before it ends, and its position is the last change of a batch whose bulk
 * succeeded: a bulk request that fails in the middle of a turn leaves the position where the turn
 * found it, and the next turn applies every batch again.
 */
import { Readable } from 'node:stream';
import { applyCatalogChanges } from '@mc/catalog-file';
import { config } from '@mc/config';
import { catchUpFromFeed, indexFeedTurn } from '@mc/indexer';
import { type SearchClient, aliasName, createSearchClient } from '@mc/search';
import { SEARCH_READER_NAME, changeFeedHead, readerPosition, createPool, migrate, removeSource } from '@mc/store';
import { idOfSourceKey } from './id-map';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const es = createSearchClient(cfg.ES_URL);
const deps = { es, pool, prefix: cfg.ES_INDEX_PREFIX };
const SOURCE = `it-pipeline-${process.pid}`;

beforeAll(async () => {
  await migrate(pool);
  await catchUpFromFeed(deps); // the search reader at the feed's head
}, 120_000);
afterAll(async () => {
  await removeSource(pool, SOURCE);
  await catchUpFromFeed(deps);
  await Promise.allSettled([pool.end(), es.close()]);
});

/** Applies one change set: the test's artist and recordings `keys` (one line each) titled `title key`. */
async function applyRecordings(keys: string[], title: string): Promise<void> {
  const artist = { kind: 'artist', key: 'pipe', name: 'Wexford Pipelane' };
  const lines = [
    artist,
    ...keys.map((key) => ({
      kind: 'recording',
      key,
      title: `${title} ${key}`,
      artists: [{ key: 'pipe', name: 'Wexford Pipelane' }],
    })),
  ];
  await applyCatalogChanges(pool, Readable.from([lines.map((l) => JSON.stringify(l)).join('\n')]), {
    source: SOURCE,
    resolve: false,
  });
}

/** The served search documents' titles of recordings `keys` (after a refresh). */
async function indexedTitles(keys: string[]): Promise<string[]> {
  const ids = await Promise.all(keys.map((k) => idOfSourceKey(pool, 'recording', SOURCE, k)));
  const res = await es.mget<{ title?: string }>({ index: aliasName(cfg.ES_INDEX_PREFIX, 'recording'), ids: ids.map(String) });
  return res.docs.map((d) => ('_source' in d ? (d._source?.title ?? '') : ''));
}

/** `es` whose `n`th bulk request (1-based) fails before it is sent. */
function failingBulk(n: number): SearchClient {
  let calls = 0;
  return new Proxy(es, {
    get(target, prop, receiver) {
      if (prop !== 'bulk') return Reflect.get(target, prop, receiver) as unknown;
      return (...args: Parameters<SearchClient['bulk']>) => {
        if (++calls === n) return Promise.reject(new Error('bulk refused by the test'));
        return target.bulk(...args);
      };
    },
  });
}

describe('a pipelined live-index turn', () => {
  it('applies every batch committed before it ends in one turn, its position the last change indexed', async () => {
    for (const [i, title] of ['Ferrous Gavotte', 'Ferrous Gavotte', 'Ferrous Gavotte'].entries())
      await applyRecordings([`a${i}`, `b${i}`], title);
    const head = await changeFeedHead(pool);
    const turn = await indexFeedTurn(deps, { batchSize: 2, refresh: true });
    expect(turn).toMatchObject({ busy: false, ran: true, position: head });
    expect(turn.applied).toBeGreaterThanOrEqual(6); // three batches of two at least, in one turn
    expect(await readerPosition(pool, SEARCH_READER_NAME)).toBe(head);
    expect(await indexedTitles(['a0', 'b2'])).toEqual(['Ferrous Gavotte a0', 'Ferrous Gavotte b2']);
  }, 60_000);

  it('leaves the position where it was when a bulk request fails in the middle of the turn, and applies it all again next', async () => {
    await applyRecordings(['a0', 'b0'], 'Cobalt Minuet');
    await applyRecordings(['a1', 'b1'], 'Cobalt Minuet');
    const before = await readerPosition(pool, SEARCH_READER_NAME);
    await expect(indexFeedTurn({ ...deps, es: failingBulk(2) }, { batchSize: 2, refresh: true })).rejects.toThrow(
      'bulk refused by the test',
    );
    expect(await readerPosition(pool, SEARCH_READER_NAME)).toBe(before);

    const head = await changeFeedHead(pool);
    expect(await indexFeedTurn(deps, { batchSize: 2, refresh: true })).toMatchObject({ position: head });
    expect(await indexedTitles(['a0', 'b1'])).toEqual(['Cobalt Minuet a0', 'Cobalt Minuet b1']);
  }, 60_000);
});
