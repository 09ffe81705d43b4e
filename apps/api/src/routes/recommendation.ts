/**
 * Playlist recommendation (`GET /api/recommendation` in the contract): validated query → `recommend` over the cached in-memory
 * model (`@mc/recommend`, built from the store) → the chosen recordings hydrated from the store
 * (documents and audio descriptors, two batched queries) → `{recording: [Recommendation item 2.18]}`.
 * Neither seed list given → 400 (the contract's query schema); given ids of which none exists →
 * 404; an unknown mood → 400 listing the catalog's moods.
 */
import type { RecordingAudioDescriptorsDoc, RecordingDoc } from '@mc/catalog';
import type { InputOf, RouteOf } from '@mc/openapi';
import { NotFoundError, ValidationError } from '../errors';
import {
  type AudioLevel,
  LEVEL_DESCRIPTORS,
  type LevelDescriptor,
  NoSeedError,
  type RecommendationRequest,
  type RecommendationResult,
  type RecommendationModel,
  type RecommendedRecording,
  UnknownMoodError,
  modelCacheFor,
  recommend,
} from '@mc/recommend';
import type { Deps } from '../deps';
import type { HandlerTable } from '../handler';

/** Query parameter of each level descriptor (`GET /api/recommendation` in the contract). */
const LEVEL_PARAMS = {
  bpm: 'audio_bpm',
  arousal: 'audio_arousal',
  valence: 'audio_valence',
  intensity: 'audio_intensity',
} as const satisfies Record<LevelDescriptor, string>;

/** The validated query of the route. */
type RecommendationQuery = InputOf<RouteOf<'getRecommendations'>>['query'];

/** A level parameter's value (the contract bounds it to 1..3) as a recommender level. */
const audioLevel = (v: number | undefined): AudioLevel | undefined => (v === 1 || v === 2 || v === 3 ? v : undefined);

/** The requested level of each descriptor that has one. */
function levelsOf(query: RecommendationQuery): Partial<Record<LevelDescriptor, AudioLevel>> {
  const levels: Partial<Record<LevelDescriptor, AudioLevel>> = {};
  for (const d of LEVEL_DESCRIPTORS) {
    const level = audioLevel(query[LEVEL_PARAMS[d]]);
    if (level !== undefined) levels[d] = level;
  }
  return levels;
}

const text = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

/** `audiodescriptions` entry (the contract's `RecommendationItem` schema) of a descriptor document (numbers as text, as the contract types them). */
function audioDescription(audio: RecordingAudioDescriptorsDoc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ['bpm', 'arousal', 'valence', 'intensity'] as const) {
    const t = text(audio[k]);
    if (t !== undefined) out[k] = t;
  }
  if (Array.isArray(audio.moods)) out.moods = audio.moods.map((m) => ({ value: m.value, name: m.name }));
  return out;
}

/** Shapes recommended recordings as the contract's `RecommendationItem`s, in the given order. */
async function toItems(deps: Deps, items: RecommendedRecording[]): Promise<Record<string, unknown>[]> {
  const ids = items.map((i) => i.id);
  const [docs, audio] = await Promise.all([deps.catalog.getMany('recording', ids), deps.catalog.getMany('recording_audio', ids)]);
  const docById = new Map(docs.map((d) => [d.id as number, d as RecordingDoc]));
  const audioById = new Map(audio.map((a) => [a.id as number, a as RecordingAudioDescriptorsDoc]));
  return items.flatMap((i) => {
    const r = docById.get(i.id);
    if (!r) return []; // deleted since the model was built
    const a = audioById.get(i.id);
    return [
      {
        id: i.id,
        match: i.match,
        title: r.title,
        subtitle: r.subtitle ?? null,
        genre: r.genre ?? null,
        popularity: i.popularity,
        artists: (r.artists ?? []).map((c) => ({ id_artist: c.id, name: c.name })),
        audiodescriptions: a ? [audioDescription(a)] : [],
        original_album: i.facts.album,
      },
    ];
  });
}

/** {@link recommend}, its domain errors as HTTP errors: no seed → 404, unknown mood → 400 (`query.audio_moods`). */
function recommendOrHttpError(model: RecommendationModel, req: RecommendationRequest): RecommendationResult {
  try {
    return recommend(model, req);
  } catch (err) {
    if (err instanceof NoSeedError) throw new NotFoundError(err.message);
    if (err instanceof UnknownMoodError) throw new ValidationError([{ field: 'query.audio_moods', message: err.message }]);
    throw err;
  }
}

/** Recommendation route. */
export const recommendationHandlers = {
  getRecommendations: async ({ query }, { deps }) => {
    const model = await modelCacheFor(deps.pool).get();
    const result = recommendOrHttpError(model, {
      trackIds: query.ms_track_ids ?? [],
      artistIds: query.ms_artist_ids ?? [],
      levels: levelsOf(query),
      moods: query.audio_moods,
      yearRange: query.year_range,
      resultsNb: query.results_nb,
      minAccuracy: query.min_accuracy,
      orderBy: query.order_by,
    });
    return { recording: await toItems(deps, result.items) };
  },
} satisfies HandlerTable;
