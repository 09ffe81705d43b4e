import { ChangeSetTooLargeError, InvalidChangeSourceError } from '@mc/indexer';
import { DEFAULT_CHANGES_LIMIT, MAX_CHANGES_LIMIT, SOURCE_NAME_PATTERN } from '@mc/openapi';
import * as store from '@mc/store';
import { ApiError } from '../errors';
import { changeSetError } from './catalog-changes';

describe('catalog change routes', () => {
  it('publish the change feed bounds the store applies', () => {
    expect([DEFAULT_CHANGES_LIMIT, MAX_CHANGES_LIMIT]).toEqual([store.DEFAULT_CHANGES_LIMIT, store.MAX_CHANGES_LIMIT]);
  });

  it('publish the source-name rule of the file import', () => {
    for (const ok of ['my-library', 'a', 'lib_2']) expect(SOURCE_NAME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['My-Library', '-lib', 'a b', '', 'x'.repeat(64)]) expect(SOURCE_NAME_PATTERN.test(bad)).toBe(false);
  });

  it('answer 413 past a limit, 400 for a refused source or bad gzip, and leave other errors as they are', () => {
    const tooLarge = changeSetError(new ChangeSetTooLargeError('lines', 3)) as ApiError;
    expect([tooLarge.status, tooLarge.entries[0]!.message]).toEqual([413, expect.stringContaining('CHANGES_MAX_LINES')]);
    const source = changeSetError(new InvalidChangeSourceError('source "billboard" is a shipped source')) as ApiError;
    expect([source.status, source.entries[0]!.message]).toEqual([400, expect.stringMatching(/^path\.source: /)]);
    const gzip = changeSetError(Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' })) as ApiError;
    expect([gzip.status, gzip.entries[0]!.message]).toEqual([400, 'body: not valid gzip data (incorrect header check)']);
    const other = new Error('connection refused');
    expect(changeSetError(other)).toBe(other);
  });
});
