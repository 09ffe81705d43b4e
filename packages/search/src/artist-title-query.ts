/**
 * Candidate retrieval of the artist-title matcher (SPEC 4.8): one Elasticsearch query on the
 * recording index that wants a title clause AND an artist clause, each tolerant in several ways:
 *
 * - title: base title (brackets, feat. and version tails detached) all tokens / fuzzy, the full
 *   title, alternative titles of other sources, phonetic keys, and edge n-grams so a title cut
 *   short ("Thanks For") still finds "Thanks For My Child";
 * - artist: every credited artist's variants (aliases, translated names in original script and
 *   transliterated, name-order variants, compact forms), each credit part of the query separately
 *   ("Beyonce ft Jay Z" → "beyonce", "jay z"), fuzzy and phonetic, and the raw performer string.
 *
 * The re-ranker (packages/matching `scoreRecordingMatch`) decides; this only has to put the right
 * recording among the top `size` candidates. Follows the ListenBrainz MBID mapper: a broad
 * candidate stage, then a strict string-similarity check.
 */
import { analyzeTitle, compactName, foldForMatch, phoneticKeys, splitArtistCredit, toLatin } from '@mc/matching';

/** Candidates fetched per query. */
export const ARTIST_TITLE_CANDIDATES = 40;

/** The analysed forms of one artist-title query. */
export interface ArtistTitleQuery {
  name: string;
  title: string;
}

function artistClauses(name: string, fuzzy: boolean): Record<string, unknown>[] {
  const credit = splitArtistCredit(name);
  const parts = [...new Set([name, ...credit.main, ...credit.featured].map((p) => p.trim()).filter(Boolean))];
  const clauses: Record<string, unknown>[] = [];
  for (const part of parts) {
    const folded = foldForMatch(part);
    if (!folded) continue;
    const whole = part === name ? 1 : 0.8;
    clauses.push({ term: { 'artist_variants.exact': { value: folded, boost: 6 * whole } } });
    clauses.push({ term: { artist_compact: { value: compactName(part), boost: 5 * whole } } });
    clauses.push({ match: { artist_variants: { query: folded, operator: 'and', boost: 3 * whole } } });
    if (fuzzy) {
      const typo = { query: folded, fuzziness: 'AUTO', prefix_length: 1 };
      clauses.push({ match: { artist_variants: { ...typo, operator: 'and', boost: 1.5 * whole } } });
      // Any one word within typo distance: "Celine ion" (a first letter lost) still finds Celine
      // Dion through "celine"; the title clause and the re-ranker keep this recall from becoming noise.
      clauses.push({ match: { artist_variants: { ...typo, operator: 'or', boost: 0.5 * whole } } });
    }
    const latin = toLatin(part);
    if (latin && latin !== folded)
      clauses.push({ match: { artist_variants: { query: latin, operator: 'and', boost: 2 * whole } } });
    const phon = phoneticKeys(part).join(' ');
    if (phon) clauses.push({ match: { artist_phonetic: { query: phon, operator: 'and', boost: 1 * whole } } });
  }
  clauses.push({ match: { performer: { query: foldForMatch(name), operator: 'and', boost: 2 } } });
  return clauses;
}

function titleClauses(title: string, fuzzy: boolean): Record<string, unknown>[] {
  const a = analyzeTitle(title);
  const phon = phoneticKeys(a.base).join(' ');
  const clauses: Record<string, unknown>[] = [
    ...(phon ? [{ match: { title_phonetic: { query: phon, operator: 'and', boost: 1 } } }] : []),
    { term: { 'title_base.exact': { value: a.base, boost: 6 } } },
    { term: { 'title_folded.exact': { value: a.full, boost: 6 } } },
    { match: { title_base: { query: a.base, operator: 'and', boost: 3 } } },
    { match: { title_folded: { query: a.full, operator: 'and', boost: 2 } } },
    { match: { alt_titles: { query: a.full, operator: 'and', boost: 2 } } },
    { match: { title_ngram: { query: a.base, operator: 'and', boost: 1 } } },
  ];
  if (!fuzzy) return clauses;
  clauses.push({ match: { title_base: { query: a.base, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: 1.5 } } });
  clauses.push({ match: { title_base: { query: a.base, operator: 'or', fuzziness: 'AUTO', prefix_length: 1, boost: 0.3 } } });
  // A title with a typo in one of several words: most tokens still agree.
  if (a.base.split(' ').length >= 3) {
    clauses.push({
      match: { title_base: { query: a.base, minimum_should_match: '60%', fuzziness: 'AUTO', prefix_length: 1, boost: 0.5 } },
    });
  }
  return clauses;
}

/**
 * The candidate query body: `must` a title clause and an artist clause (each `should`, at least
 * one); popularity only as a small additive nudge. With `fuzzy: false` the edit-distance clauses
 * are left out: they cost about three quarters of the query's time (msearch of 200 dev-set lines:
 * 2.0–2.6 s of summed `took` with them, 0.25 s without), so the matcher tries without them first and falls back to
 * the full query only for lines that found no confident match. @returns an ES search body (ids only).
 */
export function buildArtistTitleCandidateQuery(
  q: ArtistTitleQuery,
  opts: { size?: number; fuzzy?: boolean } = {},
): Record<string, unknown> {
  const fuzzy = opts.fuzzy ?? true;
  return {
    query: {
      function_score: {
        query: {
          bool: {
            must: [
              { bool: { should: titleClauses(q.title, fuzzy), minimum_should_match: 1 } },
              { bool: { should: artistClauses(q.name, fuzzy), minimum_should_match: 1 } },
            ],
          },
        },
        functions: [{ field_value_factor: { field: 'popularity', modifier: 'log1p', factor: 0.05, missing: 0 } }],
        boost_mode: 'sum',
      },
    },
    size: opts.size ?? ARTIST_TITLE_CANDIDATES,
    _source: false,
  };
}
