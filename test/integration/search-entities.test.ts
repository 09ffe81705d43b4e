/**
 * Live-engine test of every search-entity definition (the way pelias/schema tests its mappings
 * against a real Elasticsearch): build a document with the entity's builder, index it into a
 * throw-away index created from the entity's mapping, run the query builder, expect the hit.
 */
import { Client } from '@elastic/elasticsearch';
import { config } from '@mc/config';
import { type CatalogDoc, INDEX_DEFINITIONS, SEARCH_ENTITY_DEFINITIONS, type SearchEntity } from '@mc/mappings';
import { type SearchFilter, buildEntitySearchQuery, sortedHitId } from '@mc/search';

const beyonce: CatalogDoc = {
  id: 901,
  name: 'Beyoncé',
  aliases: [{ alias: 'Beyoncé Knowles' }],
  translated: [{ name: 'ビヨンセ' }],
  type: 'Person',
  country_code: 'US',
};
const credits = [{ id: 901, name: 'Beyoncé', link: 'Main' }];

/** A catalog document per entity, the text typed in a search box, and a filter it must pass. */
const CASES: Record<SearchEntity, { doc: CatalogDoc; typed: string[]; filter: SearchFilter }> = {
  artist: {
    doc: beyonce,
    typed: ['Beyo', 'beyonce', 'ビヨンセ'],
    filter: { kind: 'term', field: 'country_code', values: ['US'] },
  },
  recording: {
    doc: { id: 902, title: 'Crazy in Love (feat. Jay-Z)', artists: credits, isrc: 'USSM10301536', year: 2003 },
    typed: ['Crazy', 'crazy in lo', 'Crazy in Love'],
    filter: { kind: 'artist', name: 'Beyonce' },
  },
  album: {
    doc: { id: 903, title: 'Dangerously in Love', artists: credits, original_release_date: '2003-06-20' },
    typed: ['Dang', 'dangerously in love'],
    filter: { kind: 'date', field: 'release_date', date: '2003-00-00' },
  },
  release: {
    doc: { id: 904, album: { id: 903, title: 'Dangerously in Love' }, artists: credits, barcode: '0827969008923' },
    typed: ['Dangerou', 'Dangerously in Love'],
    filter: { kind: 'term', field: 'barcode', values: ['0827969008923'] },
  },
  show: {
    doc: { id: 905, name: 'The Formation World Tour', artists: credits, type: { id: 2 }, year: 2016 },
    typed: ['Forma', 'formation world tour'],
    filter: { kind: 'term', field: 'type_id', values: [2] },
  },
};

const es = new Client({ node: config().ES_URL });
const indexOf = (entity: SearchEntity) => `${config().ES_INDEX_PREFIX}_live_entity_${entity}`;

afterAll(async () => {
  await es.indices.delete({ index: Object.keys(CASES).map((e) => indexOf(e as SearchEntity)), ignore_unavailable: true });
  await es.close();
});

describe.each(Object.keys(CASES) as SearchEntity[])('the %s search entity on a live engine', (entity) => {
  const { doc, typed, filter } = CASES[entity];
  const index = indexOf(entity);

  beforeAll(async () => {
    await es.indices.delete({ index, ignore_unavailable: true });
    await es.indices.create({ index, ...INDEX_DEFINITIONS[entity].body });
    const document = SEARCH_ENTITY_DEFINITIONS[entity].build(doc, {
      artists: (id) => (id === beyonce.id ? beyonce : undefined),
      popularity: 50,
    });
    // A strict mapping rejects any field the builder writes but the mapping lacks.
    await es.index({ index, id: String(doc.id), document, refresh: true });
  });

  it.each(typed)('finds the document for %p', async (text) => {
    const res = await es.search({ index, ...buildEntitySearchQuery({ entity, query: text, filters: [], page: 1 }) });
    expect(res.hits.hits.map(sortedHitId)).toEqual([doc.id]);
  });

  it('finds it by a filter alone and drops it for a failing one', async () => {
    const hit = await es.search({ index, ...buildEntitySearchQuery({ entity, filters: [filter], page: 1 }) });
    expect(hit.hits.hits.map(sortedHitId)).toEqual([doc.id]);
    const miss = await es.search({
      index,
      ...buildEntitySearchQuery({
        entity,
        query: String(typed[0]),
        filters: [{ kind: 'term', field: 'id', values: [1] }],
        page: 1,
      }),
    });
    expect(miss.hits.hits).toEqual([]);
  });
});
