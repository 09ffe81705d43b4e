import { type CandidateStage, buildArtistTitleCandidateQuery as build } from './artist-title-query';

/** The limits the matcher's policy passes (`MATCH_POLICY` of `@mc/matcher`); the tests read them from here. */
const LIMITS = { size: 40, maxFuzzyWordChars: 34 };
const MAX_FUZZY_WORD_CHARS = LIMITS.maxFuzzyWordChars;
const buildArtistTitleCandidateQuery = (q: { name: string; title: string }, o: { stage?: CandidateStage } = {}) =>
  build(q, { ...LIMITS, ...o });

const hasFuzzy = (body: unknown) => JSON.stringify(body).includes('"fuzziness"');

describe('artist-title candidate query', () => {
  const q = { name: 'Beyonce ft Jay Z', title: 'Crazy In Love (Radio Edit)' };

  test('needs a title clause and an artist clause (typo stage by default) and fetches ids only', () => {
    const body = buildArtistTitleCandidateQuery(q) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const must = body.query.function_score.query.bool.must;
    expect(must).toHaveLength(2);
    for (const m of must) expect(m.bool.minimum_should_match).toBe(1);
    expect(body.stored_fields).toBe('_none_');
    expect(body.docvalue_fields).toEqual(['id']);
    expect(body.size).toBe(LIMITS.size);
  });

  test('has typo-tolerant clauses in the typo stage and none in the exact stage', () => {
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q))).toBe(true);
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q, { stage: 'exact' }))).toBe(false);
  });

  test('accepts any one word of one side only in the loose stage, paired with the other side exact', () => {
    const anyWord = (body: unknown) => JSON.stringify(body).includes('"operator":"or"');
    const loose = buildArtistTitleCandidateQuery(q, { stage: 'loose' });
    expect(anyWord(loose)).toBe(true);
    expect(anyWord(buildArtistTitleCandidateQuery(q, { stage: 'typo' }))).toBe(false);
  });

  test('searches each credit part of a performer string', () => {
    const text = JSON.stringify(buildArtistTitleCandidateQuery(q, { stage: 'exact' }));
    expect(text).toContain('"jay z"');
    expect(text).toContain('"beyonce"');
  });

  test('the title stage wants the exact title alone and ranks by a fuzzy artist', () => {
    const body = buildArtistTitleCandidateQuery({ name: 'Knaye eest', title: 'Violent Crimes' }, { stage: 'title' }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const bool = body.query.function_score.query.bool;
    expect(bool.must).toEqual([
      {
        bool: {
          should: [
            { term: { 'title_base.exact': 'violent crimes' } },
            { term: { 'title_folded.exact': 'violent crimes' } },
            { term: { title_key: 'violentcrimes' } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
    expect(bool.should).toEqual([
      { match: { artist_variants: { query: 'knaye eest', fuzziness: 'AUTO', prefix_length: 1, boost: 2 } } },
    ]);
  });

  test('the fuzzy stage wants half the words of each side within AUTO edits, no fixed first letter', () => {
    const body = buildArtistTitleCandidateQuery({ name: 'Conan Geya', title: 'Hteaher' }, { stage: 'fuzzy' }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(body.query.function_score.query.bool.must).toEqual([
      { match: { title_base: { query: 'hteaher', fuzziness: 'AUTO', prefix_length: 0, minimum_should_match: '50%' } } },
      { match: { artist_variants: { query: 'conan geya', fuzziness: 'AUTO', prefix_length: 0, minimum_should_match: '50%' } } },
    ]);
  });

  test('a censored title becomes a wildcard on the title key', () => {
    const text = JSON.stringify(buildArtistTitleCandidateQuery({ name: 'Gunna', title: 'F**UMean' }, { stage: 'exact' }));
    expect(text).toContain('{"wildcard":{"title_key":{"value":"f*umean","boost":4}}}');
  });

  test('matches a title spelt with other articles, numerals or compounds by its key', () => {
    const text = JSON.stringify(
      buildArtistTitleCandidateQuery({ name: 'Cassidy/Swizz Beatz', title: 'My Drink & My Two Step' }, { stage: 'exact' }),
    );
    expect(text).toContain('{"term":{"title_key":{"value":"mydrinkmy2step","boost":5}}}');
    expect(text).toContain('"swizz beatz"');
  });
});

describe('the typo tolerance of long words', () => {
  test(`has no typo-tolerant clause for a word longer than ${MAX_FUZZY_WORD_CHARS} characters, on either side`, () => {
    const long = 'a'.repeat(199) + 'b';
    const atMost = 'psychoalphadiscobetabioaquadoloop';
    for (const stage of ['typo', 'loose', 'title'] as const) {
      expect(hasFuzzy(buildArtistTitleCandidateQuery({ name: long, title: long }, { stage }))).toBe(false);
      expect(hasFuzzy(buildArtistTitleCandidateQuery({ name: atMost, title: atMost }, { stage }))).toBe(true);
    }
    // The side that fits keeps its own typo tolerance.
    const typo = JSON.stringify(buildArtistTitleCandidateQuery({ name: 'Adele', title: long }, { stage: 'typo' }));
    expect(typo).toContain('"artist_variants":{"query":"adele","operator":"and","fuzziness":"AUTO"');
    expect(typo.split('"fuzziness"')).toHaveLength(2);
  });
});
