/**
 * Playlist recommendation (SPEC 4.9): validated query → `recommend` over the cached in-memory
 * model (`@mc/recommend`, built from the store) → the chosen recordings hydrated from the store
 * (documents and audio descriptors, two batched queries) → `{recording: [Recommendation item 2.18]}`.
 * No known seed → 404; an unknown mood → 400 listing the catalog's moods.
 */
import type { RecordingAudioDescriptorsDoc, RecordingDoc } from '@mc/catalog';
import { NotFoundError, ValidationError } from '../errors';
import {
  type AudioLevel,
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

/** Query parameter of each level descriptor (SPEC 4.9). */
const LEVEL_PARAMS: Record<LevelDescriptor, string> = {
  bpm: 'audio_bpm',
  arousal: 'audio_arousal',
  valence: 'audio_valence',
  intensity: 'audio_intensity',
};

const text = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

/** SPEC 2.18 `audiodescriptions` entry of a descriptor document (numbers as text, as the spec types them). */
function audioDescription(audio: RecordingAudioDescriptorsDoc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ['bpm', 'arousal', 'valence', 'intensity'] as const) {
    const t = text(audio[k]);
    if (t !== undefined) out[k] = t;
  }
  if (Array.isArray(audio.moods)) out.moods = audio.moods.map((m) => ({ value: m.value, name: m.name }));
  return out;
}

/** Shapes recommended recordings as SPEC 2.18 items, in the given order. */
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
export const recommendationHandlers: HandlerTable = {
  'GET /api/recommendation': async ({ query }, { deps }) => {
    const levels: Partial<Record<LevelDescriptor, AudioLevel>> = {};
    for (const [d, param] of Object.entries(LEVEL_PARAMS) as [LevelDescriptor, string][]) {
      if (query[param] !== undefined) levels[d] = query[param] as AudioLevel;
    }
    const trackIds = (query.ms_track_ids as number[] | undefined) ?? [];
    const artistIds = (query.ms_artist_ids as number[] | undefined) ?? [];
    if (!trackIds.length && !artistIds.length) throw new NotFoundError('no seed: give ms_track_ids and/or ms_artist_ids');
    const model = await modelCacheFor(deps.pool).get();
    const result = recommendOrHttpError(model, {
      trackIds,
      artistIds,
      levels,
      moods: query.audio_moods as string[] | undefined,
      yearRange: query.year_range as number,
      resultsNb: query.results_nb as number,
      minAccuracy: query.min_accuracy as number,
      orderBy: query.order_by as 'match' | 'popularity' | 'random' | undefined,
    });
    return { recording: await toItems(deps, result.items) };
  },
};
