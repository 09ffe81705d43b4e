import { asRef } from '@mc/catalog';
import { mapRole, roleSlug, ROLE_NAMES } from './reference';

describe('reference roles', () => {
  it('slugs an English role name as lower case with spaces turned into dashes', () => {
    expect(roleSlug('Featured artist')).toBe('featured-artist');
    expect(roleSlug('DJ')).toBe('dj');
    expect(roleSlug('Lead  vocals')).toBe('lead-vocals');
  });

  it('covers every role slug the importers credit', () => {
    const slugs = ROLE_NAMES.map(roleSlug);
    for (const s of [
      'member',
      'vocals',
      'producer',
      'composer',
      'lyricist',
      'guitar',
      'bass',
      'drums',
      'keyboards',
      'featured-artist',
      'performer',
      'arranger',
      'engineer',
      'mixing',
      'remixer',
    ]) {
      expect(slugs).toContain(s);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('maps a role to a document with its English name under the shared role ref', () => {
    const c = mapRole('Featured artist');
    expect(asRef(c.entity)).toEqual({ $ref: 'role', source: 'role', key: 'featured-artist' });
    expect(c.doc).toEqual({ id: c.entity, name: 'Featured artist' });
    expect(c.doc.translated).toBeUndefined();
  });
});
