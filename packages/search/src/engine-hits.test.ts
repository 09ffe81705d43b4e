import { docValue, sortedHitId } from './engine-hits';

describe('sortedHitId', () => {
  test('reads the id from the last sort value, whatever comes before it', () => {
    expect(sortedHitId({ sort: [12.5, 42] })).toBe(42);
    expect(sortedHitId({ _score: 3, sort: [3, 7] })).toBe(7);
  });
  test('refuses a hit of a search not sorted by id last', () => {
    expect(() => sortedHitId({})).toThrow(/without an id sort value/);
    expect(() => sortedHitId({ sort: [1.5, null] })).toThrow(/without an id sort value/);
    expect(() => sortedHitId({ sort: [2.5] })).toThrow(/without an id sort value/);
  });
});

describe('docValue', () => {
  test('is the first value of the requested field, or undefined when absent', () => {
    expect(docValue({ fields: { label: ['Halo'], id: [3] } }, 'label')).toBe('Halo');
    expect(docValue({ fields: { label: [] } }, 'label')).toBeUndefined();
    expect(docValue({}, 'label')).toBeUndefined();
  });
});
