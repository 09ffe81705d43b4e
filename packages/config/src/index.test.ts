import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  test('applies the documented defaults to an empty environment', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(8080);
    expect(cfg.ES_INDEX_PREFIX).toBe('catalog');
    expect(cfg.ADMIN_TOKEN_SHA256).toBeUndefined();
  });

  test('treats an empty variable as unset', () => {
    const cfg = loadConfig({ ADMIN_TOKEN_SHA256: '', PORT: '' });
    expect(cfg.ADMIN_TOKEN_SHA256).toBeUndefined();
    expect(cfg.PORT).toBe(8080);
  });

  test('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_TOKEN_SHA256: 'not-a-hash' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', ADMIN_TOKEN_SHA256: 'not-a-hash' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/ADMIN_TOKEN_SHA256/);
    }
  });
});
