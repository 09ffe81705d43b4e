/**
 * Names, keys and refs of the Billboard source (`billboard.ts`): the Hot 100 chart, its weekly
 * chart dates, recordings keyed by (performer string, song) and artists by name as printed.
 */
import { ref, SHIPPED_SOURCES } from '@mc/catalog';

/** Source name of this importer. */
export const BILLBOARD_SOURCE = SHIPPED_SOURCES.billboard;
/** Dataset folder under `data/`. */
export const BILLBOARD_DATASET = 'billboard_hot100_weekly';
/** Source key of the Hot 100 chart entity. */
export const HOT_100_KEY = 'hot-100';
/** The Hot 100 chart document (the contract's `Chart`) without `id`. */
export const HOT_100_CHART = {
  name: 'Billboard Hot 100',
  area: 'United States',
  source: 'Billboard',
  official: true,
  country_code: 'US',
} as const;
/** Places on the Hot 100. */
export const HOT_100_SIZE = 100;

/** The chart ref. */
export const hot100Ref = (): number => ref('chart', BILLBOARD_SOURCE, HOT_100_KEY);
/** The ref of one week's chart date. */
export const chartDateRef = (date: string): number => ref('chart_date', BILLBOARD_SOURCE, `${HOT_100_KEY}/${date}`);
/** Source key of a recording: the performer string and the song title joined by U+0001. */
export const billboardRecordingKey = (performer: string, song: string): string => `${performer}\u0001${song}`;
/** The ref of a recording by its source key. */
export const billboardRecordingRef = (key: string): number => ref('recording', BILLBOARD_SOURCE, key);
/** The ref of an artist by its name as printed. */
export const billboardArtistRef = (name: string): number => ref('artist', BILLBOARD_SOURCE, name);
