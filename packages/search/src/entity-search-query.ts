/**
 * Query builders of the five search endpoints (SPEC 4.1–4.4, 4.7): pure functions from validated
 * parameters to an Elasticsearch request body, tested against whole fixture bodies
 * (`fixtures/entity-search/*.json`, the way pelias/api tests its query/* modules). Field names
 * come from the search-entity definitions (`@mc/mappings`).
 *
 * Text relevance, strongest first: whole-name equality (folded, compact "nsync", any alias /
 * translated / name-order variant) → all query tokens present (folded, variants, transliterated)
 * → typo-tolerant (fuzziness AUTO, first letter fixed) → phonetic keys (Double Metaphone) →
 * edge n-grams (search as you type: every query token a prefix of some name token). Popularity
 * (0..100) only nudges ties: `log1p(popularity)` with a small weight. A numeric `query` also
 * matches the id exactly (SPEC: "query = name or id").
 */
import { CREDIT, SEARCH_ENTITY_DEFINITIONS, type SearchEntity, exactOf } from '@mc/mappings';
import { compactName, foldForMatch, phoneticKeys, toLatin } from '@mc/matching';

/** Hits per page of every search endpoint (SPEC leaves it open; documented in the OpenAPI). */
export const SEARCH_PAGE_SIZE = 20;

/** A term filter on a keyword field, or a text filter on an analysed credit field. */
export type SearchFilter =
  | { kind: 'term'; field: string; values: string[] | number[] }
  | { kind: 'artist'; name: string }
  | { kind: 'date'; field: string; date: string };

/** Parameters of one search. */
export interface EntitySearchParams {
  entity: SearchEntity;
  query?: string;
  filters: SearchFilter[];
  /** 1-based page. */
  page: number;
  pageSize?: number;
}

type Clause = Record<string, unknown>;

/** The text-relevance clauses for `query` on `entity` (see the module comment for the order). */
export function textClauses(entity: SearchEntity, query: string): Clause[] {
  const f = SEARCH_ENTITY_DEFINITIONS[entity].text;
  const folded = foldForMatch(query);
  const clauses: Clause[] = [];
  if (/^[1-9][0-9]{0,15}$/.test(query.trim())) clauses.push({ term: { id: { value: Number(query.trim()), boost: 100 } } });
  if (!folded) return clauses;
  clauses.push({ term: { [exactOf(f.folded)]: { value: folded, boost: 12 } } });
  if (f.variants) clauses.push({ term: { [exactOf(f.variants)]: { value: folded, boost: 10 } } });
  if (f.compact) clauses.push({ term: { [f.compact]: { value: compactName(query), boost: 8 } } });
  clauses.push({ match: { [f.folded]: { query: folded, operator: 'and', boost: 5 } } });
  if (f.variants) clauses.push({ match: { [f.variants]: { query: folded, operator: 'and', boost: 4 } } });
  const latin = toLatin(query);
  if (f.latin && latin && latin !== folded) clauses.push({ match: { [f.latin]: { query: latin, operator: 'and', boost: 4 } } });
  clauses.push({ match: { [f.folded]: { query: folded, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: 2 } } });
  if (f.variants)
    clauses.push({
      match: { [f.variants]: { query: folded, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: 1.5 } },
    });
  // Phonetic and n-gram tokens are many and short: rare ones would get huge IDF weights, so they
  // score as constants; a phonetic match also needs the same first letter (like fuzzy's prefix).
  const phonetic = phoneticKeys(query).join(' ');
  if (phonetic) {
    clauses.push({
      constant_score: {
        filter: {
          bool: { must: [{ match: { [f.phonetic]: { query: phonetic, operator: 'and' } } }, { term: { [f.ngram]: folded[0] } }] },
        },
        boost: 1,
      },
    });
  }
  clauses.push({ constant_score: { filter: { match: { [f.ngram]: { query: folded, operator: 'and' } } }, boost: 0.5 } });
  return clauses;
}

function filterClause(f: SearchFilter): Clause {
  switch (f.kind) {
    case 'term':
      return { terms: { [f.field]: f.values } };
    case 'artist': {
      const folded = foldForMatch(f.name);
      return {
        bool: {
          should: [
            { match: { [CREDIT.names]: { query: folded, operator: 'and' } } },
            { match: { [CREDIT.variants]: { query: folded, operator: 'and' } } },
            { match: { [CREDIT.variants]: { query: folded, operator: 'and', fuzziness: 'AUTO', prefix_length: 1 } } },
          ],
          minimum_should_match: 1,
        },
      };
    }
    case 'date': {
      // SPEC 2.1 dates may carry 00 for an unknown month/day: "2009-00-00" means the whole year.
      const [y, m, d] = f.date.split('-');
      if (m === '00') return { prefix: { [f.field]: `${y}-` } };
      if (d === '00') return { prefix: { [f.field]: `${y}-${m}-` } };
      return { term: { [f.field]: f.date } };
    }
  }
}

/**
 * Builds the ES search body for one page.
 * @returns `{query, from, size, track_total_hits, _source}`; hits carry only ids (hydrated from
 * the store afterwards).
 */
export function buildEntitySearchQuery(p: EntitySearchParams): Record<string, unknown> {
  const size = p.pageSize ?? SEARCH_PAGE_SIZE;
  const text = p.query?.trim() ? textClauses(p.entity, p.query) : [];
  const bool: Clause = { filter: p.filters.map(filterClause) };
  if (text.length) {
    bool.should = text;
    bool.minimum_should_match = 1;
  }
  return {
    query: {
      function_score: {
        query: { bool },
        functions: [{ field_value_factor: { field: 'popularity', modifier: 'log1p', factor: 0.1, missing: 0 } }],
        boost_mode: 'sum',
        score_mode: 'sum',
      },
    },
    sort: ['_score', { id: 'asc' }],
    from: (p.page - 1) * size,
    size,
    track_total_hits: true,
    _source: false,
  };
}
