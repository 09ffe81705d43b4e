import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { type OperationId, contractFor } from '@mc/openapi';
import type { Deps } from './deps';
import { ApiError } from './errors';
import type { HandlerTable } from './handler';
import { type ChainParts, routeChain } from './route-chain';

/** Every step the chain ran, in order: the parts' names, the quota's units, the handler's input. */
let steps: string[] = [];
const step =
  (name: string): RequestHandler =>
  (_req, _res, next) => {
    steps.push(name);
    next();
  };

const parts: ChainParts = {
  auth: step('auth'),
  scope: (scope) => step(`scope:${scope}`),
  jsonBody: [step('json'), express.json()],
  streamBody: (spec) => step(`stream:${spec.contentType}`),
  checks: {
    writableSource: step('check:writableSource'),
    changeCursor: step('check:changeCursor'),
    globalPinScope: step('check:globalPinScope'),
  },
  limits: { reportIntake: step('limit:reportIntake'), batchesInFlight: step('limit:batchesInFlight') },
  deadlines: { match: step('deadline:match'), search: step('deadline:search') },
  quota: (counted, cost) => (_req, res, next) => {
    steps.push(`quota:${counted ? 'counted' : 'not counted'}:${cost(res)}`);
    next();
  },
  // The handlers below never touch the dependencies.
  context: (res) => ({ deps: {} as Deps, res, token: undefined }),
};

const handlers: HandlerTable = {
  matchArtistTitleBatch: async ({ body }) => {
    steps.push(`handler:${body.items.map((i) => i.name).join(',')}`);
    return { results: [] };
  },
  getArtist: async ({ params }) => {
    steps.push(`handler:${typeof params.id}:${params.id}`);
    return { id: params.id };
  },
  reportPictureUsage: async ({ body }) => {
    steps.push(`handler:${body.id_transaction}`);
    return { id_transaction: body.id_transaction };
  },
  getHealth: async () => {
    steps.push('handler');
    return { status: 'ok' };
  },
  applyCatalogChanges: async ({ params }) => {
    steps.push(`handler:${params.source}`);
    return {};
  },
  startReindex: async ({ body }) => {
    steps.push(`handler:${body.entity}`);
    return {};
  },
};

const errors: ErrorRequestHandler = (err, _req, res, _next) => {
  res.status(err instanceof ApiError ? err.status : 500).json({ errors: err instanceof ApiError ? err.entries : [] });
};

/** Mounts operation `id` with its test handler. */
function mount<K extends OperationId>(app: express.Express, id: K): void {
  const route = contractFor(id);
  const handler = handlers[id];
  if (!handler) throw new Error(`no test handler for ${id}`);
  app[route.method](route.path, ...routeChain(route, handler, parts));
}

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.set('query parser', 'simple');
  for (const id of [
    'matchArtistTitleBatch',
    'getArtist',
    'reportPictureUsage',
    'getHealth',
    'applyCatalogChanges',
    'startReindex',
  ] as const)
    mount(app, id);
  app.use(errors);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  steps = [];
});

/** The messages of an error answer. */
const messages = async (res: Response): Promise<string[]> =>
  ((await res.json()) as { errors: { message: string }[] }).errors.map((e) => e.message);

const post = (path: string, body: unknown) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Accepted requests: the parts each one runs, in order, ending with the handler's input. */
const accepted: { behaviour: string; send: () => Promise<Response>; steps: string[] }[] = [
  {
    behaviour: 'runs the batch route in contract order, charging its declared cost: one unit per item',
    send: () =>
      post('/api/artist-title/batch', {
        items: [
          { name: 'Ed Sheeran', title: 'Thinking Out Loud' },
          { name: 'Adele', title: 'Hello' },
          { name: 'Björk', title: 'Jóga' },
        ],
      }),
    steps: ['auth', 'json', 'limit:batchesInFlight', 'deadline:match', 'quota:counted:3', 'handler:Ed Sheeran,Adele,Björk'],
  },
  {
    behaviour: 'hands the handler converted path parameters and charges one unit by default',
    send: () => fetch(`${url}/api/artist/1238`),
    steps: ['auth', 'quota:counted:1', 'handler:number:1238'],
  },
  {
    behaviour: 'mounts the report route with its intake limit and an uncounted quota',
    send: () => post('/report/picture/usage', { id_transaction: 7, assets: [{ id_picture: 1, count: 2 }] }),
    steps: ['auth', 'json', 'limit:reportIntake', 'quota:not counted:1', 'handler:7'],
  },
  {
    behaviour: "checks a write route's scope right after authentication, then its streamed body and its checks, before the quota",
    send: () => fetch(`${url}/api/catalog/my-library/changes`, { method: 'POST', body: '{}' }),
    steps: [
      'auth',
      'scope:catalog:write',
      'stream:application/x-ndjson',
      'check:writableSource',
      'quota:counted:1',
      'handler:my-library',
    ],
  },
  {
    behaviour: "checks a job route's scope before its JSON body",
    send: () => post('/api/admin/reindex', { entity: 'all' }),
    steps: ['auth', 'scope:admin', 'json', 'quota:counted:1', 'handler:all'],
  },
  {
    behaviour: 'mounts a public route without authentication or quota',
    send: () => fetch(`${url}/healthz`),
    steps: ['handler'],
  },
];

describe('route chain built from the contract', () => {
  it.each(accepted)('$behaviour', async ({ send, steps: expected }) => {
    expect((await send()).status).toBe(200);
    expect(steps).toEqual(expected);
  });

  it('refuses an invalid body with 422 before the limits and the quota', async () => {
    const res = await post('/api/artist-title/batch', { items: [] });
    expect(res.status).toBe(422);
    expect(steps).toEqual(['auth', 'json']);
  });

  it('refuses a bad parameter or an unknown query parameter with 400 before the quota', async () => {
    const bad = await fetch(`${url}/api/artist/abc`);
    expect(bad.status).toBe(400);
    expect(await messages(bad)).toEqual([expect.stringMatching(/^path\.id: /)]);
    const unknown = await fetch(`${url}/api/artist/1238?limit=3`);
    expect(unknown.status).toBe(400);
    expect(await messages(unknown)).toEqual(['query.limit: is not a parameter of this endpoint']);
    expect(steps).toEqual(['auth', 'auth']);
  });
});
