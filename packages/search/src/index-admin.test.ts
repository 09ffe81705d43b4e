import { MAX_SERVING_SEGMENT_BYTES, aliasName, indexTimestamp, servingSegmentCount } from './index-admin';

describe('versioned index names', () => {
  test('the alias is prefix_entity', () => {
    expect(aliasName('catalog', 'recording')).toBe('catalog_recording');
  });
  test('the creation timestamp is read back from the index name', () => {
    expect(indexTimestamp('catalog_recording_v2_1795341497274')).toBe(1795341497274);
    expect(indexTimestamp('catalog_recording')).toBeNaN();
  });
});

describe('segments a built index is merged down to', () => {
  test('one while the index is at most 5 GiB, one more per further 5 GiB', () => {
    expect(servingSegmentCount(0)).toBe(1);
    expect(servingSegmentCount(860 * 1024 ** 2)).toBe(1);
    expect(servingSegmentCount(MAX_SERVING_SEGMENT_BYTES)).toBe(1);
    expect(servingSegmentCount(MAX_SERVING_SEGMENT_BYTES + 1)).toBe(2);
    expect(servingSegmentCount(23 * 1024 ** 3)).toBe(5);
  });
});
