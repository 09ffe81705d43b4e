/**
 * Catalog-file lines of shows, genres and charts, stored as the shipped importers store them:
 * - `show` (the contract's `Show`, ref `('show', source, key)`): `name` required; `type: {name}` is the
 *   show type of that name, shared with the catalog's show types as `mb_jsondump` keys them
 *   (`showTypeRef`), and the line also states that show type `{id, name}`; `album: {key, title}`
 *   and `artists: [{key, name}]` name entities of the same source.
 * - `genre` (the contract's `Genre`): the `key` is the genre's name; genres are shared by name across
 *   sources (`ref('genre', 'genre', folded name)`, as every importer refers to genres), so a line
 *   adds this source's word to the catalog's genre of that name. `name` defaults to the key;
 *   `parent_genre: {key, name?}` sets the parent (`/api/genre?id_parent=`).
 * - `chart` (the contract's `Chart`, every field required, `country_code` null for international charts).
 * - `chart_date`: one chart week, `{chart: {key}, start_date, end_date?, matched?, total?, rows?}`:
 *   a `chart_date` entity (plus `id_charts`, so the rows route checks the date belongs to the
 *   chart) and its item of the chart's `chart_dates` list (sorted by start date). `rows` (`ChartRow`
 *   items; `ms_artist: {key, name}`, `ms_album: {key, title}`, `ms_recordings: [{key, title}]` name
 *   entities of the same source; `id` defaults to the 1-based position) is the week's whole
 *   `chart_rows` list, sorted by rank; `total` and `matched` default to the number of rows and of
 *   rows naming a recording. Without `rows`, stored rows are left as they are.
 */
import { z } from 'zod';
import { type JsonObject, LISTS, Chart, ChartDate, ChartRow, Genre, Show, padSortKey, ref, showTypeRef } from '@mc/catalog';
import type { ListItemInput } from '@mc/store';
import { FieldError, Key, KeyRef, type MappedLine, checkSpec, genreKeyRef, mapped, parseField } from './catalog-line-checks';

/** Kinds of the show, genre and chart lines. */
export const REFERENCE_KINDS = ['show', 'genre', 'chart', 'chart_date'] as const;
/** One of {@link REFERENCE_KINDS}. */
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

const Named = z.looseObject({ name: z.string().trim().min(1) });
const Titled = z.looseObject({ key: Key, title: z.string().trim().min(1) });
const NamedRef = z.looseObject({ key: Key, name: z.string().trim().min(1) });

/** `{key, …}` → `{id: ref(kind, source, key), …}`. */
function keyToId<T extends { key: string }>(value: T, kind: 'artist' | 'album' | 'recording', source: string): JsonObject {
  const { key, ...rest } = value;
  return { ...(rest as JsonObject), id: ref(kind, source, key) };
}

/** Path in the served document → the field the file writes (`artists.0.id` → `artists.0.key`). */
const keyField = (path: string) => path.replace(/\.id$/, '.key');

function mapShow(key: string, body: JsonObject, source: string): MappedLine {
  const entity = ref('show', source, key);
  parseField(Named, body, '');
  const doc: JsonObject = { ...body, id: entity };
  const contributions = [];
  if (body.type !== undefined && body.type !== null) {
    const type = parseField(Named, body.type, 'type');
    const id = showTypeRef(type.name);
    doc.type = { id, name: type.name };
    contributions.push({ entity: id, doc: { id, name: type.name } });
  }
  if (body.album !== undefined && body.album !== null)
    doc.album = keyToId(parseField(Titled, body.album, 'album'), 'album', source);
  if (body.artists !== undefined)
    doc.artists = parseField(z.array(NamedRef), body.artists, 'artists').map((a) => keyToId(a, 'artist', source));
  checkSpec(Show, doc, keyField);
  return mapped({ contribution: { entity, doc }, contributions });
}

function mapGenre(key: string, body: JsonObject): MappedLine {
  const entity = genreKeyRef(key, 'key');
  const doc: JsonObject = { ...body, id: entity, name: body.name ?? key };
  let parent: number | undefined;
  if (body.parent_genre !== undefined && body.parent_genre !== null) {
    const p = parseField(
      z.looseObject({ key: Key, name: z.string().trim().min(1).optional() }),
      body.parent_genre,
      'parent_genre',
    );
    parent = genreKeyRef(p.key, 'parent_genre.key');
    if (JSON.stringify(parent) === JSON.stringify(entity)) throw new FieldError('parent_genre.key', 'must be another genre');
    doc.parent_genre = { id_genre: parent, name: p.name ?? p.key };
  }
  checkSpec(Genre, doc);
  return mapped({ contribution: { entity, doc, ...(parent === undefined ? {} : { parent }) } });
}

const RowRefs = z.looseObject({
  id: z.number().int().min(0).optional(),
  rank: z.number().int().min(0).optional(),
  ms_artist: NamedRef.optional(),
  ms_album: Titled.optional(),
  ms_recordings: z.array(Titled).optional(),
});

/** The `chart_rows` items of a week's `rows`. @throws FieldError naming the field. */
function rowItems(value: unknown, dateRef: number, source: string): ListItemInput[] {
  const rows = parseField(z.array(RowRefs), value, 'rows');
  const seen = new Set<number>();
  return rows.map((r, i) => {
    const id = r.id ?? i + 1;
    if (seen.has(id)) throw new FieldError(`rows.${i}.id`, `row ${id} is given twice`);
    seen.add(id);
    const item: JsonObject = { ...(r as JsonObject), id };
    if (r.ms_artist) item.ms_artist = keyToId(r.ms_artist, 'artist', source);
    if (r.ms_album) item.ms_album = keyToId(r.ms_album, 'album', source);
    if (r.ms_recordings) item.ms_recordings = r.ms_recordings.map((m) => keyToId(m, 'recording', source));
    checkSpec(ChartRow, item, (p) => `rows.${i}.${keyField(p)}`);
    return {
      list: LISTS.chartRows,
      owner: dateRef,
      itemKey: String(id),
      sortKey: `${padSortKey(r.rank ?? id, 6)}:${padSortKey(id, 6)}`,
      item,
    };
  });
}

function mapChartDate(key: string, body: JsonObject, source: string): MappedLine {
  const entity = ref('chart_date', source, key);
  const chart = ref('chart', source, parseField(KeyRef, body.chart, 'chart').key);
  const { rows: rowsValue, chart: _chart, ...rest } = body;
  const rows = rowsValue === undefined ? undefined : rowItems(rowsValue, entity, source);
  const doc: JsonObject = { ...rest, id: entity, id_charts: chart };
  if (rows) {
    doc.total ??= rows.length;
    doc.matched ??= rows.filter((r) => ((r.item!.ms_recordings as JsonObject[] | undefined) ?? []).length > 0).length;
  }
  checkSpec(ChartDate, doc, (p) => (p === 'id_charts' ? 'chart' : p));
  const dateItem: ListItemInput = {
    list: LISTS.chartDates,
    owner: chart,
    itemKey: key,
    sortKey: `${typeof doc.start_date === 'string' ? doc.start_date : '9999-00-00'}\u0001${key}`,
    itemRef: entity,
    item: doc,
  };
  return mapped({
    contribution: { entity, doc },
    listItems: [dateItem, ...(rows ?? [])],
    lists: rows
      ? [
          {
            list: LISTS.chartRows,
            ownerKind: 'chart_date',
            ownerSource: source,
            ownerKey: key,
            itemKeys: rows.map((r) => r.itemKey),
          },
        ]
      : [],
  });
}

/**
 * Maps the body of a show, genre, chart or chart-date line (module doc) of `source`.
 * @throws FieldError naming the field at fault.
 */
export function mapReferenceLine(kind: ReferenceKind, key: string, body: JsonObject, source: string): MappedLine {
  if (kind === 'show') return mapShow(key, body, source);
  if (kind === 'genre') return mapGenre(key, body);
  if (kind === 'chart_date') return mapChartDate(key, body, source);
  const entity = ref('chart', source, key);
  const doc: JsonObject = { ...body, id: entity };
  checkSpec(Chart, doc);
  return mapped({ contribution: { entity, doc } });
}
