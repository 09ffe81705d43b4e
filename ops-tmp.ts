import { readFileSync } from 'node:fs';
import { buildSuggestSearches, createSearchClient } from '@mc/search';
async function main() {
  const es = createSearchClient(process.env.ES_URL!);
  const qs = readFileSync('/tmp/ops-suggest-ids', 'utf8').trim().split('\n').slice(0, 400);
  const byLen = new Map<number, number[]>();
  const perIndex = new Map<number, number[][]>();
  for (const q of qs) {
    const s = buildSuggestSearches('ops', q, 10, false);
    if (!s.length) continue;
    const r = await es.msearch({ searches: s });
    const L = Math.min([...q].length, 8);
    byLen.set(L, [...(byLen.get(L) ?? []), r.took]);
    perIndex.set(L, [...(perIndex.get(L) ?? []), (r.responses as any[]).map((x) => x.took)]);
  }
  for (const [L, ts] of [...byLen].sort((a, b) => a[0] - b[0])) {
    const s = [...ts].sort((a, b) => a - b);
    const idx = perIndex.get(L)!;
    const meanIdx = [0, 1, 2, 3, 4].map((i) => (idx.reduce((a, x) => a + (x[i] ?? 0), 0) / idx.length).toFixed(1));
    console.log(`len ${L}: n=${s.length} took p50=${s[Math.floor(s.length / 2)]} p90=${s[Math.floor(s.length * 0.9)]} mean per index (artist,album,release,recording,show)=${meanIdx.join(',')}`);
  }
}
main();
