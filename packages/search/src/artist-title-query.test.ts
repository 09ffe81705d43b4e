import { ARTIST_TITLE_CANDIDATES, buildArtistTitleCandidateQuery } from './artist-title-query';

const hasFuzzy = (body: unknown) => JSON.stringify(body).includes('"fuzziness"');

describe('artist-title candidate query', () => {
  const q = { name: 'Beyonce ft Jay Z', title: 'Crazy In Love (Radio Edit)' };

  test('needs a title clause and an artist clause and fetches ids only', () => {
    const body = buildArtistTitleCandidateQuery(q) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const must = body.query.function_score.query.bool.must;
    expect(must).toHaveLength(2);
    for (const m of must) expect(m.bool.minimum_should_match).toBe(1);
    expect(body._source).toBe(false);
    expect(body.size).toBe(ARTIST_TITLE_CANDIDATES);
  });

  test('has typo-tolerant clauses by default and none in the cheap first stage', () => {
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q))).toBe(true);
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q, { fuzzy: false }))).toBe(false);
  });

  test('searches each credit part of a performer string', () => {
    const text = JSON.stringify(buildArtistTitleCandidateQuery(q, { fuzzy: false }));
    expect(text).toContain('"jay z"');
    expect(text).toContain('"beyonce"');
  });
});
