/**
 * The reads of the derive reader's incremental turns (`@mc/derive` `deriveChanges`): which
 * entities a set of changed documents can re-derive, and the evidence of those entities only.
 * Each function reads by ids (bounded by the changes of one turn), never the catalog in pages.
 *
 * Two kinds of answer:
 * - **the catalog as it is now**, from the served documents (`entity.doc`): which recordings
 *   credit an artist (the GIN index of credits, `credits-path.ts`), which artists list a band
 *   member or hold a genre, which releases belong to an album, which release tracks play a
 *   recording. The derived layer states none of these fields (`artists`, `genre`,
 *   `band_members`, `album`, track items), so the served document says what the sources say;
 * - **what the derived layer was last derived from**, where a changed document no longer says it:
 *   the recordings counted in an artist's genres and the name keys matched
 *   (`derive_genre_count`, `derive_name_key`, migration 017), the member-of evidence of derived
 *   types, the releases in the evidence of derived recording albums, and the derived genre lists
 *   an artist is on.
 *
 * Every function takes a pool or a transaction's client and throws on database errors.
 */
import type { Pool } from 'pg';
import { type EntityKind, type JsonObject, LISTS } from '@mc/catalog';
import { CREDITS_PATH_MAX_IDS, creditsPathChunks } from './credits-path';
import { DERIVED_SOURCE } from './derived-store';

/** A pool or a transaction's client. */
type Queryable = Pick<Pool, 'query'>;

/** The distinct ids of `rows`' column `id`, ascending. */
const idsOf = (rows: { id: string }[]): number[] => [...new Set(rows.map((r) => Number(r.id)))].sort((a, b) => a - b);

/** Runs `sql` (its `$1` a jsonpath over `field`'s elements `key == id`) once per chunk of ids; the ids found. */
async function byPath(q: Queryable, sql: string, key: string, ids: readonly number[]): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += CREDITS_PATH_MAX_IDS) {
    const chunk = ids.slice(i, i + CREDITS_PATH_MAX_IDS).filter((id) => Number.isSafeInteger(id));
    if (!chunk.length) continue;
    const { rows } = await q.query<{ id: string }>(sql, [chunk.map((id) => `$[*].${key} == ${id}`).join(' || ')]);
    found.push(...rows.map((r) => Number(r.id)));
  }
  return [...new Set(found)].sort((a, b) => a - b);
}

/** Recordings crediting one of `artistIds` that state a genre (the ones an artist's genres count). */
export async function recordingsCreditingWithGenre(q: Queryable, artistIds: readonly number[]): Promise<number[]> {
  const found: number[] = [];
  for (const { path } of artistIds.length ? creditsPathChunks(artistIds) : []) {
    const { rows } = await q.query<{ id: string }>(
      `SELECT id FROM entity WHERE kind = 'recording' AND doc -> 'artists' @@ $1::jsonpath
          AND jsonb_typeof(doc -> 'genre') = 'object'`,
      [path],
    );
    found.push(...rows.map((r) => Number(r.id)));
  }
  return [...new Set(found)].sort((a, b) => a - b);
}

/**
 * The ids of `kind` that survive at least one merge (`entity_merge.surviving_id`), ascending; only
 * those among `ids` when given.
 */
export async function mergeSurvivorsOf(q: Queryable, kind: EntityKind, ids?: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT DISTINCT surviving_id AS id FROM entity_merge
      WHERE kind = $1 AND ($2::bigint[] IS NULL OR surviving_id = ANY($2::bigint[]))`,
    [kind, ids ? [...ids] : null],
  );
  return idsOf(rows);
}

/** Recordings whose genre (`genre.id_genre`) is one of `genreIds` (a scan of the recordings: genre changes are rare). */
export async function recordingsOfGenres(q: Queryable, genreIds: readonly number[]): Promise<number[]> {
  if (!genreIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM entity WHERE kind = 'recording' AND doc -> 'genre' ->> 'id_genre' = ANY($1::text[])`,
    [genreIds.map(String)],
  );
  return idsOf(rows);
}

/** Artists whose `band_members` list one of `memberIds` (`id_artist`). */
export function artistsListingMembers(q: Queryable, memberIds: readonly number[]): Promise<number[]> {
  return byPath(
    q,
    `SELECT id FROM entity WHERE kind = 'artist' AND doc -> 'band_members' @@ $1::jsonpath`,
    'id_artist',
    memberIds,
  );
}

/** Artists whose served `genres` hold one of `genreIds` (`id_genre`: stated or derived). */
export function artistsWithGenres(q: Queryable, genreIds: readonly number[]): Promise<number[]> {
  return byPath(q, `SELECT id FROM entity WHERE kind = 'artist' AND doc -> 'genres' @@ $1::jsonpath`, 'id_genre', genreIds);
}

/** Releases whose `album.id` is one of `albumIds`. */
export async function releasesOfAlbums(q: Queryable, albumIds: readonly number[]): Promise<number[]> {
  if (!albumIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM entity WHERE kind = 'release' AND doc -> 'album' ->> 'id' = ANY($1::text[])`,
    [albumIds.map(String)],
  );
  return idsOf(rows);
}

/** One `release_tracks` item: the release that owns it and the item. */
export interface ReleaseTrackRow {
  ownerId: number;
  item: JsonObject | null;
}

/**
 * The `release_tracks` items (every source) of releases `releaseIds`, and those playing one of
 * `recordingIds` (`recording.id`), each item once.
 */
export async function releaseTracksOf(
  q: Queryable,
  releaseIds: readonly number[],
  recordingIds: readonly number[],
): Promise<ReleaseTrackRow[]> {
  if (!releaseIds.length && !recordingIds.length) return [];
  const { rows } = await q.query<{ owner_id: string; item: JsonObject | null }>(
    `SELECT owner_id, item FROM list_item WHERE list = $1
        AND (owner_id = ANY($2::bigint[]) OR item -> 'recording' ->> 'id' = ANY($3::text[]))
      ORDER BY owner_id, item_key`,
    [LISTS.releaseTracks, releaseIds, recordingIds.map(String)],
  );
  return rows.map((r) => ({ ownerId: Number(r.owner_id), item: r.item }));
}

/** The artists in `derive_genre_count` for recordings `recordingIds` (their genres counted them). */
export async function countedArtistsOf(q: Queryable, recordingIds: readonly number[]): Promise<number[]> {
  if (!recordingIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    'SELECT artist_id AS id FROM derive_genre_count WHERE recording_id = ANY($1::bigint[])',
    [recordingIds],
  );
  return idsOf(rows);
}

/** Artists whose derived `type` names one of `groupIds` as evidence (`member_of`). */
export async function typedMembersOf(q: Queryable, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM derived_field d WHERE kind = 'artist' AND field = 'type' AND EXISTS
       (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(d.evidence -> 'member_of') = 'array'
                                                     THEN d.evidence -> 'member_of' ELSE '[]' END) g
         WHERE g = ANY($1::text[]))`,
    [groupIds.map(String)],
  );
  return idsOf(rows);
}

/** Recordings whose derived `albums` name one of `releaseIds` in their evidence (`releases_per_album`). */
export async function recordingsWithReleaseEvidence(q: Queryable, releaseIds: readonly number[]): Promise<number[]> {
  if (!releaseIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM derived_field d WHERE kind = 'recording' AND field = 'albums' AND EXISTS
       (SELECT 1 FROM jsonb_each(d.evidence -> 'releases_per_album') e, jsonb_array_elements_text(e.value) r
         WHERE jsonb_typeof(e.value) = 'array' AND r = ANY($1::text[]))`,
    [releaseIds.map(String)],
  );
  return idsOf(rows);
}

/** The genres whose derived top-artists list (`genre_artists`) holds one of `artistIds`. */
export async function genreListsHolding(q: Queryable, artistIds: readonly number[]): Promise<number[]> {
  if (!artistIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    'SELECT DISTINCT owner_id AS id FROM list_item WHERE list = $1 AND source = $2 AND item_key = ANY($3::text[])',
    [LISTS.genreArtists, DERIVED_SOURCE, artistIds.map(String)],
  );
  return idsOf(rows);
}

/** Artist id → popularity score (`artist_popularity.global.score`) of those of `artistIds` that have one. */
export async function artistPopularityOf(q: Queryable, artistIds: readonly number[]): Promise<Map<number, number>> {
  if (!artistIds.length) return new Map();
  const { rows } = await q.query<{ id: string; score: number | null }>(
    `SELECT id, CASE WHEN jsonb_typeof(doc -> 'global' -> 'score') = 'number' THEN (doc -> 'global' ->> 'score')::float8 END AS score
       FROM entity WHERE kind = 'artist_popularity' AND id = ANY($1::bigint[])`,
    [artistIds],
  );
  return new Map(rows.filter((r) => r.score !== null).map((r) => [Number(r.id), r.score!]));
}

/** The derived values of `fields` of entities `ids` of `kind`, as id → {field: value} (ids without any absent). */
export async function derivedValuesOf(
  q: Queryable,
  kind: EntityKind,
  ids: readonly number[],
  fields: readonly string[],
): Promise<Map<number, JsonObject>> {
  const out = new Map<number, JsonObject>();
  if (!ids.length) return out;
  const { rows } = await q.query<{ id: string; field: string; value: JsonObject[string] }>(
    'SELECT id, field, value FROM derived_field WHERE kind = $1 AND id = ANY($2::bigint[]) AND field = ANY($3::text[])',
    [kind, ids, fields],
  );
  for (const r of rows) out.set(Number(r.id), { ...(out.get(Number(r.id)) ?? {}), [r.field]: r.value });
  return out;
}

/** The name keys kept for entities `ids` of `kind` (`derive_name_key`), by id. */
export async function nameKeysOf(q: Queryable, kind: EntityKind, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await q.query<{ id: string; name_key: string }>(
    'SELECT id, name_key FROM derive_name_key WHERE kind = $1 AND id = ANY($2::bigint[])',
    [kind, ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name_key]));
}

/** The entities of `kind` kept with one of `keys` (`derive_name_key`), by ascending id. */
export async function idsWithNameKeys(
  q: Queryable,
  kind: EntityKind,
  keys: readonly string[],
): Promise<{ id: number; key: string }[]> {
  if (!keys.length) return [];
  const { rows } = await q.query<{ id: string; name_key: string }>(
    'SELECT id, name_key FROM derive_name_key WHERE kind = $1 AND name_key = ANY($2::text[]) ORDER BY id',
    [kind, [...new Set(keys)]],
  );
  return rows.map((r) => ({ id: Number(r.id), key: r.name_key }));
}
