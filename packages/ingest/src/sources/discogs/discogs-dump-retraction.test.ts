import { discogsDumpCoverage } from './discogs-dump-retraction';

const whole = { records: 10, unread: 0 };

describe('discogsDumpCoverage', () => {
  it('checks every kind the three files give when each was read with records and none unread', () => {
    expect(discogsDumpCoverage({ artists: whole, masters: whole, releases: whole })).toEqual({
      kinds: ['artist', 'album', 'album_credits', 'release', 'recording', 'recording_credits'],
      unchecked: [],
    });
  });

  it('leaves artists unchecked when the artists file has a record without id or name, and checks the rest', () => {
    expect(discogsDumpCoverage({ artists: { records: 10, unread: 2 }, masters: whole, releases: whole })).toEqual({
      kinds: ['album', 'album_credits', 'release', 'recording', 'recording_credits'],
      unchecked: ['artist (2 artists record(s) without id, name or title)'],
    });
  });

  it('leaves albums and their credits unchecked when the masters file is empty', () => {
    expect(discogsDumpCoverage({ artists: whole, masters: { records: 0, unread: 0 }, releases: whole })).toEqual({
      kinds: ['artist', 'release', 'recording', 'recording_credits'],
      unchecked: ['album, album_credits (empty masters file)'],
    });
  });

  it('checks nothing when a release was rejected unread: the releases file gives every kind', () => {
    const r = discogsDumpCoverage({ artists: { records: 0, unread: 0 }, masters: whole, releases: { records: 5, unread: 1 } });
    expect(r.kinds).toEqual([]);
    expect(r.unchecked).toEqual([
      'artist (empty artists file, 1 releases record(s) without id, name or title)',
      'album, album_credits, release, recording, recording_credits (1 releases record(s) without id, name or title)',
    ]);
  });
});
