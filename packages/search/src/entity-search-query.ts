/**
 * Query builders of the five search endpoints (`GET /api/artist`, `/api/album`, `/api/release`, `/api/recording`, `/api/show` in the contract): pure functions from validated
 * parameters to an Elasticsearch request body, tested against whole fixture bodies
 * (`fixtures/entity-search/*.json`, the way pelias/api tests its query/* modules). Field names
 * come from the search-entity definitions (`@mc/mappings`).
 *
 * Text relevance (search as you type): the earlier words of a query are whole words, the last one
 * a prefix (`match_bool_prefix` on the `search_as_you_type` field of every entity), across names,
 * aliases, translated names and — for recordings, albums, releases, shows — credited artists, so
 * title and artist words mix in one box. Hits fall into constant-score tiers ({@link TIER}) and
 * the popularity prior computed at index time (`function_score`) orders them within a tier. A
 * query that is an entity's whole name or title as written (the same `writtenAlikeKey`) ranks
 * that entity above all of them, the most popular first (the `exact` tier). A numeric `query` also
 * matches the id exactly (`query` is a name or an id, as the contract's search operations say). Queries are folded with {@link foldQuery};
 * the index holds every name and title with apostrophes inside words spaced and dropped, so "i'm
 * yours" and "im yours" both find "I'm Yours".
 */
import { CREDIT, RECORDING, SEARCH_ENTITY_DEFINITIONS, SUGGEST, type SearchEntity, exactKey } from '@mc/mappings';
import { foldForMatch, phoneticKeys } from '@mc/text-analysis';
import { NO_STORED_FIELDS } from './engine-hits';

/** Hits per page of every search endpoint (documented in the contract and `docs/api.md` "Limits"). */
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
  /**
   * With the typo-tolerant tiers (fuzzy, phonetic; default true). The API first searches without
   * them and adds them only when the exact tiers find nothing ({@link needsTypoTiers}).
   */
  typos?: boolean;
}

/**
 * Whether a search must be repeated with the typo-tolerant tiers: the exact tiers (words, own
 * name, anchored, id) found nothing. When some hit is spelled as typed, the hits that are only
 * within typo reach are left out, as the suggest endpoint does and as Algolia's `typoTolerance:
 * "min"` does (keep only the hits with the fewest typos); the fuzzy and phonetic tiers are most of
 * the engine time of a search on a large catalog (`npm run bench:search-clauses`).
 */
export function needsTypoTiers(exactTotal: number): boolean {
  return exactTotal === 0;
}

type Clause = Record<string, unknown>;

/**
 * Score of each relevance tier (constant scores, so hits of one tier differ only by popularity).
 * The popularity prior adds `log(1 + prior)` (about 0..4.5): it orders hits within a tier and
 * can lift a much more popular hit over a small tier gap, never over the anchor tier: an anchored
 * hit scores at least `words + anchored`, any other at most `words + ownName + ln(1 + PRIOR_MAX)`,
 * which is less (`PRIOR_MAX`, `mappings/fields/suggest.ts`; a unit test holds the two together).
 *
 * The `exact` tier replaces the others for an entity whose whole name or title the query is, word
 * for word as written up to case, accents, apostrophes, punctuation and "&"/"and" (`suggest_exact`,
 * `exactKey` of `@mc/mappings`: "were not gonna take it" is "We're Not Gonna Take It", "b a b y" is
 * "B-A-B-Y" but not "Baby", "the m" is not "Them"): a search box ranks an exact match of the whole
 * name first (Typesense's default `prioritize_exact_match`, Algolia's `exact` criterion), so
 * "yesterday" gives The Beatles' "Yesterday" before "So Yesterday" and "seal" gives Seal before
 * Seals & Crofts. Its hits score `exact + popularity + ln(1 + prior)`, `popularity` being the
 * entity's global popularity score (`global.score` of the contract's `ArtistPopularity` / `RecordingPopularity`, 0..100; 0 for albums, releases and shows): the
 * most popular of several entities of one name first. `exact` is above every other tier with the
 * largest prior (`words + ownName + anchored + ln(1 + PRIOR_MAX)` < 26), and the `id` tier above
 * every exact hit (`exact + 100 + ln(1 + PRIOR_MAX)` < 135).
 */
export const TIER = {
  /** Every word present, the last one as a prefix, in any searchable value (names, variants, credits). */
  words: 10,
  /** Typo-tolerant: every word within edit distance AUTO (first letter fixed), no prefix. */
  fuzzy: 6,
  /** Same phonetic keys (Double Metaphone) and first letter. */
  phonetic: 4,
  /** Every word a prefix of a word of the entity's own name/title (not an alias, not a credit). */
  ownName: 3,
  /** A multi-word query the name/title starts with ("lose c" → "Lose Control"). */
  anchored: 8,
  /** The query is the whole name/title as written (plus the popularity, 0..100); replaces the tiers above. */
  exact: 30,
  /** A numeric query equal to the id. */
  id: 200,
} as const;

/** The global popularity score field (`global.score` of the contract's popularity schemas, 0..100), the same name on every search entity. */
const POPULARITY = RECORDING.popularity;

/**
 * The folding of a query's words: `foldForMatch`, an apostrophe typed inside a word splitting it
 * ("Ex's" → "ex s", two words, so the name starts with them) as the index's spaced forms do; a
 * word typed without it ("im") meets the index's forms without apostrophes (`suggest_text`,
 * n-grams, `suggest_start`). The exact tier compares whole names without apostrophes either way
 * ({@link exactClause}), so "don't stop" is also the whole of a catalog's "Dont Stop".
 */
export function foldQuery(query: string): string {
  return foldForMatch(query);
}

const constant = (filter: Clause, boost: number): Clause => ({ constant_score: { filter, boost } });

/**
 * The `words` tier's filter: every word of `folded` (a {@link foldQuery} result) in some searchable
 * value, the last one as a prefix (`match_bool_prefix` on the search-as-you-type field).
 */
export function wordsClause(folded: string): Clause {
  return { match_bool_prefix: { [SUGGEST.text]: { query: folded, operator: 'and' } } };
}

/** The `ownName` tier's filter: every word of `folded` a prefix of a word of `entity`'s own name/title (edge n-grams). */
export function ownNameClause(entity: SearchEntity, folded: string): Clause {
  return { match: { [SEARCH_ENTITY_DEFINITIONS[entity].text.ngram]: { query: folded, operator: 'and' } } };
}

/** The `anchored` tier's filter: the name/title starts with the multi-word `folded` (`suggest_start`). */
export function anchoredClause(folded: string): Clause {
  return { term: { [SUGGEST.start]: folded } };
}

/**
 * The `exact` tier's filter for `query` (as typed): its `exactKey` is the entity's
 * (`suggest_exact`). @returns null when the query has no letter or digit.
 */
export function exactClause(query: string): Clause | null {
  const key = exactKey(query);
  return key ? { term: { [SUGGEST.exact]: key } } : null;
}

/**
 * The popularity the `exact` tier adds to the prior (`withPopularity`): the global popularity
 * score of the hits of `exact`, as a `function_score` function.
 */
export function exactPopularity(exact: Clause): Clause {
  return { filter: exact, field_value_factor: { field: POPULARITY, missing: 0 } };
}

/** The text relevance of a query (see {@link textQuery}). */
export interface TextQuery {
  /** The best of the match tiers (dis_max: words / fuzzy / phonetic / id). */
  must: Clause;
  /** The bonus tiers (own name, anchored). */
  should: Clause[];
  /** The `exact` tier's filter, or null (no letter or digit). */
  exact: Clause | null;
}

/**
 * The text relevance of `query` on `entity` ({@link TextQuery}; tiers at {@link TIER}); the
 * popularity is added by {@link scoredTextQuery}. `opts.typos` (default true) = false leaves out
 * the fuzzy and phonetic tiers (the first, cheaper try). @returns null when the query has no
 * searchable character.
 */
export function textQuery(entity: SearchEntity, query: string, opts: { typos?: boolean } = {}): TextQuery | null {
  const f = SEARCH_ENTITY_DEFINITIONS[entity].text;
  const folded = foldQuery(query);
  const numeric = isIdQuery(query);
  if (!folded && !numeric) return null;
  const match: Clause[] = [];
  if (numeric) match.push(constant({ term: { id: Number(query.trim()) } }, TIER.id));
  const should: Clause[] = [];
  if (folded) match.push(constant(wordsClause(folded), TIER.words));
  if (folded && opts.typos !== false) {
    const fuzzy = (field: string) => ({
      match: { [field]: { query: folded, operator: 'and', fuzziness: 'AUTO', prefix_length: 1 } },
    });
    match.push(constant({ bool: { should: [fuzzy(f.folded), ...(f.variants ? [fuzzy(f.variants)] : [])] } }, TIER.fuzzy));
    // Phonetic keys are many and short: a match also needs the same first letter.
    const phonetic = phoneticKeys(query).join(' ');
    if (phonetic)
      match.push(
        constant(
          {
            bool: {
              must: [{ match: { [f.phonetic]: { query: phonetic, operator: 'and' } } }, { term: { [f.ngram]: folded[0] } }],
            },
          },
          TIER.phonetic,
        ),
      );
  }
  if (folded) {
    should.push(constant(ownNameClause(entity, folded), TIER.ownName));
    // A one-word prefix may mean any word ("swi" → Taylor Swift); more words anchor at the start.
    if (folded.includes(' ')) should.push(constant(anchoredClause(folded), TIER.anchored));
  }
  return { must: { dis_max: { queries: match } }, should, exact: exactClause(query) };
}

/**
 * The scored query of `text` within `filter`: an `exact` hit scores `exact` (not the other tiers,
 * `dis_max` of the two), any other hit its tiers, then {@link withPopularity} adds the prior to
 * every hit and the popularity to the exact ones ({@link TIER}).
 */
export function scoredTextQuery(text: TextQuery, filter: Clause[]): Clause {
  const tiers: Clause = { bool: { must: [text.must], should: text.should } };
  const relevance = text.exact ? { dis_max: { queries: [constant(text.exact, TIER.exact), tiers] } } : tiers;
  return withPopularity({ bool: { filter, must: [relevance] } }, text.exact);
}

/** Whether `query` may be an id, so the `id` tier applies: a positive integer of at most 16 digits. */
export function isIdQuery(query: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(query.trim());
}

/** The Elasticsearch filter clause of one search filter. */
export function filterClause(f: SearchFilter): Clause {
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
      // Dates may carry 00 (`docs/api.md` "Conventions") for an unknown month/day: "2009-00-00" means the whole year.
      const [y, m, d] = f.date.split('-');
      if (m === '00') return { prefix: { [f.field]: `${y}-` } };
      if (d === '00') return { prefix: { [f.field]: `${y}-${m}-` } };
      return { term: { [f.field]: f.date } };
    }
  }
}

/**
 * `query` with the popularity prior added to its score: `score + ln(1 + popularity_prior)`
 * (`function_score`, `field_value_factor` with `ln1p`; about 0..4.5 on the sample catalog), and
 * for the hits of `exact` (the exact tier's filter) their popularity too ({@link exactPopularity}).
 */
export function withPopularity(query: Clause, exact: Clause | null = null): Clause {
  const prior = { field_value_factor: { field: SUGGEST.prior, modifier: 'ln1p', missing: 0 } };
  return {
    function_score: {
      query,
      functions: exact ? [prior, exactPopularity(exact)] : [prior],
      ...(exact ? { score_mode: 'sum' } : {}),
      boost_mode: 'sum',
    },
  };
}

/**
 * Builds the ES search body for one page: filters, then the text relevance of {@link textQuery}
 * plus the popularity prior (without a query, filtered hits come by popularity prior). Ties:
 * lower id first.
 * @returns `{query, sort, from, size, track_total_hits, stored_fields}`; hits carry only their
 * sort values, the id last (`sortedHitId`; documents are hydrated from the store afterwards).
 */
export function buildEntitySearchQuery(p: EntitySearchParams): Record<string, unknown> {
  const size = p.pageSize ?? SEARCH_PAGE_SIZE;
  const text = p.query?.trim() ? textQuery(p.entity, p.query, { typos: p.typos }) : null;
  const filter = p.filters.map(filterClause);
  return {
    query: text ? scoredTextQuery(text, filter) : withPopularity({ bool: { filter } }),
    sort: ['_score', { id: 'asc' }],
    from: (p.page - 1) * size,
    size,
    track_total_hits: true,
    ...NO_STORED_FIELDS,
  };
}
