import { buildOpenApiDocument } from '../generate';
import { DOC_ROUTES, ROUTES, type RouteContract } from '../contract';
import { parameterExample } from './examples';

describe('parameter examples', () => {
  const doc = buildOpenApiDocument();
  const parameters = Object.values(doc.paths ?? {}).flatMap((item) =>
    [item.get, item.post, item.put, item.patch, item.delete].flatMap((op) =>
      (op?.parameters ?? []).map((p) => ({ op: op!.operationId!, p })),
    ),
  );

  test('every parameter of the published document has an example', () => {
    expect(parameters.length).toBeGreaterThan(100);
    const missing = parameters
      .filter(({ p }) => !('name' in p) || p.example === undefined)
      .map(({ op, p }) => `${op} ${'name' in p ? p.name : '$ref'}`);
    expect(missing).toEqual([]);
  });

  const routes: readonly RouteContract[] = [...ROUTES, ...DOC_ROUTES];
  test.each(routes.filter((r) => r.request.params || r.request.query).map((r) => [r.operationId, r.request] as const))(
    'the examples of %s pass its own validation, given as query-string text',
    (operationId, { params, query }) => {
      const asText = (shape: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(shape).map((name) => [name, String(parameterExample(operationId, name))]));
      if (params) expect(params.safeParse(asText(params.shape)).error).toBeUndefined();
      if (query) expect(query.safeParse(asText(query.shape)).error).toBeUndefined();
    },
  );
});
