/** The `show` search entity: searchable by its name (title fields); credits, type, year. */
import type { SearchEntityDefinition } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import { float, integer, long } from '../fields/primitives';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the show document. */
export const SHOW = { ...TITLE, ...CREDIT, id: 'id', typeId: 'type_id', year: 'year', popularity: 'popularity' } as const;

/** Show index definition. */
export const showEntity: SearchEntityDefinition = {
  entity: 'show',
  version: 1,
  properties: {
    [SHOW.id]: long,
    ...titleMapping,
    ...creditMapping,
    [SHOW.typeId]: long,
    [SHOW.year]: integer,
    [SHOW.popularity]: float,
  },
  text: titleText,
  build: (doc, ctx) => {
    const { main_artist_ids: _m, ...credits } = creditFieldValues(doc.artists ?? [], ctx.artists);
    return {
      [SHOW.id]: doc.id,
      ...titleFieldValues(String(doc.name ?? '')),
      ...credits,
      [SHOW.typeId]: doc.type?.id,
      [SHOW.year]: typeof doc.year === 'number' ? doc.year : undefined,
      [SHOW.popularity]: 0,
    };
  },
};
