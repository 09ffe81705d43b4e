import type { BillboardCandidate } from './spotify';
import { type SpotifyRowLink, spotifyLinkDecisions } from './spotify-link-decisions';

const candidate = (key: string): BillboardCandidate => ({ key, title: key, artistKeys: new Set(), mainByKey: new Map() });
const ids = new Map([
  ['recording Eminem\u0001Without Me', 21],
  ['artist Eminem', 5],
]);
const idOf = (kind: string, key: string) => ids.get(`${kind} ${key}`)!;

function rows(): SpotifyRowLink[] {
  return [
    { key: 'Eminem\u0001Without Me', link: { kind: 'linked', candidate: candidate('Eminem\u0001Without Me') } },
    {
      key: 'Sia\u0001Alive',
      link: { kind: 'ambiguous', candidates: [candidate('Sia\u0001Alive'), candidate('Sia\u0001ALIVE')] },
    },
    { key: 'Nobody\u0001Song', link: { kind: 'none' } },
  ];
}

describe('spotifyLinkDecisions', () => {
  it('records a linked row, an ambiguous one and a linked artist; a row without a candidate is no decision', () => {
    const records = spotifyLinkDecisions(rows(), new Map([['Eminem', 'Eminem']]), new Set(), idOf);
    expect(records.map((r) => [r.kind, r.sourceKey, r.targetId])).toEqual([
      ['recording', 'Eminem\u0001Without Me', 21],
      ['recording', 'Sia\u0001Alive', null],
      ['artist', 'Eminem', 5],
    ]);
    expect(records[1]!.evidence).toEqual({
      reason: 'several Billboard recordings share the artist and title',
      candidates: ['Sia\u0001Alive', 'Sia\u0001ALIVE'],
    });
  });

  it('leaves a vetoed row unlinked and a vetoed artist without a target, recorded as vetoed by an operator', () => {
    const usable = rows();
    const artistTarget = new Map([['Eminem', 'Eminem']]);
    const records = spotifyLinkDecisions(
      usable,
      artistTarget,
      new Set(['recording:Eminem\u0001Without Me', 'artist:Eminem']),
      idOf,
    );
    expect(usable[0]!.link).toEqual({ kind: 'none' });
    expect(artistTarget.size).toBe(0);
    expect(
      records.filter((r) => r.targetId === null && r.evidence.reason === 'vetoed by an operator').map((r) => r.kind),
    ).toEqual(['recording', 'artist']);
  });
});
