import { ChangeSetTooLargeError, InvalidChangeSourceError } from '@mc/catalog-file';
import { ApiError } from '../errors';
import { changeSetError } from './catalog-changes';

describe('catalog change routes', () => {
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
