/**
 * Deciding merges over a catalog of any size (`docs/operations.md` "Scaling out": ≤ 2 GiB per process at a million
 * recordings): the served artist and recording documents are read in keyset pages
 * (`entityEvidencePages`, only the fields the rules read) and each pass keeps only what a rule
 * needs, so memory grows with the artists and with the candidate recordings, not with every
 * recording document.
 *
 * - Artists: every artist's own facts (names, ids, dates: small), then one pass over the
 *   recordings fills titles and co-credits only for the artists of a compared block
 *   (`comparedArtistIds`), and a second counts artists per title only for those titles (the
 *   common-title rule).
 * - Recordings: one pass counts blocking keys (as 48-bit hashes), a second keeps the facts of the
 *   recordings whose key is shared (their contribution sources read for those only); a recording
 *   alone in its block is never merged.
 * Same decisions as `resolveArtists(artistFacts(all artists, all recordings))` and
 * `resolveRecordings(recordingFacts(all recordings))`.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { type PageOptions, contributionSources, entityEvidencePages, loadMergeVetoes } from '@mc/store';
import { type ArtistFacts, COMMON_TITLE_ARTISTS, comparedArtistIds } from './artist-facts';
import { type ArtistLinkage, type MergeDecision, linkArtists } from './artist-resolution';
import { type RecordingFacts, realSources, recordingBlockingKey, resolveRecordings } from './recording-resolution';
import {
  TitleArtistCounter,
  addRecordingEvidence,
  addYears,
  artistOwnFacts,
  popularityYears,
  recordingFacts,
} from './resolution-facts';

/** Recording fields artist resolution reads. */
const ARTIST_EVIDENCE_FIELDS = ['title', 'artists', 'year'] as const;
/** Recording fields recording resolution reads. */
const RECORDING_FIELDS = ['title', 'artists', 'duration', 'externals'] as const;

/** Merges decided on the current documents, per kind. */
export interface DecidedMerges {
  artist: MergeDecision[];
  recording: MergeDecision[];
}

/** 48 bits of the MD5 of a blocking key (a collision only adds a candidate, never a merge). */
export function keyHash(key: string): number {
  return createHash('md5').update(key).digest().readUIntBE(0, 6);
}

/** Artist merges (module doc). @throws on database errors. */
export async function decideArtistMerges(pool: Pool, vetoes: ReadonlySet<string>, page?: PageOptions): Promise<MergeDecision[]> {
  return (await linkCatalogArtists(pool, vetoes, page)).merges;
}

/** A pair left for review, with the two artists' served names. */
export interface ReviewPair {
  pair: ArtistLinkage['review'][number];
  names: [string, string];
}

/**
 * The artist linkage of the whole catalog (module doc): the merges and the pairs whose weight falls
 * in the review band (`LINKAGE_POLICY`), strongest first, each with the artists' names.
 * @throws on database errors.
 */
export async function linkCatalogArtists(
  pool: Pool,
  vetoes: ReadonlySet<string>,
  page?: PageOptions,
): Promise<{ merges: MergeDecision[]; review: ReviewPair[] }> {
  const facts = new Map<number, ArtistFacts>();
  for await (const rows of entityEvidencePages(pool, 'artist', page)) for (const r of rows) facts.set(r.id, artistOwnFacts(r));
  const all = [...facts.values()];
  const compared = comparedArtistIds(all);
  const recordingPages = () =>
    entityEvidencePages(pool, 'recording', { ...page, fields: ARTIST_EVIDENCE_FIELDS, withSources: false });
  for await (const rows of recordingPages()) for (const r of rows) addRecordingEvidence(facts, r, compared);
  const popularity = entityEvidencePages(pool, 'artist_popularity', { ...page, fields: ['catalog'], withSources: false });
  for await (const rows of popularity) {
    for (const r of rows) if (compared.has(r.id)) addYears(facts.get(r.id)!, popularityYears(r));
  }
  const titles = new Set<string>();
  for (const id of compared) for (const t of facts.get(id)!.recordingTitles) titles.add(t);
  const counter = new TitleArtistCounter(titles, COMMON_TITLE_ARTISTS + 1);
  for await (const rows of recordingPages()) for (const r of rows) counter.add(r, (id) => facts.has(id));
  const { merges, review } = linkArtists(all, vetoes, counter.over(COMMON_TITLE_ARTISTS));
  const name = (id: number) => facts.get(id)?.names[0] ?? '';
  return { merges, review: review.map((pair) => ({ pair, names: [name(pair.a), name(pair.b)] })) };
}

/**
 * Recording merges (module doc), main artists mapped through `survivorOf` (artist merges decided in
 * the same run). @throws on database errors.
 */
export async function decideRecordingMerges(
  pool: Pool,
  survivorOf: (artistId: number) => number,
  vetoes: ReadonlySet<string>,
  page?: PageOptions,
): Promise<MergeDecision[]> {
  const pages = () => entityEvidencePages(pool, 'recording', { ...page, fields: RECORDING_FIELDS, withSources: false });
  const keyOf = (f: RecordingFacts) => recordingBlockingKey(f);
  const counts = new Map<number, number>();
  for await (const rows of pages()) {
    for (const f of recordingFacts(rows, survivorOf)) {
      const k = keyOf(f);
      if (!k) continue;
      const h = keyHash(k);
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
  }
  const candidates: RecordingFacts[] = [];
  for await (const rows of pages()) {
    for (const f of recordingFacts(rows, survivorOf)) {
      const k = keyOf(f);
      if (k && counts.get(keyHash(k))! > 1) candidates.push(f);
    }
  }
  const sources = await contributionSources(
    pool,
    'recording',
    candidates.map((f) => f.id),
  );
  for (const f of candidates) f.sources = realSources(sources.get(f.id));
  return resolveRecordings(candidates, vetoes);
}

/** Artist merges, then recording merges on the artists' surviving ids. @throws on database errors. */
export async function decideMerges(pool: Pool, page?: PageOptions): Promise<DecidedMerges> {
  const [artistVetoes, recordingVetoes] = await Promise.all([
    loadMergeVetoes(pool, 'artist'),
    loadMergeVetoes(pool, 'recording'),
  ]);
  const artist = await decideArtistMerges(pool, artistVetoes, page);
  const survivor = new Map(artist.map((m) => [m.mergedId, m.survivingId]));
  const recording = await decideRecordingMerges(pool, (id) => survivor.get(id) ?? id, recordingVetoes, page);
  return { artist, recording };
}
