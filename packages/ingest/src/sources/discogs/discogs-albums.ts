/**
 * Pure album rules of the `discogs` importer (./discogs.ts): folding each release's view of its
 * album into the album's state, in release order, and turning a finished state into the album's
 * contribution, its `album_credits` and its `artist_albums` items. The importer keeps the states in
 * its spill (`@mc/store` DiscogsSpill) between batches of releases.
 */
import { type JsonObject, LISTS, ref } from '@mc/catalog';
import type { ImportBatch, ListItemInput } from '@mc/store';
import { type CreditLine, DISCOGS_SOURCE, albumTypeAndFormat, creditPersonKey, groupCredits } from './discogs-mapping';

/** What is known of one album so far. */
export interface AlbumState {
  doc: JsonObject;
  /** True when the album comes from a `<master>` record. */
  fromMaster: boolean;
  /** True once the master's main release was folded in. */
  mainSeen: boolean;
  /** Release credit lines, in release order (repeats allowed: {@link distinctCreditLines}). */
  credits: CreditLine[];
}

/** The writes of one album: its contribution, credits and list items. */
export type AlbumWrites = Required<Pick<ImportBatch, 'contributions' | 'listItems' | 'sameAs'>>;

/**
 * Folds a release's view of its album into `albums` (created when absent):
 * - a master album takes type/format and label/distributor from its main release, or, until the
 *   main release is seen, from each release in turn; genre and artists only fill what it lacks;
 * - an album without master record is the first release's view, replaced once by the main release's;
 * - credit lines are appended.
 */
export function updateAlbum(
  albums: Map<string, AlbumState>,
  key: string,
  releaseDoc: JsonObject,
  isMain: boolean,
  credits: CreditLine[],
): void {
  const state = albums.get(key);
  if (!state) {
    albums.set(key, { doc: releaseDoc, fromMaster: false, mainSeen: isMain, credits: [...credits] });
    return;
  }
  state.credits.push(...credits);
  if (state.fromMaster) {
    if (isMain || !state.mainSeen) {
      const { type, format, label, distributor, genre, artists } = releaseDoc;
      state.doc = {
        ...state.doc,
        ...(type ? { type, format } : {}),
        ...(label ? { label, distributor } : {}),
        ...(state.doc.genre ? {} : genre ? { genre } : {}),
        ...(state.doc.artists ? {} : artists ? { artists } : {}),
      };
      state.mainSeen = state.mainSeen || isMain;
    }
  } else if (isMain && !state.mainSeen) {
    state.doc = releaseDoc;
    state.mainSeen = true;
  }
}

/**
 * The first line of each (role, person) in order: {@link groupCredits} gives the same credits for
 * these as for all `lines` (it keeps categories, roles and people in order of first appearance and
 * each person's first name), so an album's state needs only these.
 */
export function distinctCreditLines(lines: CreditLine[]): CreditLine[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const k = `${l.role}\u0001${creditPersonKey(l)}`;
    return !seen.has(k) && (seen.add(k), true);
  });
}

/** An album's contribution, its grouped credits (`album_credits`, same id) and its `artist_albums` items. */
export function albumContributions(key: string, state: AlbumState): AlbumWrites {
  const out: AlbumWrites = { contributions: [], listItems: [], sameAs: [] };
  const albumRef = ref('album', DISCOGS_SOURCE, key);
  const doc = { ...state.doc };
  if (!doc.type) Object.assign(doc, albumTypeAndFormat([]));
  out.contributions.push({ entity: albumRef, doc });
  const credits = groupCredits(state.credits);
  if (credits.length) {
    const creditsRef = ref('album_credits', DISCOGS_SOURCE, key);
    out.sameAs.push({ entity: creditsRef, target: albumRef });
    out.contributions.push({ entity: creditsRef, doc: { data: credits } });
  }
  for (const a of (doc.artists as JsonObject[] | undefined) ?? []) {
    const item: ListItemInput = {
      list: LISTS.artistAlbums,
      owner: a.id_artist as number,
      itemKey: `discogs:album:${key}`,
      sortKey: `${(doc.original_release_date as string | undefined) ?? '9999-99-99'}:${key}`,
      itemRef: albumRef,
    };
    out.listItems.push(item);
  }
  return out;
}
