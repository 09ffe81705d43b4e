import { formatLinkDecision, parseLinkKey } from './link-decision-lines';

describe('link decision lines', () => {
  it('prints an accepted link with its target, rule and evidence on one line', () => {
    const line = formatLinkDecision({
      source: 'discogs',
      sourceKey: '112751',
      kind: 'artist',
      targetId: 6469,
      rule: 'discogs:external-id',
      evidence: { reason: 'catalog artist carries this Discogs id', discogsId: 112751 },
    });
    expect(line).toBe(
      'link discogs:112751 → artist #6469 discogs:external-id {"reason":"catalog artist carries this Discogs id","discogsId":112751}',
    );
  });

  it('prints a refused link with a cross instead of a target', () => {
    const line = formatLinkDecision({
      source: 'jp_readings',
      sourceKey: 'Asaka',
      kind: 'artist',
      targetId: null,
      rule: 'jp_readings:japanese-name-form',
      evidence: { reason: 'vetoed by an operator' },
    });
    expect(line).toBe('link jp_readings:Asaka ✗ artist jp_readings:japanese-name-form {"reason":"vetoed by an operator"}');
  });

  it('reads SOURCE:KEY with the key taken whole after the first colon', () => {
    expect(parseLinkKey('discogs:112751')).toEqual({ source: 'discogs', sourceKey: '112751' });
    expect(parseLinkKey('jp_readings:Amamiya Sora')).toEqual({ source: 'jp_readings', sourceKey: 'Amamiya Sora' });
    expect(parseLinkKey('musicbrainz:a:b')).toEqual({ source: 'musicbrainz', sourceKey: 'a:b' });
  });

  it('rejects a value without a source or without a key', () => {
    expect(() => parseLinkKey('112751')).toThrow(/--undo-link must be SOURCE:KEY/);
    expect(() => parseLinkKey('discogs:')).toThrow(/--undo-link/);
  });
});
