/**
 * The incremental turn of the derived-fields stage: re-derives only what a batch of change-feed
 * changes touch (the derive reader, `derive-stage.ts` `deriveFollowTurn`), with the same rules
 * and the same code as a whole derive, so that a whole derive on top of incremental turns changes
 * no row.
 *
 * What a change touches, per rule (the rules: `artist-derivations.ts`, `genre-derivations.ts`,
 * `show-derivations.ts`, `recording-derivations.ts`):
 *
 * | rule                 | re-derived for                                                                                           |
 * | -------------------- | -------------------------------------------------------------------------------------------------------- |
 * | artist genres        | a changed artist; the artists a changed recording credits (when its genre counts) or was counted for      |
 * |                      | (`derive_genre_count`); a genre renamed, created or removed counts as a change of its recordings          |
 * | artist type          | a changed artist, its band members, the artists whose `member-of` evidence names it                      |
 * | merged artist name   | a changed artist and the artists a changed recording credits, when they survive a merge                   |
 * | show fields          | a changed show; the shows whose performer key is a changed artist's old or new name key (`derive_name_key`) |
 * | recording albums     | a changed recording; the recordings a changed release's tracks play, or played (the rule's evidence);    |
 * |                      | the recordings played by the releases of a changed album                                                 |
 * | genre top artists    | the genres a touched artist (changed, re-derived, its popularity changed) is listed on or now holds,     |
 * |                      | and a genre renamed, created or removed                                                                  |
 *
 * Everything is read with the turn's transaction (`client`) by ids (`@mc/store` derive-inputs),
 * and written in it (`replaceDerivedScope`), with what the values were derived from.
 */
import type { PoolClient } from 'pg';
import { type EntityKind, type JsonObject, LISTS } from '@mc/catalog';
import { artistNameKey } from '@mc/text-analysis';
import {
  type FeedChange,
  DERIVED_SOURCE,
  type DerivedFieldInput,
  type DerivedListItemInput,
  type DeriveInputRows,
  type DerivedScope,
  type DerivedWriteCounts,
  type SourceDocument,
  artistPopularityOf,
  artistsListingMembers,
  artistsWithGenres,
  countedArtistsOf,
  derivedValuesOf,
  genreListsHolding,
  idsWithNameKeys,
  mergeSurvivorsOf,
  nameKeysOf,
  recordingsCrediting,
  recordingsCreditingWithGenre,
  recordingsOfGenres,
  recordingsWithReleaseEvidence,
  releaseTracksOf,
  releasesOfAlbums,
  replaceDerivedScope,
  sourceDocumentsOf,
  typedMembersOf,
} from '@mc/store';
import { ArtistGenreCounter, ArtistTypeDeriver, creditedArtistIds, hasGenres } from './artist-derivations';
import { ArtistNameDeriver } from './artist-name-derivation';
import { deriveGenreTopArtists, genreArtistFacts } from './genre-derivations';
import { deriveShowFields, performerCandidates, showPerformerKeys } from './show-derivations';
import { RecordingAlbumCollector, albumOfReleases, albumSummaries } from './recording-derivations';

/** Artist fields every rule of this turn reads (one projection for all of them). */
const ARTIST_FIELDS = ['name', 'aliases', 'disambiguation', 'type', 'genres', 'band_members', 'country_code', 'country_name'];

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const sorted = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** What one incremental turn did: the entities it re-derived per rule, and what it wrote. */
export interface IncrementalDeriveResult {
  /** Entities (or genres) re-derived per rule: `artist-genres`, `artist-type`, `artist-name`, `show`, `recording-albums`, `genre-artists`. */
  scope: Record<string, number>;
  /** Derived values per rule among them. */
  perRule: Record<string, number>;
  listItems: number;
  written: DerivedWriteCounts;
}

/** The changed entities of a batch, by kind (a merged id and its survivor both count). */
type Changed = Map<EntityKind, Set<number>>;

function changedByKind(changes: readonly FeedChange[]): Changed {
  const out: Changed = new Map();
  const add = (kind: EntityKind, id: number) => (out.get(kind) ?? out.set(kind, new Set()).get(kind)!).add(id);
  for (const c of changes) {
    add(c.kind, c.id);
    if (c.mergedInto !== undefined) add(c.kind, c.mergedInto);
  }
  return out;
}

/** The turn's reads of artists, shared by the rules: source documents by id, read once each. */
class Artists {
  private readonly docs = new Map<number, SourceDocument | null>();
  constructor(private readonly client: PoolClient) {}

  /** The source documents of `ids` that exist, by ascending id. */
  async of(ids: Iterable<number>): Promise<SourceDocument[]> {
    const want = sorted(ids);
    const missing = want.filter((id) => !this.docs.has(id));
    for (const id of missing) this.docs.set(id, null);
    for (const d of await sourceDocumentsOf(this.client, 'artist', missing, DERIVED_SOURCE, { fields: ARTIST_FIELDS }))
      this.docs.set(d.id, d);
    return want.map((id) => this.docs.get(id)).filter((d): d is SourceDocument => Boolean(d));
  }
}

/** Genre id → name of the genres `ids` that exist (as a whole derive reads them). */
async function genreNamesOf(client: PoolClient, ids: Iterable<number>): Promise<Map<number, string>> {
  const docs = await sourceDocumentsOf(client, 'genre', sorted(ids), DERIVED_SOURCE, { fields: ['name'] });
  return new Map(docs.filter((g) => str(g.doc.name)).map((g) => [g.id, str(g.doc.name)!]));
}

/** `genre.id_genre` of each document that has one. */
function genreIdsOf(docs: readonly SourceDocument[]): number[] {
  return docs.flatMap((r) => {
    const g = r.doc.genre;
    const id = g !== null && typeof g === 'object' && !Array.isArray(g) ? g.id_genre : undefined;
    return typeof id === 'number' ? [id] : [];
  });
}

/** The genres renamed, created or removed since the last derive (their `derive_name_key`), and their rows. */
async function changedGenres(
  client: PoolClient,
  genres: readonly number[],
): Promise<{ ids: number[]; rows: { id: number; key: string }[] }> {
  const names = await genreNamesOf(client, genres);
  const kept = await nameKeysOf(client, 'genre', genres);
  return {
    ids: genres.filter((id) => names.get(id) !== kept.get(id)),
    rows: [...names].map(([id, key]) => ({ id, key })),
  };
}

/** Artist genres of the artists the changed recordings and artists touch (module doc). */
async function artistGenres(client: PoolClient, artists: Artists, changedArtists: number[], recordings: number[]) {
  const recDocs = await sourceDocumentsOf(client, 'recording', recordings, DERIVED_SOURCE, { fields: ['genre', 'artists'] });
  const counts = await genreNamesOf(client, genreIdsOf(recDocs));
  const creditedNow = recDocs.filter((r) => genreIdsOf([r]).some((g) => counts.has(g))).flatMap((r) => creditedArtistIds(r.doc));
  const scope = sorted([...changedArtists, ...(await countedArtistsOf(client, recordings)), ...creditedNow]);
  const wanted = new Set((await artists.of(scope)).filter((a) => !hasGenres(a.doc)).map((a) => a.id));
  const ids = await recordingsCreditingWithGenre(client, [...wanted]);
  const docs = await sourceDocumentsOf(client, 'recording', ids, DERIVED_SOURCE, { fields: ['genre', 'artists'] });
  const counter = new ArtistGenreCounter(wanted, await genreNamesOf(client, genreIdsOf(docs)));
  for (const r of docs) counter.add(r.doc, r.id);
  return { scope, fields: counter.fields(), pairs: counter.pairs() };
}

/** Names of the merged artists among the changed ones and those the changed recordings credit (module doc). */
async function artistNames(client: PoolClient, artists: Artists, changedArtists: number[], recordings: number[]) {
  const recDocs = await sourceDocumentsOf(client, 'recording', recordings, DERIVED_SOURCE, { fields: ['artists'] });
  const touched = sorted([...changedArtists, ...recDocs.flatMap((r) => creditedArtistIds(r.doc))]);
  const scope = touched.length ? await mergeSurvivorsOf(client, 'artist', touched) : [];
  const names = new ArtistNameDeriver(new Set(scope));
  for (const a of await artists.of(scope)) names.addArtist(a);
  // Served credits: the derived layer states no `artists`, so they are what the sources say.
  for (const r of scope.length ? await recordingsCrediting(client, scope, ['artists']) : []) names.addRecording(r.doc);
  return { scope, fields: names.fields() };
}

/** `band_members[].id_artist` of an artist document. */
function membersOf(doc: JsonObject): number[] {
  const m = doc.band_members;
  return (Array.isArray(m) ? m : []).flatMap((x) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) && typeof x.id_artist === 'number' ? [x.id_artist] : [],
  );
}

/** Artist types of the changed artists, their members and the artists typed as their members (module doc). */
async function artistTypes(client: PoolClient, artists: Artists, changed: number[]) {
  const members = (await artists.of(changed)).flatMap((a) => membersOf(a.doc));
  const scope = sorted([...changed, ...members, ...(await typedMembersOf(client, changed))]);
  const groups = await artistsListingMembers(client, scope);
  const types = new ArtistTypeDeriver();
  for (const a of await artists.of([...scope, ...groups])) types.add(a);
  const inScope = new Set(scope);
  return { scope, fields: types.fields().filter((f) => inScope.has(f.id)) };
}

/** Show fields of the changed shows and of the shows named after a changed artist's old or new name (module doc). */
async function showFieldsOf(client: PoolClient, artists: Artists, changedArtists: number[], changedShows: number[]) {
  const oldKeys = await nameKeysOf(client, 'artist', changedArtists);
  const artistRows: { id: number; key: string }[] = [];
  for (const a of await artists.of(changedArtists)) {
    const name = str(a.doc.name);
    const key = name ? artistNameKey(name) : '';
    if (key) artistRows.push({ id: a.id, key });
  }
  const touchedKeys = [...oldKeys.values(), ...artistRows.map((r) => r.key)];
  const byKey = await idsWithNameKeys(client, 'show', touchedKeys);
  const scope = sorted([...changedShows, ...byKey.map((s) => s.id)]);
  const shows = await sourceDocumentsOf(client, 'show', scope, DERIVED_SOURCE, { fields: ['name', 'year', 'artists'] });
  const showRows = shows.flatMap((s) => showPerformerKeys(s).map((key) => ({ id: s.id, key })));
  const keys = new Set(showRows.map((r) => r.key));
  const named = await idsWithNameKeys(client, 'artist', [...keys]);
  const candidates = new Map<string, { id: number; name: string; disambiguated: boolean }[]>();
  for (const a of await artists.of([...named.map((n) => n.id), ...artistRows.map((r) => r.id)])) {
    const name = str(a.doc.name);
    const k = name ? artistNameKey(name) : '';
    if (name && keys.has(k))
      (candidates.get(k) ?? candidates.set(k, []).get(k)!).push({
        id: a.id,
        name,
        disambiguated: Boolean(str(a.doc.disambiguation)),
      });
  }
  return {
    scope,
    fields: deriveShowFields(shows, performerCandidates(candidates)),
    nameKeys: [
      { kind: 'artist' as const, ids: changedArtists, rows: artistRows },
      { kind: 'show' as const, ids: scope, rows: showRows },
    ],
  };
}

/** Recording albums of the recordings the changed recordings, releases and albums touch (module doc). */
async function recordingAlbums(client: PoolClient, recordings: number[], releases: number[], albums: number[]) {
  const albumReleases = await releasesOfAlbums(client, albums);
  const touchedReleases = sorted([...releases, ...albumReleases]);
  const played = (await releaseTracksOf(client, touchedReleases, [])).flatMap((t) => {
    const rec = t.item?.recording;
    const id = rec !== null && typeof rec === 'object' && !Array.isArray(rec) ? rec.id : undefined;
    return typeof id === 'number' ? [id] : [];
  });
  const scope = sorted([...recordings, ...played, ...(await recordingsWithReleaseEvidence(client, touchedReleases))]);
  const tracks = await releaseTracksOf(client, [], scope);
  const owners = sorted(tracks.map((t) => t.ownerId));
  const albumOfRelease = albumOfReleases(
    await sourceDocumentsOf(client, 'release', owners, DERIVED_SOURCE, { fields: ['album'] }),
  );
  const summaries = albumSummaries(await sourceDocumentsOf(client, 'album', sorted(albumOfRelease.values()), DERIVED_SOURCE));
  const collector = new RecordingAlbumCollector(albumOfRelease, summaries);
  for (const t of tracks) collector.addTrack(t);
  const docs = await sourceDocumentsOf(client, 'recording', scope, DERIVED_SOURCE, { fields: ['albums'] });
  const wanted = new Set(docs.filter((r) => !Array.isArray(r.doc.albums)).map((r) => r.id));
  return { scope, fields: collector.fields((id) => wanted.has(id)) };
}

/**
 * The top-artist lists of the genres the touched artists are on or now hold, and of `genres`,
 * with `derived` the artists' new derived values (`genres`, `type`) for the artists of `rederived`.
 */
async function genreLists(
  client: PoolClient,
  artists: Artists,
  touched: number[],
  rederived: { ids: number[]; fields: DerivedFieldInput[] },
  genres: number[],
) {
  const newValues = new Map<number, JsonObject>(rederived.ids.map((id) => [id, {}]));
  for (const f of rederived.fields) newValues.set(f.id, { ...(newValues.get(f.id) ?? {}), [f.field]: f.value });
  const overlays = async (ids: number[]) => {
    const stored = await derivedValuesOf(client, 'artist', ids, ['genres', 'type']);
    return (id: number) => ({ ...(stored.get(id) ?? {}), ...(newValues.get(id) ?? {}) });
  };
  const before = await genreListsHolding(client, touched);
  const touchedOverlay = await overlays(touched);
  const now = (await artists.of(touched)).flatMap((a) => genreArtistFacts(a, touchedOverlay(a.id), new Map()).genres);
  const scope = sorted([...before, ...now.map((g) => g.idGenre), ...genres]);
  if (!scope.length) return { scope, items: [] as DerivedListItemInput[] };
  const members = sorted([...(await artistsWithGenres(client, scope)), ...touched]);
  const docs = await artists.of(members);
  const overlay = await overlays(members);
  const popularity = await artistPopularityOf(client, members);
  const facts = docs.map((a) => genreArtistFacts(a, overlay(a.id), popularity)).filter((f) => f.genres.length);
  const existing = new Set((await genreNamesOf(client, scope)).keys());
  return { scope, items: deriveGenreTopArtists(facts, existing) };
}

/**
 * Re-derives what `changes` touch (module doc) and writes it with the transaction of `client`
 * (`replaceDerivedScope`: values, lists, what they were derived from, the re-merged documents
 * and their change-feed rows). Idempotent: a batch applied again writes nothing.
 * @returns the entities re-derived per rule and what was written.
 * @throws on database errors (the transaction is then rolled back by its owner).
 */
export async function deriveChanges(client: PoolClient, changes: readonly FeedChange[]): Promise<IncrementalDeriveResult> {
  const changed = changedByKind(changes);
  const ids = (kind: EntityKind) => sorted(changed.get(kind) ?? []);
  const artists = new Artists(client);
  const genres = await changedGenres(client, ids('genre'));
  const recordings = sorted([...ids('recording'), ...(await recordingsOfGenres(client, genres.ids))]);
  const g = await artistGenres(client, artists, ids('artist'), recordings);
  const t = await artistTypes(client, artists, ids('artist'));
  const n = await artistNames(client, artists, ids('artist'), ids('recording'));
  const s = await showFieldsOf(client, artists, ids('artist'), ids('show'));
  const r = await recordingAlbums(client, ids('recording'), ids('release'), ids('album'));
  const rederived = { ids: sorted([...g.scope, ...t.scope, ...n.scope]), fields: [...g.fields, ...t.fields, ...n.fields] };
  const touched = sorted([...ids('artist'), ...ids('artist_popularity'), ...rederived.ids]);
  const l = await genreLists(client, artists, touched, rederived, genres.ids);
  const scope: DerivedScope = {
    entities: [
      { kind: 'artist', ids: g.scope, fields: ['genres'] },
      { kind: 'artist', ids: t.scope, fields: ['type'] },
      { kind: 'artist', ids: n.scope, fields: ['name', 'aliases'] },
      { kind: 'show', ids: s.scope, fields: ['name', 'year', 'artists'] },
      { kind: 'recording', ids: r.scope, fields: ['albums'] },
    ],
    lists: [{ list: LISTS.genreArtists, ownerIds: l.scope }],
  };
  const fields = [...g.fields, ...t.fields, ...n.fields, ...s.fields, ...r.fields];
  const inputs: DeriveInputRows = {
    genreCounts: { artistIds: g.scope, pairs: g.pairs },
    nameKeys: [...s.nameKeys, { kind: 'genre', ids: ids('genre'), rows: genres.rows }],
  };
  const written = await replaceDerivedScope(client, scope, fields, l.items, inputs);
  const perRule: Record<string, number> = {};
  for (const f of fields) perRule[f.rule] = (perRule[f.rule] ?? 0) + 1;
  return {
    scope: {
      'artist-genres': g.scope.length,
      'artist-type': t.scope.length,
      'artist-name': n.scope.length,
      show: s.scope.length,
      'recording-albums': r.scope.length,
      'genre-artists': l.scope.length,
    },
    perRule,
    listItems: l.items.length,
    written,
  };
}
