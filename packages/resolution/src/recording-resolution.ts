/**
 * Recording resolution: one song per artist and title across sources (Billboard, Spotify, Discogs,
 * MusicBrainz), its versions kept apart. Pure functions over {@link RecordingFacts}.
 *
 * - **Blocking**: the same main artists (after artist resolution: surviving ids) and the same
 *   folded full title. Version words stay in the title ("Yesterday (Live)", "… - Remastered 2009",
 *   "… (Remix)" fold to other keys), so a live take, remix or remaster is never merged with the
 *   studio recording.
 * - **Evidence against**: two different MusicBrainz recording ids (MusicBrainz says they are two
 *   recordings), durations more than {@link MAX_DURATION_SPREAD_S} s apart.
 * - **Same source**: records of one source are merged only when that source cannot tell them
 *   apart better than we can: both have durations within {@link SAME_SOURCE_DURATION_S} s (one
 *   track on two Discogs releases), or neither has a duration nor an external id (two chart
 *   entries of one song under two spellings of the artist: "Jay Z" / "JAY Z"). The derived layer
 *   is no source ({@link realSources}): it lists no recording, it computes values of them.
 * The surviving id is the cluster's lowest id.
 */
import { foldForMatch } from '@mc/text-analysis';
import { DERIVED_SOURCE } from '@mc/store';
import { type MergeDecision, decisionsOf } from './artist-resolution';
import { MergeClusters } from './union-find';

/** What resolution knows about one recording entity. */
export interface RecordingFacts {
  id: number;
  title: string;
  /** Surviving ids of the MAIN artists, ascending. */
  mainArtists: number[];
  /** Duration in seconds, when a source gives one. */
  durationS?: number;
  mbids: string[];
  /** True when a source gives any external id (MusicBrainz, Discogs, Spotify...). */
  hasExternalIds: boolean;
  /** The sources that list it ({@link realSources}). */
  sources: string[];
}

/**
 * The sources of a recording's contributions that list it: every one but the derived layer
 * (`derived`), whose values (the albums of the release tracks playing it) are computed, so two
 * recordings holding derived values are not two records of one source. Without this, a pair first
 * compared after a derive run (its artists merged by a later import) needed the same-source
 * evidence that a fresh import does not ask of it.
 */
export function realSources(sources: readonly string[] | undefined): string[] {
  return (sources ?? []).filter((s) => s !== DERIVED_SOURCE);
}

/** Largest duration difference within one recording, seconds. */
export const MAX_DURATION_SPREAD_S = 10;
/** Largest duration difference for two records of one source, seconds. */
export const SAME_SOURCE_DURATION_S = 3;

/** The blocking key: main artists and folded title ("" when either is missing). */
export function recordingBlockingKey(r: Pick<RecordingFacts, 'mainArtists' | 'title'>): string {
  const title = foldForMatch(r.title);
  return r.mainArtists.length && title ? `${r.mainArtists.join(',')}|${title}` : '';
}

function compatible(a: readonly RecordingFacts[], b: readonly RecordingFacts[]): boolean {
  const mbA = new Set(a.flatMap((x) => x.mbids));
  const mbB = b.flatMap((x) => x.mbids);
  if (mbA.size && mbB.length && !mbB.some((m) => mbA.has(m))) return false;
  const durations = [...a, ...b].map((x) => x.durationS).filter((d): d is number => d !== undefined);
  return !durations.length || Math.max(...durations) - Math.min(...durations) <= MAX_DURATION_SPREAD_S;
}

/** Why `a` and `b` (one block) are one recording, or undefined when they may not be merged. */
export function recordingPairEvidence(a: RecordingFacts, b: RecordingFacts): string | undefined {
  const sameSource = a.sources.some((s) => b.sources.includes(s));
  if (!sameSource) return 'same main artists and title, other sources';
  if (a.durationS !== undefined && b.durationS !== undefined) {
    return Math.abs(a.durationS - b.durationS) <= SAME_SOURCE_DURATION_S
      ? `same main artists and title, durations ${a.durationS}s / ${b.durationS}s`
      : undefined;
  }
  if (a.durationS === undefined && b.durationS === undefined && !a.hasExternalIds && !b.hasExternalIds) {
    return 'same main artists and title, two chart spellings of the artist';
  }
  return undefined;
}

/**
 * Resolves recordings into clusters (module doc). Deterministic (keys and ids in order).
 * @param vetoes pairs an operator undid (`"<lower id>:<higher id>"`).
 * @returns one decision per merged recording, by merged id.
 */
export function resolveRecordings(
  recordings: readonly RecordingFacts[],
  vetoes: ReadonlySet<string> = new Set(),
): MergeDecision[] {
  const facts = new Map(recordings.map((r) => [r.id, r]));
  const blocks = new Map<string, number[]>();
  for (const r of recordings) {
    const k = recordingBlockingKey(r);
    if (k) (blocks.get(k) ?? blocks.set(k, []).get(k)!).push(r.id);
  }
  const clusters = new MergeClusters(facts, compatible);
  const why = new Map<number, { partner: number; reason: string }>();
  for (const key of [...blocks.keys()].sort()) {
    const ids = blocks.get(key)!.sort((x, y) => x - y);
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const [a, b] = [facts.get(ids[i]!)!, facts.get(ids[j]!)!];
        if (vetoes.has(`${a.id}:${b.id}`) || clusters.find(a.id) === clusters.find(b.id)) continue;
        const reason = recordingPairEvidence(a, b);
        if (reason && clusters.union(a.id, b.id)) why.set(b.id, { partner: a.id, reason });
      }
    }
  }
  return decisionsOf(
    recordings.map((r) => r.id),
    clusters,
    (id) => ({
      rule: 'recording:artists+title',
      evidence: { title: facts.get(id)!.title, sources: facts.get(id)!.sources, ...(why.get(id) ?? {}) },
    }),
  );
}
