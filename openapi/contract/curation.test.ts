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

  it('refuses an artist named twice (a merge of an id into itself), naming ids', () => {
    expect(issues({ ...base, ids: [56, 56] })).toEqual([expect.stringMatching(/^ids: must not name an artist twice/)]);
  });

  it('accepts a keep-apart of three; refuses one id, too many ids, an empty reason and unknown fields', () => {
    expect(issues({ ...base, op: 'keep_apart', ids: [1, 2, 3] })).toEqual([]);
    expect(issues({ ...base, ids: [1] })).toEqual(['ids: must hold at least 2 ids']);
    const many = Array.from({ length: MAX_MERGED_IDS + 1 }, (_, i) => i + 1);
    expect(issues({ ...base, ids: many })).toEqual([`ids: must hold at most ${MAX_MERGED_IDS} ids`]);
    expect(issues({ ...base, reason: '   ' })).toEqual(['reason: must say why']);
    expect(issues({ ...base, survivor: 56 })).toHaveLength(1);
  });

  it('refuses another kind, another op and a malformed decision id', () => {
    expect(issues({ ...base, kind: 'recording' })).toEqual(['kind: must be "artist"']);
    expect(issues({ ...base, op: 'split' })).toEqual(['op: must be "merge" or "keep_apart"']);
    expect(issues({ ...base, id: '../x' })).toHaveLength(1);
  });
});
