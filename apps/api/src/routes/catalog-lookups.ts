/**
 * Lookups by id and list endpoints of SPEC 4.1–4.7 (not the searches): documents come from the
 * store as served (SPEC 2 shapes); lists are paged in SQL and wrapped as `{results, offset,
 * limit, total}`. Unknown ids → 404. Resources for which the catalog has no real source yet
 * (biographies, pictures, reviews, cover art) answer an empty list or 404 as documented.
 */
import { type EntityKind, type JsonObject, LISTS } from '@mc/catalog';
import { NotFoundError } from '../errors';
import type { Handler, HandlerTable } from '../handler';
import { serializedDocument } from '../serialized-json';

const LABEL: Partial<Record<EntityKind, string>> = { show_type: 'show type', chart_date: 'chart date' };

/** GET one document of `kind` by path `id` (pre-serialised, with an ETag); 404 when absent. */
function byId(kind: EntityKind, param = 'id', missing?: string): Handler {
  return async ({ params }, { deps }) => {
    const doc = await deps.catalog.get(kind, params[param] as number);
    if (!doc) throw new NotFoundError(missing ?? `no ${LABEL[kind] ?? kind} with id ${params[param]}`);
    return serializedDocument(doc);
  };
}

/** GET a document that belongs to an entity (same id): 404 when the owner is unknown or has none. */
function attached(ownerKind: EntityKind, kind: EntityKind, what: string): Handler {
  return async ({ params }, { deps }) => {
    const asked = params.id as number;
    const id = await deps.catalog.currentId(ownerKind, asked);
    if (id === null) throw new NotFoundError(`no ${ownerKind} with id ${asked}`);
    const doc = await deps.catalog.get(kind, id);
    if (doc) return serializedDocument(doc);
    throw new NotFoundError(`${ownerKind} ${asked} has no ${what}`);
  };
}

/** GET a page of a list owned by an entity (a merged id: its survivor's list); 404 when the owner is unknown. */
function listOf(ownerKind: EntityKind, list: string, itemKind?: EntityKind, ownerParam = 'id'): Handler {
  return async ({ params, query }, { deps }) => {
    const asked = params[ownerParam] as number;
    const owner = await deps.catalog.currentId(ownerKind, asked);
    if (owner === null) throw new NotFoundError(`no ${LABEL[ownerKind] ?? ownerKind} with id ${asked}`);
    const page = await deps.catalog.listPage(list, owner, query.offset, query.limit, itemKind);
    return { results: page.results, offset: query.offset, limit: query.limit, total: page.total };
  };
}

/**
 * Cluster candidates (SPEC 2.15) with `isrc: null` when the source gives none (every SecondHandSongs
 * cover candidate): SPEC requires the key, the data has no value (README "Contract deviations").
 */
const clusterCandidates: Handler = async (input, ctx) => {
  const page = (await listOf('recording', LISTS.clusterCandidates)(input, ctx)) as { results: Record<string, unknown>[] };
  return { ...page, results: page.results.map((c) => ({ isrc: null, ...c })) };
};

/** GET a page of every entity of a reference kind. */
function allOf(kind: EntityKind, parentParam?: string): Handler {
  return async ({ query }, { deps }) => {
    const parent = parentParam ? (query[parentParam] as number | undefined) : undefined;
    const page = await deps.catalog.pageOfKind(kind, query.offset, query.limit, parent);
    return { results: page.results, offset: query.offset, limit: query.limit, total: page.total };
  };
}

/** Artist pictures filtered by format (`1:1`, `16:9`, `all`): no picture source yet, always empty. */
const pictures = (ownerKind: EntityKind, list: string): Handler => listOf(ownerKind, list);

/** `/api/recording/{id}/charts`: one inner array per chart the recording entered (SPEC 4.4). */
const recordingCharts: Handler = async ({ params, query }, { deps }) => {
  const id = await deps.catalog.currentId('recording', params.id as number);
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
const recordingChartPositions: Handler = async ({ params, query }, { deps }) => {
  const rec = await deps.catalog.currentId('recording', params.idRecording as number);
  const chart = params.idCharts as number;
  if (rec === null) throw new NotFoundError(`no recording with id ${params.idRecording}`);
  const page = await deps.catalog.chartPositions(rec, chart, query.offset, query.limit);
  if (page === null) throw new NotFoundError(`recording ${rec} never entered chart ${chart}`);
  return { results: page.results.map((p) => [p]), offset: query.offset, limit: query.limit, total: page.total };
};

/** Lookup and list routes. */
export const catalogLookupHandlers: HandlerTable = {
  'GET /api/artist/:id': byId('artist'),
  'GET /api/artist/:id/biographies': listOf('artist', LISTS.artistBiographies),
  'GET /api/artist/:id/pictures': pictures('artist', LISTS.artistPictures),
  'GET /api/artist/:id/albums': listOf('artist', LISTS.artistAlbums, 'album'),
  'GET /api/artist/:id/popularity': attached('artist', 'artist_popularity', 'chart popularity'),
  'GET /api/album/:id': byId('album'),
  'GET /api/album/:id/coverart': async ({ params }, { deps }) => {
    const id = params.id as number;
    if ((await deps.catalog.currentId('album', id)) === null) throw new NotFoundError(`no album with id ${id}`);
    throw new NotFoundError(`album ${id} has no cover art (the catalog has no cover art source)`);
  },
  'GET /api/album/:id/audiodescriptions': attached('album', 'album_audio', 'audio descriptors'),
  'GET /api/album/:id/releases': listOf('album', LISTS.albumReleases, 'release'),
  'GET /api/album/:id/credits': attached('album', 'album_credits', 'credits'),
  'GET /api/album/:id/reviews': listOf('album', LISTS.albumReviews),
  'GET /api/release/:id': byId('release'),
  'GET /api/release/:id/tracks': listOf('release', LISTS.releaseTracks),
  'GET /api/recording/:id': byId('recording'),
  'GET /api/recording/:id/audiodescriptions': attached('recording', 'recording_audio', 'audio descriptors'),
  'GET /api/recording/:id/lyric': attached('recording', 'lyric', 'lyrics'),
  'GET /api/recording/:id/popularity': attached('recording', 'recording_popularity', 'chart popularity'),
  'GET /api/recording/:id/charts': recordingCharts,
  'GET /api/recording/:idRecording/charts/:idCharts': recordingChartPositions,
  'GET /api/recording/:id/credits': attached('recording', 'recording_credits', 'credits'),
  'GET /api/recording/:id/clusters': listOf('recording', LISTS.recordingClusters, 'cluster'),
  'GET /api/recording/:id/cluster-candidates': clusterCandidates,
  'GET /api/genre': allOf('genre', 'id_parent'),
  'GET /api/genre/:id': byId('genre'),
  'GET /api/genre/:id/artists': listOf('genre', LISTS.genreArtists),
  'GET /api/role': allOf('role'),
  'GET /api/role/:id': byId('role'),
  'GET /api/country': allOf('country'),
  'GET /api/country/:id': byId('country'),
  'GET /api/show-type': allOf('show_type'),
  'GET /api/show-type/:id': byId('show_type'),
  'GET /api/charts': allOf('chart'),
  'GET /api/charts/:id_charts/dates': listOf('chart', LISTS.chartDates, undefined, 'id_charts'),
  'GET /api/charts/:id_charts/dates/:id_date/rows': async ({ params, query }, { deps }) => {
    const chart = params.id_charts as number;
    const date = params.id_date as number;
    if (!(await deps.catalog.exists('chart', chart))) throw new NotFoundError(`no chart with id ${chart}`);
    const dateDoc = await deps.catalog.get('chart_date', date);
    if (!dateDoc || (dateDoc.id_charts !== undefined && dateDoc.id_charts !== chart)) {
      throw new NotFoundError(`chart ${chart} has no date with id ${date}`);
    }
    const page = await deps.catalog.listPage(LISTS.chartRows, date, query.offset, query.limit);
    return { results: page.results, offset: query.offset, limit: query.limit, total: page.total };
  },
  'GET /api/show/:id': byId('show'),
  'GET /api/show/:id/pictures': pictures('show', LISTS.showPictures),
};
