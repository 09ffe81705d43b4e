/**
 * Where the ids of recordings, albums and releases are written in other records of the store: what
 * a curated merge of two of them re-points so that every document names the survivor, as a
 * re-import under the merged `id_map` would write it (`curated-entity-merge.ts`). Ids of the kinds
 * sharing an id (`kindsSharingIds`: a recording's lyric, audio, credits, popularity) are not
 * references: those records move with the id.
 *
 * Paths are JSON keys from the row's document (`contribution.doc`, `list_item.item`), `*` standing
 * for every element of an array; a `list_item` reference with no path is its `item_id` column.
 */
import type { EntityKind, Json } from '@mc/catalog';
import { LISTS } from '@mc/catalog';

/** The kinds a curated merge moves by references (artists move by their credits: `repointCredits`). */
export const REFERENCED_KINDS = ['recording', 'album', 'release'] as const;
/** A kind of {@link REFERENCED_KINDS}. */
export type ReferencedKind = (typeof REFERENCED_KINDS)[number];

/** One place an id is written: a contribution's document of `kind`, or a list's items. */
export type IdReference =
  { in: 'contribution'; kind: EntityKind; path: string[] } | { in: 'list_item'; list: string; path: string[] };

/** Every place an id of each kind is written (the writers: `@mc/ingest` sources, `catalog-file`). */
export const ID_REFERENCES: Record<ReferencedKind, readonly IdReference[]> = {
  recording: [
    { in: 'contribution', kind: 'track', path: ['doc', 'recording', 'id'] },
    { in: 'contribution', kind: 'cluster', path: ['doc', 'recordings', '*', 'id'] },
    { in: 'list_item', list: LISTS.releaseTracks, path: ['recording', 'id'] },
    { in: 'list_item', list: LISTS.chartRows, path: ['ms_recordings', '*', 'id'] },
  ],
  album: [
    { in: 'contribution', kind: 'release', path: ['doc', 'album', 'id'] },
    { in: 'list_item', list: LISTS.artistAlbums, path: [] },
  ],
  release: [{ in: 'list_item', list: LISTS.albumReleases, path: [] }],
};

/** A concrete position in a document: keys and array indexes. */
export type JsonPosition = (string | number)[];

/**
 * The SQL/JSON path predicate (PostgreSQL `@@`) that is true of a document holding `id` at
 * `path`, e.g. `$."doc"."recordings"[*]."id" == 42`. Pure.
 */
export function jsonPathHolding(path: readonly string[], id: number): string {
  const steps = path.map((k) => (k === '*' ? '[*]' : `.${JSON.stringify(k)}`)).join('');
  return `$${steps} == ${Math.trunc(id)}`;
}

/**
 * Replaces, in place, every `from` found at `path` in `doc` by `to` (only where the value is
 * exactly `from`). Pure apart from mutating `doc`.
 * @returns the positions replaced, in document order (empty when none).
 */
export function repointAt(doc: Json, path: readonly string[], from: number, to: number): JsonPosition[] {
  const done: JsonPosition[] = [];
  const walk = (node: Json | undefined, at: number, pos: JsonPosition): void => {
    if (node === null || typeof node !== 'object') return;
    const key = path[at]!;
    const last = at === path.length - 1;
    const entries: [string | number, Json | undefined][] =
      key === '*' ? (Array.isArray(node) ? node.map((v, i) => [i, v]) : []) : Array.isArray(node) ? [] : [[key, node[key]]];
    for (const [k, v] of entries) {
      if (!last) walk(v, at + 1, [...pos, k]);
      else if (v === from) {
        (node as Record<string | number, Json>)[k] = to;
        done.push([...pos, k]);
      }
    }
  };
  if (path.length) walk(doc, 0, []);
  return done;
}

/**
 * Sets `doc` at each of `positions` back to `to` where it is `from` now (the undo of
 * {@link repointAt}; a position a later write changed is left alone). Pure apart from mutating `doc`.
 * @returns how many positions were set.
 */
export function repointPositions(doc: Json, positions: readonly JsonPosition[], from: number, to: number): number {
  let n = 0;
  for (const pos of positions) {
    let node: Json | undefined = doc;
    for (const k of pos.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, Json>)[k] : undefined;
    const last = pos[pos.length - 1]!;
    if (node && typeof node === 'object' && (node as Record<string, Json>)[last] === from) {
      (node as Record<string | number, Json>)[last] = to;
      n++;
    }
  }
  return n;
}
