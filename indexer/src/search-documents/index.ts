/**
 * Search-document builders: one per searchable entity, from the served catalog documents
 * (SPEC section 2 shapes) to the pre-analysed fields of `mappings/index.ts`. All analysis comes
 * from `packages/matching`, the same functions the query builders use.
 */
import type { JsonObject } from '@mc/catalog';
import { artistSearchFields, foldForMatch, titleSearchFields } from '@mc/matching';

type Doc = JsonObject & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Artist documents by id, for hydrating credits (aliases, translated names) into other entities. */
export type ArtistLookup = (id: number) => Doc | undefined;

const EXT_KEYS = ['ext_mb', 'ext_dg', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7', 'ext_kb', 'ext_lf'];

function externalIdFields(doc: Doc, allowed: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const ext = (doc.externals ?? {}) as Record<string, unknown[]>;
  for (const k of allowed) {
    const v = ext[k];
    if (Array.isArray(v) && v.length) out[`${k}_id`] = v.map(String);
  }
  return out;
}

function uniq(values: (string | undefined | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v && v.length > 0))];
}

/** The name inputs of an artist document for {@link artistSearchFields}. */
export function artistNames(doc: Doc): { name: string; aliases: string[]; translated: string[]; sortName?: string } {
  return {
    name: String(doc.name ?? ''),
    aliases: ((doc.aliases ?? []) as { alias?: string }[]).map((a) => a.alias ?? '').filter(Boolean),
    translated: ((doc.translated ?? []) as { name?: string }[]).map((t) => t.name ?? '').filter(Boolean),
  };
}

/** Artist → `artist` index document. `popularity` 0..100. */
export function buildArtistSearchDoc(doc: Doc, popularity = 0): Record<string, unknown> {
  return {
    id: doc.id,
    ...artistSearchFields(artistNames(doc)),
    type: doc.type ?? undefined,
    isni: doc.isni ?? undefined,
    country_code: doc.country_code ?? undefined,
    popularity,
    ...externalIdFields(
      doc,
      EXT_KEYS.filter((k) => k !== 'ext_lf'),
    ),
  };
}

/** Credit fields of an entity whose `artists` list credits catalog artists. */
export function creditFields(
  credits: { id?: number; id_artist?: number; name?: string; link?: string }[],
  artists: ArtistLookup,
) {
  const names: string[] = [];
  const variants: string[] = [];
  const compact: string[] = [];
  const phonetic: string[] = [];
  const ids: number[] = [];
  const mainIds: number[] = [];
  for (const c of credits) {
    const id = c.id ?? c.id_artist;
    const artist = id === undefined ? undefined : artists(id);
    const f = artistSearchFields(artist ? artistNames(artist) : { name: c.name ?? '', aliases: [], translated: [] });
    if (id !== undefined) {
      ids.push(id);
      if ((c.link ?? 'Main') === 'Main') mainIds.push(id);
    }
    names.push(foldForMatch(c.name ?? String(artist?.name ?? '')));
    variants.push(...f.name_variants);
    compact.push(...f.name_compact);
    phonetic.push(...f.name_phonetic);
  }
  return {
    artist_ids: ids,
    main_artist_ids: mainIds,
    artist_names: uniq(names),
    artist_variants: uniq(variants),
    artist_compact: uniq(compact),
    artist_phonetic: uniq(phonetic),
  };
}

/** Recording → `recording` index document. `popularity` 0..100. */
export function buildRecordingSearchDoc(doc: Doc, artists: ArtistLookup, popularity = 0): Record<string, unknown> {
  const credits = creditFields(doc.artists ?? [], artists);
  const altTitles = (doc.alt_titles ?? []) as string[];
  return {
    id: doc.id,
    ...titleSearchFields(String(doc.title ?? '')),
    alt_titles: uniq(altTitles.map(foldForMatch)),
    ...credits,
    performer: doc.performer ? foldForMatch(String(doc.performer)) : undefined,
    isrc: uniq([doc.isrc, ...((doc.related_isrcs ?? []) as string[])]),
    year: typeof doc.year === 'number' ? doc.year : undefined,
    duration_s: durationSeconds(doc.duration),
    popularity,
    ...externalIdFields(doc, ['ext_mb', 'ext_lf', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7']),
  };
}

/** Album → `album` index document. */
export function buildAlbumSearchDoc(doc: Doc, artists: ArtistLookup): Record<string, unknown> {
  const { main_artist_ids: _m, ...credits } = creditFields(doc.artists ?? [], artists);
  const date = typeof doc.original_release_date === 'string' ? doc.original_release_date : undefined;
  return {
    id: doc.id,
    ...titleSearchFields(String(doc.title ?? '')),
    ...credits,
    release_date: date,
    year: date && Number(date.slice(0, 4)) > 0 ? Number(date.slice(0, 4)) : undefined,
    popularity: 0,
    ...externalIdFields(doc, ['ext_mb', 'ext_dg']),
  };
}

/** Release → `release` index document (searchable by its album title). */
export function buildReleaseSearchDoc(doc: Doc, artists: ArtistLookup): Record<string, unknown> {
  const { main_artist_ids: _m, ...credits } = creditFields(doc.artists ?? [], artists);
  return {
    id: doc.id,
    ...titleSearchFields(String(doc.album?.title ?? doc.title ?? '')),
    ...credits,
    album_id: doc.album?.id,
    barcode: doc.barcode ? String(doc.barcode).replace(/\D/g, '') : undefined,
    release_date: doc.release_date ?? undefined,
    popularity: 0,
    ...externalIdFields(doc, ['ext_mb', 'ext_dg', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7']),
  };
}

/** Show → `show` index document (searchable by name). */
export function buildShowSearchDoc(doc: Doc, artists: ArtistLookup): Record<string, unknown> {
  const { main_artist_ids: _m, ...credits } = creditFields(doc.artists ?? [], artists);
  return {
    id: doc.id,
    ...titleSearchFields(String(doc.name ?? '')),
    ...credits,
    type_id: doc.type?.id,
    year: typeof doc.year === 'number' ? doc.year : undefined,
    popularity: 0,
  };
}

/** `HH:MM:SS` → seconds, or undefined. */
export function durationSeconds(d: unknown): number | undefined {
  if (typeof d !== 'string') return undefined;
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(d);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
}
