/**
 * Transliteration to Latin and script detection.
 *
 * `toLatin` romanises with any-ascii (https://anyascii.com, ISC licence): Hangul syllable by syllable
 * ("블랙핑크" → "beullaegpingkeu": per-syllable Revised Romanization, so it rarely equals the
 * English name "blackpink"), kana by Hepburn ("ボア" → "boa"),
 * Cyrillic, Greek, ... Japanese kanji are read as Chinese pinyin ("後藤真希" → "houtengzhenxi"),
 * so kanji names need their real readings/aliases from the data (DESIGN.md "Library notes").
 *
 * any-ascii 0.3 is published as an ES module only. Plain Node ≥ 20.19 and tsx can `require` it,
 * Jest 30 on Node < 24.9 cannot (and the shared jest config does not transform node_modules). So
 * the loader first tries `require('any-ascii')` and otherwise evaluates the package's own
 * code-point table (`block.js`, the same data) with the same 15-line lookup loop as
 * `any-ascii.js`; both paths give identical output.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { foldForMatch, isAscii } from './fold';

type AnyAscii = (s: string) => string;
let anyAsciiImpl: AnyAscii | undefined;

/** Loads any-ascii once (see module docstring for why there are two paths). */
function loadAnyAscii(): AnyAscii {
  if (anyAsciiImpl) return anyAsciiImpl;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require('any-ascii') as { default?: AnyAscii } | AnyAscii;
    const fn = typeof mod === 'function' ? mod : mod.default;
    if (typeof fn === 'function') return (anyAsciiImpl = fn);
  } catch {
    // ESM not loadable through require here (Jest): fall back to the table below.
  }
  const dir = dirname(require.resolve('any-ascii'));
  const source = readFileSync(join(dir, 'block.js'), 'utf8').replace(/^export default function block/m, 'return function block');
  // The file is a single pure `switch` over block numbers returning tab-separated strings.
  const block = new Function(source)() as (blockNum: number) => string;
  const blocks = new Map<number, string[]>();
  anyAsciiImpl = (input: string): string => {
    let result = '';
    for (const c of input) {
      const codePoint = c.codePointAt(0) ?? 0;
      if (codePoint <= 0x7f) {
        result += c;
        continue;
      }
      const blockNum = codePoint >>> 8;
      let b = blocks.get(blockNum);
      if (b === undefined) {
        b = (block(blockNum) ?? '').split('\t');
        blocks.set(blockNum, b);
      }
      const lo = codePoint & 0xff;
      if (b.length > lo) result += b[lo];
    }
    return result;
  };
  return anyAsciiImpl;
}

/** Raw any-ascii transliteration (case and punctuation kept), e.g. "방탄소년단" → "BangTanSoNyeonDan". */
export function anyAscii(input: string): string {
  // ASCII text is its own transliteration (and its own NFC form): any-ascii copies it unchanged.
  if (isAscii(input)) return input;
  return loadAnyAscii()(input.normalize('NFC'));
}

/**
 * Romanises then folds: `foldForMatch(anyAscii(s))`. Latin input gives the same as `foldForMatch`
 * ("Beyoncé" → "beyonce"). Never returns an empty string for input that folds to something
 * non-empty: if romanisation yields nothing (a character any-ascii has no reading for), the folded
 * original is returned, so e.g. a Hangul name can never vanish from an index.
 */
export function toLatin(input: string): string {
  // any-ascii marks Cyrillic soft/hard signs with an apostrophe ("Бьорк" → "B'ork"); inside a word
  // it is not a word break.
  const latin = foldForMatch(anyAscii(input).replace(/(?<=[A-Za-z])['’](?=[A-Za-z])/g, ''));
  return latin !== '' ? latin : foldForMatch(input);
}

/** Scripts reported by `scriptsOf`. "Kana" covers Hiragana and Katakana. */
export type Script =
  'Latin' | 'Hangul' | 'Kana' | 'Han' | 'Cyrillic' | 'Greek' | 'Arabic' | 'Hebrew' | 'Thai' | 'Devanagari' | 'Other';

const SCRIPT_TESTS: Array<[Script, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Han', /\p{Script=Han}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
];

/**
 * The scripts of the letters in `input`, in order of first appearance ("BoA (ボア)" →
 * ['Latin', 'Kana']). Digits, punctuation and symbols have no script here; the prolonged sound
 * mark "ー" counts as Kana. Letters of any other script give 'Other'. Empty for no letters.
 */
export function scriptsOf(input: string): Script[] {
  const found: Script[] = [];
  for (const ch of input.normalize('NFC')) {
    if (!/[\p{L}\u30fc]/u.test(ch)) continue;
    let script: Script = 'Other';
    if (ch === '\u30fc') script = 'Kana';
    else
      for (const [name, re] of SCRIPT_TESTS)
        if (re.test(ch)) {
          script = name;
          break;
        }
    if (!found.includes(script)) found.push(script);
  }
  return found;
}

/** ISO 15924 code of each script of {@link scriptsOf}, in the precedence of {@link mainScriptCode}. */
const ISO_15924: Array<[Script, string]> = [
  ['Hangul', 'Hang'],
  ['Kana', 'Jpan'],
  ['Han', 'Hani'],
  ['Cyrillic', 'Cyrl'],
  ['Greek', 'Grek'],
  ['Arabic', 'Arab'],
  ['Hebrew', 'Hebr'],
  ['Thai', 'Thai'],
  ['Devanagari', 'Deva'],
  ['Latin', 'Latn'],
];

/**
 * The ISO 15924 code of the script a name is written in, from the scripts of its letters
 * ({@link scriptsOf}): `Hang` when it has Hangul, `Jpan` when it has kana (with or without kanji),
 * `Hani` for Han only, else the first of Cyrl/Grek/Arab/Hebr/Thai/Deva/Latn found; `Zyyy`
 * (common) when it has no letters of those scripts. Codes: ISO 15924 / Unicode UAX #24.
 */
export function mainScriptCode(input: string): string {
  const scripts = scriptsOf(input);
  return ISO_15924.find(([script]) => scripts.includes(script))?.[1] ?? 'Zyyy';
}

/** True when `input` has letters and all of them are Latin (nothing to transliterate). */
export function isLatinOnly(input: string): boolean {
  const scripts = scriptsOf(input);
  return scripts.length === 1 && scripts[0] === 'Latin';
}
