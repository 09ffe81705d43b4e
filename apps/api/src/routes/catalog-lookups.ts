/**
 * Lookups by id and list endpoints of the contract's catalog routes (`Artists` … `Shows` tags, not the searches): documents
 * come from the store as served (the contract's response schemas); lists are paged in SQL and wrapped as `{results, offset,
 * limit, total}`. Unknown ids → 404. Biographies, pictures, reviews and cover art come only from
 * an operator's own catalog file (`catalog import --file`): without one they answer an empty list
 * or 404 as documented.
 */
import { type EntityKind, type JsonObject, LISTS } from '@mc/catalog';
import type { Deps } from '../deps';
import { NotFoundError } from '../errors';
import type { Handler, HandlerTable } from '../handler';
import { serializedDocument } from '../serialized-json';

const LABEL: Partial<Record<EntityKind, string>> = { show_type: 'show type', chart_date: 'chart date' };

/** The input of routes with path `{id}`. */
type IdInput = { params: { id: number } };
/** The validated `offset` and `limit` of a list route. */
type ListQuery = { offset: number; limit: number };
/** A page of a list as served: `{results, offset, limit, total}`. */
type ListPage<T> = { results: T[]; offset: number; limit: number; total: number };

/** GET one document of `kind` by path `id` (pre-serialised, with an ETag); 404 when absent. */
function byId(kind: EntityKind): Handler<IdInput> {
  return async ({ params }, { deps }) => {
    const doc = await deps.catalog.get(kind, params.id);
    if (!doc) throw new NotFoundError(`no ${LABEL[kind] ?? kind} with id ${params.id}`);
    return serializedDocument(doc);
  };
}

/** GET a document that belongs to an entity (same id): 404 when the owner is unknown or has none. */
function attached(ownerKind: EntityKind, kind: EntityKind, what: string): Handler<IdInput> {
  return async ({ params }, { deps }) => {
    const asked = params.id;
    const id = await deps.catalog.currentId(ownerKind, asked);
    if (id === null) throw new NotFoundError(`no ${ownerKind} with id ${asked}`);
    const doc = await deps.catalog.get(kind, id);
    if (doc) return serializedDocument(doc);
    throw new NotFoundError(`${ownerKind} ${asked} has no ${what}`);
  };
}

/** A page of a list owned by entity `asked` (a merged id: its survivor's list); 404 when the owner is unknown. */
async function ownedPage(
  deps: Deps,
  ownerKind: EntityKind,
  list: string,
  asked: number,
  q: ListQuery,
  itemKind?: EntityKind,
  only?: { field: string; values: string[] },
): Promise<ListPage<JsonObject>> {
  const owner = await deps.catalog.currentId(ownerKind, asked);
  if (owner === null) throw new NotFoundError(`no ${LABEL[ownerKind] ?? ownerKind} with id ${asked}`);
  const page = await deps.catalog.listPage(list, owner, q.offset, q.limit, itemKind, only);
  return { results: page.results, offset: q.offset, limit: q.limit, total: page.total };
}

/** GET a page of a list owned by the entity of path `id`. */
function listOf(ownerKind: EntityKind, list: string, itemKind?: EntityKind): Handler<IdInput & { query: ListQuery }> {
  return ({ params, query }, { deps }) => ownedPage(deps, ownerKind, list, params.id, query, itemKind);
}

/**
 * Cluster candidates (the contract's `ClusterCandidate` schema) with `isrc: null` when the source gives none (every
 * SecondHandSongs cover candidate): the key is always served, the data has no value (`docs/api.md` "Contract deviations").
 */
const clusterCandidates: Handler<IdInput & { query: ListQuery }> = async ({ params, query }, { deps }) => {
  const page = await ownedPage(deps, 'recording', LISTS.clusterCandidates, params.id, query);
  return { ...page, results: page.results.map((c) => ({ isrc: null, ...c })) };
};

/** GET a page of every entity of a reference kind (genres: the children of `id_parent` when given). */
function allOf(kind: EntityKind): Handler<{ query: ListQuery & { id_parent?: number } }> {
  return async ({ query }, { deps }) => {
    const page = await deps.catalog.pageOfKind(kind, query.offset, query.limit, query.id_parent);
    return { results: page.results, offset: query.offset, limit: query.limit, total: page.total };
  };
}

/** Pictures of an artist or show in the formats of `format` (`1:1`, `16:9`; `all`: every format). */
function pictures(ownerKind: EntityKind, list: string): Handler<IdInput & { query: ListQuery & { format: string[] } }> {
  return ({ params, query }, { deps }) =>
    ownedPage(deps, ownerKind, list, params.id, query, undefined, {
      field: 'format',
      values: query.format.includes('all') ? ['1:1', '16:9'] : query.format,
    });
}

/** `/api/recording/{id}/charts`: one inner array per chart the recording entered (`RecordingChartsResult` in the contract). */
const recordingCharts: Handler<IdInput & { query: ListQuery }> = async ({ params, query }, { deps }) => {
  const id = await deps.catalog.currentId('recording', params.id);
  if (id === null) throw new NotFoundError(`no recording with id ${params.id}`);
  const page = await deps.catalog.listPage(LISTS.recordingCharts, id, query.offset, query.limit);
  return {
    results: page.results.map((c: JsonObject) => [
      { id_charts: c.id_charts, name: c.name, best_rank: c.best_rank, entry_date: c.entry_date },
    ]),
    offset: query.offset,
    limit: query.limit,
    total: page.total,
  };
};

/** `/api/recording/{idRecording}/charts/{idCharts}`: the recording's weekly positions on one chart. */
const recordingChartPositions: Handler<{ params: { idRecording: number; idCharts: number }; query: ListQuery }> = async (
  { params, query },
  { deps },
) => {
  const rec = await deps.catalog.currentId('recording', params.idRecording);
  const chart = params.idCharts;
  if (rec === null) throw new NotFoundError(`no recording with id ${params.idRecording}`);
  const page = await deps.catalog.chartPositions(rec, chart, query.offset, query.limit);
  if (page === null) throw new NotFoundError(`recording ${rec} never entered chart ${chart}`);
  return { results: page.results.map((p) => [p]), offset: query.offset, limit: query.limit, total: page.total };
};

/** Lookup and list routes. */
export const catalogLookupHandlers = {
  getArtist: byId('artist'),
  listArtistBiographies: listOf('artist', LISTS.artistBiographies),
  listArtistPictures: pictures('artist', LISTS.artistPictures),
  listArtistAlbums: listOf('artist', LISTS.artistAlbums, 'album'),
  getArtistPopularity: attached('artist', 'artist_popularity', 'chart popularity'),
  getAlbum: byId('album'),
  getAlbumCoverArt: attached('album', 'album_cover_art', 'cover art'),
  getAlbumAudioDescriptors: attached('album', 'album_audio', 'audio descriptors'),
  listAlbumReleases: listOf('album', LISTS.albumReleases, 'release'),
  getAlbumCredits: attached('album', 'album_credits', 'credits'),
  listAlbumReviews: listOf('album', LISTS.albumReviews),
  getRelease: byId('release'),
  listReleaseTracks: listOf('release', LISTS.releaseTracks),
  getRecording: byId('recording'),
  getRecordingAudioDescriptors: attached('recording', 'recording_audio', 'audio descriptors'),
  getRecordingLyric: attached('recording', 'lyric', 'lyrics'),
  getRecordingPopularity: attached('recording', 'recording_popularity', 'chart popularity'),
  listRecordingCharts: recordingCharts,
  listRecordingChartPositions: recordingChartPositions,
  getRecordingCredits: attached('recording', 'recording_credits', 'credits'),
  listRecordingClusters: listOf('recording', LISTS.recordingClusters, 'cluster'),
  listRecordingClusterCandidates: clusterCandidates,
  listGenres: allOf('genre'),
  getGenre: byId('genre'),
  listGenreArtists: listOf('genre', LISTS.genreArtists),
  listRoles: allOf('role'),
  getRole: byId('role'),
  listCountries: allOf('country'),
  getCountry: byId('country'),
  listShowTypes: allOf('show_type'),
  getShowType: byId('show_type'),
  listCharts: allOf('chart'),
  listChartDates: ({ params, query }, { deps }) => ownedPage(deps, 'chart', LISTS.chartDates, params.id_charts, query),
  listChartRows: async ({ params, query }, { deps }) => {
    const chart = params.id_charts;
    const date = params.id_date;
    if (!(await deps.catalog.exists('chart', chart))) throw new NotFoundError(`no chart with id ${chart}`);
    const dateDoc = await deps.catalog.get('chart_date', date);
    if (!dateDoc || (dateDoc.id_charts !== undefined && dateDoc.id_charts !== chart)) {
      throw new NotFoundError(`chart ${chart} has no date with id ${date}`);
    }
    const page = await deps.catalog.listPage(LISTS.chartRows, date, query.offset, query.limit);
    return { results: page.results, offset: query.offset, limit: query.limit, total: page.total };
  },
  getShow: byId('show'),
  listShowPictures: pictures('show', LISTS.showPictures),
} satisfies HandlerTable;
