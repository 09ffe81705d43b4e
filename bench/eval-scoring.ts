import { readFileSync } from 'node:fs';

/**
 * The scoring rule of shared/eval/README.md, shared by `eval:match` and `eval:search`: string
 * normalisation and "the expected artist is one of the hit's artists".
 */

/** The README's scoring normalisation: NFKD, no accents, casefold, no punctuation/symbols. */
export function norm(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const CREDIT_JOINS = / featuring | feat\. | ft\. | & | and | x | with |, /i;

/** True when `expected` equals (normalised) one of `artists` or one credit part of one of them. */
export function artistAmong(expected: string, artists: readonly string[]): boolean {
  const want = norm(expected);
  return artists.some((a) => norm(a) === want || a.split(CREDIT_JOINS).some((part) => norm(part) === want));
}

/**
 * Rows of a shared/eval TSV file (one header row, tab-separated, no quoting) as column → value
 * maps (missing cells are '').
 */
export function readTsv(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length);
  const header = lines.shift()?.split('\t') ?? [];
  return lines.map((l) => {
    const v = l.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, v[i] ?? '']));
  });
}
