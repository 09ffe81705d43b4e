import { aliasName, indexTimestamp } from './index-admin';

describe('versioned index names', () => {
  test('the alias is prefix_entity', () => {
    expect(aliasName('catalog', 'recording')).toBe('catalog_recording');
  });
  test('the creation timestamp is read back from the index name', () => {
    expect(indexTimestamp('catalog_recording_v2_1795341497274')).toBe(1795341497274);
    expect(indexTimestamp('catalog_recording')).toBeNaN();
  });
});
