/**
 * Mood filter of `GET /api/recommendation` (`audio_moods`). A recording's audio descriptors carry weighted moods
 * (`moods [{name, value}]` of the contract's `RecordingAudioDescriptors`; the Spotify importer writes the four quadrants of Russell's
 * valence–arousal circumplex, weights summing to 1). A recording **has** a mood when that mood's
 * weight is the largest of its moods (ties: every tied mood) — i.e. the circumplex quadrant it sits
 * in. `audio_moods=a,b` keeps recordings that have mood a **or** b.
 *
 * The vocabulary is whatever mood names the catalog's descriptors use (not a hard-coded list);
 * request names are matched case-insensitively and whitespace-trimmed.
 */
import { UnknownMoodError } from './errors';

/** A weighted mood as stored (the contract's `RecordingAudioDescriptors`). `value` is a weight, 0..1 for the Spotify importer. */
export interface WeightedMood {
  name: string;
  value: number;
}

/** Names of the dominant mood(s) — those with the largest weight; empty when there are none. */
export function dominantMoods(moods: readonly WeightedMood[]): string[] {
  let best = -Infinity;
  for (const m of moods) if (Number.isFinite(m.value) && m.value > best) best = m.value;
  return moods.filter((m) => m.value === best).map((m) => m.name);
}

/** Sorted distinct mood names used by the given descriptor mood lists. */
export function moodVocabulary(moodLists: Iterable<readonly WeightedMood[]>): string[] {
  const names = new Set<string>();
  for (const list of moodLists) for (const m of list) names.add(m.name);
  return [...names].sort();
}

/**
 * Resolves requested mood names to the vocabulary's spelling.
 * @throws {UnknownMoodError} listing the unknown names and the vocabulary when a name is not in
 * the vocabulary.
 */
export function resolveMoods(requested: readonly string[], vocabulary: readonly string[]): string[] {
  const byKey = new Map(vocabulary.map((v) => [v.trim().toLowerCase(), v]));
  const unknown: string[] = [];
  const out = new Set<string>();
  for (const r of requested) {
    const hit = byKey.get(r.trim().toLowerCase());
    if (hit === undefined) unknown.push(r);
    else out.add(hit);
  }
  if (unknown.length) {
    throw new UnknownMoodError(unknown, vocabulary);
  }
  return [...out];
}
