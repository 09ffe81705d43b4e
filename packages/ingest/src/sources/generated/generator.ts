/**
 * The catalog generator: deterministic artists and recordings in the catalog-file line shape
 * (`catalog-file-lines.ts`), drawn from a {@link GeneratorModel}. Item i of a stream depends only on
 * (seed, i), so any prefix is reproducible and nothing is kept in memory while streaming.
 *
 * **Artists** (key `a<i>`): a non-Latin name at the real rate (two real non-Latin names spliced,
 * with its romanisation as alias); else a near-identical variant of a real name (rate
 * {@link NEAR_NAME_RATE}: a letter dropped or doubled, "The " added or removed, "&" ↔ "and");
 * else a person (real first name + real last name) at the real rate; else a band ("The " + word
 * at the real rate, or two band words). Latin names get an alias at the real alias rate (initial of
 * the first word, or without "The ").
 * **Recordings** (key `r<j>`): the main artist drawn with a skew (artist ⌊A·u²⌋: a few artists
 * have many songs, as in real catalogs); a featured artist at the real featuring rate; a real
 * title reused verbatim at {@link REAL_TITLE_RATE} (drawn by frequency: many songs called "Hold
 * On"; by another artist this is a cover), else a word-bigram chain of the real length
 * distribution; duration and year drawn from real ones.
 */
import { anyAscii } from '@mc/text-analysis';
import type { JsonObject } from '@mc/catalog';
import type { GeneratorModel } from './model';
import { itemPrng } from './random';

/** Share of generated artist names that are one-edit variants of a real name. */
export const NEAR_NAME_RATE = 0.08;
/** Share of generated recordings titled exactly like a real recording (covers, common titles). */
export const REAL_TITLE_RATE = 0.35;
/** Generated artists per generated recording. */
export const ARTISTS_PER_RECORDING = 0.2;

const ARTIST_STREAM = 1;
const RECORDING_STREAM = 2;

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

function nearVariant(r: () => number, name: string): string {
  const u = r();
  if (u < 0.25) return /^the\s/iu.test(name) ? name.replace(/^the\s+/iu, '') : `The ${name}`;
  if (u < 0.4 && /\s(&|and)\s/iu.test(name)) return name.replace(/\s(&|and)\s/iu, (m) => (m.includes('&') ? ' and ' : ' & '));
  const at = 1 + Math.floor(r() * Math.max(name.length - 1, 1));
  return u < 0.7 ? name.slice(0, at) + name.slice(at + 1) || name : name.slice(0, at) + name[at - 1] + name.slice(at);
}

function splice(a: string, b: string): string {
  const left = [...a].slice(0, Math.max(1, Math.ceil([...a].length / 2)));
  const right = [...b].slice(Math.floor([...b].length / 2));
  return (left.join('') + right.join('')).trim() || a;
}

/** Name and aliases of generated artist `i` under `seed`. */
export function generatedArtist(model: GeneratorModel, seed: number, i: number): { name: string; aliases: string[] } {
  const r = itemPrng(seed, ARTIST_STREAM, i);
  const u = r();
  const { rates } = model;
  if (u < rates.nonLatin && model.nonLatinNames.length) {
    const name = splice(pick(r, model.nonLatinNames), pick(r, model.nonLatinNames));
    const latin = anyAscii(name).trim();
    return { name, aliases: latin && latin !== name ? [latin] : [] };
  }
  let name: string;
  if (u < rates.nonLatin + NEAR_NAME_RATE) name = nearVariant(r, pick(r, model.latinNames));
  else if (r() < rates.person && model.firstNames.length) name = `${pick(r, model.firstNames)} ${pick(r, model.lastNames)}`;
  else if (r() < rates.theBand * 2) name = `The ${pick(r, model.bandWords)}`;
  else name = `${pick(r, model.bandWords)} ${pick(r, model.bandWords)}`;
  const aliases: string[] = [];
  if (r() < rates.alias) {
    const stripped = name.replace(/^the\s+/iu, '');
    const ws = name.split(' ');
    aliases.push(stripped !== name ? stripped : ws.length > 1 ? `${ws[0]![0]}. ${ws.slice(1).join(' ')}` : name.toUpperCase());
  }
  return { name, aliases: aliases.filter((a) => a && a !== name) };
}

function chainTitle(r: () => number, model: GeneratorModel): string {
  const length = pick(r, model.titleLengths);
  const out = [pick(r, model.titleStarts)];
  while (out.length < length) {
    const next = pick(r, model.nextWords.get(out[out.length - 1]!.toLowerCase()) ?? ['']);
    if (!next) break;
    out.push(next);
  }
  // A real title never ends on a joiner ("Song - Remastered" cut to "Song -", "Rock &").
  while (out.length > 1 && !/[\p{L}\p{N}]/u.test(out[out.length - 1]!)) out.pop();
  return out.join(' ');
}

/** The catalog-file line of generated artist `i`. */
export function artistLine(model: GeneratorModel, seed: number, i: number): JsonObject {
  const a = generatedArtist(model, seed, i);
  const line: JsonObject = { kind: 'artist', key: `a${i}`, name: a.name };
  if (a.aliases.length) line.aliases = a.aliases;
  return line;
}

/** The catalog-file line of generated recording `j` among `artistCount` generated artists. */
export function recordingLine(model: GeneratorModel, seed: number, j: number, artistCount: number): JsonObject {
  const r = itemPrng(seed, RECORDING_STREAM, j);
  const main = Math.floor(artistCount * r() ** 2);
  const credits = [{ key: `a${main}`, name: generatedArtist(model, seed, main).name, link: 'Main' }];
  if (r() < model.rates.featuring) {
    const feat = Math.floor(artistCount * r());
    if (feat !== main) credits.push({ key: `a${feat}`, name: generatedArtist(model, seed, feat).name, link: 'Feat' });
  }
  const title = r() < REAL_TITLE_RATE ? pick(r, model.titles) : chainTitle(r, model);
  const line: JsonObject = { kind: 'recording', key: `r${j}`, title, artists: credits };
  if (model.durations.length) line.duration = pick(r, model.durations);
  if (model.years.length) line.year = pick(r, model.years);
  return line;
}

/**
 * Every line of a generated layer of `recordings` recordings: the artists first
 * (⌈recordings · {@link ARTISTS_PER_RECORDING}⌉ of them), then the recordings.
 */
export function* generatedLines(model: GeneratorModel, seed: number, recordings: number): Generator<JsonObject> {
  const artists = Math.max(1, Math.ceil(recordings * ARTISTS_PER_RECORDING));
  for (let i = 0; i < artists; i++) yield artistLine(model, seed, i);
  for (let j = 0; j < recordings; j++) yield recordingLine(model, seed, j, artists);
}

/** Number of lines {@link generatedLines} yields for `recordings`. */
export const generatedLineCount = (recordings: number) => Math.max(1, Math.ceil(recordings * ARTISTS_PER_RECORDING)) + recordings;
