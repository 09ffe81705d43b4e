/**
 * Reads MusicBrainz web service (WS/2) responses into the importer's {@link MbGraph}, keyed by the
 * same MBIDs as the SQL fixtures so the same entity merges instead of duplicating.
 *
 * JSON (picard's `test/data/ws_data`): artist lookups (`artist*.json`), recording lookups
 * (`recording*.json`, with artist credits, ISRCs and artist relationships), release lookups
 * (`release*.json`, with media, tracks and recordings) and release group lookups
 * (`release_group.json`). Not taken: picard's `*_null.json` variants (fields blanked on purpose
 * for its null-handling tests), AcoustID responses, collection/label/media/track/country
 * fragments (no entity of their own) and browse pages (`release_group_2..5.json`: release lists
 * that only repeat titles).
 *
 * XML (python-musicbrainzngs `test/data`): artist lookups (`artist/*.xml`, aliases with locale and
 * type attributes), release lookups with recordings (`release/*.xml`), recording lookups with
 * artist relationships (`recording/*.xml`) and disc id lookups (`discid/*.xml`: each release's
 * media with their TOCs; a TOC is kept only when it recomputes to its disc id). Not taken: search
 * results (`search-*.xml`: ranked hit lists with partial entities), collections, labels, places,
 * events, works, instruments and release groups without artists.
 */
import { XMLParser } from 'fast-xml-parser';
import { discIdFromToc } from '@mc/catalog';
import {
  type MbAlias,
  type MbArtist,
  type MbCreditName,
  type MbDiscToc,
  type MbGraph,
  type MbMedium,
  type MbRecording,
  type MbRecordingRelation,
  type MbRelease,
  emptyGraph,
  wsDate,
} from './musicbrainz-model';

/** Looks up the top-level group of a link type by its MBID (`type-id`), e.g. `performance`. */
export type LinkGroupLookup = (typeId: string | undefined, typeName: string) => string;

/** A WS document the reader could not use. */
export interface WsReject {
  reason: string;
  record: string;
}

// biome-ignore lint: JSON of the web service is loosely typed
type J = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const arr = (v: J): J[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const text = (v: J): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') return v['#text'] === undefined ? undefined : String(v['#text']);
  return String(v);
};
const numOrUndef = (v: J): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(text(v)));

// ---------------------------------------------------------------------------------------------
// JSON

function jsonArtist(a: J, alpha2ToName: Map<string, string>): MbArtist {
  const code: string | undefined = a.country ?? a.area?.['iso-3166-1-codes']?.[0] ?? undefined;
  return {
    mbid: a.id,
    name: a.name,
    sortName: a['sort-name'] ?? undefined,
    type: a.type ?? undefined,
    gender: a.gender ?? undefined,
    countryCode: code ?? undefined,
    countryName: code ? (a.area?.['iso-3166-1-codes'] ? a.area.name : alpha2ToName.get(code)) : undefined,
    beginDate: wsDate(a['life-span']?.begin),
    endDate: wsDate(a['life-span']?.end),
    isni: arr(a.isnis)[0] ?? undefined,
    aliases: arr(a.aliases).map((al: J): MbAlias => ({
      name: al.name,
      sortName: al['sort-name'] ?? undefined,
      locale: al.locale ?? null,
      type: al.type ?? null,
    })),
  };
}

function jsonCredits(credit: J, graph: MbGraph, alpha2ToName: Map<string, string>): MbCreditName[] {
  return arr(credit).map((c: J) => {
    const a = jsonArtist(c.artist, alpha2ToName);
    if (!graph.artists.has(a.mbid)) graph.artists.set(a.mbid, a);
    return { artistMbid: a.mbid, name: c.name ?? a.name, joinPhrase: c.joinphrase ?? '' };
  });
}

function jsonRelations(
  rels: J,
  groupOf: LinkGroupLookup,
  graph: MbGraph,
  alpha2ToName: Map<string, string>,
): MbRecordingRelation[] {
  return arr(rels)
    .filter((r: J) => r['target-type'] === 'artist' && r.artist?.id)
    .map((r: J) => {
      const a = jsonArtist(r.artist, alpha2ToName);
      if (!graph.artists.has(a.mbid)) graph.artists.set(a.mbid, a);
      return {
        artistMbid: a.mbid,
        artistName: a.name,
        linkType: r.type,
        group: groupOf(r['type-id'], r.type),
        attributes: arr(r.attributes).map(String),
      };
    });
}

function jsonRecording(r: J, groupOf: LinkGroupLookup, graph: MbGraph, alpha2ToName: Map<string, string>): MbRecording {
  const rec: MbRecording = {
    mbid: r.id,
    title: r.title,
    lengthMs: r.length ?? undefined,
    isrcs: arr(r.isrcs).map(String),
    credits: jsonCredits(r['artist-credit'], graph, alpha2ToName),
    relations: jsonRelations(r.relations, groupOf, graph, alpha2ToName),
  };
  const prev = graph.recordings.get(rec.mbid);
  if (!prev) graph.recordings.set(rec.mbid, rec);
  return rec;
}

/**
 * Reads one picard WS/2 JSON document.
 * @param file base name, used to skip the documents listed in the module comment.
 * @returns the entities it describes, or a reject reason.
 */
export function graphFromWsJson(
  file: string,
  doc: J,
  groupOf: LinkGroupLookup,
  alpha2ToName: Map<string, string>,
): { graph: MbGraph; reject?: string } {
  const graph = emptyGraph();
  if (/_null\.json$/.test(file)) return { graph, reject: 'picard null-variant test document (fields blanked on purpose)' };
  if (/^acoustid/.test(file)) return { graph, reject: 'AcoustID response (not MusicBrainz data)' };
  if (typeof doc !== 'object' || doc === null || typeof doc.id !== 'string') {
    return { graph, reject: 'WS fragment or browse page without an entity of its own' };
  }
  if (/^artist/.test(file) && doc.name) {
    graph.artists.set(doc.id, jsonArtist(doc, alpha2ToName));
  } else if (/^recording/.test(file) && doc.title) {
    jsonRecording(doc, groupOf, graph, alpha2ToName);
  } else if (/^release_group/.test(file) && doc.title) {
    graph.releaseGroups.set(doc.id, {
      mbid: doc.id,
      title: doc.title,
      primaryType: doc['primary-type'] ?? undefined,
      secondaryTypes: arr(doc['secondary-types']).map(String),
      credits: jsonCredits(doc['artist-credit'], graph, alpha2ToName),
    });
  } else if (/^release/.test(file) && doc.title && Array.isArray(doc.media)) {
    const rg = doc['release-group'];
    if (rg?.id) {
      graph.releaseGroups.set(rg.id, {
        mbid: rg.id,
        title: rg.title,
        primaryType: rg['primary-type'] ?? undefined,
        secondaryTypes: arr(rg['secondary-types']).map(String),
        credits: jsonCredits(rg['artist-credit'], graph, alpha2ToName),
      });
    }
    const release: MbRelease = {
      mbid: doc.id,
      title: doc.title,
      releaseGroupMbid: rg?.id,
      dates: [...arr(doc['release-events']).map((e: J) => wsDate(e.date)), wsDate(doc.date)].filter((d): d is string => !!d),
      barcode: doc.barcode ?? undefined,
      labels: arr(doc['label-info'])
        .map((l: J) => l.label?.name)
        .filter(Boolean),
      credits: jsonCredits(doc['artist-credit'], graph, alpha2ToName),
      media: doc.media.map((m: J): MbMedium => ({
        position: m.position,
        format: m.format ?? undefined,
        ...(typeof m['track-count'] === 'number' ? { trackCount: m['track-count'] } : {}),
        tocs: [],
        tracks: arr(m.tracks)
          .filter((t: J) => t.recording?.id)
          .map((t: J) => {
            const rec = jsonRecording(t.recording, groupOf, graph, alpha2ToName);
            if (!rec.credits.length && t['artist-credit']) rec.credits = jsonCredits(t['artist-credit'], graph, alpha2ToName);
            if (!rec.credits.length) rec.credits = jsonCredits(doc['artist-credit'], graph, alpha2ToName);
            return { mbid: t.id, position: t.position, title: t.title, lengthMs: t.length ?? undefined, recordingMbid: rec.mbid };
          }),
      })),
    };
    graph.releases.set(release.mbid, release);
  } else {
    return { graph, reject: 'WS fragment or browse page without an entity of its own' };
  }
  return { graph };
}

// ---------------------------------------------------------------------------------------------
// XML

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    [
      'alias',
      'name-credit',
      'medium',
      'track',
      'release',
      'relation',
      'attribute',
      'disc',
      'offset',
      'label-info',
      'isrc',
      'release-event',
      'relation-list',
    ].includes(name),
});

/** Parses WS/2 XML text into plain objects (attributes as `@_name`, text as `#text`). */
export function parseWsXml(xml: string): J {
  return xmlParser.parse(xml);
}

function xmlArtist(a: J, alpha2ToName: Map<string, string>): MbArtist {
  const code = text(a.country);
  return {
    mbid: a['@_id'],
    name: text(a.name)!,
    sortName: text(a['sort-name']),
    type: a['@_type'],
    gender: text(a.gender),
    countryCode: code,
    countryName: code ? alpha2ToName.get(code) : undefined,
    beginDate: wsDate(text(a['life-span']?.begin)),
    endDate: wsDate(text(a['life-span']?.end)),
    aliases: arr(a['alias-list']?.alias).map((al: J): MbAlias => ({
      name: text(al)!,
      sortName: al['@_sort-name'],
      locale: al['@_locale'] ?? null,
      type: al['@_type'] ?? null,
    })),
  };
}

function xmlCredits(ac: J, graph: MbGraph, alpha2ToName: Map<string, string>): MbCreditName[] {
  return arr(ac?.['name-credit']).map((nc: J) => {
    const a = xmlArtist(nc.artist, alpha2ToName);
    if (!graph.artists.has(a.mbid)) graph.artists.set(a.mbid, a);
    return { artistMbid: a.mbid, name: text(nc.name) ?? a.name, joinPhrase: nc['@_joinphrase'] ?? '' };
  });
}

function xmlRecording(r: J, groupOf: LinkGroupLookup, graph: MbGraph, alpha2ToName: Map<string, string>): MbRecording {
  const relations: MbRecordingRelation[] = [];
  for (const list of arr(r['relation-list'])) {
    if (list['@_target-type'] !== 'artist') continue;
    for (const rel of arr(list.relation)) {
      if (!rel.artist) continue;
      const a = xmlArtist(rel.artist, alpha2ToName);
      if (!graph.artists.has(a.mbid)) graph.artists.set(a.mbid, a);
      relations.push({
        artistMbid: a.mbid,
        artistName: a.name,
        linkType: rel['@_type'],
        group: groupOf(rel['@_type-id'], rel['@_type']),
        attributes: arr(rel['attribute-list']?.attribute)
          .map((x: J) => text(x)!)
          .filter(Boolean),
      });
    }
  }
  const rec: MbRecording = {
    mbid: r['@_id'],
    title: text(r.title)!,
    lengthMs: numOrUndef(r.length),
    isrcs: arr(r['isrc-list']?.isrc).map((i: J) => i['@_id'] ?? text(i)),
    credits: xmlCredits(r['artist-credit'], graph, alpha2ToName),
    relations,
  };
  if (!graph.recordings.has(rec.mbid)) graph.recordings.set(rec.mbid, rec);
  return rec;
}

function xmlTocs(discs: J[], rejects: WsReject[]): MbDiscToc[] {
  const out: MbDiscToc[] = [];
  for (const d of discs) {
    const offsets = arr(d['offset-list']?.offset).map((o: J) => ({ pos: Number(o['@_position']), value: Number(text(o)) }));
    if (!offsets.length) continue;
    const toc = {
      discId: d['@_id'] as string,
      firstTrack: offsets[0]!.pos,
      lastTrack: offsets[offsets.length - 1]!.pos,
      leadout: Number(text(d.sectors)),
      offsets: offsets.map((o) => o.value),
    };
    try {
      if (discIdFromToc(toc) !== toc.discId) throw new Error(`recomputes to ${discIdFromToc(toc)}`);
      out.push(toc);
    } catch (e) {
      rejects.push({ reason: 'disc TOC that does not give its disc id', record: `${toc.discId}: ${(e as Error).message}` });
    }
  }
  return out;
}

function xmlRelease(
  r: J,
  groupOf: LinkGroupLookup,
  graph: MbGraph,
  alpha2ToName: Map<string, string>,
  rejects: WsReject[],
): MbRelease {
  const credits = xmlCredits(r['artist-credit'], graph, alpha2ToName);
  const rg = r['release-group'];
  if (rg?.['@_id'] && text(rg.title)) {
    graph.releaseGroups.set(rg['@_id'], {
      mbid: rg['@_id'],
      title: text(rg.title)!,
      primaryType: text(rg['primary-type']) ?? rg['@_type'],
      secondaryTypes: [],
      credits: xmlCredits(rg['artist-credit'], graph, alpha2ToName),
    });
  }
  const release: MbRelease = {
    mbid: r['@_id'],
    title: text(r.title)!,
    releaseGroupMbid: rg?.['@_id'],
    dates: [...arr(r['release-event-list']?.['release-event']).map((e: J) => wsDate(text(e.date))), wsDate(text(r.date))].filter(
      (d): d is string => !!d,
    ),
    barcode: text(r.barcode),
    labels: arr(r['label-info-list']?.['label-info'])
      .map((l: J) => text(l.label?.name))
      .filter((x): x is string => !!x),
    credits,
    media: arr(r['medium-list']?.medium).map((m: J): MbMedium => ({
      position: Number(text(m.position) ?? 1),
      format: text(m.format),
      ...(Number(m['track-list']?.['@_count']) > 0 ? { trackCount: Number(m['track-list']['@_count']) } : {}),
      tocs: xmlTocs(arr(m['disc-list']?.disc), rejects),
      tracks: arr(m['track-list']?.track)
        .filter((t: J) => t.recording?.['@_id'])
        .map((t: J) => {
          const rec = xmlRecording(t.recording, groupOf, graph, alpha2ToName);
          if (!rec.credits.length)
            rec.credits = t['artist-credit'] ? xmlCredits(t['artist-credit'], graph, alpha2ToName) : credits;
          return {
            mbid: t['@_id'],
            position: Number(text(t.position)),
            title: text(t.title) ?? rec.title,
            lengthMs: numOrUndef(t.length),
            recordingMbid: rec.mbid,
          };
        }),
    })),
  };
  graph.releases.set(release.mbid, release);
  return release;
}

/**
 * Reads one musicbrainzngs WS/2 XML document.
 * @param path path relative to the dataset folder (e.g. `artist/….xml`), used to pick the reader.
 * @returns the entities it describes, TOC rejects, or a reject reason for the whole document.
 */
export function graphFromWsXml(
  path: string,
  xml: string,
  groupOf: LinkGroupLookup,
  alpha2ToName: Map<string, string>,
): { graph: MbGraph; rejects: WsReject[]; reject?: string } {
  const graph = emptyGraph();
  const rejects: WsReject[] = [];
  if (/(^|\/)search-/.test(path)) return { graph, rejects, reject: 'search result list (ranked partial entities, not lookups)' };
  const top = path.split('/')[0];
  if (!['artist', 'release', 'recording', 'discid'].includes(top ?? '')) {
    return { graph, rejects, reject: `WS ${top} document (no catalog entity)` };
  }
  const md = parseWsXml(xml).metadata ?? {};
  if (top === 'artist' && md.artist) graph.artists.set(md.artist['@_id'], xmlArtist(md.artist, alpha2ToName));
  else if (top === 'recording' && md.recording) xmlRecording(md.recording, groupOf, graph, alpha2ToName);
  else if (top === 'release' && md.release) for (const r of arr(md.release)) xmlRelease(r, groupOf, graph, alpha2ToName, rejects);
  else if (top === 'discid' && md.disc) {
    for (const r of arr(md.disc['release-list']?.release)) xmlRelease(r, groupOf, graph, alpha2ToName, rejects);
  } else return { graph, rejects, reject: 'WS document without the expected entity' };
  return { graph, rejects };
}
