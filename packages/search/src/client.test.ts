import { esNodes } from './client';

describe('esNodes', () => {
  it('reads one URL or a comma-separated list of node URLs', () => {
    expect(esNodes('http://127.0.0.1:19200')).toEqual(['http://127.0.0.1:19200']);
    expect(esNodes('http://127.0.0.1:19400, http://127.0.0.1:19401,,http://127.0.0.1:19402')).toEqual([
      'http://127.0.0.1:19400',
      'http://127.0.0.1:19401',
      'http://127.0.0.1:19402',
    ]);
  });
});
