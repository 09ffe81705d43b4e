/**
 * `npm run eval:search -- --file <tsv> [--url <base> --token <t>] [--misses]`
 *
 * Evaluates search as you type on a labelled file in the format of shared/eval/README.md
 * ("Search as you type"): each row is a query typed into the artist search (`artist_*` categories)
 * or the recording search (every other category). A row is right at 1 when the first hit has the
 * expected name (and, for recordings, the expected artist among its artists; README scoring rule),
 * right at 3 when such a hit is among the first three. Prints per category s_at_1, s_at_3 and the
 * latency p50/p99 of the API calls (sequential, one at a time), then the same for a baseline — the
 * engine's plain `multi_match` over the name fields (artist: `name_folded`, `name_variants`;
 * recording: `title_folded`, `artist_names`; the query folded as those fields are) — and the same
 * query through `GET /api/suggest` (README "Known-item search": right at k when one of the first k
 * suggestions has the expected type and name and, for a recording, the expected artist among the
 * credited artists of its subtitle). Then the count of answers other than 200/404
 * (`other_answers=…`, `eval-answers.ts`; such a row scores as "no hit", and the process exits
 * non-zero when there are any), `suggest: s_at_1=… s_at_3=… n=…`, and a last line exactly like
 * `search: s_at_1=0.912 s_at_3=0.981 p50_ms=7.1 p99_ms=18.0 n=1500`.
 *
 * Without --url it prepares the catalog (import + index when needed) and starts the API itself
 * on $PORT; the baseline always queries the configured Elasticsearch directly.
 */
import { performance } from 'node:perf_hooks';
import { Command } from 'commander';
import { config } from '@mc/config';
import { ARTIST, RECORDING } from '@mc/mappings';
import { foldForMatch } from '@mc/text-analysis';
import { aliasName } from '@mc/search';
import { closeDeps, createDeps } from '@mc/api';
import { prepareCatalog } from '@mc/cli';
import { startBenchTarget } from './bench-harness';
import { OtherAnswers } from './eval-answers';
import { LABEL_COLUMNS, type TsvRow, artistAmong, artistNameRight, norm, readTsv } from './eval-scoring';

/** The columns of a search eval file (shared/eval/README.md), by row field. */
const COLUMNS = { ...LABEL_COLUMNS, query: 'query', expectedName: 'expected_name' } as const;
type Row = TsvRow<typeof COLUMNS>;

/** One hit as the scoring rule reads it: its name (or title), its artists' names, its type (suggest hits). */
interface Hit {
  name: string;
  artists: string[];
  type?: string;
}

type Entity = 'artist' | 'recording';
const entityOf = (row: Row): Entity => (row.category.startsWith('artist') ? 'artist' : 'recording');

function isRight(row: Row, hit: Hit | undefined): boolean {
  if (!hit || (hit.type !== undefined && hit.type !== entityOf(row))) return false;
  if (entityOf(row) === 'artist') return artistNameRight(row.expectedName, hit.name);
  return norm(hit.name) === norm(row.expectedName) && artistAmong(row.expectedArtist, hit.artists);
}

function hitOf(doc: Record<string, unknown>): Hit {
  return {
    name: String(doc.name ?? doc.title ?? ''),
    artists: ((doc.artists ?? []) as { name?: string }[]).map((a) => a.name ?? ''),
  };
}

/**
 * A suggestion as the scoring rule reads it: a recording's subtitle is "credited artists · year",
 * the artists ", "-joined; every run of consecutive names is a candidate artist, so a name with a
 * comma ("Earth, Wind & Fire") is read whole.
 */
function suggestHitOf(s: { type: string; name: string; subtitle: string }): Hit {
  const parts = s.subtitle.split(' · ');
  if (parts.length > 1 && /^\d{4}$/.test(parts[parts.length - 1]!)) parts.pop();
  const names = parts.join(' · ').split(', ');
  const artists = names.flatMap((_, i) => names.slice(i).map((__, k) => names.slice(i, i + k + 1).join(', ')));
  return { type: s.type, name: s.name, artists: s.type === 'recording' ? artists : [] };
}

const quantile = (xs: number[], q: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/** Prints the per-category table of one system; @returns overall s@1, s@3, p50, p99. */
function report(label: string, rows: Row[], hits: Hit[][], ms: number[] | undefined, misses: boolean) {
  const cats = [...new Set(rows.map((r) => r.category))].sort();
  const figures = (idx: number[]) => {
    const at1 = idx.filter((i) => isRight(rows[i]!, hits[i]![0])).length / idx.length;
    const at3 = idx.filter((i) => hits[i]!.slice(0, 3).some((h) => isRight(rows[i]!, h))).length / idx.length;
    const lat = ms ? idx.map((i) => ms[i]!) : [];
    return { at1, at3, p50: quantile(lat, 0.5), p99: quantile(lat, 0.99) };
  };
  console.log(`\n${label}`);
  console.log(`  ${'category'.padEnd(24)} ${'n'.padStart(4)}  s_at_1  s_at_3${ms ? '  p50_ms  p99_ms' : ''}`);
  for (const c of cats) {
    const idx = rows.flatMap((r, i) => (r.category === c ? [i] : []));
    const f = figures(idx);
    const lat = ms ? `  ${f.p50.toFixed(1).padStart(6)}  ${f.p99.toFixed(1).padStart(6)}` : '';
    console.log(`  ${c.padEnd(24)} ${String(idx.length).padStart(4)}  ${f.at1.toFixed(3)}   ${f.at3.toFixed(3)}${lat}`);
  }
  if (misses)
    rows.forEach((r, i) => {
      if (!isRight(r, hits[i]![0]))
        console.log(
          `  MISS ${r.id} [${r.category}] ${r.query} → ${hits[i]!.slice(0, 3)
            .map((h) => `${h.name}${h.artists.length ? ` (${h.artists.join(', ')})` : ''}`)
            .join(' | ')} (want ${r.expectedName}${r.expectedArtist ? ` / ${r.expectedArtist}` : ''})`,
        );
    });
  return figures(rows.map((_, i) => i));
}

/** Hits of the plain multi_match baseline, hydrated from the store. */
async function baselineHits(deps: ReturnType<typeof createDeps>, rows: Row[]): Promise<Hit[][]> {
  const fields: Record<Entity, string[]> = {
    artist: [ARTIST.folded, ARTIST.variants],
    recording: [RECORDING.folded, RECORDING.names],
  };
  const ids: { entity: Entity; ids: number[] }[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const res = await deps.es.msearch({
      searches: chunk.flatMap((r) => [
        { index: aliasName(deps.config.ES_INDEX_PREFIX, entityOf(r)) },
        { size: 3, _source: false, query: { multi_match: { query: foldForMatch(r.query), fields: fields[entityOf(r)] } } },
      ]),
    });
    res.responses.forEach((x, j) =>
      ids.push({ entity: entityOf(chunk[j]!), ids: 'hits' in x ? x.hits.hits.map((h) => Number(h._id)) : [] }),
    );
  }
  const docs = new Map<string, Hit>();
  for (const entity of ['artist', 'recording'] as const) {
    const all = [...new Set(ids.filter((x) => x.entity === entity).flatMap((x) => x.ids))];
    for (const d of await deps.catalog.getMany(entity, all)) docs.set(`${entity}:${d.id}`, hitOf(d));
  }
  return ids.map((x) => x.ids.map((id) => docs.get(`${x.entity}:${id}`)).filter((h): h is Hit => !!h));
}

async function main(): Promise<void> {
  const opts = new Command()
    .requiredOption('--file <tsv>', 'labelled file (shared/eval search format)')
    .option('--url <base>', 'base URL of a running API (default: start one on $PORT)')
    .option('--token <token>', 'bearer token for --url')
    .option('--misses', 'print every row not right at 1', false)
    .parse(process.argv)
    .opts<{ file: string; url?: string; token?: string; misses: boolean }>();
  const rows = readTsv(opts.file, COLUMNS);
  const cfg = { ...config(), LOG_LEVEL: 'silent' as const };
  if (!opts.url) await prepareCatalog(cfg);
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    port: Number(process.env.PORT) || 18_091,
    accountName: 'eval-search',
  });
  const deps = createDeps(cfg);
  const other = new OtherAnswers();
  const get = async (path: string): Promise<{ status: number; body: { hits?: Record<string, unknown>[] } }> => {
    const res = await fetch(`${target.url}${path}`, { headers: { authorization: `Bearer ${target.token}` } });
    other.status(res.status);
    return { status: res.status, body: (await res.json().catch(() => ({}))) as { hits?: Record<string, unknown>[] } };
  };
  try {
    const hits: Hit[][] = [];
    const suggested: Hit[][] = [];
    const ms: number[] = [];
    for (const r of rows) {
      const t0 = performance.now();
      const res = await get(`/api/${entityOf(r)}?query=${encodeURIComponent(r.query)}`);
      ms.push(performance.now() - t0);
      hits.push(res.status === 200 ? (res.body.hits ?? []).slice(0, 3).map(hitOf) : []);
    }
    for (const r of rows) {
      const res = await get(`/api/suggest?query=${encodeURIComponent(r.query)}&limit=10`);
      const top = res.status === 200 ? (res.body.hits ?? []).slice(0, 3) : [];
      suggested.push(top.map((h) => suggestHitOf(h as { type: string; name: string; subtitle: string })));
    }
    const base = report(
      'baseline: plain multi_match over the name fields',
      rows,
      await baselineHits(deps, rows),
      undefined,
      false,
    );
    const ours = report('ours: GET /api/artist|recording?query=', rows, hits, ms, opts.misses);
    const sug = report(
      'ours: GET /api/suggest?query= (type, name and artist of the suggestion)',
      rows,
      suggested,
      undefined,
      opts.misses,
    );
    console.log(`\nbaseline multi_match: s_at_1=${base.at1.toFixed(3)} s_at_3=${base.at3.toFixed(3)} n=${rows.length}`);
    other.report();
    console.log(`suggest: s_at_1=${sug.at1.toFixed(3)} s_at_3=${sug.at3.toFixed(3)} n=${rows.length}`);
    console.log(
      `search: s_at_1=${ours.at1.toFixed(3)} s_at_3=${ours.at3.toFixed(3)} p50_ms=${ours.p50.toFixed(1)} p99_ms=${ours.p99.toFixed(1)} n=${rows.length}`,
    );
  } finally {
    await closeDeps(deps);
    await target.close();
  }
}

void main();
