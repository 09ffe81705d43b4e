import { billboardArtistFacts as artist } from './artist-facts.fixture';
import { formatClusters, unmergedClusters } from './audit-clusters';

describe('unmergedClusters (audit --clusters)', () => {
  const beyonce = artist(1, 'Beyonce', { recordingTitles: new Set(['halo']), coCredits: new Set([9]) });
  const knowles = artist(2, 'Beyonce Knowles', { recordingTitles: new Set(['03 bonnie clyde']), coCredits: new Set([9]) });
  const discogs = artist(3, 'Beyoncé Knowles', { sources: ['discogs'], discogsIds: [112751] });
  const twins = [artist(4, 'Aurora'), artist(5, 'Aurora', { sources: ['discogs'], discogsIds: [7] })];

  it('lists same-name clusters with what a merge is missing', () => {
    const lines = formatClusters(unmergedClusters([beyonce, knowles, discogs, ...twins]));
    expect(lines).toEqual([
      'n:aurora: #4 "Aurora" (billboard; 0 recordings) / #5 "Aurora" (discogs; 0 recordings; discogs 7) — missing: a shared external id, birth date, recording title or collaborator',
      'n:beyonceknowles: #2 "Beyonce Knowles" (billboard; 1 recordings) / #3 "Beyoncé Knowles" (discogs; 0 recordings; discogs 112751) — missing: a shared external id, birth date, recording title or collaborator',
    ]);
  });
  it('with a name, also lists first-word clusters and the evidence found short of a merge', () => {
    const clusters = unmergedClusters([beyonce, knowles, discogs, ...twins], 'beyonce');
    expect(clusters.map((c) => [c.key, c.why])).toEqual([
      ['g:beyonce', 'found shared collaborators: 9; missing: two of them, or a shared id or birth date'],
      ['n:beyonceknowles', 'missing: a shared external id, birth date, recording title or collaborator'],
    ]);
  });
  it('says what speaks against a merge', () => {
    const born = [artist(6, 'Rainbow', { birthDate: '1970-01-01' }), artist(7, 'Rainbow', { birthDate: '1980-01-01' })];
    expect(unmergedClusters(born).map((c) => c.why)).toEqual(['evidence against: different birth dates']);
  });
});
