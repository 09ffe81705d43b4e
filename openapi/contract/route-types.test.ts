/**
 * The typed route contracts: what a route declares beside its schemas (quota cost, limits,
 * deadline) and the checks of the builders.
 */
import { ROUTES, contractFor, routeKey } from '../contract';
import { idPath } from './params';
import { route } from './route-types';

describe('typed route contracts', () => {
  it('declare the quota cost, limits and deadline of a route as data', () => {
    const batch = contractFor('matchArtistTitleBatch');
    const body = batch.request.body.parse({
      items: [
        { name: 'Ed Sheeran', title: 'Thinking Out Loud' },
        { name: 'Adele', title: 'Hello' },
      ],
    });
    expect(batch.cost?.({ body })).toBe(2);
    expect(batch.limits).toEqual(['batchesInFlight']);
    expect(batch.deadline).toBe('match');
    expect(contractFor('searchArtistTitle').deadline).toBe('match');
    expect(contractFor('reportPictureUsage').limits).toEqual(['reportIntake']);
    const declaring = ROUTES.filter((r) => r.cost || r.limits || r.deadline).map((r) => r.operationId);
    expect(declaring.sort()).toEqual(['matchArtistTitleBatch', 'reportPictureUsage', 'searchArtistTitle', 'suggest']);
    expect(contractFor('suggest').deadline).toBe('search');
  });

  it('refuses a request member other than params, query and body', () => {
    const spec = { operationId: 'typo', method: 'get', path: '/x/:id', summary: 'x', tags: ['X'], responses: {} };
    // @ts-expect-error the type checker refuses it too
    expect(() => route({ ...spec, method: 'get', request: { parms: idPath() } })).toThrow(/typo: request has parms/);
    expect(route({ ...spec, method: 'get', request: { params: idPath() } }).auth).toBe(true);
  });

  it('names a route by its method and Express path', () => {
    expect(routeKey(contractFor('getArtist'))).toBe('GET /api/artist/:id');
    expect(routeKey(contractFor('reportPictureUsage'))).toBe('POST /report/picture/usage');
  });
});
