/** The `release` search entity: searchable by its album title; credits, album id, barcode, date, ids. */
import type { SearchEntityDefinition } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import { EXT_S_KEYS, externalIdMapping, externalIdValues, float, keyword, long } from '../fields/primitives';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the release document. */
export const RELEASE = {
  ...TITLE,
  ...CREDIT,
  id: 'id',
  albumId: 'album_id',
  barcode: 'barcode',
  releaseDate: 'release_date',
  popularity: 'popularity',
} as const;

const EXT_KEYS = ['ext_mb', 'ext_dg', ...EXT_S_KEYS] as const;

/** Release index definition. */
export const releaseEntity: SearchEntityDefinition = {
  entity: 'release',
  version: 1,
  properties: {
    [RELEASE.id]: long,
    ...titleMapping,
    ...creditMapping,
    [RELEASE.albumId]: long,
    [RELEASE.barcode]: keyword,
    [RELEASE.releaseDate]: keyword,
    [RELEASE.popularity]: float,
    ...externalIdMapping(EXT_KEYS),
  },
  text: titleText,
  build: (doc, ctx) => {
    const { main_artist_ids: _m, ...credits } = creditFieldValues(doc.artists ?? [], ctx.artists);
    return {
      [RELEASE.id]: doc.id,
      ...titleFieldValues(String(doc.album?.title ?? doc.title ?? '')),
      ...credits,
      [RELEASE.albumId]: doc.album?.id,
      [RELEASE.barcode]: doc.barcode ? String(doc.barcode).replace(/\D/g, '') : undefined,
      [RELEASE.releaseDate]: doc.release_date ?? undefined,
      [RELEASE.popularity]: 0,
      ...externalIdValues(doc.externals, EXT_KEYS),
    };
  },
};
