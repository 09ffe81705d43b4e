import type { LinkDecision } from './artist-linking';
import { catalogArtistFixture } from './catalog-artist-fixture';
import { VETOED_BY_OPERATOR, linkDecisionInput, linkVetoKey, refuseVetoedLinks } from './link-decisions';

const rainbow = catalogArtistFixture(7, 'Rainbow');
const twice = catalogArtistFixture(8, 'TWICE');
const twiceUpper = catalogArtistFixture(9, 'Twice');

describe('refuseVetoedLinks', () => {
  it('turns a vetoed link into a refusal "vetoed by an operator", keeping the vetoed target as evidence', () => {
    const d: LinkDecision = { key: '42', name: 'Rainbow', target: rainbow, reason: 'shared title' };
    refuseVetoedLinks([d], new Set([linkVetoKey('artist', '42')]));
    expect(d.target).toBeUndefined();
    expect(d.reason).toBe(VETOED_BY_OPERATOR);
    expect(d.evidence).toEqual({ vetoedTargets: [7] });
  });

  it('drops every target of a multi-target link that is vetoed', () => {
    const d: LinkDecision = { key: 'g1', name: 'TWICE', target: twice, alsoTargets: [twiceUpper], reason: 'dates agree' };
    refuseVetoedLinks([d], new Set(['artist:g1']));
    expect(d.alsoTargets).toBeUndefined();
    expect(d.evidence).toEqual({ vetoedTargets: [8, 9] });
  });

  it('leaves links of other keys, other kinds and refusals unchanged', () => {
    const other: LinkDecision = { key: '43', name: 'Rainbow', target: rainbow, reason: 'shared title' };
    const refused: LinkDecision = { key: '42', name: 'Rainbow', reason: 'same name only' };
    refuseVetoedLinks([other, refused], new Set(['artist:42', 'recording:43']));
    expect(other.target).toBe(rainbow);
    expect(refused).toEqual({ key: '42', name: 'Rainbow', reason: 'same name only' });
  });
});

describe('linkDecisionInput', () => {
  it('records an accepted link with its target id, its own rule and the evidence it rested on', () => {
    const d: LinkDecision = {
      key: '1',
      name: 'Persuader',
      target: rainbow,
      reason: 'catalog artist carries this Discogs id',
      rule: 'discogs:external-id',
      evidence: { discogsId: 1 },
    };
    expect(linkDecisionInput(d, 'discogs:name-and-shared-title')).toEqual({
      kind: 'artist',
      sourceKey: '1',
      targetId: 7,
      rule: 'discogs:external-id',
      evidence: { reason: 'catalog artist carries this Discogs id', name: 'Persuader', discogsId: 1 },
    });
  });

  it('records a refusal with a null target under the default rule, and the further targets of a link', () => {
    expect(linkDecisionInput({ key: 'x', name: 'Aurora', reason: 'same name only' }, 'r')).toMatchObject({
      targetId: null,
      rule: 'r',
      evidence: { reason: 'same name only', name: 'Aurora' },
    });
    const multi: LinkDecision = { key: 'g1', name: 'TWICE', target: twice, alsoTargets: [twiceUpper], reason: 'dates agree' };
    expect(linkDecisionInput(multi, 'kpopnet:name-and-dates').evidence).toEqual({
      reason: 'dates agree',
      name: 'TWICE',
      alsoTargets: [9],
    });
  });
});
