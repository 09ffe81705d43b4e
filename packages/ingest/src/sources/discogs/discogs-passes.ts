/**
 * The I/O stages of the `discogs` importer (./discogs.ts) over its spill (`@mc/store` DiscogsSpill):
 * pass 1 spills what linking and albums need from the whole dump, pass 2 writes releases and folds
 * their albums in the spill, a batch of records at a time, then albums and credited-only artists
 * are written from the spill's pages. Each stage holds one batch of records (or one page of the
 * spill) and one write batch, whatever the dump's size.
 */
import {
  type ContributionInput,
  type DiscogsSpill,
  type ImportBatch,
  type SpilledAlbum,
  type SpilledArtistText,
  type SpilledCredited,
  recordSeen,
} from '@mc/store';
import { type AlbumState, albumContributions, distinctCreditLines, updateAlbum } from './discogs-albums';
import { creditPersonKey, discogsArtistRef, mapDiscogsArtist } from './discogs-mapping';
import { creditedArtistDoc } from './discogs-names';
import { albumKeyOfRelease, mapDiscogsMaster, mapDiscogsRelease } from './discogs-release-mapping';
import { type XmlElement, childText, readDiscogsRecords } from './discogs-xml';
import type { ImportContext } from '../../importer';

/** Contributions and list items per write batch (a batch closes at the first record past it). */
export const BATCH_CONTRIBUTIONS = 2000;

/** The three files of a Discogs dump the importer reads. */
export interface DiscogsFiles {
  artists: string;
  masters: string;
  releases: string;
}

/** Sequence numbers of one run (the orders the spill keeps). */
export class RunSequence {
  private last = 0;
  /** The next number (1, 2, …). */
  next(): number {
    return ++this.last;
  }
}

/** Write batches of one run: at most {@link BATCH_CONTRIBUTIONS} rows, written through `ctx.writer`. */
export class DiscogsBatcher {
  private batch: Required<Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>> = emptyBatch();

  /**
   * @param after what follows each write: `forget` (a run of the dump source, incremental, never
   * swept) drops the writer's record of the rows (`CatalogWriter.forgetSeen`); `recordSeen` (a dump
   * run that is not a limited re-import) records the written entities in the run's seen set
   * (`recordSeen`, `@mc/store` import-seen.ts), whether their content changed or not.
   */
  constructor(
    private readonly ctx: ImportContext,
    private readonly after: { forget: boolean; recordSeen: boolean },
  ) {}

  /** Adds rows to the batch being built. */
  add(w: Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>): void {
    this.batch.contributions.push(...(w.contributions ?? []));
    this.batch.listItems.push(...(w.listItems ?? []));
    this.batch.sameAs.push(...(w.sameAs ?? []));
  }

  /** Writes the batch when it is full, or whatever it holds with `force`. @throws on database errors. */
  async flush(force = false): Promise<void> {
    const b = this.batch;
    if (!force && b.contributions.length + b.listItems.length < BATCH_CONTRIBUTIONS) return;
    this.batch = emptyBatch();
    if (!b.contributions.length && !b.listItems.length && !b.sameAs.length) return;
    const written = await this.ctx.writer.write(b);
    if (this.after.forget) this.ctx.writer.forgetSeen();
    if (this.after.recordSeen) await recordSeen(this.ctx.pool, this.ctx.runId, written);
  }
}

const emptyBatch = () => ({ contributions: [], listItems: [], sameAs: [] });

/** Record counts of pass 1. */
export interface PassOneCounts {
  artistRecords: number;
  masterRecords: number;
  releaseRecords: number;
  /** Master records rejected (each lacks its id or title). */
  masterRejects: number;
}

/** Runs `fn` on `chunk`-sized batches of the records of `file`, then on the rest. */
async function inChunks(file: string, chunk: number, fn: (els: XmlElement[]) => Promise<void>): Promise<void> {
  let els: XmlElement[] = [];
  for await (const el of readDiscogsRecords(file)) {
    els.push(el);
    if (els.length >= chunk) {
      await fn(els);
      els = [];
    }
  }
  if (els.length) await fn(els);
}

/**
 * Pass 1: spills artist names, master albums (rejects reported) and what releases credit to each
 * artist: the first credit's name, name variations and the folded titles found in `linkTitles`
 * (the only ones linking can use). `chunk` records per spill write.
 * @throws on read, XML or database errors.
 */
export async function spillPassOne(
  ctx: ImportContext,
  spill: DiscogsSpill,
  files: DiscogsFiles,
  o: { genres: Map<string, string>; linkTitles: Set<string>; seq: RunSequence; chunk: number },
): Promise<PassOneCounts> {
  const counts: PassOneCounts = { artistRecords: 0, masterRecords: 0, releaseRecords: 0, masterRejects: 0 };
  await inChunks(files.artists, o.chunk, async (els) => {
    counts.artistRecords += els.length;
    const rows = els.map((el) => ({ id: Number(childText(el, 'id')), name: childText(el, 'name') ?? '' }));
    await spill.addArtistRecords(rows.filter((r) => r.id > 0 && r.name));
  });
  await inChunks(files.masters, o.chunk, async (els) => {
    counts.masterRecords += els.length;
    const masters = new Map<string, SpilledAlbum>();
    for (const el of els) {
      const m = mapDiscogsMaster(el, o.genres);
      if ('reject' in m) {
        ctx.reject(m.reject.reason, m.reject.record);
        counts.masterRejects += 1;
        continue;
      }
      const ord = masters.get(m.key)?.ord ?? o.seq.next();
      masters.set(m.key, { key: m.key, ord, masterTitle: m.doc.title as string, doc: m.doc, fromMaster: true, mainSeen: false });
    }
    await spill.saveAlbums([...masters.values()], []);
  });
  const noTitles = new Map<string, string>(); // album titles do not matter to what pass 1 keeps
  await inChunks(files.releases, o.chunk, async (els) => {
    counts.releaseRecords += els.length;
    const credited: SpilledCredited[] = [];
    const anvs: SpilledArtistText[] = [];
    const titles: SpilledArtistText[] = [];
    for (const el of els) {
      const r = mapDiscogsRelease(el, o.genres, noTitles);
      if ('reject' in r) continue; // rejected in pass 2
      for (const [id, ts] of r.titlesByArtist) {
        for (const t of ts) if (o.linkTitles.has(t)) titles.push({ id, text: t, seq: o.seq.next() });
      }
      for (const [id, c] of r.credited) {
        credited.push({ id, name: c.name, seq: o.seq.next() });
        for (const a of c.anvs) anvs.push({ id, text: a, seq: o.seq.next() });
      }
    }
    await spill.addCredits(credited, anvs, titles);
  });
  return counts;
}

/**
 * Pass 2, artists: one contribution per `<artist>` record (rejects reported).
 * @returns how many records were rejected (each lacks its id or name). @throws on read, XML or database errors.
 */
export async function writeArtists(ctx: ImportContext, file: string, out: DiscogsBatcher): Promise<number> {
  let rejected = 0;
  for await (const el of readDiscogsRecords(file)) {
    const a = mapDiscogsArtist(el);
    if ('reject' in a) {
      ctx.reject(a.reject.reason, a.reject.record);
      rejected += 1;
    } else out.add({ contributions: [a.contribution] });
    ctx.progress.increment();
    await out.flush();
  }
  return rejected;
}

/**
 * Pass 2, releases: releases, recordings, tracks and recording credits are written; each release's
 * view of its album is folded into the album's spilled state ({@link updateAlbum}), `chunk`
 * releases at a time (their albums loaded from the spill, folded in order, saved back).
 * @returns how many records were rejected unread (without id or title; a release rejected for its
 * status, `Reject.withdrawn`, is not counted). @throws on read, XML or database errors.
 */
export async function writeReleases(
  ctx: ImportContext,
  spill: DiscogsSpill,
  file: string,
  o: { genres: Map<string, string>; seq: RunSequence; chunk: number; out: DiscogsBatcher },
): Promise<number> {
  let unread = 0;
  await inChunks(file, o.chunk, async (els) => {
    const spilled = await spill.loadAlbums(els.map(albumKeyOfRelease));
    const masterTitles = new Map<string, string>();
    const states = new Map<string, AlbumState>();
    const ords = new Map<string, number>();
    for (const [key, a] of spilled) {
      if (a.masterTitle !== undefined) masterTitles.set(key, a.masterTitle);
      states.set(key, { doc: a.doc, fromMaster: a.fromMaster, mainSeen: a.mainSeen, credits: [] });
      ords.set(key, a.ord);
    }
    const touched = new Set<string>();
    for (const el of els) {
      const r = mapDiscogsRelease(el, o.genres, masterTitles);
      ctx.progress.increment();
      if ('reject' in r) {
        ctx.reject(r.reject.reason, r.reject.record);
        if (!r.reject.withdrawn) unread += 1;
        continue;
      }
      for (const rej of r.rejects) ctx.reject(rej.reason, rej.record);
      o.out.add(r);
      if (!ords.has(r.albumKey)) ords.set(r.albumKey, o.seq.next());
      updateAlbum(states, r.albumKey, r.albumDoc, r.isMainRelease, r.albumCreditLines);
      touched.add(r.albumKey);
      await o.out.flush();
    }
    const keys = [...touched];
    await spill.saveAlbums(
      keys.map((key) => {
        const s = states.get(key)!;
        return { key, ord: ords.get(key)!, doc: s.doc, fromMaster: s.fromMaster, mainSeen: s.mainSeen };
      }),
      keys.flatMap((albumKey) =>
        distinctCreditLines(states.get(albumKey)!.credits).map((l) => ({
          ...l,
          albumKey,
          personKey: creditPersonKey(l),
          seq: o.seq.next(),
        })),
      ),
    );
  });
  return unread;
}

/** Albums (with their credits and artist → album items) from the spill, in album order. @returns how many. */
export async function writeAlbums(ctx: ImportContext, spill: DiscogsSpill, out: DiscogsBatcher): Promise<number> {
  let n = 0;
  for await (const page of spill.albumPages()) {
    for (const { album, credits } of page) {
      const state: AlbumState = {
        doc: album.doc,
        fromMaster: album.fromMaster,
        mainSeen: album.mainSeen,
        credits: credits.map(({ role, name, artistId }) => ({ role, name, artistId })),
      };
      out.add(albumContributions(album.key, state));
      ctx.progress.increment();
      n += 1;
      await out.flush();
    }
  }
  return n;
}

/** Minimal documents of the artists only credited on releases, in order of first credit. @returns how many. */
export async function writeCreditedOnly(spill: DiscogsSpill, out: DiscogsBatcher): Promise<number> {
  let n = 0;
  for await (const page of spill.creditedOnlyPages()) {
    for (const c of page) {
      const contribution: ContributionInput = { entity: discogsArtistRef(c.id), doc: creditedArtistDoc(c.id, c.name, c.anvs) };
      out.add({ contributions: [contribution] });
      n += 1;
      await out.flush();
    }
  }
  return n;
}
