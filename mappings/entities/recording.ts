/**
 * The `recording` search entity: title, alternative titles, credits (with the credited artists'
 * aliases and translated names), performer string, ISRCs, year, duration, ids. This index serves
 * both the recording search and the artist-title matcher (`packages/search/src/artist-title-query.ts`).
 */
import { durationSeconds } from '@mc/catalog';
import { foldForMatch, foldWithoutApostrophes } from '@mc/text-analysis';
import { type SearchEntityDefinition } from '../entity';
import { CREDIT, creditFieldValues, creditMapping } from '../fields/credit';
import {
  EXT_S_KEYS,
  externalIdMapping,
  externalIdValues,
  float,
  integer,
  keyword,
  long,
  tokensExact,
  uniq,
} from '../fields/primitives';
import { SUGGEST, creditLine, popularityPrior, subtitleOf, suggestMapping, suggestValues } from '../fields/suggest';
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the recording document. */
export const RECORDING = {
  ...TITLE,
  ...CREDIT,
  ...SUGGEST,
  id: 'id',
  altTitles: 'alt_titles',
  performer: 'performer',
  isrc: 'isrc',
  year: 'year',
  durationS: 'duration_s',
  popularity: 'popularity',
} as const;

const EXT_KEYS = ['ext_mb', 'ext_lf', ...EXT_S_KEYS] as const;

/** Recording index definition. */
export const recordingEntity: SearchEntityDefinition = {
  entity: 'recording',
  version: 10,
  properties: {
    [RECORDING.id]: long,
    ...titleMapping,
    [RECORDING.altTitles]: tokensExact,
    ...creditMapping,
    [RECORDING.mainIds]: long,
    [RECORDING.performer]: tokensExact,
    [RECORDING.isrc]: keyword,
    [RECORDING.year]: integer,
    [RECORDING.durationS]: integer,
    [RECORDING.popularity]: float,
    ...externalIdMapping(EXT_KEYS),
    ...suggestMapping,
  },
  text: titleText,
  build: (doc, ctx) => {
    const title = titleFieldValues(String(doc.title ?? ''));
    const altTitles = uniq(((doc.alt_titles ?? []) as string[]).map(foldWithoutApostrophes));
    const credits = creditFieldValues(doc.artists ?? [], ctx.artists);
    return {
      [RECORDING.id]: doc.id,
      [RECORDING.title]: String(doc.title ?? ''),
      ...title,
      [RECORDING.altTitles]: altTitles,
      ...credits,
      [RECORDING.performer]: doc.performer ? foldForMatch(String(doc.performer)) : undefined,
      [RECORDING.isrc]: uniq([doc.isrc, ...((doc.related_isrcs ?? []) as string[])]),
      [RECORDING.year]: typeof doc.year === 'number' ? doc.year : undefined,
      [RECORDING.durationS]: durationSeconds(doc.duration),
      [RECORDING.popularity]: ctx.popularity,
      ...externalIdValues(doc.externals, EXT_KEYS),
      ...suggestValues({
        label: String(doc.title ?? ''),
        subtitle: subtitleOf([creditLine(doc.artists), doc.year ?? ctx.chart?.peakYear]),
        named: String(doc.title ?? ''),
        namedWith: [
          ...((doc.artists ?? []) as { name?: string }[]).flatMap((a) => (a.name ? [a.name] : [])),
          ...(doc.performer ? [String(doc.performer)] : []),
        ],
        primary: [title.title_base],
        words: [
          ...altTitles,
          ...credits.artist_names,
          ...credits.artist_variants,
          ...(doc.performer ? [foldForMatch(String(doc.performer))] : []),
        ],
        prior: popularityPrior(ctx.chart),
      }),
    };
  },
};
