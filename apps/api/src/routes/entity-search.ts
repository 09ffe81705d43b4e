/**
 * The five search endpoints (`GET /api/artist`, `/api/album`, `/api/release`, `/api/recording`, `/api/show` in the contract): validated parameters → one page of ids and
 * scores from the engine (`searchEntityPage`, `packages/search`) → documents hydrated from the
 * store in one batched query → search wrapper `{hits, page, totalPages, totalHits}`. Nothing
 * found → 404, and so is a search with nothing to search for. `totalPages` is capped at the last
 * servable page.
 */
import { hasSearchableText } from '@mc/catalog';
import { NotFoundError } from '../errors';
import { MAX_PAGE } from '@mc/openapi';
import { EXTERNAL_ID_KEYS, type SearchEntity, externalIdField } from '@mc/mappings';
import { SEARCH_PAGE_SIZE, type SearchFilter, searchEntityPage } from '@mc/search';
import type { Handler, HandlerTable } from '../handler';

/** Filters present in the validated query string of one search endpoint. */
export function filtersFromQuery(entity: SearchEntity, q: Record<string, unknown>): SearchFilter[] {
  const filters: SearchFilter[] = [];
  for (const k of EXTERNAL_ID_KEYS) {
    const v = q[externalIdField(k)];
    if (typeof v === 'string' && v) filters.push({ kind: 'term', field: externalIdField(k), values: [v] });
  }
  if (typeof q.isni === 'string' && q.isni) filters.push({ kind: 'term', field: 'isni', values: [q.isni.replace(/\s+/g, '')] });
  if (typeof q.isrc === 'string' && q.isrc)
    filters.push({ kind: 'term', field: 'isrc', values: [q.isrc.replace(/[-\s]/g, '').toUpperCase()] });
  if (typeof q.barcode === 'string' && q.barcode)
    filters.push({ kind: 'term', field: 'barcode', values: [q.barcode.replace(/\D/g, '')] });
  if (typeof q.release_date === 'string' && q.release_date)
    filters.push({ kind: 'date', field: 'release_date', date: q.release_date });
  if (typeof q.artist === 'string' && q.artist.trim()) filters.push({ kind: 'artist', name: q.artist });
  if (entity === 'show' && typeof q.type === 'number') filters.push({ kind: 'term', field: 'type_id', values: [q.type] });
  return filters;
}

/** The validated query of a search route: its text, its page and its filters. */
type SearchQuery = { query?: string; page: number } & Record<string, unknown>;

function search(entity: SearchEntity): Handler<{ query: SearchQuery }> {
  return async ({ query: q }, { deps }) => {
    const filters = filtersFromQuery(entity, q);
    const text = q.query?.trim() ? q.query : undefined;
    // Nothing to search for (no query and no filter, or text without a letter or digit) → no hits.
    if (text !== undefined ? !hasSearchableText(text) : !filters.length) {
      throw new NotFoundError(`no ${entity} matches: give a query with a letter or digit, or a filter`);
    }
    const target = { es: deps.es, prefix: deps.config.ES_INDEX_PREFIX };
    const { hits: scored, total } = await searchEntityPage(target, {
      entity,
      query: text,
      filters,
      page: q.page,
    });
    if (total === 0) throw new NotFoundError(`no ${entity} matches`);
    const docs = await deps.catalog.getMany(
      entity,
      scored.map((s) => s.id),
    );
    const byId = new Map(docs.map((d) => [d.id, d]));
    // Never promise a page the server refuses (page > MAX_PAGE → 400).
    const totalPages = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_PAGE);
    if (!scored.length) throw new NotFoundError(`page ${q.page} is past the last page (${totalPages})`);
    return {
      hits: scored.flatMap((s) => {
        const doc = byId.get(s.id);
        return doc ? [{ ...doc, score: Number(s.score.toFixed(3)) }] : [];
      }),
      page: q.page,
      totalPages,
      totalHits: total,
    };
  };
}

/** Search routes. */
export const entitySearchHandlers = {
  searchArtists: search('artist'),
  searchAlbums: search('album'),
  searchReleases: search('release'),
  searchRecordings: search('recording'),
  searchShows: search('show'),
} satisfies HandlerTable;
