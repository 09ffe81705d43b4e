/**
 * Whole-body fixture tests of the artist-title candidate queries (the way pelias/api tests its
 * query modules): every candidate stage × line kind, and the artist probe, compared with
 * `fixtures/artist-title/<stage>-<case>.json` in full. After a deliberate change of the query,
 * regenerate with `UPDATE_FIXTURES=1 npx jest packages/search/src/artist-title-query` and review
 * the diff.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ArtistTitleQuery,
  type CandidateStage,
  buildArtistProbeQuery,
  buildArtistTitleCandidateQuery,
} from './artist-title-query';

const DIR = join(__dirname, 'fixtures', 'artist-title');
const update = process.env.UPDATE_FIXTURES === '1';
const STAGES: CandidateStage[] = ['key', 'exact', 'typo', 'loose', 'title', 'fuzzy'];
/** The limits the matcher's policy passes (`MATCH_POLICY` of `@mc/matcher`). */
const LIMITS = { size: 40, maxFuzzyWordChars: 34 };

/** Line kinds of real radio logs: a featured credit and a version tag, a censored title, a compound title with a "/" credit. */
const CASES: Record<string, ArtistTitleQuery> = {
  'featured-and-version': { name: 'Beyonce ft Jay Z', title: 'Crazy In Love (Radio Edit)' },
  censored: { name: 'Gunna', title: 'F**UMean' },
  'slash-credit-compound': { name: 'Cassidy/Swizz Beatz', title: 'My Drink & My Two Step' },
};

function expectFixture(name: string, body: unknown): void {
  const file = join(DIR, `${name}.json`);
  if (update) writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  expect(body).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

describe('artist-title candidate query bodies', () => {
  if (update) mkdirSync(DIR, { recursive: true });
  for (const stage of STAGES) {
    for (const [name, q] of Object.entries(CASES)) {
      it(`builds the whole ${stage}-stage body for a ${name} line`, () => {
        expectFixture(`${stage}-${name}`, buildArtistTitleCandidateQuery(q, { ...LIMITS, stage }));
      });
    }
  }

  it('builds the whole artist probe body over every name form of every credit part', () => {
    expectFixture('probe-slash-credit', buildArtistProbeQuery('Cassidy/Swizz Beatz'));
  });
});
