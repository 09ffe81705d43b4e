/**
 * `npm run eval:identity -- [--joined <tsv>] [--pairs <tsv>] [--url <base> --token <t>] [--misses]`
 *
 * Scores artist identity through the running API on the two labelled files of the evaluation
 * README (format and scoring rules there: "Joined names dev set", "Artist pairs dev set"):
 *
 * - **Joined names**: an `act` row is right when `GET /api/artist?query=NAME` serves an artist whose
 *   folded name is the folded name; a `credit` row when no served artist carries the joined name
 *   (as its name or an alias) and `GET /api/artist-title?name=NAME&title=A_TITLE` answers a
 *   recording whose artists include every labelled part (folded, a leading "The" ignored).
 * - **Artist pairs**: each side resolves to the id of the top hit's artist of
 *   `GET /api/artist-title?name=NAME&title=TITLE` whose folded name or an alias equals the side's
 *   name (leading "the" ignored), when the hit's folded title is the side's; a `same` row is right
 *   when both sides resolve to one id, a `different` row when to two; a side not found is wrong.
 * `unsure` rows are not scored. Prints per `drawn_from` population and per block, then the last line
 * exactly `identity: credits_split=… acts_whole=… same_merged=… different_apart=…`.
 *
 * Without --url it prepares the catalog (import + index when needed) and starts the API itself.
 */
import { Command } from 'commander';
import { config } from '@mc/config';
import { prepareCatalog } from '@mc/cli';
import { startBenchTarget } from './bench-harness';
import { readTsv } from './eval-scoring';
import { type ApiClient, type PairRow, type JoinedRow, scoreJoined, scorePair } from './identity-scoring';

const DEFAULT_DIR = '../shared/eval';

/** A rate over a group of rows, printed as `right/n` and a share. */
class Rates {
  private readonly by = new Map<string, { n: number; right: number }>();
  add(key: string, right: boolean): void {
    const t = this.by.get(key) ?? this.by.set(key, { n: 0, right: 0 }).get(key)!;
    t.n++;
    if (right) t.right++;
  }
  rate(key: string): number {
    const t = this.by.get(key);
    return t && t.n ? t.right / t.n : 0;
  }
  lines(prefix: string): string[] {
    return [...this.by]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, t]) => `${prefix} ${k} n=${t.n} right=${(t.right / Math.max(1, t.n)).toFixed(3)}`);
  }
}

/** An API client over fetch with a bearer token; artist documents cached by id. */
function apiClient(url: string, token: string): ApiClient {
  const headers = { Authorization: `Bearer ${token}` };
  const cache = new Map<number, Promise<unknown>>();
  const get = async (path: string): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${url}${path}`, { headers });
      if (res.status === 404) return null;
      if (res.ok) return res.json();
      if (attempt >= 3) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  };
  return {
    get,
    artist(id: number) {
      if (!cache.has(id)) cache.set(id, get(`/api/artist/${id}`));
      return cache.get(id)!;
    },
  };
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--joined <tsv>', 'joined names file', `${DEFAULT_DIR}/joined_names_dev.tsv`)
    .option('--pairs <tsv>', 'artist pairs file', `${DEFAULT_DIR}/artist_pairs_dev.tsv`)
    .option('--url <base>', 'a running API (default: start one)')
    .option('--token <t>', 'bearer token for --url')
    .option('--misses', 'print every wrong row', false)
    .parse()
    .opts<{ joined: string; pairs: string; url?: string; token?: string; misses: boolean }>();
  if (!opts.url) await prepareCatalog(config());
  const target = await startBenchTarget({ url: opts.url, token: opts.token, accountName: 'eval-identity' });
  try {
    const api = apiClient(target.url, target.token);
    const joined = readTsv(opts.joined, {
      name: 'name',
      label: 'label',
      parts: 'parts',
      title: 'a_title',
      drawnFrom: 'drawn_from',
    }) as JoinedRow[];
    const pairs = readTsv(opts.pairs, {
      id: 'id',
      block: 'block',
      nameA: 'name_a',
      titleA: 'a_title',
      nameB: 'name_b',
      titleB: 'b_title',
      label: 'label',
    }) as PairRow[];
    const jr = new Rates();
    for (const row of joined.filter((r) => r.label === 'act' || r.label === 'credit')) {
      const { right, why } = await scoreJoined(api, row);
      jr.add(row.label, right);
      jr.add(`${row.label}:${row.drawnFrom}`, right);
      if (!right && opts.misses) console.log(`miss joined ${row.label} ${row.drawnFrom} "${row.name}" — ${why}`);
    }
    const pr = new Rates();
    for (const row of pairs.filter((r) => r.label === 'same' || r.label === 'different')) {
      const { right, why } = await scorePair(api, row);
      pr.add(row.label, right);
      pr.add(`${row.label}:${row.block}`, right);
      if (!right && opts.misses)
        console.log(`miss pair ${row.id} ${row.label} ${row.block} "${row.nameA}" / "${row.nameB}" — ${why}`);
    }
    for (const l of jr.lines('joined:')) console.log(l);
    for (const l of pr.lines('pairs:')) console.log(l);
    const f = (x: number) => x.toFixed(3);
    console.log(
      `identity: credits_split=${f(jr.rate('credit'))} acts_whole=${f(jr.rate('act'))} ` +
        `same_merged=${f(pr.rate('same'))} different_apart=${f(pr.rate('different'))}`,
    );
  } finally {
    await target.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
