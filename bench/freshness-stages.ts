/**
 * Where a change's time goes, from the processes' own metrics (Prometheus text, scraped before and
 * after a phase): the API's change-set stages (`mc_change_set_stage_seconds_total{stage, clock}`,
 * wall and the API's CPU, and `mc_change_set_lines_total`; `@mc/catalog-file` stage-clock.ts) and
 * the live indexer's (`mc_live_index_stage_seconds_sum{stage}`: credits, build, bulk, refresh), in
 * milliseconds per changed entity, and the search documents it wrote per changed entity
 * (`mc_live_index_documents_total{op}`: an artist's rename re-indexes every document crediting it). A build without those metrics prints `n/a`.
 */

/** Metric series (`name{labels}`) → value. */
export type Scrape = Map<string, number>;

/** The series of a Prometheus text endpoint (an empty map when it does not answer). */
export async function scrape(url: string | undefined): Promise<Scrape> {
  const out: Scrape = new Map();
  if (!url) return out;
  try {
    const text = await (await fetch(url)).text();
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const cut = line.lastIndexOf(' ');
      out.set(line.slice(0, cut), Number(line.slice(cut + 1)));
    }
  } catch {
    /* not answering: nothing to report */
  }
  return out;
}

/** `after - before` per series. */
export function scrapeDelta(before: Scrape, after: Scrape): Scrape {
  return new Map([...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)]));
}

/** Values of series of `name` by the value of label `label` (`stage="bulk"` → `bulk`). */
function byLabel(s: Scrape, name: string, label: string, where = ''): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, v] of s) {
    if (!k.startsWith(`${name}{`) || (where && !k.includes(where))) continue;
    const m = new RegExp(`${label}="([^"]*)"`).exec(k);
    if (m) out.set(m[1]!, (out.get(m[1]!) ?? 0) + v);
  }
  return out;
}

const ms = (s: number, n: number) => ((s * 1000) / Math.max(n, 1)).toFixed(2);

/**
 * Lines describing a phase's stages per changed entity (`changes` of them): the API's change-set
 * stages (wall / API CPU) and the live indexer's (wall).
 */
export function formatStages(api: Scrape, worker: Scrape, changes: number): string[] {
  const wall = byLabel(api, 'mc_change_set_stage_seconds_total', 'stage', 'clock="wall"');
  const cpu = byLabel(api, 'mc_change_set_stage_seconds_total', 'stage', 'clock="cpu"');
  const live = byLabel(worker, 'mc_live_index_stage_seconds_sum', 'stage');
  const lines = api.get('mc_change_set_lines_total') ?? 0;
  const write = wall.size
    ? [...wall].map(([stage, s]) => `${stage} ${ms(s, changes)} / ${ms(cpu.get(stage) ?? 0, changes)}`).join(', ')
    : 'n/a';
  const docs = byLabel(worker, 'mc_live_index_documents_total', 'op');
  const perChange = [...docs].map(([op, n]) => `${op} ${(n / Math.max(changes, 1)).toFixed(2)}`).join(', ');
  const index = live.size ? [...live].map(([stage, s]) => `${stage} ${ms(s, changes)}`).join(', ') : 'n/a';
  return [
    `stages per changed entity, ms (wall / API CPU; ${lines} lines read): ${write}`,
    `live index per changed entity, ms wall: ${index}; search documents written per changed entity: ${perChange || 'n/a'}`,
  ];
}
