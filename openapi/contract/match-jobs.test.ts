import { ROUTES } from '../contract';
import { MATCH_JOBS_TAG } from './routes/match-jobs';

describe('matching-job routes', () => {
  it('let any token run jobs without counting the routes (the worker charges each line)', () => {
    const jobs = ROUTES.filter((r) => r.tags.includes(MATCH_JOBS_TAG));
    expect(jobs.map((r) => r.operationId).sort()).toEqual([
      'cancelMatchJob',
      'createMatchJob',
      'getMatchJob',
      'getMatchJobResults',
      'getMatchJobReview',
      'rematchMatchJob',
    ]);
    for (const r of jobs) {
      expect([r.auth, r.counted, r.scope ?? 'read']).toEqual([true, false, 'read']);
      expect(Object.keys(r.responses)).toEqual(expect.arrayContaining(['401', '429', '503']));
    }
  });
});
