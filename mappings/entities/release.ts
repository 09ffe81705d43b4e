/** The `release` search entity: searchable by its album title; credits, album id, barcode, date, ids. */
import type { SearchEntityDefinition } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import { EXT_S_KEYS, externalIdMapping, externalIdValues, float, keyword, long } from '../fields/primitives';
import { SUGGEST, creditLine, creditedPrior, subtitleOf, suggestMapping, suggestValues } from '../fields/suggest';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the release document. */
export const RELEASE = {
  ...TITLE,
  ...CREDIT,
  ...SUGGEST,
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
  version: 9,
  properties: {
    [RELEASE.id]: long,
    ...titleMapping,
    ...creditMapping,
    [RELEASE.albumId]: long,
    [RELEASE.barcode]: keyword,
    [RELEASE.releaseDate]: keyword,
    [RELEASE.popularity]: float,
    ...externalIdMapping(EXT_KEYS),
    ...suggestMapping,
  },
  text: titleText,
  build: (doc, ctx) => {
    const { main_artist_ids: _m, ...credits } = creditFieldValues(doc.artists ?? [], ctx.artists);
    const label = String(doc.album?.title ?? doc.title ?? '');
    const title = titleFieldValues(label);
    return {
      [RELEASE.id]: doc.id,
      [RELEASE.title]: label,
      ...title,
      ...credits,
      [RELEASE.albumId]: doc.album?.id,
      [RELEASE.barcode]: doc.barcode ? String(doc.barcode).replace(/\D/g, '') : undefined,
      [RELEASE.releaseDate]: doc.release_date ?? undefined,
      [RELEASE.popularity]: 0,
      ...externalIdValues(doc.externals, EXT_KEYS),
      ...suggestValues({
        label,
        subtitle: subtitleOf(['release', creditLine(doc.artists), doc.release_date, doc.country]),
        named: label,
        primary: [title.title_base],
        words: [...credits.artist_names, ...credits.artist_variants],
        prior: creditedPrior(credits.artist_ids, ctx.artistChart),
      }),
    };
  },
};
