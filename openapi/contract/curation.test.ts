import { CuratedDecisionRequest, MAX_MERGED_IDS } from './curation';

const base = { id: 'd-1', kind: 'artist', op: 'merge', ids: [56, 57], reason: 'one singer' };
const issues = (body: object) => {
  const r = CuratedDecisionRequest.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the curated decision body', () => {
  it('accepts a merge of two artists and a keep-apart of two', () => {
    expect(issues(base)).toEqual([]);
    expect(issues({ ...base, op: 'keep_apart' })).toEqual([]);
  });

  it('refuses an id named twice (a merge of an id into itself), naming ids', () => {
    expect(issues({ ...base, ids: [56, 56] })).toEqual([expect.stringMatching(/^ids: must not name an id twice/)]);
  });

  it('accepts a merge and a keep-apart of recordings, albums and releases, and refuses their other ops naming op', () => {
    for (const kind of ['recording', 'album', 'release']) {
      expect(issues({ ...base, kind })).toEqual([]);
      expect(issues({ ...base, kind, op: 'keep_apart' })).toEqual([]);
    }
    expect(issues({ ...base, kind: 'recording', op: 'set_type', ids: [56], type: 'Band' })).toEqual([
      'op: must be merge or keep_apart for a recording (set_type is a decision about artists)',
    ]);
    expect(issues({ ...base, kind: 'album', op: 'split', ids: [56], parts: ['A', 'B'] })).toEqual([
      'op: must be merge or keep_apart for an album (split is a decision about artists)',
    ]);
  });

  it('accepts a keep-apart of three; refuses one id, too many ids, an empty reason and unknown fields', () => {
    expect(issues({ ...base, op: 'keep_apart', ids: [1, 2, 3] })).toEqual([]);
    expect(issues({ ...base, ids: [1] })).toEqual(['ids: must hold at least 2 ids for merge']);
    const many = Array.from({ length: MAX_MERGED_IDS + 1 }, (_, i) => i + 1);
    expect(issues({ ...base, ids: many })).toEqual([`ids: must hold at most ${MAX_MERGED_IDS} ids`]);
    expect(issues({ ...base, reason: '   ' })).toEqual(['reason: must say why']);
    expect(issues({ ...base, survivor: 56 })).toHaveLength(1);
  });

  it('refuses another kind, another op and a malformed decision id', () => {
    expect(issues({ ...base, kind: 'track' })).toEqual(['kind: must be one of artist, recording, album, release']);
    expect(issues({ ...base, op: 'join' })).toEqual(['op: must be one of merge, keep_apart, split, whole, set_type']);
    expect(issues({ ...base, id: '../x' })).toHaveLength(1);
  });
});

describe('the bodies of a split, a whole and a set_type', () => {
  const split = { id: 'd-2', kind: 'artist', op: 'split', ids: [56], parts: ['A', 'B'], reason: 'a credit' };

  it('accepts each with its own field', () => {
    expect(issues(split)).toEqual([]);
    expect(issues({ ...base, op: 'whole', name: 'A & B' })).toEqual([]);
    expect(issues({ ...base, op: 'set_type', ids: [56], type: 'Band' })).toEqual([]);
  });

  it("names the field an op needs, refuses another op's field and one part, and counts the ids", () => {
    expect(issues({ ...split, parts: undefined })).toEqual(['parts: is required for split']);
    expect(issues({ ...split, parts: ['A'] })).toEqual(['parts: must hold at least 2 parts']);
    expect(issues({ ...split, ids: [56, 57] })).toEqual(['ids: must hold exactly 1 id for split']);
    expect(issues({ ...split, name: 'A & B' })).toEqual(['name: is not a field of split']);
    expect(issues({ ...base, op: 'whole' })).toEqual(['name: is required for whole']);
    expect(issues({ ...base, parts: ['A', 'B'] })).toEqual(['parts: is not a field of merge']);
    expect(issues({ ...base, op: 'set_type', ids: [56], type: 'Choir' })).toEqual(['type: must be "Person" or "Band"']);
  });
});
