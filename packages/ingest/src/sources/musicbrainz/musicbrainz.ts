/**
 * Importer `musicbrainz`: artists, albums (release groups), releases, recordings, release tracks,
 * recording credits and CD TOCs from three real MusicBrainz datasets, merged by MBID:
 * - `musicbrainz_server_fixtures/sql/*.sql`: the server's SQL INSERT fixtures (`webservice.sql`
 *   first, then the other real-data scripts; synthetic scripts are rejected — see
 *   `musicbrainz-fixture-graph.ts`), with `initial.sql` for reference tables;
 * - `musicbrainz_ws_json_picard/ws_data/*.json` and `musicbrainz_ws2_xml_musicbrainzngs/**.xml`:
 *   WS/2 lookups (what is taken and skipped: `musicbrainz-ws.ts`).
 * `iso_codes_countries_languages/iso_3166-1.json` resolves country areas without an ISO row.
 *
 * Writes (document shapes and value rules: `musicbrainz-model.ts`; refs `(kind,'musicbrainz',MBID)`):
 * artist 2.2, album 2.5, release 2.8, recording 2.10, track 2.9 entities; lists `album_releases`
 * (album → release, by date), `artist_albums` (each credited artist → album, by date),
 * `release_tracks` (release → track items); `recording_credits` 2.14 documents from artist–recording
 * relationships (declared `sameAs` the recording, so they share its id); `disc_toc` rows for every
 * medium TOC whose offsets recompute to its stored disc id (`discIdFromToc`).
 * Fixture TOCs (`cdtoc_webservice.tsv` = the `cdtoc` table of webservice.sql) not attached to a
 * medium of an imported release are reported as rejects.
 *
 * Cross-source links to Billboard (`sameAs`, rules in `musicbrainz-billboard-links.ts`) are read
 * from the Billboard contributions already in the store (dependsOn `billboard`) and written before
 * any MusicBrainz document, so a linked artist/recording gets the Billboard entity's id.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type JsonObject, TocError, discIdFromToc, parseToc, ref } from '@mc/catalog';
import {
  type ContributionInput,
  type DiscTocInput,
  type ImportBatch,
  type ListItemInput,
  type SameAsInput,
  loadSourceContributions,
} from '@mc/store';
import type { Pool } from 'pg';
import type { Importer, ImportContext } from '../../importer';
import {
  type BillboardArtist,
  type BillboardRecording,
  linkMusicBrainzToBillboard,
  recordBillboardLinkDecisions,
} from './musicbrainz-billboard-links';
import { type AreaPool, SYNTHETIC_FIXTURES, addAreas, graphFromFixture, readFixtureReference } from './musicbrainz-fixture-graph';
import { MUSICBRAINZ_SOURCE, type MbGraph, type MbRelease, emptyGraph, mergeGraph, releaseGroupFacts } from './musicbrainz-model';
import {
  albumReleaseItems,
  artistAlbumItems,
  artistRef,
  mapArtist,
  mapRecording,
  mapRecordingCredits,
  mapRelease,
  mapReleaseGroup,
  mapReleaseTracks,
  recordingRef,
  releaseRef,
} from './musicbrainz-documents';
import { parseSqlInserts } from './musicbrainz-sql-fixtures';
import { type LinkGroupLookup, graphFromWsJson, graphFromWsXml } from './musicbrainz-ws';

const FIXTURES = 'musicbrainz_server_fixtures';
const WS_JSON = 'musicbrainz_ws_json_picard';
const WS_XML = 'musicbrainz_ws2_xml_musicbrainzngs';
const ISO = 'iso_codes_countries_languages';
const BATCH = 2000;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();

/** Everything read from the datasets, before writing. */
export interface MusicBrainzInput {
  graph: MbGraph;
  /** TOC rows of `cdtoc_webservice.tsv` (disc id → full-TOC text). */
  fixtureTocs: Map<string, string>;
  rejects: { reason: string; record: string }[];
}

/** ISO 3166-1 names (official and common, lower-cased) → alpha-2, and alpha-2 → common name. */
export function readIsoCountryNames(dataDir: string): { nameToAlpha2: Map<string, string>; alpha2ToName: Map<string, string> } {
  const iso = JSON.parse(readFileSync(join(dataDir, ISO, 'iso_3166-1.json'), 'utf8'))['3166-1'] as {
    alpha_2: string;
    name: string;
    common_name?: string;
  }[];
  const nameToAlpha2 = new Map<string, string>();
  const alpha2ToName = new Map<string, string>();
  for (const c of iso) {
    nameToAlpha2.set(c.name.toLowerCase(), c.alpha_2);
    if (c.common_name) nameToAlpha2.set(c.common_name.toLowerCase(), c.alpha_2);
    alpha2ToName.set(c.alpha_2, c.common_name ?? c.name);
  }
  return { nameToAlpha2, alpha2ToName };
}

/** The fixtures' CD TOC list (`cdtoc_webservice.tsv`): disc id → TOC text (`first last leadout offsets…`). */
function readFixtureTocs(dataDir: string): Map<string, string> {
  const fixtureTocs = new Map<string, string>();
  const [head, ...lines] = readFileSync(join(dataDir, FIXTURES, 'cdtoc_webservice.tsv'), 'utf8')
    .trim()
    .split('\n');
  const cols = head!.split('\t');
  for (const line of lines) {
    const r = Object.fromEntries(line.split('\t').map((v, i) => [cols[i], v]));
    fixtureTocs.set(
      r.discid!,
      `${r.first_track} ${Number(r.first_track) + Number(r.track_count) - 1} ${r.leadout_offset} ${r.track_offsets}`,
    );
  }
  return fixtureTocs;
}

/**
 * Link type MBID → top-level group name (for WS relationships), from the link type tree of the
 * fixtures' `initial.sql` (the server's reference rows; also used by the dump importer).
 */
export function linkGroupLookup(dataDir: string): LinkGroupLookup {
  const initial = parseSqlInserts(readFileSync(join(dataDir, FIXTURES, 'sql', 'initial.sql'), 'utf8'));
  const reference = readFixtureReference(initial);
  const linkTypeByGid = new Map<string, number>();
  for (const r of initial.get('link_type') ?? []) linkTypeByGid.set(String(r.$4), Number(r.$1));
  return (typeId, typeName) => {
    let id = typeId ? linkTypeByGid.get(typeId) : undefined;
    if (id === undefined) return typeName;
    let name = typeName;
    for (let guard = 0; id !== undefined && guard < 10; guard++) {
      const lt = reference.linkType.get(id);
      if (!lt) break;
      name = lt.name;
      id = lt.parent ?? undefined;
    }
    return name;
  };
}

/** Reads and merges all three datasets (pure apart from reading files). */
export function readMusicBrainzDatasets(dataDir: string): MusicBrainzInput {
  const rejects: { reason: string; record: string }[] = [];
  const graph = emptyGraph();

  const { nameToAlpha2, alpha2ToName } = readIsoCountryNames(dataDir);

  // SQL fixtures
  const sqlDir = join(dataDir, FIXTURES, 'sql');
  const reference = readFixtureReference(parseSqlInserts(readFileSync(join(sqlDir, 'initial.sql'), 'utf8')));
  const scripts = readdirSync(sqlDir)
    .filter((f) => f.endsWith('.sql') && f !== 'initial.sql')
    .sort((a, b) => (a === 'webservice.sql' ? -1 : b === 'webservice.sql' ? 1 : a.localeCompare(b)));
  const parsed = new Map<string, ReturnType<typeof parseSqlInserts>>();
  const areas: AreaPool = new Map();
  for (const f of scripts) {
    if (SYNTHETIC_FIXTURES.includes(f)) {
      rejects.push({ reason: 'synthetic test fixture script (made-up entities and MBIDs)', record: f });
      continue;
    }
    const tables = parseSqlInserts(readFileSync(join(sqlDir, f), 'utf8'));
    parsed.set(f, tables);
    addAreas(areas, tables);
  }
  for (const [f, tables] of parsed) {
    const res = graphFromFixture(f, tables, reference, areas, nameToAlpha2);
    rejects.push(...res.rejects);
    mergeGraph(graph, res.graph);
  }

  const groupOf = linkGroupLookup(dataDir);

  // WS JSON
  const jsonDir = join(dataDir, WS_JSON, 'ws_data');
  for (const f of readdirSync(jsonDir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const res = graphFromWsJson(f, JSON.parse(readFileSync(join(jsonDir, f), 'utf8')), groupOf, alpha2ToName);
    if (res.reject) rejects.push({ reason: res.reject, record: `${WS_JSON}/ws_data/${f}` });
    else mergeGraph(graph, res.graph);
  }
  // WS XML
  const xmlDir = join(dataDir, WS_XML);
  for (const path of filesUnder(xmlDir).filter((x) => x.endsWith('.xml'))) {
    const rel = relative(xmlDir, path);
    const res = graphFromWsXml(rel, readFileSync(path, 'utf8'), groupOf, alpha2ToName);
    rejects.push(...res.rejects);
    if (res.reject) rejects.push({ reason: res.reject, record: `${WS_XML}/${rel}` });
    else mergeGraph(graph, res.graph);
  }

  const fixtureTocs = readFixtureTocs(dataDir);
  return { graph, fixtureTocs, rejects };
}

/** Everything the importer writes, as batches parts (pure). */
export interface MusicBrainzBatchParts {
  contributions: ContributionInput[];
  listItems: ListItemInput[];
  discTocs: DiscTocInput[];
  /** `recording_credits` → recording (shared id). */
  sameAs: SameAsInput[];
  rejects: { reason: string; record: string }[];
  counts: Record<string, number>;
}

/**
 * The CD TOCs of a release's media that recompute to their stored disc id (`discIdFromToc`); the
 * others are rejected. Adds each kept disc id to `attached`.
 */
export function addReleaseDiscTocs(
  r: MbRelease,
  out: Pick<MusicBrainzBatchParts, 'discTocs' | 'rejects'>,
  attached: Set<string>,
): void {
  for (const m of r.media) {
    for (const toc of m.tocs) {
      try {
        const computed = discIdFromToc({
          firstTrack: toc.firstTrack,
          lastTrack: toc.lastTrack,
          leadout: toc.leadout,
          offsets: toc.offsets,
        });
        if (computed !== toc.discId) throw new TocError(`TOC recomputes to ${computed}`);
      } catch (e) {
        out.rejects.push({
          reason: 'CD TOC that does not give its stored disc id',
          record: `${toc.discId} ${r.mbid}: ${(e as Error).message}`,
        });
        continue;
      }
      attached.add(toc.discId);
      out.discTocs.push({
        discId: toc.discId,
        release: releaseRef(r.mbid),
        mediumPosition: m.position,
        firstTrack: toc.firstTrack,
        lastTrack: toc.lastTrack,
        leadout: toc.leadout,
        trackOffsets: toc.offsets,
      });
    }
  }
}

/** Maps the merged graph to documents, list items and TOCs (rules in `musicbrainz-documents.ts`). */
export function buildMusicBrainzBatches(input: MusicBrainzInput): MusicBrainzBatchParts {
  const { graph } = input;
  const out: MusicBrainzBatchParts = { contributions: [], listItems: [], discTocs: [], sameAs: [], rejects: [], counts: {} };
  for (const a of graph.artists.values()) out.contributions.push(mapArtist(a));
  const { datesByGroup, tracksByGroup } = releaseGroupFacts(graph);
  for (const g of graph.releaseGroups.values()) {
    const c = mapReleaseGroup(g, datesByGroup.get(g.mbid) ?? [], graph, tracksByGroup.get(g.mbid) ?? 0);
    out.contributions.push(c);
    out.listItems.push(...artistAlbumItems(g, c.doc.original_release_date as string | undefined, graph));
  }
  let tracks = 0;
  const attached = new Set<string>();
  for (const r of graph.releases.values()) {
    out.contributions.push(mapRelease(r, graph));
    out.listItems.push(...albumReleaseItems(r, graph));
    const t = mapReleaseTracks(r, graph);
    out.contributions.push(...t.tracks);
    out.listItems.push(...t.items);
    tracks += t.tracks.length;
    addReleaseDiscTocs(r, out, attached);
  }
  let fixtureTocsLinked = 0;
  for (const [discId, text] of input.fixtureTocs) {
    try {
      if (discIdFromToc(parseToc(text)) !== discId) throw new TocError('TOC does not give its disc id');
    } catch (e) {
      out.rejects.push({ reason: 'fixture CD TOC that does not give its disc id', record: `${discId}: ${(e as Error).message}` });
      continue;
    }
    if (attached.has(discId)) fixtureTocsLinked++;
    else
      out.rejects.push({ reason: 'fixture CD TOC not attached to a medium of an imported release', record: `${discId} ${text}` });
  }
  let credits = 0;
  for (const r of graph.recordings.values()) {
    out.contributions.push(mapRecording(r, graph));
    const c = mapRecordingCredits(r, graph);
    if (c) {
      credits++;
      out.sameAs.push({ entity: c.entity, target: recordingRef(r.mbid) });
      out.contributions.push(c);
    }
  }
  out.counts = {
    artists: graph.artists.size,
    albums: graph.releaseGroups.size,
    releases: graph.releases.size,
    recordings: graph.recordings.size,
    tracks,
    discTocs: out.discTocs.length,
    distinctDiscIds: attached.size,
    fixtureTocsLinked,
    recordingCredits: credits,
  };
  return out;
}

/** Reads Billboard's artists and charted songs from the store (source keys from `id_map`). */
export async function loadBillboardForLinking(
  pool: Pool,
): Promise<{ artists: BillboardArtist[]; recordings: BillboardRecording[] }> {
  const [artists, recordings] = await Promise.all([
    loadSourceContributions(pool, 'billboard', 'artist'),
    loadSourceContributions(pool, 'billboard', 'recording'),
  ]);
  const keysById = new Map<number, string[]>();
  for (const row of artists) keysById.set(row.id, [...(keysById.get(row.id) ?? []), row.sourceKey]);
  return {
    artists: artists
      .filter((row) => typeof row.doc.name === 'string')
      .map((row) => ({ key: row.sourceKey, name: row.doc.name as string })),
    recordings: recordings
      .filter((row) => typeof row.doc.title === 'string')
      .map((row) => ({
        key: row.sourceKey,
        title: row.doc.title as string,
        artistKeys: ((row.doc.artists as JsonObject[] | undefined) ?? []).flatMap((x) => keysById.get(Number(x.id)) ?? []),
      })),
  };
}

async function writeInBatches(ctx: ImportContext, parts: ImportBatch[]): Promise<void> {
  for (const p of parts) await ctx.writer.write(p);
}

/** The `musicbrainz` importer. */
export const musicbrainzImporter: Importer = {
  source: MUSICBRAINZ_SOURCE,
  datasets: [FIXTURES, WS_JSON, WS_XML, ISO],
  dependsOn: ['billboard'],
  /** 2: artists carry the Discogs ids of their URL relations (`externals.ext_dg`). */
  version: 3,
  async run(ctx: ImportContext): Promise<void> {
    const input = readMusicBrainzDatasets(ctx.dataDir);
    const parts = buildMusicBrainzBatches(input);
    for (const r of [...input.rejects, ...parts.rejects]) ctx.reject(r.reason, r.record);

    // Billboard links first: sameAs must precede the first write of a MusicBrainz ref.
    const bb = await loadBillboardForLinking(ctx.pool);
    const links = linkMusicBrainzToBillboard(
      [...input.graph.artists.values()].map((a) => ({ mbid: a.mbid, name: a.name })),
      [...input.graph.recordings.values()].map((r) => ({
        mbid: r.mbid,
        title: r.title,
        artistMbids: r.credits.map((c) => c.artistMbid),
      })),
      bb.artists,
      bb.recordings,
    );
    await recordBillboardLinkDecisions(ctx, links); // every decision recorded; vetoed links refused
    for (const r of links.refused) ctx.reject(`billboard ${r.kind} link refused: ${r.reason}`, r.record);
    const sameAs: SameAsInput[] = [
      ...links.artists.map((l) => ({ entity: artistRef(l.mbid), target: ref('artist', 'billboard', l.billboardKey) })),
      ...links.recordings.map((l) => ({ entity: recordingRef(l.mbid), target: ref('recording', 'billboard', l.billboardKey) })),
    ];
    ctx.log(
      `musicbrainz: ${JSON.stringify(parts.counts)}; billboard links: ${links.artists.length} artists, ${links.recordings.length} recordings, ${links.refused.length} refused`,
    );

    const total = parts.contributions.length + parts.listItems.length + parts.discTocs.length;
    ctx.progress.start(total, 'musicbrainz');
    if (sameAs.length) await ctx.writer.write({ sameAs });
    // credits share their recording's id: declare before the recording is first written
    await writeInBatches(
      ctx,
      chunk(parts.sameAs, BATCH).map((s) => ({ sameAs: s })),
    );
    for (const c of chunk(parts.contributions, BATCH)) {
      await ctx.writer.write({ contributions: c });
      ctx.progress.increment(c.length);
    }
    for (const l of chunk(parts.listItems, BATCH)) {
      await ctx.writer.write({ listItems: l });
      ctx.progress.increment(l.length);
    }
    if (parts.discTocs.length) await ctx.writer.write({ discTocs: parts.discTocs });
    ctx.progress.increment(parts.discTocs.length);
    ctx.progress.stop();
  },
};

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
