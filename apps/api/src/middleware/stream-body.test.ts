import { contentCodings, mediaType } from './stream-body';

describe('streamed body headers', () => {
  it('reads the media type without parameters, in lower case', () => {
    expect(mediaType('application/x-ndjson; charset=utf-8')).toBe('application/x-ndjson');
    expect(mediaType(' Application/X-NDJSON ')).toBe('application/x-ndjson');
    expect(mediaType(undefined)).toBe('');
  });

  it('lists the content codings beside identity', () => {
    expect(contentCodings(undefined)).toEqual([]);
    expect(contentCodings('identity')).toEqual([]);
    expect(contentCodings('GZIP')).toEqual(['gzip']);
    expect(contentCodings('gzip, br')).toEqual(['gzip', 'br']);
  });
});
