import { buildOpenApiDocument } from '../generate';
import { DOC_ROUTES, ROUTES } from '../contract';
import { parameterExample } from './examples';

describe('parameter examples', () => {
  const doc = buildOpenApiDocument();
  const parameters = Object.values(doc.paths ?? {}).flatMap((item) =>
    [item.get, item.post].flatMap((op) => (op?.parameters ?? []).map((p) => ({ op: op!.operationId!, p }))),
  );

  test('every parameter of the published document has an example', () => {
    expect(parameters.length).toBeGreaterThan(100);
    const missing = parameters
      .filter(({ p }) => !('name' in p) || p.example === undefined)
      .map(({ op, p }) => `${op} ${'name' in p ? p.name : '$ref'}`);
    expect(missing).toEqual([]);
  });

  test.each([...ROUTES, ...DOC_ROUTES].filter((r) => r.params || r.query).map((r) => [r.operationId, r] as const))(
    'the examples of %s pass its own validation, given as query-string text',
    (operationId, r) => {
      const asText = (shape: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(shape).map((name) => [name, String(parameterExample(operationId, name))]));
      if (r.params) expect(r.params.safeParse(asText(r.params.shape)).error).toBeUndefined();
      if (r.query) expect(r.query.safeParse(asText(r.query.shape)).error).toBeUndefined();
    },
  );
});
