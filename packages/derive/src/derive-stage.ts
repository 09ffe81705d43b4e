/**
 * The derived-fields stage of the import pipeline: after entity resolution, before indexing
 * (README "Entity resolution"). It reads what the real sources say (`sourceDocumentPages`: the
 * merge of every contribution but the derived layer's own, so a run never feeds on its output,
 * one keyset page at a time),
 * derives artist genres and types (`artist-derivations.ts`), merged artists' names
 * (`artist-name-derivation.ts`), genre top artists
 * (`genre-derivations.ts`), show names, years and artists (`show-derivations.ts`) and the albums
 * of recordings (`recording-derivations.ts`), and
 * replaces the derived layer as a whole (`replaceDerived`: contributions of source `derived`, list
 * items, and one `derived_field` row per value with its rule and evidence). Idempotent: a second
 * run on the same catalog changes no row.
 *
 * The stage is a reader of the change feed, {@link DERIVE_READER} (`@mc/store` followFeed): a run
 * claims the reader's row, so one runs at a time across processes, and a complete run advances it
 * to the feed head read before the run read anything. {@link deriveIfBehind} (`catalog import`, the
 * worker's derive reader) therefore re-derives exactly when a change was committed after the
 * last run began, or the rules ({@link DERIVE_RULES_VERSION}) changed since.
 */
import type { Pool } from 'pg';
import { type JsonObject, LISTS } from '@mc/catalog';
import { artistNameKey } from '@mc/text-analysis';
import {
  changeFeedPrunedThrough,
  DERIVED_SOURCE,
  type DerivedFieldInput,
  type FeedReader,
  followFeed,
  type DerivedWriteCounts,
  type WholeDeriveInputs,
  entityEvidencePages,
  listItemPages,
  materializePending,
  mergeSurvivorsOf,
  replaceDerived,
  sourceDocumentPages,
} from '@mc/store';
import { ArtistGenreCounter, ArtistTypeDeriver, hasGenres } from './artist-derivations';
import { ArtistNameDeriver } from './artist-name-derivation';
import { type GenreArtistFacts, deriveGenreTopArtists, genreArtistFacts } from './genre-derivations';
import { deriveShowFields, performerCandidates, showPerformerKeys } from './show-derivations';
import { RecordingAlbumCollector, albumOfReleases, albumSummaries } from './recording-derivations';
import { type IncrementalDeriveResult, deriveChanges } from './incremental-derive';

/**
 * Version of the derivation rules: bump it with any change to what a rule derives, so the next
 * `catalog import` (and the worker's derive reader) derives again on an unchanged catalog.
 */
export const DERIVE_RULES_VERSION = 6;

/** The derive stage as a reader of the change feed (it does not hold the feed: a run reads the catalog). */
export const DERIVE_READER: FeedReader = { name: 'derive', rulesVersion: DERIVE_RULES_VERSION, holdsFeed: false };

/** Outcome of one derive run: values per rule and what was written. */
export interface DeriveResult {
  perRule: Record<string, number>;
  listItems: number;
  written: DerivedWriteCounts;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** One name key a derivation matched on (`derive_name_key`). */
type NameKeyRow = WholeDeriveInputs['nameKeys'][number];

/** Artist fields the whole derive's first pass reads. */
const ARTIST_FIELDS = ['name', 'aliases', 'genres', 'type', 'band_members'];

/** Recording fields the derivations read (pages carry only these). */
const RECORDING_FIELDS = ['genre', 'artists', 'albums'] as const;

/** Genre id → name of every genre document, and artist id → popularity score (both small). */
async function genreAndPopularity(pool: Pool): Promise<{ genreNames: Map<number, string>; popularity: Map<number, number> }> {
  const genreNames = new Map<number, string>();
  for await (const page of sourceDocumentPages(pool, 'genre', DERIVED_SOURCE, { fields: ['name'] }))
    for (const g of page) if (str(g.doc.name)) genreNames.set(g.id, str(g.doc.name)!);
  const popularity = new Map<number, number>();
  for await (const page of entityEvidencePages(pool, 'artist_popularity', { fields: ['global'], withSources: false })) {
    for (const p of page) {
      const g = p.doc.global;
      if (g && typeof g === 'object' && !Array.isArray(g) && typeof g.score === 'number') popularity.set(p.id, g.score);
    }
  }
  return { genreNames, popularity };
}

/**
 * Show fields: performer name keys first, then the artists with those keys, then the shows again;
 * with the name keys matched on (every show's performer key, every artist's name key: `nameKeys`).
 */
async function showFields(pool: Pool, nameKeys: NameKeyRow[]): Promise<DerivedFieldInput[]> {
  const shows = () => sourceDocumentPages(pool, 'show', DERIVED_SOURCE, { fields: ['name', 'year', 'artists'] });
  const keys = new Set<string>();
  for await (const page of shows())
    for (const s of page)
      for (const k of showPerformerKeys(s)) {
        keys.add(k);
        nameKeys.push({ kind: 'show', id: s.id, key: k });
      }
  const byKey = new Map<string, { id: number; name: string; disambiguated: boolean }[]>();
  for await (const page of sourceDocumentPages(pool, 'artist', DERIVED_SOURCE, { fields: ['name', 'disambiguation'] })) {
    for (const a of page) {
      const name = str(a.doc.name);
      const k = name ? artistNameKey(name) : '';
      const disambiguated = Boolean(str(a.doc.disambiguation));
      if (k) nameKeys.push({ kind: 'artist', id: a.id, key: k });
      if (name && keys.has(k)) (byKey.get(k) ?? byKey.set(k, []).get(k)!).push({ id: a.id, name, disambiguated });
    }
  }
  const candidates = performerCandidates(byKey);
  const out: DerivedFieldInput[] = [];
  for await (const page of shows()) out.push(...deriveShowFields(page, candidates));
  return out;
}

/** Recording albums: release → album and album summaries, the release tracks, then the recordings they play. */
async function albumCollector(pool: Pool): Promise<RecordingAlbumCollector> {
  const albumOfRelease = new Map<number, number>();
  for await (const page of sourceDocumentPages(pool, 'release', DERIVED_SOURCE, { fields: ['album'] }))
    albumOfReleases(page, albumOfRelease);
  const summaries = new Map<number, JsonObject>();
  for await (const page of sourceDocumentPages(pool, 'album', DERIVED_SOURCE)) albumSummaries(page, summaries);
  const collector = new RecordingAlbumCollector(albumOfRelease, summaries);
  for await (const page of listItemPages(pool, LISTS.releaseTracks)) for (const t of page) collector.addTrack(t);
  return collector;
}

/**
 * Derives every derived field from the current catalog and replaces the derived layer (module doc),
 * after a run in another process ends if one is in progress.
 * Reads every kind in keyset pages and holds per-rule state only (genre counters of artists
 * without genres, band memberships, the albums of recordings that release tracks play, the
 * artists of genres), so memory does not grow with the recording documents.
 * @throws on database errors (the derived layer is left as it was).
 */
export async function deriveCatalog(pool: Pool): Promise<DeriveResult> {
  const r = await deriveTurn(pool, { wait: true, force: true });
  if (!r) throw new Error('deriveCatalog: the derive reader was not claimed');
  return r;
}

/**
 * {@link deriveCatalog} when the derived layer is behind: a change was committed after its last
 * complete run began, or that run had other rules; otherwise nothing. With `wait` (`catalog
 * import`), a run in another process is waited for and the check made after it; without (the
 * worker's derive reader), nothing runs while another process derives.
 * @returns the run's result, or null when nothing ran.
 * @throws on database errors (the derived layer is left as it was, and its position too).
 */
export async function deriveIfBehind(pool: Pool, opts: { wait?: boolean } = {}): Promise<DeriveResult | null> {
  return deriveTurn(pool, { wait: opts.wait ?? false, force: false });
}

/** How {@link deriveFollowTurn} takes its turn. */
export interface DeriveFollowOptions {
  /** Changes read per incremental turn at most (default {@link DERIVE_TURN_LIMIT}). */
  limit?: number;
  /** A reader further than this behind the feed's head derives whole instead (default {@link DERIVE_WHOLE_ABOVE}). */
  wholeAbove?: number;
}

/** Changes one incremental turn reads at most. */
export const DERIVE_TURN_LIMIT = 5000;
/** Changes behind the head past which a whole derive is cheaper than incremental turns (an import's worth). */
export const DERIVE_WHOLE_ABOVE = 50_000;

/** Outcome of one {@link deriveFollowTurn}. */
export type DeriveTurn =
  | { mode: 'busy' }
  | { mode: 'idle' }
  | { mode: 'whole'; result: DeriveResult }
  | { mode: 'changes'; changes: number; more: boolean; result: IncrementalDeriveResult };

/**
 * One turn of the derive reader (`apps/worker` derive-reader.ts): claims the derive reader
 * (nothing when another process holds it: `busy`; nothing when no change was committed after its
 * position: `idle`), reads at most `limit` changes after its position and re-derives what they
 * touch (`deriveChanges`, `incremental-derive.ts`), in the turn's transaction, with the position
 * advanced to the last change read: a turn killed before its commit (even SIGKILL) leaves both as
 * they were, and the next turn applies the batch again. The documents it changed are re-merged
 * after the commit (`materializePending`); a turn killed in between leaves their marks, which the
 * next turn's drain (or any other) re-merges. A whole derive instead (advanced to the
 * head read before it) when the reader never read with these rules ({@link DERIVE_RULES_VERSION}),
 * when retention pruned changes after its position, or when it stands more than `wholeAbove`
 * changes behind the head.
 * @returns what the turn did; `more` when the batch was full. @throws on database errors (nothing
 *   of the turn is written, the position stays).
 */
export async function deriveFollowTurn(pool: Pool, opts: DeriveFollowOptions = {}): Promise<DeriveTurn> {
  let out: DeriveTurn = { mode: 'idle' };
  const limit = opts.limit ?? DERIVE_TURN_LIMIT;
  const turn = await followFeed(pool, DERIVE_READER, { limit }, async (changes, t) => {
    const pruned = await changeFeedPrunedThrough(t.client);
    if (t.otherRules || t.position < pruned || t.head - t.position > (opts.wholeAbove ?? DERIVE_WHOLE_ABOVE)) {
      out = { mode: 'whole', result: await deriveAll(pool) };
      return t.head;
    }
    const result = await deriveChanges(t.client, changes);
    out = { mode: 'changes', changes: changes.length, more: changes.length === limit, result };
    return undefined;
  });
  if (turn.busy) return { mode: 'busy' };
  // The documents the turn marked (and any a turn killed after its commit left): re-merged now.
  const materialized = await materializePending(pool, { analyze: false });
  const done = out as DeriveTurn; // assigned in the turn's callback
  if (done.mode === 'changes') done.result.written.entitiesMaterialized = materialized;
  return done;
}

/** One turn of the derive reader: a whole run when behind (or forced), advanced to the head read before it. */
async function deriveTurn(pool: Pool, opts: { wait: boolean; force: boolean }): Promise<DeriveResult | null> {
  let result: DeriveResult | null = null;
  // One change tells that the stage is behind: a run reads the whole catalog, not the changes.
  await followFeed(pool, DERIVE_READER, { limit: 1, ...opts }, async (_changes, { head }) => {
    result = await deriveAll(pool);
    return head;
  });
  return result;
}

/** The run itself (module doc). */
async function deriveAll(pool: Pool): Promise<DeriveResult> {
  const { genreNames, popularity } = await genreAndPopularity(pool);
  const types = new ArtistTypeDeriver();
  const names = new ArtistNameDeriver(new Set(await mergeSurvivorsOf(pool, 'artist')));
  const wanted = new Set<number>();
  for await (const page of sourceDocumentPages(pool, 'artist', DERIVED_SOURCE, { fields: ARTIST_FIELDS })) {
    for (const a of page) {
      types.add(a);
      names.addArtist(a);
      if (!hasGenres(a.doc)) wanted.add(a.id);
    }
  }
  const genreCounter = new ArtistGenreCounter(wanted, genreNames);
  const albums = await albumCollector(pool);
  const played = new Set(albums.recordingIds());
  const albumsWanted = new Set<number>();
  for await (const page of sourceDocumentPages(pool, 'recording', DERIVED_SOURCE, { fields: RECORDING_FIELDS })) {
    for (const r of page) {
      genreCounter.add(r.doc, r.id);
      names.addRecording(r.doc);
      if (played.has(r.id) && !Array.isArray(r.doc.albums)) albumsWanted.add(r.id);
    }
  }
  const artistFields = [...genreCounter.fields(), ...types.fields(), ...names.fields()];
  const overlay = new Map<number, JsonObject>();
  for (const d of artistFields) overlay.set(d.id, { ...(overlay.get(d.id) ?? {}), [d.field]: d.value });
  const genreArtists: GenreArtistFacts[] = [];
  for await (const page of sourceDocumentPages(pool, 'artist', DERIVED_SOURCE)) {
    for (const a of page) {
      const facts = genreArtistFacts(a, overlay.get(a.id), popularity);
      if (facts.genres.length) genreArtists.push(facts);
    }
  }
  const nameKeys: NameKeyRow[] = [...genreNames].map(([id, name]) => ({ kind: 'genre', id, key: name }));
  const fields = [...artistFields, ...(await showFields(pool, nameKeys)), ...albums.fields((id) => albumsWanted.has(id))];
  const items = deriveGenreTopArtists(genreArtists, new Set(genreNames.keys()));
  const written = await replaceDerived(pool, fields, items, { genreCounts: genreCounter.pairs(), nameKeys });
  const perRule: Record<string, number> = {};
  for (const f of fields) perRule[f.rule] = (perRule[f.rule] ?? 0) + 1;
  return { perRule, listItems: items.length, written };
}
