/**
 * Linking an artist of a newly imported source to an artist already in the catalog, only on
 * evidence. Shared by the `discogs`, `kpopnet` and `jp_readings` importers.
 *
 * A bare equal name is never enough (a catalog of real names has many "Rainbow"s and "Aurora"s);
 * each importer combines the name match with evidence of its own (documented in its module):
 * an external id the catalog artist already carries (`externals.ext_dg`), recording titles both
 * sources credit to the name, the years the catalog artist was active, birth dates, membership.
 *
 * This module provides the catalog side of that evidence: {@link loadCatalogArtists} reads, through
 * `@mc/store` (the per-source documents in `contribution`, `id_map`, `list_item`), every catalog
 * artist contributed by other sources, with
 * - its names (the `name` of each source's document), folded with {@link foldForMatch};
 * - `firstYear`: the earliest year the catalog dates the artist's activity — first Billboard chart
 *   entry of one of its recordings (`recording_charts.entry_date`), album `original_release_date`,
 *   release `release_date`, artist `debut_date` or `activity_periods[].start_date`;
 * - `birthDate`, its Discogs ids (`externals.ext_dg`) and the folded titles of its recordings;
 * - `ref`: an entity reference that resolves to its id (one of its `id_map` rows), usable as a
 *   `sameAs` target.
 * Only the documents of the sources the importer depends on are read (never its own nor those of
 * sources imported after it), so a re-run sees the same catalog and takes the same decisions.
 */
import type { Pool } from 'pg';
import { type JsonObject, ref } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import { type ContributedDoc, firstChartEntryDates, firstSourceKeysAmong, loadContributedDocs } from '@mc/store';

/** What the catalog already knows about one artist (evidence for links). */
export interface CatalogArtist {
  /** Numeric entity id. */
  id: number;
  /** A ref `(artist, source, key)` that resolves to `id` (a `sameAs` target). */
  ref: number;
  /** Names given by the contributing sources (as written). */
  names: string[];
  /** Sources that contributed the artist document. */
  sources: string[];
  /** Earliest year of dated activity in the catalog (see module doc); undefined when none. */
  firstYear?: number;
  /** `birth_date` as `YYYY-MM-DD` (00 for unknown parts), when a source gives one. */
  birthDate?: string;
  /** Discogs artist ids from `externals.ext_dg`. */
  discogsIds: number[];
  /** Folded titles of recordings crediting the artist (main or featured). */
  recordingTitles: Set<string>;
}

/** Catalog artists by folded name (every name of an artist is a key). */
export interface CatalogArtistIndex {
  byName: Map<string, CatalogArtist[]>;
  byDiscogsId: Map<number, CatalogArtist[]>;
  size: number;
}

/** Year of a `YYYY[-MM[-DD]]` date text, or undefined when it has none (or year 0000). */
export function yearOf(date: unknown): number | undefined {
  if (typeof date !== 'string') return undefined;
  const m = /^(\d{4})/.exec(date);
  const y = m ? Number(m[1]) : 0;
  return y > 0 ? y : undefined;
}

function minYear(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

/**
 * Builds an index from already-loaded artists (used by {@link loadCatalogArtists} and by tests).
 * Each artist is listed under every distinct folded name.
 */
export function buildCatalogArtistIndex(artists: CatalogArtist[]): CatalogArtistIndex {
  const byName = new Map<string, CatalogArtist[]>();
  const byDiscogsId = new Map<number, CatalogArtist[]>();
  for (const a of artists) {
    for (const key of new Set(a.names.map(foldForMatch).filter(Boolean))) {
      byName.set(key, [...(byName.get(key) ?? []), a]);
    }
    for (const d of new Set(a.discogsIds)) byDiscogsId.set(d, [...(byDiscogsId.get(d) ?? []), a]);
  }
  return { byName, byDiscogsId, size: artists.length };
}

/** Catalog artists one of whose names folds to the same string as `name` (empty when none). */
export function artistsNamed(index: CatalogArtistIndex, name: string): CatalogArtist[] {
  return index.byName.get(foldForMatch(name)) ?? [];
}

function artistIdsOf(doc: Record<string, unknown>, key: 'id' | 'id_artist'): number[] {
  const arr = doc.artists;
  if (!Array.isArray(arr)) return [];
  return arr
    .map((a: unknown) => (a && typeof a === 'object' ? Number((a as Record<string, unknown>)[key]) : NaN))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Folds one source's artist document (names, birth date, activity years, Discogs ids) into `artists`. */
function addArtistDoc(artists: Map<number, CatalogArtist>, { id, source, doc: d }: ContributedDoc): void {
  let a = artists.get(id);
  if (!a) {
    a = { id, ref: 0, names: [], sources: [], discogsIds: [], recordingTitles: new Set() };
    artists.set(id, a);
  }
  a.sources.push(source);
  if (typeof d.name === 'string' && !a.names.includes(d.name)) a.names.push(d.name);
  if (typeof d.birth_date === 'string' && !a.birthDate) a.birthDate = d.birth_date;
  a.firstYear = minYear(a.firstYear, yearOf(d.debut_date));
  if (Array.isArray(d.activity_periods)) {
    for (const p of d.activity_periods) a.firstYear = minYear(a.firstYear, yearOf((p as Record<string, unknown>)?.start_date));
  }
  const dg = (d.externals as Record<string, unknown> | undefined)?.ext_dg;
  if (Array.isArray(dg)) for (const x of dg) if (Number.isInteger(Number(x))) a.discogsIds.push(Number(x));
}

/** Adds recording titles and first chart years to the credited artists. */
async function addRecordingEvidence(pool: Pool, sources: string[], artists: Map<number, CatalogArtist>): Promise<void> {
  const chartFirst = await firstChartEntryDates(pool);
  for (const { id, doc: d } of await loadContributedDocs(pool, 'recording', sources)) {
    const title = typeof d.title === 'string' ? foldForMatch(d.title) : '';
    const year = yearOf(chartFirst.get(id));
    for (const artistId of artistIdsOf(d, 'id')) {
      const a = artists.get(artistId);
      if (!a) continue;
      if (title) a.recordingTitles.add(title);
      a.firstYear = minYear(a.firstYear, year);
    }
  }
}

/** Lowers the credited artists' first years to their albums' and releases' dates. */
async function addReleaseYears(pool: Pool, sources: string[], artists: Map<number, CatalogArtist>): Promise<void> {
  for (const [kind, dateField, key] of [
    ['album', 'original_release_date', 'id_artist'],
    ['release', 'release_date', 'id'],
  ] as const) {
    for (const { doc: d } of await loadContributedDocs(pool, kind, sources)) {
      const year = yearOf(d[dateField]);
      if (year === undefined) continue;
      for (const artistId of artistIdsOf(d, key)) {
        const a = artists.get(artistId);
        if (a) a.firstYear = minYear(a.firstYear, year);
      }
    }
  }
}

/**
 * Reads every catalog artist contributed by `sources` (an importer passes its `dependsOn`), with
 * the evidence described in the module doc; only those sources' documents count as evidence.
 * The reads are `@mc/store`'s (`artist-link-evidence.ts`).
 * @throws on database errors.
 */
export async function loadCatalogArtists(pool: Pool, sources: string[]): Promise<CatalogArtistIndex> {
  const artists = new Map<number, CatalogArtist>();
  for (const row of await loadContributedDocs(pool, 'artist', sources)) addArtistDoc(artists, row);
  if (!artists.size) return buildCatalogArtistIndex([]);

  for (const [id, key] of await firstSourceKeysAmong(pool, 'artist', sources)) {
    const a = artists.get(id);
    if (a) a.ref = ref('artist', key.source, key.sourceKey);
  }
  await addRecordingEvidence(pool, sources, artists);
  await addReleaseYears(pool, sources, artists);
  return buildCatalogArtistIndex([...artists.values()].filter((a) => a.ref !== 0));
}

/** Outcome of one link decision, kept for the import report. */
export interface LinkDecision {
  /** The new source's entity (its key and name). */
  key: string;
  name: string;
  /** Catalog artist linked to, when linked. */
  target?: CatalogArtist;
  /**
   * Further catalog artists that are the same act under the importer's rule (e.g. Billboard keeps
   * "TWICE" and "Twice" as two artists): the importer contributes the same document to each,
   * under a ref of its own declared `sameAs` it ({@link extraTargetKey}).
   */
  alsoTargets?: CatalogArtist[];
  /** Why it was linked or refused (short, human-readable). */
  reason: string;
  /**
   * The rule that decided, e.g. `discogs:external-id` (recorded with the decision; the importer's
   * default rule when unset: `recordArtistLinkDecisions` in ./link-decisions.ts).
   */
  rule?: string;
  /** What the decision rested on beyond `reason` (recorded as its evidence), e.g. `{ sharedTitle }`. */
  evidence?: JsonObject;
}

/**
 * UNIQUENESS on the catalog side: a catalog artist that several decisions link to (as `target` or
 * among `alsoTargets`) is linked by none of them; each such decision is turned into a refusal
 * "several <what> qualify for catalog artist #id" (their contributions would overwrite one another).
 * Mutates and returns `decisions`.
 */
export function refuseSharedTargets<D extends Iterable<LinkDecision>>(decisions: D, what: string): D {
  const targetsOf = (d: LinkDecision) => (d.target ? [d.target, ...(d.alsoTargets ?? [])] : []);
  const perTarget = new Map<number, number>();
  for (const d of decisions) for (const t of targetsOf(d)) perTarget.set(t.id, (perTarget.get(t.id) ?? 0) + 1);
  for (const d of decisions) {
    const shared = targetsOf(d).find((t) => perTarget.get(t.id)! > 1);
    if (shared) {
      d.reason = `several ${what} qualify for catalog artist #${shared.id}`;
      delete d.target;
      delete d.alsoTargets;
    }
  }
  return decisions;
}

/** A one-line description of a decision for logs: `name → #id "name" (reason)` or `name ✗ (reason)`. */
export function describeDecision(d: LinkDecision): string {
  if (!d.target) return `${d.name} ✗ (${d.reason})`;
  const all = [d.target, ...(d.alsoTargets ?? [])].map((t) => `#${t.id} "${t.names[0]}"`).join(', ');
  return `${d.name} → ${all} (${d.reason})`;
}

/**
 * Source key of the extra ref that carries a linked entity's document to one of its
 * `alsoTargets`: `<key>@<catalog artist id>` (stable as long as the catalog ids are).
 */
export function extraTargetKey(key: string, target: CatalogArtist): string {
  return `${key}@${target.id}`;
}
