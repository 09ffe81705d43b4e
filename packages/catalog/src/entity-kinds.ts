/**
 * The kinds of entity the store keeps, each with its own numeric id space (ids match
 * `[1-9][0-9]*`: `docs/api.md` "Conventions"). Documents are stored in the contract's response shape of their kind.
 */
export const ENTITY_KINDS = [
  'artist', // 2.2
  'album', // 2.5 (release group)
  'release', // 2.8
  'recording', // 2.10
  'track', // 2.9 (a recording's position on a release)
  'genre', // 2.16
  'role', // 2.16
  'country', // 2.16
  'show_type', // 2.16
  'show', // 2.16
  'chart', // 2.16
  'chart_date', // 2.16
  'cluster', // 2.15
  'lyric', // 2.12, id = recording id
  'recording_audio', // 2.11, id = recording id
  'album_audio', // 2.7, id = album id
  'album_cover_art', // 2.6, id = album id
  'recording_credits', // 2.14, id = recording id
  'album_credits', // 2.14, id = album id
  'recording_popularity', // 2.13, id = recording id
  'artist_popularity', // 2.13, id = artist id
] as const;

/** One kind of stored entity. */
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** JSON values as stored in PostgreSQL `jsonb`. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
/** A JSON object document. */
export type JsonObject = { [key: string]: Json | undefined };

/**
 * A reference to an entity by its source identity, used by importers before numeric ids exist.
 * The store's writer replaces every `EntityRef` found anywhere in a document with the entity's
 * stable numeric id, allocating one on first sight of (kind, source, key).
 */
export interface EntityRef {
  $ref: EntityKind;
  source: string;
  key: string;
}

/** Builds an {@link EntityRef}; typed as `number` so it can stand where the served shape wants an id. */
export function ref(kind: EntityKind, source: string, key: string | number): number {
  return { $ref: kind, source, key: String(key) } as unknown as number;
}

/** The {@link EntityRef} object behind a value built by {@link ref}. */
export function asRef(value: number): EntityRef {
  return value as unknown as EntityRef;
}

/** True when `value` is an {@link EntityRef} object. */
export function isRef(value: unknown): value is EntityRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EntityRef).$ref === 'string' &&
    typeof (value as EntityRef).key === 'string'
  );
}

/**
 * The kinds whose ids are ids of `kind` (`kind` itself first): a lyric, audio features, credits and
 * popularity of a recording have the recording's id (the comments of {@link ENTITY_KINDS}). What a
 * merge of two `kind` ids concerns in the store (`@mc/store` re-point of merged ids).
 */
export function kindsSharingIds(kind: EntityKind): EntityKind[] {
  return [kind, ...ID_SHARING[kind]];
}

const ID_SHARING: Record<EntityKind, EntityKind[]> = {
  artist: ['artist_popularity'],
  album: ['album_audio', 'album_cover_art', 'album_credits'],
  recording: ['lyric', 'recording_audio', 'recording_credits', 'recording_popularity'],
  release: [],
  track: [],
  genre: [],
  role: [],
  country: [],
  show_type: [],
  show: [],
  chart: [],
  chart_date: [],
  cluster: [],
  lyric: [],
  recording_audio: [],
  album_audio: [],
  album_cover_art: [],
  recording_credits: [],
  album_credits: [],
  recording_popularity: [],
  artist_popularity: [],
};
