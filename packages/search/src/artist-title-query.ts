/**
 * Candidate retrieval of the artist-title matcher (`GET /api/artist-title` in the contract): one Elasticsearch query on the
 * recording index that wants a title clause AND an artist clause, each tolerant in several ways:
 *
 * - title: base title (brackets, feat. and version tails detached) all tokens / fuzzy, the full
 *   title, alternative titles of other sources, phonetic keys, and edge n-grams so a title cut
 *   short ("Thanks For") still finds "Thanks For My Child";
 * - artist: every credited artist's variants (aliases, translated names in original script and
 *   transliterated, name-order variants, compact forms), each credit part of the query separately
 *   ("Beyonce ft Jay Z" → "beyonce", "jay z"), fuzzy and phonetic, and the raw performer string.
 *
 * Every boost is in `ARTIST_TITLE_BOOSTS` (`artist-title-boosts.ts`), named by clause.
 * The re-ranker (packages/text-analysis `scoreRecordingMatch`) decides; this only has to put the right
 * recording among the top `size` candidates. Follows the ListenBrainz MBID mapper: a broad
 * candidate stage, then a strict string-similarity check.
 */
import {
  analyzeTitle,
  artistNameForms,
  censoredPieces,
  compactName,
  foldForMatch,
  foldedKey,
  phoneticKeys,
  splitArtistCredit,
  toLatin,
} from '@mc/text-analysis';
import { RECORDING, exactOf } from '@mc/mappings';
import { type EngineHit, NO_STORED_FIELDS, docValue } from './engine-hits';
import { ARTIST_TITLE_BOOSTS as B } from './artist-title-boosts';

/** The whole-value sub-fields the candidate queries match terms on (`@mc/mappings` names them). */
const ARTIST_VARIANTS_EXACT = exactOf(RECORDING.variants);
const TITLE_BASE_EXACT = exactOf(RECORDING.base);
const TITLE_FOLDED_EXACT = exactOf(RECORDING.folded);

/**
 * The caller's limits of a candidate query (the matcher's policy table, `MATCH_POLICY` of
 * `@mc/matcher`, passes them in; this package holds no threshold of its own).
 */
export interface CandidateLimits {
  /** Candidates fetched per query (`size`). */
  size: number;
  /**
   * Longest word (characters) a typo-tolerant (fuzzy) clause is built for: Elasticsearch builds a
   * Levenshtein automaton per word of a fuzzy query, at a cost that grows with the word's length;
   * text with a longer word gets only the exact clauses.
   */
  maxFuzzyWordChars: number;
}

/** The analysed forms of one artist-title query. */
export interface ArtistTitleQuery {
  name: string;
  title: string;
}

/** Whether every word of folded `text` is short enough for a fuzzy clause (`CandidateLimits.maxFuzzyWordChars`). */
type FuzzyFits = (text: string) => boolean;

function fuzzyFitsWithin(maxWordChars: number): FuzzyFits {
  return (text) => text.split(' ').every((w) => [...w].length <= maxWordChars);
}

/**
 * How tolerant a candidate query is (the matcher's cascade, cheapest first):
 * - `key`: filters only, no scoring work: a name form of the whole name or of a credit part as an
 *   exact artist variant, and the base title, the folded full title or the title key exactly;
 *   candidates in popularity order. The blocking-key lookup that settles most real playlist lines
 *   for a fraction of the `exact` stage's cost (the ListenBrainz MBID mapper also looks up an
 *   exact artist-and-title key before its fuzzy search).
 * - `exact`: whole names and titles, their variants, phonetic keys and edge n-grams;
 * - `typo`: plus edit-distance (fuzzy) clauses, about three quarters of the query's cost
 *   (msearch of 200 dev-set lines: 2.0–2.6 s of summed `took` with them, 0.25 s without);
 * - `loose`: only what the others cannot find: an exact title with any one word of the artist
 *   ("Celine ion" → Celine Dion via "celine", a first letter lost beyond typo reach), or an exact
 *   artist with any one word of the title within typo reach ("Pipee ream" → "Pipe Dream"). Each "any word" side is paired with an exact other
 *   side, so Elasticsearch leads the conjunction with the rare exact postings.
 * - `title`: the title alone, exactly (folded, base or `title_key`), for lines whose artist is
 *   damaged beyond every other stage ("Knaye eest / Violent Crimes"): candidates ranked by a fuzzy
 *   any-word artist clause; the re-ranker then asks for a close artist (see the matcher).
 * - `fuzzy`: the last resort, for typos on both sides, some in a first letter ("Conan Geya /
 *   Hteaher"): half of the title words and half of the artist words within edit distance AUTO,
 *   no fixed first letter. The most expensive clauses: the matcher runs them only for lines whose
 *   artist no earlier stage found.
 */
export type CandidateStage = 'key' | 'exact' | 'typo' | 'loose' | 'title' | 'fuzzy';

function artistClauses(name: string, stage: CandidateStage, fuzzyFits: FuzzyFits): Record<string, unknown>[] {
  const credit = splitArtistCredit(name);
  const parts = [...new Set([name, ...credit.main, ...credit.featured].map((p) => p.trim()).filter(Boolean))];
  const clauses: Record<string, unknown>[] = [];
  for (const part of parts) {
    const folded = foldForMatch(part);
    if (!folded) continue;
    const whole = part === name ? 1 : B.artist.creditPart;
    clauses.push({ term: { [ARTIST_VARIANTS_EXACT]: { value: folded, boost: B.artist.variantExact * whole } } });
    clauses.push({ term: { artist_compact: { value: compactName(part), boost: B.artist.compact * whole } } });
    // Number words as digits, a quoted nickname left out, "&"/"and", with and without "the".
    clauses.push({ terms: { [ARTIST_VARIANTS_EXACT]: artistNameForms(part), boost: B.artist.nameForms * whole } });
    clauses.push({ match: { artist_variants: { query: folded, operator: 'and', boost: B.artist.variantsAllWords * whole } } });
    if (stage !== 'exact' && fuzzyFits(folded)) {
      clauses.push({
        match: {
          artist_variants: {
            query: folded,
            operator: 'and',
            fuzziness: 'AUTO',
            prefix_length: 1,
            boost: B.artist.variantsFuzzy * whole,
          },
        },
      });
    }
    const latin = toLatin(part);
    if (latin && latin !== folded)
      clauses.push({ match: { artist_variants: { query: latin, operator: 'and', boost: B.artist.latin * whole } } });
    const phon = phoneticKeys(part).join(' ');
    if (phon) clauses.push({ match: { artist_phonetic: { query: phon, operator: 'and', boost: B.artist.phonetic * whole } } });
  }
  clauses.push({ match: { performer: { query: foldForMatch(name), operator: 'and', boost: B.artist.performer } } });
  return clauses;
}

/** Any one word of the artist (or of one of its credit parts). */
function anyArtistWord(name: string): Record<string, unknown> {
  const credit = splitArtistCredit(name);
  const parts = [...new Set([name, ...credit.main, ...credit.featured].map((p) => foldForMatch(p)).filter(Boolean))];
  return {
    bool: { should: parts.map((p) => ({ match: { artist_variants: { query: p, operator: 'or' } } })), minimum_should_match: 1 },
  };
}

/**
 * A censored title ("F**UMean", "F*ck It Up") as a wildcard on `title_key`: each run of stars
 * matches any letters. Only when the title starts with a letter or digit (no leading wildcard).
 */
function censoredClauses(title: string): Record<string, unknown>[] {
  const pieces = censoredPieces(title);
  if (!pieces || pieces[0] === '') return [];
  const [head = '', ...rest] = pieces.filter((p) => !p.startsWith('*'));
  const pattern = [foldedKey(foldForMatch(head)), ...rest.map((p) => foldForMatch(p).replace(/ /g, ''))].join('*');
  return [{ wildcard: { [RECORDING.key]: { value: pattern, boost: B.title.censored } } }];
}

function titleClauses(title: string, stage: CandidateStage, fuzzyFits: FuzzyFits): Record<string, unknown>[] {
  const a = analyzeTitle(title);
  const phon = phoneticKeys(a.base).join(' ');
  const clauses: Record<string, unknown>[] = [
    ...(phon ? [{ match: { title_phonetic: { query: phon, operator: 'and', boost: B.title.phonetic } } }] : []),
    { term: { [TITLE_BASE_EXACT]: { value: a.base, boost: B.title.baseExact } } },
    { term: { [TITLE_FOLDED_EXACT]: { value: a.full, boost: B.title.foldedExact } } },
    // Articles, compounds, numerals and "&"/"N'"/"and" spelt differently ("Tightrope" ~ "Tight Rope").
    { term: { [RECORDING.key]: { value: foldedKey(a.base), boost: B.title.key } } },
    ...censoredClauses(title),
    { match: { title_base: { query: a.base, operator: 'and', boost: B.title.baseAllWords } } },
    { match: { title_folded: { query: a.full, operator: 'and', boost: B.title.foldedAllWords } } },
    { match: { alt_titles: { query: a.full, operator: 'and', boost: B.title.altTitles } } },
    { match: { title_ngram: { query: a.base, operator: 'and', boost: B.title.ngram } } },
  ];
  if (stage === 'exact' || !fuzzyFits(a.base)) return clauses;
  clauses.push({
    match: { title_base: { query: a.base, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: B.title.baseFuzzy } },
  });
  // A title with a typo in one of several words: most tokens still agree.
  if (a.base.split(' ').length >= 3) {
    clauses.push({
      match: {
        title_base: {
          query: a.base,
          minimum_should_match: '60%',
          fuzziness: 'AUTO',
          prefix_length: 1,
          boost: B.title.mostWordsFuzzy,
        },
      },
    });
  }
  return clauses;
}

/** Every name form (`artistNameForms`) of the whole name and of each of its credit parts. */
function artistForms(name: string): string[] {
  const credit = splitArtistCredit(name);
  return [...new Set([name, ...credit.main, ...credit.featured].flatMap((p) => artistNameForms(p)))];
}

/** The exact title terms: the base title, the folded full title, the title key. */
function exactTitleTerms(title: string): Record<string, unknown>[] {
  const a = analyzeTitle(title);
  return [
    { term: { [TITLE_BASE_EXACT]: a.base } },
    { term: { [TITLE_FOLDED_EXACT]: a.full } },
    { term: { [RECORDING.key]: foldedKey(a.base) } },
  ];
}

/** The `key` stage: an exact artist form and an exact title, as filters (no scoring). */
function keyFilters(q: ArtistTitleQuery): Record<string, unknown>[] {
  return [
    { terms: { [ARTIST_VARIANTS_EXACT]: artistForms(q.name) } },
    { bool: { should: exactTitleTerms(q.title), minimum_should_match: 1 } },
  ];
}

/** The `title` stage: the exact title alone, artist words only ranking (fuzzy, any first letter). */
function titleOnly(q: ArtistTitleQuery): Record<string, unknown>[] {
  return [{ bool: { should: exactTitleTerms(q.title), minimum_should_match: 1 } }];
}

/** The `fuzzy` stage: half the title words and half the artist words, each within AUTO edits. */
function halfWordsFuzzy(q: ArtistTitleQuery): Record<string, unknown>[] {
  const fuzzy = (field: string, text: string) => ({
    match: { [field]: { query: text, fuzziness: 'AUTO', prefix_length: 0, minimum_should_match: '50%' } },
  });
  return [fuzzy(RECORDING.base, analyzeTitle(q.title).base), fuzzy(RECORDING.variants, foldForMatch(q.name))];
}

/**
 * The `loose` stage's two pairs: the exact title with any one word of the artist, and any one word
 * of the title within typo reach with the exact artist (only when the title's words fit a fuzzy
 * clause, `CandidateLimits.maxFuzzyWordChars`).
 */
function looseBranches(q: ArtistTitleQuery, fuzzyFits: FuzzyFits): Record<string, unknown>[] {
  const exactTitle = { bool: { should: titleClauses(q.title, 'exact', fuzzyFits), minimum_should_match: 1 } };
  const exactArtist = { bool: { should: artistClauses(q.name, 'exact', fuzzyFits), minimum_should_match: 1 } };
  const base = analyzeTitle(q.title).base;
  const anyTitleWord = { match: { title_base: { query: base, operator: 'or', fuzziness: 'AUTO', prefix_length: 1 } } };
  return [
    { bool: { must: [exactTitle, anyArtistWord(q.name)] } },
    ...(fuzzyFits(base) ? [{ bool: { must: [anyTitleWord, exactArtist] } }] : []),
  ];
}

/** Any artist word, typo-tolerant after its first letter: ranks `title` stage candidates. */
function fuzzyArtistRanking(name: string): Record<string, unknown> {
  return {
    match: { artist_variants: { query: foldForMatch(name), fuzziness: 'AUTO', prefix_length: 1, boost: B.artist.anyWordFuzzy } },
  };
}

/** The `bool` clauses of `stage`'s candidate query (see {@link CandidateStage}). */
function stageBool(q: ArtistTitleQuery, stage: CandidateStage, fuzzyFits: FuzzyFits): Record<string, unknown> {
  switch (stage) {
    case 'key':
      return { filter: keyFilters(q) };
    case 'fuzzy':
      return { must: halfWordsFuzzy(q) };
    case 'title':
      return { must: titleOnly(q), ...(fuzzyFits(foldForMatch(q.name)) ? { should: [fuzzyArtistRanking(q.name)] } : {}) };
    case 'loose':
      return { must: [{ bool: { should: looseBranches(q, fuzzyFits), minimum_should_match: 1 } }] };
    default:
      return {
        must: [
          { bool: { should: titleClauses(q.title, stage, fuzzyFits), minimum_should_match: 1 } },
          { bool: { should: artistClauses(q.name, stage, fuzzyFits), minimum_should_match: 1 } },
        ],
      };
  }
}

/**
 * The candidate query body at the tolerance of `stage` (default `typo`): `must` a title clause and
 * an artist clause (each `should`, at least one); for `key`, exact filters only; for `loose`, the two mixed pairs described at
 * {@link CandidateStage}. Popularity only as a small additive nudge. `limits` (the matcher's policy):
 * `size` candidates, fuzzy clauses only for words of at most `maxFuzzyWordChars` characters.
 * @returns an ES search body (ids only).
 */
export function buildArtistTitleCandidateQuery(
  q: ArtistTitleQuery,
  opts: CandidateLimits & { stage?: CandidateStage },
): Record<string, unknown> {
  return {
    query: {
      function_score: {
        query: { bool: stageBool(q, opts.stage ?? 'typo', fuzzyFitsWithin(opts.maxFuzzyWordChars)) },
        functions: [
          { field_value_factor: { field: RECORDING.popularity, modifier: 'log1p', factor: B.popularityFactor, missing: 0 } },
        ],
        boost_mode: 'sum',
      },
    },
    size: opts.size,
    // The recording id from doc values, not the stored `_id` (see `engine-hits.ts`).
    ...NO_STORED_FIELDS,
    docvalue_fields: [RECORDING.id],
  };
}

/**
 * The recording id of a hit of {@link buildArtistTitleCandidateQuery} (a doc value).
 * @throws Error when the hit carries no id (the body was not built there).
 */
export function candidateRecordingId(hit: EngineHit): number {
  const id = Number(docValue(hit, RECORDING.id));
  if (!Number.isSafeInteger(id)) throw new Error('candidate hit without a recording id doc value');
  return id;
}

/**
 * Does the catalog credit an artist named as `name` is written (any name form of the whole name or
 * of one credit part, exactly)? A `size: 0` probe that stops at the first hit: the matcher skips
 * its most expensive stage for lines whose artist is known as written.
 * @returns an ES search body; `hits.total.value > 0` means known.
 */
export function buildArtistProbeQuery(name: string): Record<string, unknown> {
  return {
    size: 0,
    terminate_after: 1,
    track_total_hits: true,
    query: { terms: { [ARTIST_VARIANTS_EXACT]: artistForms(name) } },
  };
}
