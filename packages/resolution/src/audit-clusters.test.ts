import { billboardArtistFacts as artist } from './artist-facts.fixture';
import { formatClusters, unmergedClusters } from './audit-clusters';

describe('unmergedClusters (audit --clusters)', () => {
  const beyonce = artist(1, 'Beyonce', { recordingTitles: new Set(['halo']), coCredits: new Set([9]) });
  const knowles = artist(2, 'Beyonce Knowles', { recordingTitles: new Set(['03 bonnie clyde']), coCredits: new Set([9]) });
  const discogs = artist(3, 'Beyoncé Knowles', { sources: ['discogs'], discogsIds: [112751] });
  const twins = [artist(4, 'Aurora'), artist(5, 'Aurora', { sources: ['discogs'], discogsIds: [7] })];

  it('lists same-name clusters with the weight, decision and levels of their strongest pair', () => {
    const lines = formatClusters(unmergedClusters([beyonce, knowles, discogs, ...twins]));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^n:aurora: #4 "Aurora" \(billboard; 0 recordings\) \/ #5 "Aurora" \(discogs; 0 recordings; discogs 7\) — weight -?\d+\.\d \((merge|review|apart)\): name=exact [+-]\d+\.\d, external_ids=unknown/u,
    );
    expect(lines[1]).toMatch(/^n:beyonceknowles: #2 "Beyonce Knowles" .* \/ #3 "Beyoncé Knowles" .* — weight .*name=folded/u);
  });
  it('with a name, also lists the first-word, last-word and sound blocks with their weights', () => {
    const clusters = unmergedClusters([beyonce, knowles, discogs, ...twins], 'beyonce');
    expect(clusters.map((c) => c.key)).toEqual(['g:beyonce', 'l:knowles', 'n:beyonceknowles', 'p:bNLS']);
    expect(clusters[0]!.why).toMatch(/name=prefix .*collaborators=one /u);
  });
  it('says what speaks against a merge', () => {
    const born = [artist(6, 'Rainbow', { birthDate: '1970-01-01' }), artist(7, 'Rainbow', { birthDate: '1980-01-01' })];
    expect(unmergedClusters(born).map((c) => c.why)).toEqual(['evidence against: different birth dates']);
  });
});
