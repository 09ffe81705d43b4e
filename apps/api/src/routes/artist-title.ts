/**
 * Artist-title routes (`GET /api/artist-title` in the contract, and its batch form, an extension of this service): parse → `@mc/matcher` →
 * serialise, a pinned line answered by the caller's pin (`pinLookup`). No passing hit → 404 (single) or `hit: null` (batch). Both pass the request's
 * deadline (signal and time) down to the matcher, report the lines whose matching started as work
 * done (charged even when the answer is a 503), and check the deadline once more before answering.
 */
import { Counter } from 'prom-client';
import { NotFoundError } from '../errors';
import {
  type MatchOptions,
  type MatcherDeps,
  artistTitleHits,
  checkDeadline,
  matchArtistTitleBatch,
  matchLines,
} from '@mc/matcher';
import { SEARCH_PAGE_SIZE } from '@mc/search';
import type { Deps } from '../deps';
import type { HandlerContext, HandlerTable } from '../handler';
import { Slots } from '../middleware/limits';
import { recordWorkDone } from '../middleware/quota';
import { pinLookup } from './pins';

/** The matcher's view of the API's resources. */
export function matcherDeps(deps: Deps): MatcherDeps {
  return { search: { es: deps.es, prefix: deps.config.ES_INDEX_PREFIX }, store: deps.catalog };
}

/**
 * Batch chunks matched at once in this process, across all batches, each msearch running one
 * search at a time: batches hold at most this many Elasticsearch search threads, so other traffic
 * keeps the rest (`docs/api.md` "Limits"; `bench:match` prints search latency under abusive batches).
 */
const batchEngineSlots = new Slots(2);

/**
 * Matched lines by outcome (Prometheus `mc_match_lines_total{outcome}`): `searched` (engine work
 * started: charged, whatever the answer), `cut_short` (answered "no match" without engine work:
 * a name or title without a letter or digit, or one repeated character), `budget_spent` (searched
 * lines whose re-ranking stopped at its comparison budget).
 */
export const matchedLines = new Counter({
  name: 'mc_match_lines_total',
  help: 'Artist-title lines by outcome (searched: engine work started and charged; cut_short: answered without engine work; budget_spent: re-ranking stopped at its comparison budget)',
  labelNames: ['outcome'] as const,
});

/** The request's deadline and work report as matcher options. */
function deadlineOptions({ res, signal, deadlineAt }: HandlerContext): MatchOptions {
  return {
    signal,
    deadlineAt,
    onLines: (outcome, lines) => {
      matchedLines.inc({ outcome }, lines);
      if (outcome === 'searched') recordWorkDone(res, lines);
    },
  };
}

/** Artist-title routes. */
export const artistTitleHandlers = {
  searchArtistTitle: async ({ query }, ctx) => {
    const { deps } = ctx;
    const line = { name: query.name, title: query.title, duration: query.duration };
    const deadline = deadlineOptions(ctx);
    const [{ matches, pin, candidates } = { matches: [] }] = await matchLines(
      matcherDeps(deps),
      [line],
      pinLookup(deps.pool, ctx.token),
      {
        ...deadline,
        candidates: query.candidates,
      },
    );
    const extra = candidates ? { candidates } : {};
    // With candidates asked for, a line without a match is an answer a reviewer reads (200).
    if (!matches.length && candidates && !pin) return { hits: [], page: 1, totalPages: 0, totalHits: 0, ...extra };
    if (!matches.length)
      throw new NotFoundError(
        pin
          ? `this line is pinned to "no match" (pin ${pin.id}, ${pin.scope})`
          : 'no recording matches this artist and title with enough confidence',
      );
    const page = query.page;
    const totalPages = Math.ceil(matches.length / SEARCH_PAGE_SIZE);
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    if (!slice.length) throw new NotFoundError(`page ${page} is past the last page (${totalPages})`);
    const hits = await artistTitleHits(deps.catalog, slice, query.explain);
    checkDeadline(deadline);
    return { hits, page, totalPages, totalHits: matches.length, ...extra };
  },
  matchArtistTitleBatch: async ({ body: { items, candidates } }, ctx) => {
    const results = await matchArtistTitleBatch(matcherDeps(ctx.deps), items, {
      ...deadlineOptions(ctx),
      maxConcurrentSearches: 1,
      slots: batchEngineSlots,
      pins: pinLookup(ctx.deps.pool, ctx.token),
      candidates,
    });
    return { results };
  },
} satisfies HandlerTable;
