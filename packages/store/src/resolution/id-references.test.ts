import type { Json } from '@mc/catalog';
import { jsonPathHolding, repointAt, repointPositions } from './id-references';

describe('the JSON path of a reference', () => {
  it('quotes keys and reads * as every element', () => {
    expect(jsonPathHolding(['doc', 'recordings', '*', 'id'], 42)).toBe('$."doc"."recordings"[*]."id" == 42');
    expect(jsonPathHolding(['recording', 'id'], 7)).toBe('$."recording"."id" == 7');
  });
});

describe('re-pointing the ids at a path', () => {
  it('replaces every element holding the id and says where, leaving the other ids alone', () => {
    const doc: Json = { doc: { recordings: [{ id: 5 }, { id: 6 }, { id: 5, title: 'x' }] } };
    expect(repointAt(doc, ['doc', 'recordings', '*', 'id'], 5, 9)).toEqual([
      ['doc', 'recordings', 0, 'id'],
      ['doc', 'recordings', 2, 'id'],
    ]);
    expect(doc).toEqual({ doc: { recordings: [{ id: 9 }, { id: 6 }, { id: 9, title: 'x' }] } });
  });

  it('finds nothing where the path does not lead (no such key, an object where an array was wanted)', () => {
    const doc: Json = { recording: { id: 5 }, recordings: { id: 5 } };
    expect(repointAt(doc, ['track', 'id'], 5, 9)).toEqual([]);
    expect(repointAt(doc, ['recordings', '*', 'id'], 5, 9)).toEqual([]);
    expect(repointAt(doc, ['recording', 'id'], 6, 9)).toEqual([]);
    expect(doc).toEqual({ recording: { id: 5 }, recordings: { id: 5 } });
  });

  it('puts back exactly the positions it replaced, and not one a later write changed', () => {
    const doc: Json = { tracks: [{ id: 5 }, { id: 9 }, { id: 5 }] };
    const positions = repointAt(doc, ['tracks', '*', 'id'], 5, 9);
    (doc.tracks as { id: number }[])[2]!.id = 11;
    expect(repointPositions(doc, positions, 9, 5)).toBe(1);
    expect(doc).toEqual({ tracks: [{ id: 5 }, { id: 9 }, { id: 11 }] });
  });
});
