/**
 * Every field a query body names is a field the index mappings define. The whole-body fixture
 * tests compare each query builder's body with a stored copy of itself, so a builder that keeps a
 * field name the mappings no longer define would still pass them; this test reads the same stored
 * bodies and checks each field they name against `@mc/mappings` (`INDEX_DEFINITIONS`: the
 * properties and their sub-fields), so such a body fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { INDEX_DEFINITIONS, SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';

const FIXTURES = join(__dirname, 'fixtures');

/** Clauses whose object keys are field names (besides their own options). */
const FIELD_KEYED = [
  'term',
  'terms',
  'match',
  'match_phrase',
  'match_phrase_prefix',
  'match_bool_prefix',
  'prefix',
  'wildcard',
  'fuzzy',
  'range',
];
/** Options of those clauses that are not field names. */
const CLAUSE_OPTIONS = new Set(['boost', '_name', 'case_insensitive']);
/** Engine metadata fields a body may name. */
const META_FIELDS = new Set(['_id', '_score', '_doc']);

/** Every field name of `properties`, sub-fields (`name.exact`) included. */
function definedFields(entity: SearchEntity): Set<string> {
  const props = INDEX_DEFINITIONS[entity].body.mappings.properties as Record<string, { fields?: Record<string, unknown> }>;
  const out = new Set<string>(META_FIELDS);
  for (const [name, p] of Object.entries(props)) {
    out.add(name);
    for (const sub of Object.keys(p.fields ?? {})) out.add(`${name}.${sub}`);
  }
  return out;
}

/** The field names `body` uses: clause keys, `field` values, `fields` lists, sorts, doc-value fields. */
export function namedFields(body: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(body)) {
    for (const b of body) namedFields(b, out);
    return out;
  }
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (FIELD_KEYED.includes(key) && value && typeof value === 'object' && !Array.isArray(value))
      for (const f of Object.keys(value)) if (!CLAUSE_OPTIONS.has(f)) out.add(f);
    if (key === 'field' && typeof value === 'string') out.add(value);
    if ((key === 'fields' || key === 'docvalue_fields') && Array.isArray(value))
      for (const f of value) out.add(typeof f === 'string' ? f.replace(/\^.*$/, '') : String((f as { field?: unknown }).field));
    if (key === 'sort' && Array.isArray(value))
      for (const s of value) for (const f of typeof s === 'string' ? [s] : Object.keys(s as object)) out.add(f);
    namedFields(value, out);
  }
  return out;
}

/** The stored bodies with the entity each queries: msearch headers name the index; else the file does. */
function fixtureBodies(): { file: string; entity: SearchEntity; body: unknown }[] {
  const out: { file: string; entity: SearchEntity; body: unknown }[] = [];
  const entityOf = (name: string): SearchEntity | undefined =>
    SEARCH_ENTITIES.find((e) => name === e || name.endsWith(`_${e}`) || name.startsWith(`${e}-`));
  for (const dir of readdirSync(FIXTURES)) {
    for (const file of readdirSync(join(FIXTURES, dir)).filter((f) => f.endsWith('.json'))) {
      const json = JSON.parse(readFileSync(join(FIXTURES, dir, file), 'utf8')) as unknown;
      const named = dir === 'artist-title' ? 'recording' : entityOf(file);
      if (!Array.isArray(json)) {
        if (!named) throw new Error(`${dir}/${file}: which index it queries is not known`);
        out.push({ file: `${dir}/${file}`, entity: named, body: json });
        continue;
      }
      let entity = named;
      for (const part of json as Record<string, unknown>[]) {
        if (typeof part.index === 'string') entity = entityOf(part.index) ?? entity;
        else if (entity) out.push({ file: `${dir}/${file}`, entity, body: part });
        else throw new Error(`${dir}/${file}: a body before any index header`);
      }
    }
  }
  return out;
}

describe('query bodies', () => {
  const bodies = fixtureBodies();

  it('are read from every fixture folder', () => {
    expect(new Set(bodies.map((b) => b.file.split('/')[0]))).toEqual(new Set(['artist-title', 'entity-search', 'suggest']));
  });

  it.each(bodies.map((b) => [b.file, b.entity, b.body] as const))(
    '%s names only fields the %s mapping defines',
    (_f, entity, body) => {
      const defined = definedFields(entity);
      expect([...namedFields(body)].filter((f) => !defined.has(f))).toEqual([]);
    },
  );

  it('catch a field the mappings do not define', () => {
    expect([...namedFields({ query: { term: { 'artist_variantz.exact': 'x' } } })]).toEqual(['artist_variantz.exact']);
    expect(definedFields('recording').has('artist_variantz.exact')).toBe(false);
  });
});
