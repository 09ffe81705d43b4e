/** The `album` (release group) search entity: title, credits, original release date and year, ids. */
import { type SearchEntityDefinition, yearOf } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import { externalIdMapping, externalIdValues, float, integer, keyword, long } from '../fields/primitives';
import { SUGGEST, creditLine, creditedPrior, subtitleOf, suggestMapping, suggestValues } from '../fields/suggest';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the album document. */
export const ALBUM = {
  ...TITLE,
  ...CREDIT,
  ...SUGGEST,
  id: 'id',
  releaseDate: 'release_date',
  year: 'year',
  popularity: 'popularity',
} as const;

const EXT_KEYS = ['ext_mb', 'ext_dg'] as const;

/** Album index definition. */
export const albumEntity: SearchEntityDefinition = {
  entity: 'album',
  version: 9,
  properties: {
    [ALBUM.id]: long,
    ...titleMapping,
    ...creditMapping,
    [ALBUM.releaseDate]: keyword,
    [ALBUM.year]: integer,
    [ALBUM.popularity]: float,
    ...externalIdMapping(EXT_KEYS),
    ...suggestMapping,
  },
  text: titleText,
  build: (doc, ctx) => {
    const { main_artist_ids: _m, ...credits } = creditFieldValues(doc.artists ?? [], ctx.artists);
    const label = String(doc.title ?? '');
    const title = titleFieldValues(label);
    const date = typeof doc.original_release_date === 'string' ? doc.original_release_date : undefined;
    return {
      [ALBUM.id]: doc.id,
      [ALBUM.title]: label,
      ...title,
      ...credits,
      [ALBUM.releaseDate]: date,
      [ALBUM.year]: yearOf(date),
      [ALBUM.popularity]: 0,
      ...externalIdValues(doc.externals, EXT_KEYS),
      ...suggestValues({
        label,
        subtitle: subtitleOf(['album', creditLine(doc.artists), yearOf(date)]),
        named: label,
        primary: [title.title_base],
        words: [...credits.artist_names, ...credits.artist_variants],
        prior: creditedPrior(credits.artist_ids, ctx.artistChart),
      }),
    };
  },
};
