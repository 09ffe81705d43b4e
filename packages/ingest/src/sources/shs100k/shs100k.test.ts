import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asRef, LISTS, ref } from '@mc/catalog';
import {
  type CatalogRecording,
  type Shs100kVersionRow,
  buildRecordingIndex,
  catalogRecordingKeys,
  findCatalogMatches,
  mapClique,
} from './shs100k';

const rows = parse(readFileSync(join(__dirname, '../../../../../data/covers_shs100k_test_cliques/seed_shs100k.csv')), {
  columns: true,
  delimiter: ';',
}) as Shs100kVersionRow[];
const yesterday = rows.filter((r) => r.set_id === '21');
const catalogRef = (id: number) => ref('recording', 'billboard', `rec-${id}`);

// Two catalog recordings as the chart importers would have written them.
const matt: CatalogRecording = { id: 7, title: 'YESTERDAY', artists: [{ id: 3, name: 'Matt Monro' }], isrc: 'GBAYE6500001' };
const janDean: CatalogRecording = {
  id: 9,
  title: 'Yesterday',
  artists: [
    { id: 4, name: 'Jan' },
    { id: 5, name: 'Dean' },
  ],
};
const index = buildRecordingIndex([matt, janDean]);

describe('SHS100K cover cliques', () => {
  it('holds 2,859 versions in 100 cliques', () => {
    expect(rows).toHaveLength(2859);
    expect(new Set(rows.map((r) => r.set_id)).size).toBe(100);
  });

  it('indexes a catalog recording by folded title with each artist and with all artists joined', () => {
    expect(catalogRecordingKeys(janDean)).toEqual(['yesterday\u0000jan', 'yesterday\u0000dean', 'yesterday\u0000jan dean']);
  });

  it('links a version only when folded title and performer both equal a catalog recording', () => {
    const v = yesterday.find((r) => r.performer === 'Matt Monro')!;
    expect(findCatalogMatches(v, index)).toEqual([matt]);
    expect(findCatalogMatches({ ...v, title: 'Yesterday Once More' }, index)).toEqual([]);
    expect(
      findCatalogMatches(
        yesterday.find((r) => r.performer === 'Marianne Faithfull')!,
        index,
      ),
    ).toEqual([]);
    // "Jan & Dean" folds to "jan dean", the joined credit of the catalog recording.
    expect(
      findCatalogMatches(
        yesterday.find((r) => r.performer === 'Jan & Dean')!,
        index,
      ),
    ).toEqual([janDean]);
  });

  it('builds a similar_work cluster of the linked catalog recordings only', () => {
    const m = mapClique('21', yesterday, index, catalogRef);
    expect(m.linkedVersions).toBe(2);
    const cluster = m.batch.contributions.find((c) => asRef(c.entity).$ref === 'cluster')!;
    expect(asRef(cluster.entity)).toEqual({ $ref: 'cluster', source: 'shs100k', key: '21' });
    expect(cluster.doc.type).toBe('similar_work');
    const members = cluster.doc.recordings as { id: unknown; title: string; artists: unknown[]; isrc?: string }[];
    expect(members).toHaveLength(2);
    // the member's id is a ref of the catalog recording (the writer resolves it to 7)
    expect(members[0]).toEqual({
      id: catalogRef(7),
      title: 'YESTERDAY',
      artists: [{ id: 3, name: 'Matt Monro' }],
      isrc: 'GBAYE6500001',
    });
  });

  it('never makes a version that is not in the catalog a recording of its own', () => {
    const m = mapClique('21', yesterday, index, catalogRef);
    expect(m.batch.contributions.filter((c) => asRef(c.entity).$ref !== 'cluster')).toEqual([]);
  });

  it('adds nothing for a clique without any catalog recording', () => {
    const unknown = yesterday.filter((r) => findCatalogMatches(r, index).length === 0);
    const m = mapClique('21', unknown, index, catalogRef);
    expect(m.batch.contributions).toEqual([]);
    expect(m.batch.listItems).toEqual([]);
  });

  it('lists the cluster for every linked recording and the other versions as its candidates', () => {
    const m = mapClique('21', yesterday, index, catalogRef);
    const clusters = m.batch.listItems.filter((l) => l.list === LISTS.recordingClusters);
    expect(clusters).toHaveLength(2);
    const sameOwner = (a: number, b: number) => JSON.stringify(asRef(a)) === JSON.stringify(asRef(b));
    const candidates = m.batch.listItems.filter((l) => l.list === LISTS.clusterCandidates && sameOwner(l.owner, catalogRef(7)));
    // every other version of the clique, except versions linked to the same recording (itself)
    const mattVersions = yesterday.filter((r) => findCatalogMatches(r, index).includes(matt)).length;
    expect(mattVersions).toBe(1);
    expect(candidates).toHaveLength(yesterday.length - mattVersions);
    expect(candidates[0]!.item).toEqual({ title: 'Yesterday', artists: [{ name: 'Marianne Faithfull' }] });
    expect(candidates.map((c) => c.item!.artists)).not.toContainEqual([{ name: 'Matt Monro' }]);
  });
});
