/**
 * Merging what several sources say about one entity into the served document.
 *
 * Rules (applied recursively): a scalar field takes the first non-null value in source priority
 * order; objects merge key by key; arrays are concatenated in priority order without duplicates
 * (objects with an identifying key — id, id_artist, id_genre, id_role, alias, rfc_5646+name — are
 * the same item when that key is equal; other items when their JSON is equal).
 */
import type { Json, JsonObject } from './entity-kinds';

/**
 * Import sources in merge priority order: earlier sources win scalar conflicts. `curated` (what an
 * operator stated over HTTP: an artist's type, the name of an artist a curated reading created;
 * `docs/curation.md`) outranks everything. `derived` (the derived-fields stage, packages/derive/src)
 * comes next: it states a field only where no real source does, or to correct a value it
 * documents (e.g. a show name in stray quotes).
 */
export const SOURCE_PRIORITY = [
  'curated',
  'derived',
  'billboard',
  'musicbrainz',
  'musicbrainz_dump',
  'discogs',
  'discogs_dump',
  'spotify',
  'kpopnet',
  'jp_readings',
  'mb_jsondump',
  'iso_codes',
  'jamendolyrics',
  'shs100k',
  'reference',
] as const;

function rank(source: string): number {
  const i = (SOURCE_PRIORITY as readonly string[]).indexOf(source);
  return i < 0 ? SOURCE_PRIORITY.length : i;
}

const IDENTITY_KEYS = ['id', 'id_artist', 'id_genre', 'id_role', 'id_picture_version'] as const;

function identity(item: Json): string {
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    for (const k of IDENTITY_KEYS) {
      const v = item[k];
      if (typeof v === 'number' || typeof v === 'string') return `${k}:${v}`;
    }
    if (typeof item.alias === 'string') return `alias:${item.alias.toLowerCase()}`;
    if (typeof item.rfc_5646 === 'string') return `tr:${item.rfc_5646}:${JSON.stringify(item.name ?? item.title)}`;
  }
  return JSON.stringify(item);
}

function mergeValue(a: Json | undefined, b: Json | undefined): Json | undefined {
  if (a === undefined || a === null) return b;
  if (b === undefined || b === null) return a;
  if (Array.isArray(a) && Array.isArray(b)) {
    const seen = new Set(a.map(identity));
    const out = [...a];
    for (const item of b) {
      const id = identity(item);
      if (!seen.has(id)) {
        seen.add(id);
        out.push(item);
      }
    }
    return out;
  }
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    return mergeObjects(a, b);
  }
  return a;
}

function mergeObjects(a: JsonObject, b: JsonObject): JsonObject {
  const out: JsonObject = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = mergeValue(out[k], v);
  return out;
}

/**
 * Merges per-source documents of one entity.
 * @param contributions `{source, doc}` pairs in any order.
 * @returns the merged document (a new object; inputs are not modified).
 */
export function mergeContributions(contributions: { source: string; doc: JsonObject }[]): JsonObject {
  const ordered = [...contributions].sort((x, y) => rank(x.source) - rank(y.source) || x.source.localeCompare(y.source));
  let merged: JsonObject = {};
  for (const c of ordered) merged = mergeObjects(merged, c.doc);
  return merged;
}
