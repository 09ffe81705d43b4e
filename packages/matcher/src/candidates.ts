/**
 * Candidates of unsure answers (`candidates=true`, docs/matching.md "Candidates"): beside a `no
 * match`, `low` or `medium` answer, up to `MATCH_POLICY.candidates.max` other recordings the
 * matcher scored for the line, best first, each with the check that kept it from being the
 * answer. They are what a reviewer is shown, never hits: no answer and no false-match count
 * changes. ListenBrainz's mapper review and beets' "candidates" list follow the same idea: show the
 * near misses with why they were refused, and let a person decide once.
 */
import { matchTypeOfMatch } from './match-type';
import { MATCH_POLICY } from './policy';
import type { ArtistTitleMatch } from './types';

/** Why a candidate is not the answer. */
export type Refusal = 'artist_similarity' | 'title_similarity' | 'version' | 'below_threshold' | 'ranked_lower';

/** One candidate: the recording, its credited artists, its score and the check that refused it. */
export interface MatchCandidateOut {
  id: number;
  title: string;
  artists: { id: number; name: string }[];
  /** The matcher's confidence of the line against it (0..100). */
  score: number;
  refused_by: Refusal;
}

/**
 * The check that kept a scored recording from being the answer: a passing one was out-ranked
 * (`ranked_lower`); below the threshold, the side whose similarity is under the policy's floor
 * (artist first), else the version factor when the song itself was spelt at or above the threshold
 * (`version`), else `below_threshold` (both sides close, their product too low).
 */
export function refusalOf(m: ArtistTitleMatch, policy = MATCH_POLICY): Refusal {
  if (m.confidence >= policy.minConfidence) return 'ranked_lower';
  const { artist, title, version } = m.explain;
  if (artist.similarity < policy.candidates.minArtistSimilarity) return 'artist_similarity';
  if (title.similarity < policy.candidates.minTitleSimilarity) return 'title_similarity';
  if (version.factor < 1 && 100 * artist.similarity * title.similarity >= policy.minConfidence) return 'version';
  return 'below_threshold';
}

/** True when an answer (its best match, or none) is one a person should look at: no match, `low`, `medium`. */
export function isUnsure(best: ArtistTitleMatch | undefined): boolean {
  if (!best) return true;
  const band = matchTypeOfMatch(best);
  return band === 'low' || band === 'medium';
}

/**
 * The candidates of one line: nothing for a sure answer (`exact`, `high`, `curated`); else the
 * passing matches after the first and the near misses, best first, at least
 * `MATCH_POLICY.candidates.minConfidence`, one per recording, at most `MATCH_POLICY.candidates.max`.
 * @param matches the line's passing matches, best first (the first is the answer).
 * @param nearMisses recordings scored for the line below the threshold (any order).
 */
export function lineCandidates(
  matches: readonly ArtistTitleMatch[],
  nearMisses: readonly ArtistTitleMatch[],
  policy = MATCH_POLICY,
): MatchCandidateOut[] {
  if (!isUnsure(matches[0])) return [];
  const seen = new Set(matches.slice(0, 1).map((m) => m.recording.id));
  const out: MatchCandidateOut[] = [];
  const pool = [...matches.slice(1), ...[...nearMisses].sort((a, b) => b.confidence - a.confidence)];
  for (const m of pool) {
    if (out.length >= policy.candidates.max || m.confidence < policy.candidates.minConfidence) break;
    if (seen.has(m.recording.id)) continue;
    seen.add(m.recording.id);
    out.push({
      id: m.recording.id,
      title: String(m.recording.title ?? ''),
      artists: (m.recording.artists ?? []).map((a) => ({ id: a.id, name: a.name })),
      score: m.confidence,
      refused_by: refusalOf(m, policy),
    });
  }
  return out;
}

/**
 * True when a line's answer needs a person (a matching job's review queue): no match but a
 * candidate to look at, a `low` or `medium` answer, or another version of the logged song than the
 * line names. A pinned answer never does (a person decided).
 */
export function needsReview(best: ArtistTitleMatch | undefined, candidates: readonly MatchCandidateOut[]): boolean {
  if (!best) return candidates.length > 0;
  if (best.pin) return false;
  return isUnsure(best) || best.version === 'other';
}
