/** The `show` search entity: searchable by its name (title fields); credits, type, year. */
import type { SearchEntityDefinition } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import { float, integer, long } from '../fields/primitives';
import { SUGGEST, creditLine, creditedPrior, subtitleOf, suggestMapping, suggestValues } from '../fields/suggest';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the show document. */
export const SHOW = {
  ...TITLE,
  ...CREDIT,
  ...SUGGEST,
  id: 'id',
  typeId: 'type_id',
  year: 'year',
  popularity: 'popularity',
} as const;

/** Show index definition. */
export const showEntity: SearchEntityDefinition = {
  entity: 'show',
  version: 9,
  properties: {
    [SHOW.id]: long,
    ...titleMapping,
    ...creditMapping,
    [SHOW.typeId]: long,
    [SHOW.year]: integer,
    [SHOW.popularity]: float,
    ...suggestMapping,
  },
  text: titleText,
  build: (doc, ctx) => {
    const { main_artist_ids: _m, ...credits } = creditFieldValues(doc.artists ?? [], ctx.artists);
    const label = String(doc.name ?? '');
    const title = titleFieldValues(label);
    return {
      [SHOW.id]: doc.id,
      [SHOW.title]: label,
      ...title,
      ...credits,
      [SHOW.typeId]: doc.type?.id,
      [SHOW.year]: typeof doc.year === 'number' ? doc.year : undefined,
      [SHOW.popularity]: 0,
      ...suggestValues({
        label,
        subtitle: subtitleOf([doc.type?.name ?? 'show', creditLine(doc.artists), doc.year]),
        named: label,
        primary: [title.title_base],
        words: [...credits.artist_names, ...credits.artist_variants],
        prior: creditedPrior(credits.artist_ids, ctx.artistChart),
      }),
    };
  },
};
