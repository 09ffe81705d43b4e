/**
 * The parts of `bench/freshness.ts`: the change workload its writers post (a seeded mix of new
 * recordings, recording renames, deletions and artist renames in a source of its own), the prober
 * that finds when each change becomes visible in the served search indices, and the open-loop
 * readers (searches and suggestions through the API).
 */
import type { Client } from '@elastic/elasticsearch';
import { aliasName } from '@mc/search';
import { prng } from './bench-harness';

/** One change the bench waits to see: the document `id` of `kind` shows `expect` (null = gone). */
export interface PlannedChange {
  kind: 'recording' | 'artist';
  key: string;
  /** The title (recording) or name (artist) the search document must show; null for a deletion. */
  expect: string | null;
  op: 'create' | 'rename' | 'delete' | 'artist-rename';
}

/** One request of the workload: its JSON Lines and the changes it makes. */
export interface PlannedRequest {
  lines: object[];
  changes: PlannedChange[];
}

/**
 * The name of artist `i` of run `run`, version `version`. Each artist's first word is its own, so
 * no two bench artists share a blocking key of entity resolution (a rename is compared with the
 * catalog's artists of that name, as a real artist's would be, not with the other 39).
 */
function artistName(run: string, i: number, version: number): string {
  return `Fb${run}n${i} Ensemble${version ? ` v${version}` : ''}`;
}

/** Shares of a request's lines (the rest creates new recordings). */
const MIX = { rename: 0.25, delete: 0.12, artistRename: 0.04 };

/**
 * The seeded change workload of one run (module doc). Keys with a change in flight are never
 * touched again until it is visible, so every change has one state to wait for.
 */
export class Workload {
  private readonly rand: () => number;
  private readonly artists: { key: string; name: string; version: number }[];
  /** Recordings of the source (not deleted): key → artist index, and the keys of each artist. */
  private readonly settled = new Map<string, number>();
  private readonly byArtist: Set<string>[];
  private readonly busy = new Set<string>();
  private next = 0;

  constructor(
    private readonly run: string,
    artistCount: number,
    seed = 11,
  ) {
    this.rand = prng(seed);
    this.artists = Array.from({ length: artistCount }, (_, i) => ({
      key: `ar-${i}`,
      name: artistName(run, i, 0),
      version: 0,
    }));
    this.byArtist = this.artists.map(() => new Set<string>());
  }

  /** The lines creating the artists (posted before the run). */
  artistLines(): object[] {
    return this.artists.map((a) => ({ kind: 'artist', key: a.key, name: a.name, type: 'Band' }));
  }

  private recordingLine(key: string, title: string, artist: number): object {
    const a = this.artists[artist]!;
    return { kind: 'recording', key, title, duration: '3:30', artists: [{ key: a.key, name: a.name, link: 'Main' }] };
  }

  /** One of `artists` at random. */
  private anyOf(artists: readonly number[]): number {
    return artists[Math.floor(this.rand() * artists.length)]!;
  }

  /** A recording key of one of `artists` at random, or undefined when the one drawn is busy or none. */
  private pick(artists: readonly number[]): string | undefined {
    const keys = [...this.byArtist[this.anyOf(artists)]!];
    const key = keys.length ? keys[Math.floor(this.rand() * keys.length)]! : undefined;
    return key === undefined || this.busy.has(key) ? undefined : key;
  }

  private create(artists: readonly number[]): { line: object; change: PlannedChange } {
    const key = `rec-${this.next++}`;
    const title = `Freshbench ${this.run} Track ${key} v0`;
    const artist = this.anyOf(artists);
    this.busy.add(key);
    this.settled.set(key, artist);
    this.byArtist[artist]!.add(key);
    return { line: this.recordingLine(key, title, artist), change: { kind: 'recording', key, expect: title, op: 'create' } };
  }

  /** `count` distinct artist indices at random (every artist when `count` is 0 or more than there are). */
  private artistSubset(count: number): number[] {
    const all = this.artists.map((_, i) => i);
    if (!count || count >= all.length) return all;
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(this.rand() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return all.slice(0, count);
  }

  /**
   * The next request of `size` lines; its recordings credit `artistsPerRequest` artists of the
   * bench at most (0 = any: every line may credit another artist).
   */
  nextRequest(size: number, artistsPerRequest = 0): PlannedRequest {
    const subset = this.artistSubset(artistsPerRequest);
    const lines: object[] = [];
    const changes: PlannedChange[] = [];
    const add = (r: { line: object; change: PlannedChange }) => (lines.push(r.line), changes.push(r.change));
    while (lines.length < size) {
      const roll = this.rand();
      const key = roll < MIX.rename + MIX.delete ? this.pick(subset) : undefined;
      if (key && roll < MIX.rename) {
        const title = `Freshbench ${this.run} Track ${key} v${this.next++}`;
        this.busy.add(key);
        add({
          line: this.recordingLine(key, title, this.settled.get(key)!),
          change: { kind: 'recording', key, expect: title, op: 'rename' },
        });
      } else if (key) {
        this.busy.add(key);
        this.byArtist[this.settled.get(key)!]!.delete(key);
        this.settled.delete(key);
        add({ line: { kind: 'recording', key, deleted: true }, change: { kind: 'recording', key, expect: null, op: 'delete' } });
      } else if (roll > 1 - MIX.artistRename) {
        const a = this.artists[this.anyOf(subset)]!;
        if (this.busy.has(a.key)) continue;
        a.name = artistName(this.run, Number(a.key.slice(3)), ++a.version);
        this.busy.add(a.key);
        add({
          line: { kind: 'artist', key: a.key, name: a.name, type: 'Band' },
          change: { kind: 'artist', key: a.key, expect: a.name, op: 'artist-rename' },
        });
      } else add(this.create(subset));
    }
    return { lines, changes };
  }

  /** Marks a change visible: its key may change again. */
  settle(change: PlannedChange): void {
    this.busy.delete(change.key);
  }
}

/** A change being watched: its document id and when its request was answered (ms, performance clock). */
export interface Watched extends PlannedChange {
  id: number;
  answeredAt: number;
}

/**
 * Finds when each watched change shows in the served indices: every `periodMs`, one `_search` per
 * index for the watched ids (a search sees what the last refresh published, as the API's searches
 * do; a get would see unrefreshed documents). `onVisible` gets each change with its latency, ms.
 */
export class Prober {
  private readonly watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    private readonly es: Client,
    private readonly prefix: string,
    private readonly onVisible: (c: Watched, latencyMs: number) => void,
    private readonly periodMs = 20,
  ) {}

  watch(c: Watched): void {
    this.watched.set(`${c.kind}:${c.id}`, c);
  }

  get pending(): Watched[] {
    return [...this.watched.values()];
  }

  start(): void {
    this.timer = setInterval(() => void this.probe(), this.periodMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async probe(): Promise<void> {
    if (this.probing || !this.watched.size) return;
    this.probing = true;
    try {
      for (const kind of ['recording', 'artist'] as const) {
        const mine = this.pending.filter((c) => c.kind === kind);
        if (!mine.length) continue;
        const field = kind === 'artist' ? 'name' : 'title';
        const res = await this.es.search<Record<string, string>>({
          index: aliasName(this.prefix, kind),
          size: mine.length,
          query: { ids: { values: mine.map((c) => String(c.id)) } },
          _source: [field],
        });
        const now = performance.now();
        const shown = new Map(res.hits.hits.map((h) => [Number(h._id), h._source?.[field]]));
        for (const c of mine) {
          const visible = c.expect === null ? !shown.has(c.id) : shown.get(c.id) === c.expect;
          if (!visible) continue;
          this.watched.delete(`${c.kind}:${c.id}`);
          this.onVisible(c, now - c.answeredAt);
        }
      }
    } catch {
      // The engine did not answer this time: the next probe asks again.
    } finally {
      this.probing = false;
    }
  }
}

/** Latency samples of the readers (ms), and how many failed. */
export interface ReadSamples {
  ms: number[];
  failed: number;
}

/**
 * Open-loop readers: `rate` requests per second on `paths` (seeded order), not waiting for
 * answers; `finish` stops them and returns the samples of the requests they sent.
 */
export function startReaders(url: string, token: string, paths: string[], rate: number): { finish(): Promise<ReadSamples> } {
  const samples: ReadSamples = { ms: [], failed: 0 };
  const rand = prng(5);
  let stop = false;
  const inFlight = new Set<Promise<void>>();
  const run = (async () => {
    const t0 = performance.now();
    for (let i = 0; !stop; i++) {
      const wait = t0 + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const path = paths[Math.floor(rand() * paths.length)]!;
      const started = performance.now();
      const p = fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200 && res.status !== 404) samples.failed++;
          else samples.ms.push(performance.now() - started);
        })
        .catch(() => void samples.failed++);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
  })();
  return {
    async finish() {
      stop = true;
      await run;
      await Promise.all(inFlight);
      return samples;
    },
  };
}

/** The `q` quantile (0..1) of `xs` (nearest rank), 0 for none. */
export function quantile(xs: readonly number[], q: number): number {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
