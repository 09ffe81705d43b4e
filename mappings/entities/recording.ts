/**
 * The `recording` search entity: title, alternative titles, credits (with the credited artists'
 * aliases and translated names), performer string, ISRCs, year, duration, ids. This index serves
 * both the recording search and the artist-title matcher (`packages/search/src/artist-title-query.ts`).
 */
import { foldForMatch } from '@mc/matching';
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
import { TITLE, titleFieldValues, titleMapping, titleText } from '../fields/title';

/** Field names of the recording document. */
export const RECORDING = {
  ...TITLE,
  ...CREDIT,
  id: 'id',
  altTitles: 'alt_titles',
  performer: 'performer',
  isrc: 'isrc',
  year: 'year',
  durationS: 'duration_s',
  popularity: 'popularity',
} as const;

const EXT_KEYS = ['ext_mb', 'ext_lf', ...EXT_S_KEYS] as const;

/** `HH:MM:SS` → seconds, or undefined. */
export function durationSeconds(d: unknown): number | undefined {
  if (typeof d !== 'string') return undefined;
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(d);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
}

/** Recording index definition. */
export const recordingEntity: SearchEntityDefinition = {
  entity: 'recording',
  version: 1,
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
  },
  text: titleText,
  build: (doc, ctx) => ({
    [RECORDING.id]: doc.id,
    ...titleFieldValues(String(doc.title ?? '')),
    [RECORDING.altTitles]: uniq(((doc.alt_titles ?? []) as string[]).map(foldForMatch)),
    ...creditFieldValues(doc.artists ?? [], ctx.artists),
    [RECORDING.performer]: doc.performer ? foldForMatch(String(doc.performer)) : undefined,
    [RECORDING.isrc]: uniq([doc.isrc, ...((doc.related_isrcs ?? []) as string[])]),
    [RECORDING.year]: typeof doc.year === 'number' ? doc.year : undefined,
    [RECORDING.durationS]: durationSeconds(doc.duration),
    [RECORDING.popularity]: ctx.popularity,
    ...externalIdValues(doc.externals, EXT_KEYS),
  }),
};
