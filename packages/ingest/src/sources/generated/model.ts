/**
 * The catalog generator's model: distributions measured on the real catalog (every source but the
 * generator's own: the shipped sample catalog and, when imported, the Genius layer), kept as
 * samples so that drawing uniformly from them reproduces the real frequencies (a title that occurs
 * 40 times is drawn 40 times as often: "Hold On", "Stay").
 *
 * - titles: the real titles themselves, their first words, word-bigram successors (a first-order
 *   Markov chain over words, end marked by ''), their word counts;
 * - person names: first and last words of two-word real artist names (not "The …", not typed
 *   as anything but `Person`);
 * - band words: words of the other real artist names; the share of names starting with "The ";
 * - non-Latin names: real names with letters outside Latin (Hangul, Kana, Han, Cyrillic…);
 * - rates: featuring (recordings with more than one credit), alias (artists with aliases),
 *   non-Latin names, two-word person names;
 * - durations and years of real recordings.
 * Pure; memory is a few strings per real recording and artist.
 */
import { isLatinOnly, scriptsOf } from '@mc/text-analysis';
import type { ArtistSample, RecordingSample } from '@mc/store';

/** What {@link buildGeneratorModel} measured (see module doc). */
export interface GeneratorModel {
  titles: string[];
  titleStarts: string[];
  /** Lower-cased word → successor words as written ('' = end of title). */
  nextWords: Map<string, string[]>;
  titleLengths: number[];
  firstNames: string[];
  lastNames: string[];
  bandWords: string[];
  latinNames: string[];
  nonLatinNames: string[];
  durations: string[];
  years: number[];
  rates: { featuring: number; alias: number; nonLatin: number; person: number; theBand: number };
}

const words = (s: string) => s.split(/\s+/u).filter(Boolean);
const NAME_WORD = /^\p{Lu}[\p{L}'.-]+$/u;

function titleChain(titles: string[]): Pick<GeneratorModel, 'titleStarts' | 'nextWords' | 'titleLengths'> {
  const titleStarts: string[] = [];
  const nextWords = new Map<string, string[]>();
  const titleLengths: number[] = [];
  for (const t of titles) {
    const ws = words(t);
    if (!ws.length) continue;
    titleStarts.push(ws[0]!);
    titleLengths.push(ws.length);
    ws.forEach((w, i) => {
      const k = w.toLowerCase();
      let next = nextWords.get(k);
      if (!next) nextWords.set(k, (next = []));
      next.push(ws[i + 1] ?? '');
    });
  }
  return { titleStarts, nextWords, titleLengths };
}

/**
 * Measures the model on real samples. @throws Error when there are no real recordings or artists
 * (import the sample catalog first).
 */
export function buildGeneratorModel(recordings: RecordingSample[], artists: ArtistSample[]): GeneratorModel {
  if (!recordings.length || !artists.length)
    throw new Error('no real recordings or artists to learn from: import the catalog first');
  const titles = recordings.map((r) => r.title.trim()).filter(Boolean);
  const firstNames: string[] = [];
  const lastNames: string[] = [];
  const bandWords: string[] = [];
  const latinNames: string[] = [];
  const nonLatinNames: string[] = [];
  let theBand = 0;
  for (const a of artists) {
    const name = a.name.trim();
    if (!name) continue;
    if (scriptsOf(name).length && !isLatinOnly(name)) {
      nonLatinNames.push(name);
      continue;
    }
    latinNames.push(name);
    const ws = words(name);
    if (/^the\s/iu.test(name)) theBand++;
    const person = a.type === null || a.type === 'Person';
    if (person && ws.length === 2 && !/^the$/iu.test(ws[0]!) && ws.every((w) => NAME_WORD.test(w))) {
      firstNames.push(ws[0]!);
      lastNames.push(ws[1]!);
    } else {
      bandWords.push(...ws.filter((w) => NAME_WORD.test(w) && !/^the$/iu.test(w)));
    }
  }
  return {
    titles,
    ...titleChain(titles),
    firstNames,
    lastNames,
    bandWords,
    latinNames,
    nonLatinNames,
    durations: recordings.flatMap((r) => (r.duration ? [r.duration] : [])),
    years: recordings.flatMap((r) => (r.year ? [r.year] : [])),
    rates: {
      featuring: recordings.filter((r) => r.credits.length > 1).length / recordings.length,
      alias: artists.filter((a) => a.aliases.length > 0).length / artists.length,
      nonLatin: nonLatinNames.length / artists.length,
      person: firstNames.length / Math.max(latinNames.length, 1),
      theBand: theBand / Math.max(latinNames.length, 1),
    },
  };
}
