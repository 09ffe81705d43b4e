import { type BillboardLinks, billboardLinkDecisions, refuseVetoedBillboardLinks } from './musicbrainz-billboard-links';

const links = (): BillboardLinks => ({
  artists: [{ mbid: 'id', billboardKey: 'Imagine Dragons' }],
  recordings: [{ mbid: 'r1', billboardKey: 'Imagine Dragons\u0001Whatever It Takes' }],
  refused: [
    {
      kind: 'artist',
      reason: 'same folded name but no shared recording title',
      record: 'd ~ Distance',
      mbid: 'd',
      billboardKey: 'Distance',
    },
  ],
});

describe('MusicBrainz → Billboard link decisions', () => {
  it('refuses only the vetoed link, as "vetoed by an operator", and keeps the others', () => {
    const l = refuseVetoedBillboardLinks(links(), new Set(['artist:id']));
    expect(l.artists).toEqual([]);
    expect(l.recordings).toHaveLength(1);
    expect(l.refused.at(-1)).toEqual(
      expect.objectContaining({ kind: 'artist', mbid: 'id', billboardKey: 'Imagine Dragons', reason: 'vetoed by an operator' }),
    );
  });

  it('does not read a veto of an artist key as a veto of a recording with that key', () => {
    const l = refuseVetoedBillboardLinks(links(), new Set(['artist:r1']));
    expect(l.recordings).toHaveLength(1);
    expect(l.refused).toHaveLength(1);
  });

  it('records accepted links with the Billboard id and refusals with a null target, per kind and rule', () => {
    const ids: Record<string, number> = { 'artist Imagine Dragons': 11, 'recording Imagine Dragons\u0001Whatever It Takes': 12 };
    const records = billboardLinkDecisions(links(), (kind, key) => ids[`${kind} ${key}`]!);
    expect(records.map((r) => [r.kind, r.sourceKey, r.targetId, r.rule])).toEqual([
      ['artist', 'd', null, 'musicbrainz:billboard-name-and-title'],
      ['artist', 'id', 11, 'musicbrainz:billboard-name-and-title'],
      ['recording', 'r1', 12, 'musicbrainz:billboard-title-and-artist'],
    ]);
    expect(records[0]!.evidence).toEqual({ reason: 'same folded name but no shared recording title', billboardKey: 'Distance' });
  });
});
