/**
 * A playlist from seeds (`GET /api/recommendation` in the contract), pure over a built {@link RecommendationModel}:
 *
 * 1. **Seeds.** Unknown ids are ignored; when no seed track and no seed artist exists →
 *    NoSeedError. Seed artists = `ms_artist_ids` ∪ the artists credited on the seed tracks.
 * 2. **Candidates** (both thresholded by `min_accuracy`/100 = τ):
 *    - recordings of every artist whose similarity to a seed artist is ≥ τ (artist-similarity.ts;
 *      the seed artists themselves have 1);
 *    - recordings whose audio closeness to a seed sound is ≥ τ (exact nearest neighbours over every
 *      described recording, audio-space.ts). Seed sounds: the seed tracks' vectors, else the seed
 *      artists' mean vectors.
 * 3. **Filters** (never relaxed): not a seed track, nor the same song as one (same first credited
 *    artist and folded title); `year_range` (years.ts); each audio level given (levels.ts; a
 *    recording without that descriptor fails); `audio_moods` (moods.ts; without moods fails).
 * 4. **Ranking** (ranking.ts): match score; one recording per song (same first artist + folded
 *    title, best match kept); per-artist cap; `order_by`. Fewer passing candidates than
 *    `results_nb` → fewer results.
 */
import { NoSeedError } from './errors';
import { type RelatedArtist, relatedArtists } from './artist-similarity';
import { type AudioVector, audioDistance, closenessOf } from './audio-space';
import type { AudioLevel, LevelDescriptor } from './levels';
import type { RecommendationModel, RecordingFacts } from './model';
import { resolveMoods } from './moods';
import {
  type RecommendationOrder,
  type ScoredCandidate,
  matchScore,
  orderSelection,
  perArtistCap,
  selectWithArtistCap,
} from './ranking';
import { type YearWindow, allowedYearWindows, yearAllowed } from './years';

/** A recommendation request (the parameters of `GET /api/recommendation` in the contract, already validated for type and bounds). */
export interface RecommendationRequest {
  /** `ms_track_ids` (recording ids). */
  trackIds: readonly number[];
  /** `ms_artist_ids`. */
  artistIds: readonly number[];
  /** `audio_bpm`, `audio_arousal`, `audio_valence`, `audio_intensity` levels given. */
  levels: Partial<Record<LevelDescriptor, AudioLevel>>;
  /** `audio_moods` names (checked against the catalog's vocabulary here). */
  moods?: readonly string[];
  /** `year_range`, 1..100. */
  yearRange: number;
  /** `results_nb`, 10..500. */
  resultsNb: number;
  /** `min_accuracy`, 0..100. */
  minAccuracy: number;
  /** `order_by`; default `match`. */
  orderBy?: RecommendationOrder;
  /** 0..1 generator for `random` order (default Math.random). */
  random?: () => number;
}

/** One recommended recording: id, match 0..100 and its two parts (0..1). */
export interface RecommendedRecording extends ScoredCandidate {
  /** Largest seed-artist similarity of its artists, 0..1. */
  artistSimilarity: number;
  /** Largest audio closeness to a seed sound, 0..1; null without descriptors. */
  audioCloseness: number | null;
  facts: RecordingFacts;
}

/** The playlist and how it was formed. */
export interface RecommendationResult {
  items: RecommendedRecording[];
  seedTrackIds: number[];
  seedArtistIds: number[];
  /** Allowed years; empty = unrestricted (no seed year known). */
  yearWindows: YearWindow[];
  perArtistCap: number;
  /** Mood names after resolution to the vocabulary. */
  moods: string[];
}

/** Most seed artists whose related-artist map is kept in the model's memo. */
const RELATED_MEMO_SIZE = 2000;

/** {@link relatedArtists} of a seed artist, memoised in the model (cleared when it reaches its bound). */
function relatedOf(model: RecommendationModel, seed: number): Map<number, RelatedArtist> {
  let r = model.relatedMemo.get(seed);
  if (!r) {
    if (model.relatedMemo.size >= RELATED_MEMO_SIZE) model.relatedMemo.clear();
    model.relatedMemo.set(seed, (r = relatedArtists(model.graph, seed)));
  }
  return r;
}

/** Related artists: per artist, the largest similarity to any seed artist. */
function seedArtistSimilarity(model: RecommendationModel, seedArtists: number[]): Map<number, number> {
  const artistSim = new Map<number, number>();
  for (const s of seedArtists) {
    for (const [b, r] of relatedOf(model, s)) if (r.similarity > (artistSim.get(b) ?? -1)) artistSim.set(b, r.similarity);
  }
  return artistSim;
}

/** One recording per song (`songKey`): the best match kept, the lower id on ties. */
function bestPerSong(scored: Iterable<RecommendedRecording>): RecommendedRecording[] {
  const bySong = new Map<string, RecommendedRecording>();
  for (const c of scored) {
    const key = c.facts.songKey;
    const prev = bySong.get(key);
    if (!prev || c.match > prev.match || (c.match === prev.match && c.id < prev.id)) bySong.set(key, c);
  }
  return [...bySong.values()];
}

/** Computes a playlist (module doc). @throws {NoSeedError} when no seed exists; {UnknownMoodError} for an unknown mood. */
export function recommend(model: RecommendationModel, req: RecommendationRequest): RecommendationResult {
  const moods = req.moods?.length ? resolveMoods(req.moods, model.moodVocabulary) : [];
  const seedTracks = [...new Set(req.trackIds)].map((id) => model.recordings.get(id)).filter((r): r is RecordingFacts => !!r);
  const explicitArtists = [...new Set(req.artistIds)].filter((id) => model.artistIds.has(id) || model.recordingsByArtist.has(id));
  if (!seedTracks.length && !explicitArtists.length) {
    throw new NoSeedError();
  }
  const seedArtists = [...new Set([...explicitArtists, ...seedTracks.flatMap((t) => t.artistIds)])];
  const tau = req.minAccuracy / 100;

  const artistSim = seedArtistSimilarity(model, seedArtists);

  // Seed sounds.
  let seedSounds: AudioVector[] = seedTracks.map((t) => t.vector).filter((v): v is AudioVector => v !== null);
  if (!seedSounds.length) seedSounds = seedArtists.map((a) => model.graph.centroids.get(a)).filter((v): v is AudioVector => !!v);
  const m = model.space.medianDistance;
  const audioOf = (f: RecordingFacts): number | null => {
    if (!f.vector || !seedSounds.length) return null;
    let best = 0;
    for (const s of seedSounds) best = Math.max(best, closenessOf(audioDistance(f.vector, s), m));
    return best;
  };

  // Filters.
  const yearWindows = allowedYearWindows(
    seedTracks.map((t) => t.year),
    seedArtists.map((a) => model.artistSpans.get(a)).filter((s): s is YearWindow => !!s),
    req.yearRange,
  );
  const seedIds = new Set(seedTracks.map((t) => t.id));
  const seedSongs = new Set(seedTracks.map((t) => t.songKey));
  const levelEntries = Object.entries(req.levels).filter(([, v]) => v !== undefined) as [LevelDescriptor, AudioLevel][];
  const wanted = new Set(moods);
  const passes = (f: RecordingFacts): boolean =>
    yearAllowed(f.year, yearWindows) &&
    !seedIds.has(f.id) &&
    !seedSongs.has(f.songKey) &&
    levelEntries.every(([d, level]) => f.levels[d] === level) &&
    (!wanted.size || f.moods.some((x) => wanted.has(x)));

  // Candidates → scored.
  const scored = new Map<number, RecommendedRecording>();
  const consider = (f: RecordingFacts, audio?: number | null) => {
    if (scored.has(f.id) || !passes(f)) return;
    let a = 0;
    for (const id of f.artistIds) a = Math.max(a, artistSim.get(id) ?? 0);
    const au = audio === undefined ? audioOf(f) : audio;
    scored.set(f.id, {
      id: f.id,
      artistIds: f.artistIds,
      popularity: f.popularity,
      match: matchScore(a, au, seedSounds.length > 0),
      artistSimilarity: a,
      audioCloseness: au,
      facts: f,
    });
  };
  for (const [b, sim] of artistSim) {
    if (sim < tau) continue;
    for (const id of model.recordingsByArtist.get(b) ?? []) consider(model.recordings.get(id)!);
  }
  if (seedSounds.length) {
    for (const f of model.described) {
      const au = audioOf(f);
      if (au !== null && au >= tau) consider(f, au);
    }
  }

  const cap = perArtistCap(req.resultsNb);
  const selection = selectWithArtistCap(bestPerSong(scored.values()), req.resultsNb, cap);
  return {
    items: orderSelection(selection, req.orderBy ?? 'match', req.random),
    seedTrackIds: seedTracks.map((t) => t.id),
    seedArtistIds: seedArtists,
    yearWindows,
    perArtistCap: cap,
    moods,
  };
}
