import { SCOPES, impliedScopes, isScope } from './tokens';

describe('token scopes', () => {
  it('each scope holds those below it', () => {
    expect(impliedScopes('read')).toEqual(['read']);
    expect(impliedScopes('catalog:write')).toEqual(['read', 'catalog:write']);
    expect(impliedScopes('admin')).toEqual([...SCOPES]);
  });

  it('names only the known scopes', () => {
    expect(SCOPES.every(isScope)).toBe(true);
    for (const bad of ['', 'write', 'catalog', 'ADMIN', 'read ']) expect(isScope(bad)).toBe(false);
  });
});
