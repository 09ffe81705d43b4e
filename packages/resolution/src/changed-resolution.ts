/**
 * Entity resolution of the entities one change set created or updated, instead of the whole
 * catalog (`resolution-scan.ts`): the same rules (`resolveArtists`,
 * `resolveRecordings`, pure) over the changed entities and their candidates only.
 *
 * - **Recordings**: a recording's block is its main artists and folded title, so its candidates are
 *   the recordings of its folded title (the store's key table, `t:` keys), kept when their blocking
 *   key is one of the changed recordings'.
 * - **Artists**: candidates are the artists sharing a blocking key (`nameBlockingKeys`, as the
 *   full pass blocks) with a changed artist, read from the store's key table (`@mc/store`
 *   resolution-keys, brought to the feed's head first: every artist committed before, by any
 *   writer, is a candidate; at most `MAX_BLOCK + 1` a key, so a block the full pass skips as too
 *   large is skipped here too). Their evidence (recording titles, collaborators) comes from the
 *   recordings crediting them; a title is too common to count when the store's recordings of that
 *   folded title credit more than `COMMON_TITLE_ARTISTS` served artists (the full pass's count).
 * Nothing here asks the search indices: identity decisions read PostgreSQL only.
 * Only decisions whose cluster holds a changed entity are kept (a cluster among candidates alone
 * was decided on partial blocks). New merges are recorded (`applyEntityMerges`: `merge` rows in the
 * change feed), and the source's own contributions under the merged ids are settled onto the
 * survivors (`settleSourceMerges`).
 */
import type { Pool } from 'pg';
import { foldForMatch } from '@mc/text-analysis';
import {
  applyEntityMerges,
  catchUpResolutionKeys,
  contributionSources,
  entityEvidenceOf,
  idsSharingKeys,
  listEntityMerges,
  loadMergeVetoes,
  recordingsCrediting,
  settleSourceMerges,
  titleKeysCreditedToMany,
} from '@mc/store';
import { COMMON_TITLE_ARTISTS, MAX_BLOCK, comparedArtistIds, nameBlockingKeys } from './artist-facts';
import { type MergeDecision, resolveArtists } from './artist-resolution';
import { RESOLUTION_KEY_RULES, titleKey } from './resolution-keys';
import { type RecordingFacts, realSources, recordingBlockingKey, resolveRecordings } from './recording-resolution';
import { addRecordingEvidence, addYears, artistOwnFacts, popularityYears, recordingFacts } from './resolution-facts';

/** Artist fields the artist rules read. */
const ARTIST_FIELDS = [
  'name',
  'aliases',
  'translated',
  'externals',
  'birth_date',
  'country_code',
  'band_members',
  'disambiguation',
];
/** Recordings of one folded title read as candidates at most (the most common titles hold a few thousand). */
const MAX_TITLE_BLOCK = 50_000;
/** Recording fields artist evidence and recording resolution read. */
const RECORDING_FIELDS = ['title', 'artists', 'duration', 'externals'];

/** What {@link resolveChangedEntities} resolves. */
export interface ChangedEntities {
  /** The source of the change set (its contributions under merged ids are settled). */
  source: string;
  artists: number[];
  recordings: number[];
}

/** Decisions whose cluster (by surviving id) holds one of `changed`. */
function touching(decisions: MergeDecision[], changed: ReadonlySet<number>): MergeDecision[] {
  const survivors = new Set(
    decisions.filter((d) => changed.has(d.mergedId) || changed.has(d.survivingId)).map((d) => d.survivingId),
  );
  return decisions.filter((d) => survivors.has(d.survivingId));
}

/** Artist merges of the changed artists (module doc). @throws on database errors. */
async function changedArtistMerges(pool: Pool, changed: ChangedEntities): Promise<MergeDecision[]> {
  if (!changed.artists.length) return [];
  const own = (await entityEvidenceOf(pool, 'artist', changed.artists, ARTIST_FIELDS)).map(artistOwnFacts);
  const keys = [...new Set(own.flatMap((f) => nameBlockingKeys(f)))];
  const found = await idsSharingKeys(pool, 'artist', keys, MAX_BLOCK + 1);
  const facts = new Map(own.map((f) => [f.id, f]));
  const others = found.filter((id) => !facts.has(id));
  for (const row of await entityEvidenceOf(pool, 'artist', others, ARTIST_FIELDS)) facts.set(row.id, artistOwnFacts(row));
  const all = [...facts.values()];
  const compared = comparedArtistIds(all);
  for (const row of await recordingsCrediting(pool, [...compared], ['title', 'artists', 'year']))
    addRecordingEvidence(facts, row, compared);
  for (const row of await entityEvidenceOf(pool, 'artist_popularity', [...compared], ['catalog']))
    addYears(facts.get(row.id)!, popularityYears(row));
  const shared = new Map<string, number>();
  for (const id of compared) for (const t of facts.get(id)!.recordingTitles) shared.set(t, (shared.get(t) ?? 0) + 1);
  const sharedTitles = [...shared].filter(([, n]) => n > 1).map(([t]) => t);
  const commonKeys = await titleKeysCreditedToMany(pool, sharedTitles.map(titleKey), COMMON_TITLE_ARTISTS);
  const common = new Set(sharedTitles.filter((t) => commonKeys.has(titleKey(t))));
  const vetoes = await loadMergeVetoes(pool, 'artist');
  return touching(resolveArtists(all, vetoes, common), new Set(changed.artists));
}

/** Recording merges of the changed recordings, main artists through `survivorOf` (module doc). */
async function changedRecordingMerges(
  pool: Pool,
  ids: number[],
  survivorOf: (artistId: number) => number,
): Promise<MergeDecision[]> {
  if (!ids.length) return [];
  const own = recordingFacts(await entityEvidenceOf(pool, 'recording', ids, RECORDING_FIELDS), survivorOf);
  const keys = new Set(own.map(recordingBlockingKey).filter(Boolean));
  if (!keys.size) return [];
  // A block is main artists + folded title: its other members share the folded title's key.
  const titles = [...new Set(own.filter((f) => recordingBlockingKey(f)).map((f) => titleKey(foldForMatch(f.title))))];
  const sharing = (await idsSharingKeys(pool, 'recording', titles, MAX_TITLE_BLOCK)).filter((id) => !ids.includes(id));
  const candidates = new Map<number, RecordingFacts>(own.map((f) => [f.id, f]));
  for (const f of recordingFacts(await entityEvidenceOf(pool, 'recording', sharing, RECORDING_FIELDS), survivorOf))
    if (!candidates.has(f.id) && keys.has(recordingBlockingKey(f))) candidates.set(f.id, f);
  const sources = await contributionSources(pool, 'recording', [...candidates.keys()]);
  for (const f of candidates.values()) f.sources = realSources(sources.get(f.id));
  const vetoes = await loadMergeVetoes(pool, 'recording');
  return touching(resolveRecordings([...candidates.values()], vetoes), new Set(ids));
}

/**
 * Resolves the changed entities (module doc) and records the new merges.
 * @returns how many merges were recorded. @throws on database errors.
 */
export async function resolveChangedEntities(pool: Pool, changed: ChangedEntities): Promise<number> {
  if (!changed.artists.length && !changed.recordings.length) return 0;
  // The store's blocking keys brought to the feed's head: this request's changes and every other
  // writer's committed before are candidates (module doc).
  await catchUpResolutionKeys(pool, RESOLUTION_KEY_RULES);
  const artist = await changedArtistMerges(pool, changed);
  const survivor = new Map((await listEntityMerges(pool, 'artist')).map((m) => [m.mergedId, m.survivingId]));
  for (const m of artist) survivor.set(m.mergedId, m.survivingId);
  const recording = await changedRecordingMerges(pool, changed.recordings, (id) => survivor.get(id) ?? id);
  const applied = await applyEntityMerges(pool, [
    ...artist.map((m) => ({ kind: 'artist' as const, ...m })),
    ...recording.map((m) => ({ kind: 'recording' as const, ...m })),
  ]);
  await settleSourceMerges(
    pool,
    changed.source,
    applied.map((m) => ({ kind: m.kind, id: m.mergedId })),
  );
  return applied.length;
}
