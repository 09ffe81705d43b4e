import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('typed client schema', () => {
  it('equals the committed packages/client/src/schema.d.ts (run `npm run openapi` after changing the contract)', () => {
    // openapi-typescript loads ES-module dependencies that Jest (Node 20) cannot require: render in Node.
    const script = `const { renderClientSchema } = require('./openapi/client-schema');
      const doc = JSON.parse(require('node:fs').readFileSync('openapi/openapi.json', 'utf8'));
      renderClientSchema(doc).then((s) => process.stdout.write(s));`;
    const rendered = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: join(__dirname, '..'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(readFileSync(join(__dirname, '..', 'packages', 'client', 'src', 'schema.d.ts'), 'utf8')).toBe(rendered);
  });
});
