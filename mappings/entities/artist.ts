/** The `artist` search entity: names (aliases, translated, name-order variants), type, country, ids. */
import type { SearchEntityDefinition } from '../entity';
import { NAME, artistNamesOf, nameFieldValues, nameMapping } from '../fields/name';
import { SUGGEST, popularityPrior, subtitleOf, suggestMapping, suggestValues } from '../fields/suggest';
import { EXTERNAL_ID_KEYS, externalIdMapping, externalIdValues, float, keyword, long } from '../fields/primitives';

/** Field names of the artist document beyond the name group. */
export const ARTIST = {
  ...NAME,
  ...SUGGEST,
  id: 'id',
  type: 'type',
  isni: 'isni',
  countryCode: 'country_code',
  popularity: 'popularity',
} as const;

const EXT_KEYS = EXTERNAL_ID_KEYS.filter((k) => k !== 'ext_lf');

/** Artist index definition. */
export const artistEntity: SearchEntityDefinition = {
  entity: 'artist',
  version: 9,
  properties: {
    [ARTIST.id]: long,
    ...nameMapping,
    [ARTIST.type]: keyword,
    [ARTIST.isni]: keyword,
    [ARTIST.countryCode]: keyword,
    [ARTIST.popularity]: float,
    ...externalIdMapping(EXT_KEYS),
    ...suggestMapping,
  },
  text: {
    folded: NAME.folded,
    variants: NAME.variants,
    compact: NAME.compact,
    latin: NAME.latin,
    phonetic: NAME.phonetic,
    ngram: NAME.ngram,
  },
  build: (doc, ctx) => {
    const names = nameFieldValues(artistNamesOf(doc));
    return {
      [ARTIST.id]: doc.id,
      [ARTIST.name]: String(doc.name ?? ''),
      ...names,
      [ARTIST.type]: doc.type ?? undefined,
      [ARTIST.isni]: doc.isni ?? undefined,
      [ARTIST.countryCode]: doc.country_code ?? undefined,
      [ARTIST.popularity]: ctx.popularity,
      ...externalIdValues(doc.externals, EXT_KEYS),
      ...suggestValues({
        label: String(doc.name ?? ''),
        subtitle: subtitleOf([doc.type, doc.country_code, doc.disambiguation]),
        named: String(doc.name ?? ''),
        primary: [names.name_folded, names.name_latin],
        words: names.name_variants,
        prior: popularityPrior(ctx.chart),
        // A name the source tells apart from same-named artists (Discogs' "(2)") does not name
        // one artist whole: without popularity of its own, it takes no exact tier.
        namesWhole: !doc.disambiguation || (ctx.popularity ?? 0) > 0,
      }),
    };
  },
};
