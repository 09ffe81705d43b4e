import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  test('applies the documented defaults to an empty environment', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(8080);
    expect(cfg.ES_INDEX_PREFIX).toBe('catalog');
    expect(cfg.ADMIN_TOKEN_SHA256).toBeUndefined();
  });

  test('bounds a catalog change set by lines and bytes (10,000 and 16 MiB by default), refusing 0', () => {
    expect([loadConfig({}).CHANGES_MAX_LINES, loadConfig({}).CHANGES_MAX_BYTES]).toEqual([10_000, 16_777_216]);
    expect(loadConfig({ CHANGES_MAX_LINES: '500' }).CHANGES_MAX_LINES).toBe(500);
    expect(() => loadConfig({ CHANGES_MAX_LINES: '0' })).toThrow(/CHANGES_MAX_LINES/);
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

  test('reads TRUST_PROXY as false, a hop count or a list of proxy addresses, and refuses true and garbage', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  test('applies the HTTP timeouts and refuses a headers timeout longer than the request timeout', () => {
    const cfg = loadConfig({});
    expect([cfg.HEADERS_TIMEOUT_MS, cfg.REQUEST_TIMEOUT_MS, cfg.BODY_IDLE_TIMEOUT_MS]).toEqual([15_000, 60_000, 10_000]);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '70000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  test('gives streamed files 10 minutes and refuses an upload timeout below the request timeout', () => {
    expect(loadConfig({}).UPLOAD_TIMEOUT_MS).toBe(600_000);
    expect(() => loadConfig({ UPLOAD_TIMEOUT_MS: '30000' })).toThrow(/UPLOAD_TIMEOUT_MS/);
  });
});
