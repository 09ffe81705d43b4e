import type { Importer } from './importer';
import { sourcesToReimport, withDependents } from './reimport-plan';

const importer = (source: string, dependsOn: string[] = []): Importer => ({
  source,
  datasets: [],
  dependsOn,
  run: () => Promise.resolve(),
});
// The shape of the registry: chart sources first, linkers after what they link to.
const candidates = [
  importer('genius'),
  importer('billboard'),
  importer('spotify', ['billboard']),
  importer('musicbrainz', ['billboard']),
  importer('discogs', ['billboard', 'musicbrainz']),
  importer('kpopnet', ['billboard', 'musicbrainz', 'discogs']),
  importer('jamendolyrics'),
];
const names = (is: Importer[]) => is.map((i) => i.source);

describe('withDependents', () => {
  it('adds every importer that links to a concerned source, through chains of links', () => {
    expect([...withDependents(['musicbrainz'], candidates)].sort()).toEqual(['discogs', 'kpopnet', 'musicbrainz']);
  });

  it('adds nothing to a source no importer links to', () => {
    expect([...withDependents(['genius'], candidates)]).toEqual(['genius']);
  });
});

describe('sourcesToReimport', () => {
  it('re-imports only the layer whose keys a merge moved when nothing links to it', () => {
    expect(names(sourcesToReimport([{ sources: ['genius'], reimportedSince: [] }], candidates))).toEqual(['genius']);
  });

  it('re-imports a moved source with its linkers, in the candidates order', () => {
    const plan = sourcesToReimport([{ sources: ['genius', 'billboard'], reimportedSince: [] }], candidates);
    expect(names(plan)).toEqual(['genius', 'billboard', 'spotify', 'musicbrainz', 'discogs', 'kpopnet']);
  });

  it('leaves out what was re-imported after the merges, finishing an interrupted re-import', () => {
    const interrupted = { sources: ['genius', 'billboard'], reimportedSince: ['genius', 'billboard', 'spotify'] };
    expect(names(sourcesToReimport([interrupted], candidates))).toEqual(['musicbrainz', 'discogs', 'kpopnet']);
  });

  it('needs nothing once every concerned source was re-imported, and ignores sources it cannot run', () => {
    const settled = { sources: ['genius'], reimportedSince: ['genius', 'jamendolyrics'] };
    const foreign = { sources: ['file:old-catalog.jsonl'], reimportedSince: [] };
    expect(sourcesToReimport([settled, foreign], candidates)).toEqual([]);
  });

  it('unites the needs of several merge groups', () => {
    const groups = [
      { sources: ['genius'], reimportedSince: [] },
      { sources: ['discogs'], reimportedSince: ['genius'] },
    ];
    expect(names(sourcesToReimport(groups, candidates))).toEqual(['genius', 'discogs', 'kpopnet']);
  });
});
