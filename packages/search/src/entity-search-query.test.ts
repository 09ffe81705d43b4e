/**
 * Whole-body fixture tests of the entity-search query builder (the way pelias/api tests its
 * query modules): every entity × query/filter variant is compared with
 * `fixtures/entity-search/<entity>-<variant>.json` in full. After a deliberate change of the
 * query, regenerate with `UPDATE_FIXTURES=1 npx jest packages/search/src/entity-search-query`
 * and review the diff.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREDIT, INDEX_DEFINITIONS, SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { type EntitySearchParams, buildEntitySearchQuery, needsTypoTiers } from './entity-search-query';
import { firstCreditedArtist } from './entity-search';

const DIR = join(__dirname, 'fixtures', 'entity-search');
const update = process.env.UPDATE_FIXTURES === '1';

const VARIANTS: Record<string, Omit<EntitySearchParams, 'entity'>> = {
  // A typed prefix: earlier words whole, the last one a prefix.
  prefix: { query: 'Beyo', filters: [], page: 1 },
  'full-name': { query: 'Crazy In Love Beyoncé', filters: [], page: 1 },
  'query-and-filters': {
    query: 'crazy in lo',
    filters: [
      { kind: 'artist', name: 'Beyonce' },
      { kind: 'term', field: 'ext_mb_id', values: ['b8a7c51f-362c-4dcb-a259-bc6e0095f0a6'] },
      { kind: 'date', field: 'release_date', date: '2003-00-00' },
    ],
    page: 2,
  },
  'filter-only': { filters: [{ kind: 'term', field: 'ext_dg_id', values: ['12345'] }], page: 1 },
  'numeric-id': { query: '42', filters: [], page: 1 },
  // The API's first try: exact tiers only (no fuzzy, no phonetic).
  'prefix-exact-tiers': { query: 'Beyo', filters: [], page: 1, typos: false },
};

/**
 * A variant as the API can send it for `entity`: only the filters whose field the entity's index
 * has (the artist filter reads the credited names), as the routes of the contract offer them.
 */
function forEntity(entity: SearchEntity, params: Omit<EntitySearchParams, 'entity'>): EntitySearchParams {
  const fields = new Set(Object.keys(INDEX_DEFINITIONS[entity].body.mappings.properties as object));
  const applies = (f: EntitySearchParams['filters'][number]) => fields.has(f.kind === 'artist' ? CREDIT.names : f.field);
  return { entity, ...params, filters: params.filters.filter(applies) };
}

describe('buildEntitySearchQuery', () => {
  if (update) mkdirSync(DIR, { recursive: true });
  for (const entity of SEARCH_ENTITIES) {
    for (const [variant, params] of Object.entries(VARIANTS)) {
      it(`builds the whole ${entity} body for the ${variant} variant`, () => {
        const file = join(DIR, `${entity}-${variant}.json`);
        const body = buildEntitySearchQuery(forEntity(entity, params));
        if (update) writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
        expect(body).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      });
    }
  }
});

describe('needsTypoTiers', () => {
  it('asks for the typo tiers only when the exact tiers found nothing', () => {
    expect(needsTypoTiers(0)).toBe(true);
    expect(needsTypoTiers(1)).toBe(false);
    expect(needsTypoTiers(10_000)).toBe(false);
  });
});

describe('firstCreditedArtist (the artist search of a joined credit that finds nothing)', () => {
  it('reads a credit of several artists as its first artist', () => {
    expect(firstCreditedArtist('Mustard & Roddy Ricch')).toBe('Mustard');
    expect(firstCreditedArtist('FloyyMenor X Cris Mj')).toBe('FloyyMenor');
    expect(firstCreditedArtist('Drake feat. Rihanna')).toBe('Drake');
  });
  it('leaves a single name alone', () => {
    expect(firstCreditedArtist('Roddy Ricch')).toBeUndefined();
    expect(firstCreditedArtist('Lil Nas X')).toBeUndefined();
  });
});
