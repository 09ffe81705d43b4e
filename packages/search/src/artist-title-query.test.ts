import { ARTIST_TITLE_CANDIDATES, buildArtistTitleCandidateQuery } from './artist-title-query';

const hasFuzzy = (body: unknown) => JSON.stringify(body).includes('"fuzziness"');

describe('artist-title candidate query', () => {
  const q = { name: 'Beyonce ft Jay Z', title: 'Crazy In Love (Radio Edit)' };

  test('needs a title clause and an artist clause (typo stage by default) and fetches ids only', () => {
    const body = buildArtistTitleCandidateQuery(q) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const must = body.query.function_score.query.bool.must;
    expect(must).toHaveLength(2);
    for (const m of must) expect(m.bool.minimum_should_match).toBe(1);
    expect(body._source).toBe(false);
    expect(body.size).toBe(ARTIST_TITLE_CANDIDATES);
  });

  test('has typo-tolerant clauses in the typo stage and none in the exact stage', () => {
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q))).toBe(true);
    expect(hasFuzzy(buildArtistTitleCandidateQuery(q, { stage: 'exact' }))).toBe(false);
  });

  test('accepts any one word of one side only in the loose stage, paired with the other side exact', () => {
    const anyWord = (body: unknown) => JSON.stringify(body).includes('"operator":"or"');
    const loose = buildArtistTitleCandidateQuery(q, { stage: 'loose' });
    expect(anyWord(loose)).toBe(true);
    expect(hasFuzzy(loose)).toBe(false);
    expect(anyWord(buildArtistTitleCandidateQuery(q, { stage: 'typo' }))).toBe(false);
  });

  test('searches each credit part of a performer string', () => {
    const text = JSON.stringify(buildArtistTitleCandidateQuery(q, { stage: 'exact' }));
    expect(text).toContain('"jay z"');
    expect(text).toContain('"beyonce"');
  });
});
