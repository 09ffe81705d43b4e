import { elasticsearchOperation } from './document-writes';

describe('elasticsearchOperation', () => {
  it('keeps the endpoint and drops index names and query strings', () => {
    expect(elasticsearchOperation('/ops-artist/_search')).toBe('_search');
    expect(elasticsearchOperation('/_msearch?typed_keys=true')).toBe('_msearch');
    expect(elasticsearchOperation('/ops-recording-v3/_doc/42')).toBe('_doc');
    expect(elasticsearchOperation('/_cluster/health')).toBe('_cluster');
  });

  it('names document paths without an endpoint and the root', () => {
    expect(elasticsearchOperation('/ops-artist')).toBe('document');
    expect(elasticsearchOperation('/')).toBe('/');
  });
});
