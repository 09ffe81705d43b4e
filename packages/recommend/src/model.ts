/**
 * The recommendation model: everything a request needs, built in memory from plain catalog rows
 * (pure; the rows are `RecommendationRows` of `@mc/store`, read by `loadRecommendationRows`). Per recording: credited
 * artists, year (years.ts), popularity, descriptor vector (audio-space.ts), audio levels
 * (levels.ts), dominant moods (moods.ts), earliest album; plus the related-artist evidence
 * (artist-similarity.ts) and each artist's active years.
 */
import { foldForMatch } from '@mc/text-analysis';
import type { RecommendationRows } from '@mc/store';
import { type ArtistGraph, type RelatedArtist, buildArtistGraph } from './artist-similarity';
import { type AudioSpace, type AudioVector, buildAudioSpace, centroid, medianPairwiseDistance } from './audio-space';
import { type AudioLevel, LEVEL_DESCRIPTORS, type LevelDescriptor, type TercileCuts, levelOf, tercileCuts } from './levels';
import { type WeightedMood, dominantMoods, moodVocabulary } from './moods';
import { type YearWindow, recordingYear, yearOfDate } from './years';

/** An album a recording appears on, as served in `original_album` (the contract's `RecommendationItem`). */
export interface AlbumRef {
  id: number;
  title: string | null;
  original_release_date: string | null;
}

/** A recording as the recommender sees it. */
export interface RecordingFacts {
  id: number;
  /** Folded title (foldForMatch), to recognise the same song under several ids. */
  titleKey: string;
  /** Song identity: first credited artist + folded title, or `#id` when either is missing. */
  songKey: string;
  artistIds: number[];
  year: number | null;
  popularity: number | null;
  vector: AudioVector | null;
  levels: Partial<Record<LevelDescriptor, AudioLevel>>;
  /** Dominant mood names (moods.ts); empty without descriptors. */
  moods: string[];
  album: AlbumRef | null;
}

/** The built model. */
export interface RecommendationModel {
  recordings: Map<number, RecordingFacts>;
  /** Recordings with a descriptor vector (exact kNN runs over these). */
  described: RecordingFacts[];
  recordingsByArtist: Map<number, number[]>;
  artistIds: Set<number>;
  space: AudioSpace;
  /** Tercile cut points per level descriptor; null when the catalog has no value for it. */
  cuts: Record<LevelDescriptor, TercileCuts | null>;
  moodVocabulary: string[];
  graph: ArtistGraph;
  /** Active years [first, last] of each artist with at least one dated recording. */
  artistSpans: Map<number, YearWindow>;
  /** Memo of `relatedArtists` per seed artist (bounded; see recommend.ts). */
  relatedMemo: Map<number, Map<number, RelatedArtist>>;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function moodsOf(doc: Record<string, unknown>): WeightedMood[] {
  const m = doc.moods;
  if (!Array.isArray(m)) return [];
  return m
    .filter((x): x is { name: string; value: number } => typeof x?.name === 'string' && num(x?.value) !== null)
    .map((x) => ({ name: x.name, value: x.value }));
}

function numericDescriptors(doc: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(doc)) if (k !== 'id' && num(v) !== null) out[k] = v as number;
  return out;
}

/** Distinct albums (by id) each recording appears on, in appearance order. */
function albumsByRecording(appearances: RecommendationRows['albumAppearances']): Map<number, AlbumRef[]> {
  const albums = new Map<number, AlbumRef[]>();
  for (const a of appearances) {
    const list = albums.get(a.recordingId) ?? albums.set(a.recordingId, []).get(a.recordingId)!;
    if (!list.some((x) => x.id === a.albumId))
      list.push({ id: a.albumId, title: a.title, original_release_date: a.originalReleaseDate });
  }
  return albums;
}

/** The earliest released album (undated ones last, then by id); null for none. */
function earliestAlbum(list: AlbumRef[] | undefined): AlbumRef | null {
  if (!list?.length) return null;
  const key = (a: AlbumRef) => (yearOfDate(a.original_release_date) === null ? '9999' : a.original_release_date!);
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))[0]!;
}

/** Per artist: the span of its recordings' years and the centroid of their audio vectors (by artist id). */
function artistSpansAndCentroids(recordings: Map<number, RecordingFacts>): {
  artistSpans: Map<number, YearWindow>;
  centroids: Map<number, AudioVector>;
} {
  const artistSpans = new Map<number, YearWindow>();
  const artistVectors = new Map<number, AudioVector[]>();
  for (const f of recordings.values()) {
    for (const a of f.artistIds) {
      if (f.year !== null) {
        const s = artistSpans.get(a);
        if (!s) artistSpans.set(a, { from: f.year, to: f.year });
        else {
          s.from = Math.min(s.from, f.year);
          s.to = Math.max(s.to, f.year);
        }
      }
      if (f.vector) (artistVectors.get(a) ?? artistVectors.set(a, []).get(a)!).push(f.vector);
    }
  }
  const centroids = new Map([...artistVectors].sort((x, y) => x[0] - y[0]).map(([a, vs]) => [a, centroid(vs)]));
  return { artistSpans, centroids };
}

/** At most 2,000 centroids, evenly spaced over the list, for the median pairwise distance. */
function centroidSample(centroids: Map<number, AudioVector>): AudioVector[] {
  const centroidList = [...centroids.values()];
  const step = Math.max(1, centroidList.length / 2000);
  const sample: AudioVector[] = [];
  for (let i = 0; i < centroidList.length && sample.length < 2000; i += step) sample.push(centroidList[Math.floor(i)]!);
  return sample;
}

/** The audio levels (low/medium/high by the catalog's terciles) of one recording's descriptors. */
function levelsOf(
  values: Record<string, number>,
  cuts: Record<LevelDescriptor, TercileCuts | null>,
): Partial<Record<LevelDescriptor, AudioLevel>> {
  const levels: Partial<Record<LevelDescriptor, AudioLevel>> = {};
  for (const d of LEVEL_DESCRIPTORS) {
    const v = values[d];
    const c = cuts[d];
    if (v !== undefined && c) levels[d] = levelOf(v, c);
  }
  return levels;
}

/** Builds the model from catalog rows (pure, deterministic for the same rows). */
export function buildRecommendationModel(rows: RecommendationRows): RecommendationModel {
  const audioDocs = [...rows.audio].sort((a, b) => a.id - b.id);
  const descriptorValues = audioDocs.map((a) => numericDescriptors(a.doc));
  const { space, vectors } = buildAudioSpace(descriptorValues);
  const cuts = Object.fromEntries(
    LEVEL_DESCRIPTORS.map((d) => {
      const values = descriptorValues.map((v) => v[d]).filter((v): v is number => v !== undefined);
      return [d, values.length ? tercileCuts(values) : null];
    }),
  ) as Record<LevelDescriptor, TercileCuts | null>;
  const audioById = new Map(
    audioDocs.map((a, i) => [a.id, { values: descriptorValues[i]!, vector: vectors[i]!, moods: moodsOf(a.doc) }]),
  );

  const popularity = new Map(rows.popularity.map((p) => [p.id, p.score]));
  const firstChart = new Map(rows.firstChartDates.map((c) => [c.id, c.date]));
  const albums = albumsByRecording(rows.albumAppearances);

  const recordings = new Map<number, RecordingFacts>();
  const recordingsByArtist = new Map<number, number[]>();
  for (const r of rows.recordings) {
    const audio = audioById.get(r.id);
    const levels = audio ? levelsOf(audio.values, cuts) : {};
    const albumList = albums.get(r.id);
    const artistIds = [...new Set(r.artistIds)];
    const titleKey = foldForMatch(r.title);
    const facts: RecordingFacts = {
      id: r.id,
      titleKey,
      songKey: artistIds[0] !== undefined && titleKey ? `${artistIds[0]}\u0001${titleKey}` : `#${r.id}`,
      artistIds,
      year: recordingYear(
        r.year,
        (albumList ?? []).map((a) => a.original_release_date),
        firstChart.get(r.id),
      ),
      popularity: popularity.get(r.id) ?? null,
      vector: audio?.vector ?? null,
      levels,
      moods: audio ? dominantMoods(audio.moods) : [],
      album: earliestAlbum(albumList),
    };
    recordings.set(r.id, facts);
    for (const a of artistIds) (recordingsByArtist.get(a) ?? recordingsByArtist.set(a, []).get(a)!).push(r.id);
  }

  const { artistSpans, centroids } = artistSpansAndCentroids(recordings);

  const weeksByRecording = new Map(rows.chartWeeks.map((w) => [w.recordingId, w.weeks]));
  const genreById = new Map(rows.recordings.map((r) => [r.id, r.genreId]));
  const graph = buildArtistGraph({
    recordings: [...recordings.values()].map((f) => ({
      artistIds: f.artistIds,
      genreId: genreById.get(f.id) ?? null,
      chartWeeks: weeksByRecording.get(f.id) ?? [],
    })),
    bandLinks: rows.artists.flatMap((a) => a.memberIds.map((m) => ({ bandId: a.id, memberId: m }))),
    centroids,
    centroidMedian: medianPairwiseDistance(centroidSample(centroids)),
  });

  return {
    recordings,
    described: [...recordings.values()].filter((f) => f.vector !== null).sort((a, b) => a.id - b.id),
    recordingsByArtist,
    artistIds: new Set(rows.artists.map((a) => a.id)),
    space,
    cuts,
    moodVocabulary: moodVocabulary(audioDocs.map((a) => moodsOf(a.doc))),
    graph,
    artistSpans,
    relatedMemo: new Map(),
  };
}
