/**
 * Importer `shs100k`: cover cliques of SHS100K-Test (`data/covers_shs100k_test_cliques/
 * seed_shs100k.csv`, 2,859 versions in 100 cliques; SecondHandSongs metadata via SHS-YT,
 * research-only) → clusters of recordings of the same work (the contract's `Cluster`).
 *
 * Per clique (`set_id`), versions in `ver_id` order:
 * - Linking a version to a catalog recording: only when `foldForMatch(title)` equals the folded
 *   title of an existing catalog recording AND `foldForMatch(performer)` equals the folded name of
 *   one of its artists or of all its artist names joined (so "Simon & Garfunkel" matches a
 *   recording credited to "Simon" + "Garfunkel"). Existing = a recording with a contribution from
 *   another source (billboard, spotify, musicbrainz, … whatever was imported before), read from the
 *   served documents; this importer's own recordings are never link targets, so a re-run links the
 *   same way. When several catalog recordings match (the same song from several sources that are
 *   not merged), the version is shown with the smallest id in the cluster and every match gets the
 *   cluster lists below.
 * - Other versions are NOT catalog recordings: they appear only as cluster candidates (the contract's
 *   `ClusterCandidate`, which has no id) of the linked recordings. A clique with no catalog recording adds
 *   nothing. (Earlier versions of this importer made them recordings: `('recording','shs100k', "<set_id>-<ver_id>")`
 *   doc `{id, title, artists [{id, name, type 'MAIN', link 'Main'}]}` with an artist ref
 *   `('artist','shs100k', performer)` doc `{id, name}`. No sameAs to catalog artists: a common
 *   performer name is not evidence of identity.
 * - `cluster` ref `('cluster','shs100k', set_id)`, doc `{id, type 'similar_work', recordings [{id,
 *   title, isrc?, duration?, artists [{id, name}]}]}` (catalog recordings are described with their
 *   catalog title/artists/ISRC/duration).
 * - list `recording_clusters`: every member recording (linked or own) → itemRef the cluster.
 * - list `cluster_candidates`: for each linked catalog recording, the clique's other versions as
 *   Candidates `{title, artists [{name}]}` (`ClusterCandidate`; no `isrc`: the dataset has none), sorted by
 *   `ver_id`. Own shs100k recordings get no candidate list (they are themselves the candidates;
 *   their cluster is reachable through `recording_clusters`).
 * YouTube ids and the `status` column are not used.
 * Every link of a version (key `<set_id>-<ver_id>`) to catalog recordings is recorded
 * (`recordLinkDecisions`, rule {@link SHS100K_LINK_RULE}); a version whose link an operator vetoed
 * (`catalog resolve --undo-link shs100k:<set_id>-<ver_id>`) is read as not in the catalog.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { type JsonObject, LISTS, padSortKey, ref, SHIPPED_SOURCES } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import {
  type ContributionInput,
  type ImportBatch,
  type LinkDecisionInput,
  type ListItemInput,
  firstSourceKeys,
  loadRecordingsOfOtherSources,
} from '@mc/store';
import type { Importer, ImportContext } from '../../importer';
import { VETOED_BY_OPERATOR, linkVetoKey, linkVetoesOf, recordLinkDecisions } from '../common/link-decisions';

/** Source name of this importer. */
export const SHS100K_SOURCE = SHIPPED_SOURCES.shs100k;
/** Rule of this importer's link decisions (module doc), as recorded. */
export const SHS100K_LINK_RULE = 'shs100k:title-and-performer';
/** Key of a version in the link decisions and vetoes: `<set_id>-<ver_id>`. */
export const shs100kVersionKey = (v: Pick<Shs100kVersionRow, 'set_id' | 'ver_id'>): string => `${v.set_id}-${v.ver_id}`;
const DATASET = 'covers_shs100k_test_cliques';

/** One row of `seed_shs100k.csv` (`;`-separated; first column is an unnamed row index). */
export interface Shs100kVersionRow {
  set_id: string;
  ver_id: string;
  title: string;
  performer: string;
  yt_id?: string;
  status?: string;
}

/** A recording already in the catalog, as read from its served document. */
export interface CatalogRecording {
  id: number;
  title: string;
  artists: { id?: number; name: string }[];
  isrc?: string;
  duration?: string;
}

/** Folded (title, artist) keys → catalog recordings having them. */
export type CatalogRecordingIndex = Map<string, CatalogRecording[]>;

const key = (title: string, artist: string) => `${foldForMatch(title)}\u0000${foldForMatch(artist)}`;

/**
 * The folded (title, artist) keys of a catalog recording: one per artist name and one for all
 * artist names joined; none when the title or every artist folds to empty.
 */
export function catalogRecordingKeys(rec: Pick<CatalogRecording, 'title' | 'artists'>): string[] {
  if (!foldForMatch(rec.title)) return [];
  const names = rec.artists.map((a) => a.name).filter((n) => foldForMatch(n));
  const keys = new Set(names.map((n) => key(rec.title, n)));
  if (names.length > 1) keys.add(key(rec.title, names.join(' ')));
  return [...keys];
}

/** Builds the lookup index of catalog recordings (each index entry sorted by id). */
export function buildRecordingIndex(recs: CatalogRecording[]): CatalogRecordingIndex {
  const index: CatalogRecordingIndex = new Map();
  for (const r of recs) {
    for (const k of catalogRecordingKeys(r)) index.set(k, [...(index.get(k) ?? []), r]);
  }
  for (const list of index.values()) list.sort((a, b) => a.id - b.id);
  return index;
}

/**
 * The catalog recordings a version links to (same folded title and performer), smallest id first;
 * none when the version's link is among `vetoed` (keys of `linkVetoKey`).
 */
export function findCatalogMatches(
  v: Shs100kVersionRow,
  index: CatalogRecordingIndex,
  vetoed: ReadonlySet<string> = new Set(),
): CatalogRecording[] {
  if (!foldForMatch(v.title) || !foldForMatch(v.performer)) return [];
  if (vetoed.size && vetoed.has(linkVetoKey('recording', shs100kVersionKey(v)))) return [];
  return index.get(key(v.title, v.performer)) ?? [];
}

/** What one clique produces, plus which catalog recordings it linked. */
export interface CliqueMapping {
  batch: Required<Pick<ImportBatch, 'contributions' | 'listItems'>>;
  /** Versions linked to catalog recordings (count of versions, not of recordings). */
  linkedVersions: number;
  ownRecordings: number;
}

/**
 * Maps one clique to its cluster, own recordings/artists and list items (see the module doc).
 * @param setId the clique id (`set_id`).
 * @param versions the clique's rows (any order; sorted by `ver_id` here); rows must have a title
 *   and performer (the caller rejects others).
 * @param index catalog recordings to link to.
 * @param catalogRef gives a ref for a catalog recording id (list owners must be refs).
 * @param vetoed versions whose link an operator vetoed ({@link findCatalogMatches}).
 */
export function mapClique(
  setId: string,
  versions: Shs100kVersionRow[],
  index: CatalogRecordingIndex,
  catalogRef: (recordingId: number) => number,
  vetoed: ReadonlySet<string> = new Set(),
): CliqueMapping {
  const sorted = [...versions].sort((a, b) => Number(a.ver_id) - Number(b.ver_id));
  const clusterRef = ref('cluster', SHS100K_SOURCE, setId);
  const contributions: ContributionInput[] = [];
  const listItems: ListItemInput[] = [];
  const members: JsonObject[] = [];
  const linked: { ver: Shs100kVersionRow; recs: CatalogRecording[] }[] = [];
  const memberOwners: number[] = [];
  let ownRecordings = 0;
  for (const v of sorted) {
    const matches = findCatalogMatches(v, index, vetoed);
    if (matches.length) {
      const rep = matches[0]!;
      const m: JsonObject = {
        // a ref (resolving to rep.id), so a re-import limited to entities sees the member
        id: catalogRef(rep.id),
        title: rep.title,
        artists: rep.artists.map((a) => (a.id === undefined ? { name: a.name } : { id: a.id, name: a.name })),
      };
      if (rep.isrc) m.isrc = rep.isrc;
      if (rep.duration) m.duration = rep.duration;
      members.push(m);
      linked.push({ ver: v, recs: matches });
      for (const r of matches) memberOwners.push(catalogRef(r.id));
      continue;
    }
    // Not in the catalog: this version is only a cluster candidate (`ClusterCandidate` has no
    // id), never a catalog recording — a radio line naming it must not match anything.
    ownRecordings++;
  }
  if (!linked.length) return { batch: { contributions: [], listItems: [] }, linkedVersions: 0, ownRecordings: 0 };
  contributions.push({ entity: clusterRef, doc: { id: clusterRef, type: 'similar_work', recordings: members } });
  const clusterSort = padSortKey(Number(setId));
  for (const owner of memberOwners) {
    listItems.push({
      list: LISTS.recordingClusters,
      owner,
      itemKey: `shs100k:${setId}`,
      sortKey: clusterSort,
      itemRef: clusterRef,
    });
  }
  for (const { ver, recs } of linked) {
    const ownIds = new Set(recs.map((r) => r.id));
    const others = sorted.filter((o) => o !== ver && !findCatalogMatches(o, index, vetoed).some((r) => ownIds.has(r.id)));
    for (const r of recs) {
      for (const o of others) {
        listItems.push({
          list: LISTS.clusterCandidates,
          owner: catalogRef(r.id),
          itemKey: `shs100k:${setId}:${o.ver_id}`,
          sortKey: `${clusterSort}:${padSortKey(Number(o.ver_id))}`,
          item: { title: o.title.trim(), artists: [{ name: o.performer.trim() }] },
        });
      }
    }
  }
  return { batch: { contributions, listItems }, linkedVersions: linked.length, ownRecordings };
}

/**
 * The link decision of every version with a catalog match: linked to its first (smallest id)
 * match, the others in the evidence; a vetoed one refused ("vetoed by an operator").
 */
export function shs100kLinkDecisions(
  versions: Shs100kVersionRow[],
  index: CatalogRecordingIndex,
  vetoed: ReadonlySet<string>,
): LinkDecisionInput[] {
  return versions.flatMap((v) => {
    const matches = findCatalogMatches(v, index);
    if (!matches.length) return [];
    const isVetoed = !findCatalogMatches(v, index, vetoed).length;
    const evidence: JsonObject = {
      reason: isVetoed ? VETOED_BY_OPERATOR : 'same folded title and performer',
      title: v.title.trim(),
      performer: v.performer.trim(),
    };
    if (matches.length > 1) evidence.alsoTargets = matches.slice(1).map((r) => r.id);
    if (isVetoed) evidence.vetoedTargets = matches.map((r) => r.id);
    const sourceKey = shs100kVersionKey(v);
    return [
      { kind: 'recording' as const, sourceKey, targetId: isVetoed ? null : matches[0]!.id, rule: SHS100K_LINK_RULE, evidence },
    ];
  });
}

function asCatalogRecording(id: number, doc: JsonObject): CatalogRecording | null {
  if (typeof doc.title !== 'string') return null;
  const artists = Array.isArray(doc.artists)
    ? doc.artists.flatMap((a) => {
        if (a === null || typeof a !== 'object' || Array.isArray(a) || typeof a.name !== 'string') return [];
        return [typeof a.id === 'number' ? { id: a.id, name: a.name } : { name: a.name }];
      })
    : [];
  const rec: CatalogRecording = { id, title: doc.title, artists };
  if (typeof doc.isrc === 'string') rec.isrc = doc.isrc;
  if (typeof doc.duration === 'string') rec.duration = doc.duration;
  return rec;
}

/** The `shs100k` importer (after the chart sources whose recordings it links to). */
export const shs100kClustersImporter: Importer = {
  source: SHS100K_SOURCE,
  datasets: [DATASET],
  dependsOn: ['billboard', 'spotify'],
  async run(ctx: ImportContext): Promise<void> {
    const rows: Shs100kVersionRow[] = [];
    const parser = createReadStream(join(ctx.dataDir, DATASET, 'seed_shs100k.csv')).pipe(
      parse({ columns: true, delimiter: ';', relax_quotes: true }),
    );
    for await (const rec of parser) rows.push(rec as Shs100kVersionRow);

    // Catalog recordings from other sources (never this importer's own: keeps re-runs stable).
    const recRows = await loadRecordingsOfOtherSources(ctx.pool, SHS100K_SOURCE);
    const index = buildRecordingIndex(
      recRows.flatMap((r) => {
        const rec = asCatalogRecording(r.id, r.doc);
        return rec ? [rec] : [];
      }),
    );

    const cliques = new Map<string, Shs100kVersionRow[]>();
    for (const r of rows) {
      if (!/^\d+$/.test(r.set_id ?? '') || !/^\d+$/.test(r.ver_id ?? '')) {
        ctx.reject('version without numeric set_id/ver_id', JSON.stringify(r));
      } else if (!foldForMatch(r.title ?? '') || !foldForMatch(r.performer ?? '')) {
        ctx.reject('version without title or performer', JSON.stringify(r));
      } else {
        cliques.set(r.set_id, [...(cliques.get(r.set_id) ?? []), r]);
      }
    }

    // Refs for the catalog recordings that will own list items (any id_map row of that id).
    const vetoed = await linkVetoesOf(ctx, SHS100K_SOURCE);
    const linkedIds = new Set<number>();
    for (const vs of cliques.values())
      for (const v of vs) for (const r of findCatalogMatches(v, index, vetoed)) linkedIds.add(r.id);
    await recordLinkDecisions(ctx, SHS100K_SOURCE, shs100kLinkDecisions([...cliques.values()].flat(), index, vetoed));
    const keyById = await firstSourceKeys(ctx.pool, 'recording', [...linkedIds]);
    const catalogRef = (id: number) => {
      const k = keyById.get(id);
      if (k === undefined) throw new Error(`recording ${id} has no id_map row`);
      return ref('recording', k.source, k.sourceKey);
    };

    ctx.progress.start(cliques.size, 'cliques');
    let linked = 0;
    let own = 0;
    let pending: ImportBatch = { contributions: [], listItems: [] };
    const flush = async () => {
      if (pending.contributions!.length || pending.listItems!.length) await ctx.writer.write(pending);
      pending = { contributions: [], listItems: [] };
    };
    const ordered = [...cliques].sort((a, b) => Number(a[0]) - Number(b[0]));
    for (const [setId, versions] of ordered) {
      const m = mapClique(setId, versions, index, catalogRef, vetoed);
      linked += m.linkedVersions;
      own += m.ownRecordings;
      pending.contributions!.push(...m.batch.contributions);
      pending.listItems!.push(...m.batch.listItems);
      if (pending.contributions!.length + pending.listItems!.length >= 3000) await flush();
      ctx.progress.increment();
    }
    await flush();
    ctx.progress.stop();
    ctx.log(
      `shs100k: ${cliques.size} clusters, ${linked} versions linked to ${linkedIds.size} catalog recordings, ${own} own recordings`,
    );
  },
};
