import {
  type CatalogRecording,
  type Shs100kVersionRow,
  buildRecordingIndex,
  findCatalogMatches,
  mapClique,
  shs100kLinkDecisions,
} from './shs100k';
import { ref } from '@mc/catalog';

const matt: CatalogRecording = { id: 7, title: 'Yesterday', artists: [{ id: 3, name: 'Matt Monro' }] };
const mattAgain: CatalogRecording = { id: 8, title: 'Yesterday', artists: [{ id: 3, name: 'Matt Monro' }] };
const index = buildRecordingIndex([matt, mattAgain]);
const version = (ver_id: string, performer: string): Shs100kVersionRow =>
  ({ set_id: '21', ver_id, title: 'Yesterday', performer }) as Shs100kVersionRow;
const monro = version('2', 'Matt Monro');
const other = version('3', 'Marianne Faithfull');
const vetoed = new Set(['recording:21-2']);

describe('SHS100K link decisions', () => {
  it('records a version with catalog matches as linked to the smallest id, the others as evidence; no decision without a match', () => {
    expect(shs100kLinkDecisions([monro, other], index, new Set())).toEqual([
      {
        kind: 'recording',
        sourceKey: '21-2',
        targetId: 7,
        rule: 'shs100k:title-and-performer',
        evidence: { reason: 'same folded title and performer', title: 'Yesterday', performer: 'Matt Monro', alsoTargets: [8] },
      },
    ]);
  });

  it('refuses a vetoed version, which then matches no catalog recording and adds nothing to the catalog', () => {
    const [d] = shs100kLinkDecisions([monro], index, vetoed);
    expect(d).toMatchObject({ targetId: null, evidence: { reason: 'vetoed by an operator', vetoedTargets: [7, 8] } });
    expect(findCatalogMatches(monro, index, vetoed)).toEqual([]);
    const mapped = mapClique('21', [monro, other], index, (id) => ref('recording', 'billboard', `rec-${id}`), vetoed);
    expect(mapped.linkedVersions).toBe(0);
    expect(mapped.batch.listItems).toEqual([]);
  });
});
