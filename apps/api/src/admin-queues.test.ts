import { presentedAdminSecret } from './admin-queues';

describe('presentedAdminSecret', () => {
  test('reads a Bearer token', () => {
    expect(presentedAdminSecret('Bearer abc.def')).toBe('abc.def');
  });
  test('reads the password of HTTP Basic credentials, whatever the user name', () => {
    expect(presentedAdminSecret(`Basic ${Buffer.from('ops:s3cr:et').toString('base64')}`)).toBe('s3cr:et');
  });
  test('yields nothing for absent, malformed or other-scheme headers', () => {
    expect(presentedAdminSecret(undefined)).toBeUndefined();
    expect(presentedAdminSecret('Digest foo')).toBeUndefined();
    expect(presentedAdminSecret(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
  });
});
