/**
 * Token and character ratios of the fuzzywuzzy/RapidFuzz family (re-exported by `similarity.ts`):
 * - `indelRatio`: 1 − (|a| + |b| − 2·LCS)/(|a| + |b|), the normalised InDel similarity of
 *   RapidFuzz `fuzz.ratio` (= python-Levenshtein `ratio`, used by fuzzywuzzy);
 * - `tokenSetRatio`: fuzzywuzzy/RapidFuzz `token_set_ratio` scaled to 0..1.
 */
import { foldForMatch } from './fold';

/** Length of the longest common subsequence (O(|a|·|b|) time, O(|b|) memory). */
function lcsLength(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(up, prev[j - 1] ?? 0);
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

/** Normalised InDel similarity 2·LCS/(|a| + |b|) (RapidFuzz `fuzz.ratio` / 100); empty pair 1. */
export function indelRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  return (2 * lcsLength(a, b)) / total;
}

/** Distinct folded tokens, sorted. */
function tokenSet(s: string): string[] {
  return [
    ...new Set(
      foldForMatch(s)
        .split(' ')
        .filter((t) => t !== ''),
    ),
  ].sort();
}

/**
 * Token set ratio (fuzzywuzzy `token_set_ratio`, RapidFuzz `fuzz.token_set_ratio`, /100):
 * with I = sorted common tokens, A = I + sorted tokens only in a, B = I + sorted tokens only in b
 * (each joined by spaces), the maximum of indelRatio(I, A), indelRatio(I, B), indelRatio(A, B);
 * 1 when one token set contains the other and they share a token ("Simon & Garfunkel" vs
 * "garfunkel simon" → 1). 0 when either side has no tokens.
 */
export function tokenSetRatio(a: string, b: string): number {
  const ta = tokenSet(a);
  const tb = tokenSet(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  const setB = new Set(tb);
  const inter = ta.filter((t) => setB.has(t));
  const onlyA = ta.filter((t) => !setB.has(t));
  const setA = new Set(ta);
  const onlyB = tb.filter((t) => !setA.has(t));
  if (inter.length > 0 && (onlyA.length === 0 || onlyB.length === 0)) return 1;
  const i = inter.join(' ');
  const sa = [i, onlyA.join(' ')].filter((x) => x !== '').join(' ');
  const sb = [i, onlyB.join(' ')].filter((x) => x !== '').join(' ');
  return Math.max(i === '' ? 0 : indelRatio(i, sa), i === '' ? 0 : indelRatio(i, sb), indelRatio(sa, sb));
}
