/**
 * Turns the rows of the MusicBrainz server SQL fixtures (parsed by `musicbrainz-sql-fixtures.ts`)
 * into the importer's {@link MbGraph}.
 *
 * Each fixture script is loaded by the server tests into a database already holding `initial.sql`
 * (reference tables: artist/alias types, genders, medium formats, release group types, link types,
 * link attribute types), so internal row ids are resolved within one script plus `initial.sql`.
 * Areas and their ISO 3166-1 codes are real MusicBrainz rows with stable ids, so they are pooled
 * over all scripts; a country area without an ISO row is resolved by its English name through the
 * ISO 3166-1 list (`nameToAlpha2`).
 *
 * Rejected (reported, not imported):
 * - scripts of synthetic test data: `cdtoc.sql`, `medium-cdtoc.sql`, `tracklist.sql` (made-up
 *   MBIDs reused with different meanings across scripts: "The same track over and over", artist
 *   "Artist") and `lori_cooke.sql` (made-up artists for the genre tests, "10 hours of horn");
 * - the synthetic "Testy" artist of `webservice.sql` and every release group, release and
 *   recording credited only to it;
 * - rows whose references cannot be resolved (e.g. a track whose recording is not in the script).
 */
import type { SqlRow, SqlTables, SqlValue } from './musicbrainz-sql-fixtures';
import { intArray } from './musicbrainz-sql-fixtures';
import { type MbArtist, type MbCreditName, type MbGraph, type MbMedium, emptyGraph, mbDate } from './musicbrainz-model';

/** Fixture scripts of synthetic test data (see the module comment). */
export const SYNTHETIC_FIXTURES = ['cdtoc.sql', 'medium-cdtoc.sql', 'tracklist.sql', 'lori_cooke.sql'];

/** Names of synthetic artists inside otherwise real fixtures. */
export const SYNTHETIC_ARTIST_NAMES = ['Testy'];

/** Reference rows of `initial.sql` by table (positional columns `$1`, `$2`, … as it has no column lists). */
export interface FixtureReference {
  artistType: Map<number, string>;
  gender: Map<number, string>;
  aliasType: Map<number, string>;
  mediumFormat: Map<number, string>;
  primaryType: Map<number, string>;
  secondaryType: Map<number, string>;
  /** link type id → {name, parent id} (artist–recording and others). */
  linkType: Map<number, { name: string; parent: number | null }>;
  linkAttributeType: Map<number, string>;
}

const num = (v: SqlValue | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const str = (v: SqlValue | undefined): string | null => (v === null || v === undefined ? null : String(v));
const byId = (rows: SqlRow[] | undefined, nameCol: string, idCol = '$1') =>
  new Map((rows ?? []).map((r) => [Number(r[idCol]), String(r[nameCol])]));

/** Reads the reference tables of `initial.sql` (column order of the MusicBrainz schema). */
export function readFixtureReference(initial: SqlTables): FixtureReference {
  return {
    artistType: byId(initial.get('artist_type'), '$2'),
    gender: byId(initial.get('gender'), '$2'),
    aliasType: byId(initial.get('artist_alias_type'), '$2'),
    mediumFormat: byId(initial.get('medium_format'), '$2'),
    primaryType: byId(initial.get('release_group_primary_type'), '$2'),
    secondaryType: byId(initial.get('release_group_secondary_type'), '$2'),
    // link_type: id, parent, child_order, gid, entity_type0, entity_type1, name, …
    linkType: new Map((initial.get('link_type') ?? []).map((r) => [Number(r.$1), { name: String(r.$7), parent: num(r.$2) }])),
    // link_attribute_type: id, parent, root, child_order, gid, name, …
    linkAttributeType: byId(initial.get('link_attribute_type'), '$6'),
  };
}

/** Areas pooled over all scripts: area id → {name, type, ISO 3166-1 code}. */
export type AreaPool = Map<number, { name: string; type: number | null; code?: string }>;

/** Adds the `area` and `iso_3166_1` rows of a script to the pool. */
export function addAreas(pool: AreaPool, tables: SqlTables): void {
  for (const r of tables.get('area') ?? []) {
    const id = Number(r.id);
    pool.set(id, { ...pool.get(id), name: String(r.name), type: num(r.type) });
  }
  for (const r of tables.get('iso_3166_1') ?? []) {
    const id = Number(r.area);
    const prev = pool.get(id);
    if (prev) prev.code = String(r.code);
  }
}

/** A record the graph builder could not use, with the reason. */
export interface FixtureReject {
  reason: string;
  record: string;
}

/** The state shared by the steps of {@link graphFromFixture}: the script's tables, the graph built so far, rejects. */
interface FixtureBuild {
  ref: FixtureReference;
  graph: MbGraph;
  rejects: FixtureReject[];
  /** Rows of a table (none when the script has no such table). */
  rows: (name: string) => SqlRow[];
  /** A row as a reject record, named by its script. */
  rec: (r: SqlRow) => string;
}

/** A release group's, recording's or release's credit; undefined (rejected) when credited to a synthetic artist. */
type CreditOf = (r: SqlRow, what: string) => MbCreditName[] | undefined;

/**
 * Builds the graph of one fixture script.
 * @param nameToAlpha2 English country name → ISO 3166-1 alpha-2 (for areas without an ISO row).
 */
export function graphFromFixture(
  file: string,
  t: SqlTables,
  ref: FixtureReference,
  areas: AreaPool,
  nameToAlpha2: Map<string, string>,
): { graph: MbGraph; rejects: FixtureReject[] } {
  const b: FixtureBuild = {
    ref,
    graph: emptyGraph(),
    rejects: [],
    rows: (name) => t.get(name) ?? [],
    rec: (r) => `${file}: ${JSON.stringify(r)}`,
  };
  const { artistGid, synthetic } = addFixtureArtists(b, areas, nameToAlpha2);
  addFixtureArtistDiscogsIds(b, artistGid);
  const creditOf = fixtureCredits(b, artistGid, synthetic);
  const groupGid = addFixtureReleaseGroups(b, creditOf);
  const recordingGid = addFixtureRecordings(b, creditOf);
  addFixtureRelationships(b, artistGid, recordingGid);
  const releaseGid = addFixtureReleases(b, creditOf, groupGid);
  addFixtureMedia(b, releaseGid, recordingGid);
  return { graph: b.graph, rejects: b.rejects };
}

/** Artists (synthetic test artists rejected) and their aliases; @returns artist row id → MBID and the synthetic ids. */
function addFixtureArtists(
  b: FixtureBuild,
  areas: AreaPool,
  nameToAlpha2: Map<string, string>,
): { artistGid: Map<number, string>; synthetic: Set<number> } {
  const { ref, graph, rejects, rows, rec } = b;
  const artistGid = new Map<number, string>();
  const synthetic = new Set<number>();
  for (const r of rows('artist')) {
    const id = Number(r.id);
    if (SYNTHETIC_ARTIST_NAMES.includes(String(r.name))) {
      synthetic.add(id);
      rejects.push({ reason: 'synthetic test artist (e.g. "Testy") in a real fixture', record: rec(r) });
      continue;
    }
    artistGid.set(id, String(r.gid));
    const area = num(r.area) === null ? undefined : areas.get(Number(r.area));
    let countryCode = area?.code;
    if (!countryCode && area && area.type === 1) countryCode = nameToAlpha2.get(area.name.toLowerCase());
    if (countryCode && !/^[A-Z]{2}$/.test(countryCode)) countryCode = undefined;
    if (countryCode === 'XE' || countryCode === 'XW') countryCode = undefined;
    const a: MbArtist = {
      mbid: String(r.gid),
      name: String(r.name),
      sortName: str(r.sort_name) ?? undefined,
      type: num(r.type) === null ? undefined : ref.artistType.get(Number(r.type)),
      gender: num(r.gender) === null ? undefined : ref.gender.get(Number(r.gender)),
      countryCode,
      countryName: countryCode ? area?.name : undefined,
      beginDate: mbDate(num(r.begin_date_year), num(r.begin_date_month), num(r.begin_date_day)),
      endDate: mbDate(num(r.end_date_year), num(r.end_date_month), num(r.end_date_day)),
      aliases: [],
    };
    graph.artists.set(a.mbid, a);
  }
  for (const r of rows('artist_alias')) {
    const gid = artistGid.get(Number(r.artist));
    if (!gid) {
      if (!synthetic.has(Number(r.artist))) rejects.push({ reason: 'alias of an artist not in the fixture', record: rec(r) });
      continue;
    }
    graph.artists.get(gid)!.aliases.push({
      name: String(r.name),
      sortName: str(r.sort_name) ?? undefined,
      locale: str(r.locale),
      type: num(r.type) === null ? null : (ref.aliasType.get(Number(r.type)) ?? null),
    });
  }
  return { artistGid, synthetic };
}

/** Discogs ids of artists from their URL relations (`http://www.discogs.com/artist/82730`). */
function addFixtureArtistDiscogsIds(b: FixtureBuild, artistGid: Map<number, string>): void {
  const { graph, rows } = b;
  const urls = new Map(rows('url').map((r) => [Number(r.id), String(r.url)]));
  for (const r of rows('l_artist_url')) {
    const gid = artistGid.get(Number(r.entity0));
    const m = /^https?:\/\/(?:www\.)?discogs\.com\/artist\/(\d+)$/u.exec(urls.get(Number(r.entity1)) ?? '');
    if (gid && m) graph.artists.get(gid)!.discogsIds = [...(graph.artists.get(gid)!.discogsIds ?? []), Number(m[1])];
  }
}

/** Artist credits by id, in position order; @returns the credit look-up of credited rows. */
function fixtureCredits(b: FixtureBuild, artistGid: Map<number, string>, synthetic: Set<number>): CreditOf {
  const { rejects, rows, rec } = b;
  const credits = new Map<number, MbCreditName[]>();
  const creditRows = [...rows('artist_credit_name')].sort((a, b) => Number(a.position) - Number(b.position));
  const syntheticCredits = new Set<number>();
  for (const r of creditRows) {
    const ac = Number(r.artist_credit);
    if (synthetic.has(Number(r.artist))) syntheticCredits.add(ac);
    const gid = artistGid.get(Number(r.artist));
    if (!gid) continue;
    credits.set(ac, [
      ...(credits.get(ac) ?? []),
      { artistMbid: gid, name: String(r.name), joinPhrase: str(r.join_phrase) ?? '' },
    ]);
  }
  const creditOf = (r: SqlRow, what: string): MbCreditName[] | undefined => {
    const ac = Number(r.artist_credit);
    if (syntheticCredits.has(ac)) {
      rejects.push({ reason: `${what} credited to a synthetic test artist`, record: rec(r) });
      return undefined;
    }
    return credits.get(ac) ?? [];
  };
  return creditOf;
}

/** Release groups with their secondary types; @returns row id → MBID. */
function addFixtureReleaseGroups(b: FixtureBuild, creditOf: CreditOf): Map<number, string> {
  const { ref, graph, rows } = b;
  const groupGid = new Map<number, string>();
  const secondary = new Map<number, string[]>();
  for (const r of rows('release_group_secondary_type_join')) {
    const name = ref.secondaryType.get(Number(r.secondary_type));
    if (name) secondary.set(Number(r.release_group), [...(secondary.get(Number(r.release_group)) ?? []), name]);
  }
  for (const r of rows('release_group')) {
    const c = creditOf(r, 'release group');
    if (!c) continue;
    groupGid.set(Number(r.id), String(r.gid));
    graph.releaseGroups.set(String(r.gid), {
      mbid: String(r.gid),
      title: String(r.name),
      primaryType: num(r.type) === null ? undefined : ref.primaryType.get(Number(r.type)),
      secondaryTypes: secondary.get(Number(r.id)) ?? [],
      credits: c,
    });
  }
  return groupGid;
}

/** Recordings and their ISRCs; @returns row id → MBID. */
function addFixtureRecordings(b: FixtureBuild, creditOf: CreditOf): Map<number, string> {
  const { graph, rejects, rows, rec } = b;
  const recordingGid = new Map<number, string>();
  for (const r of rows('recording')) {
    const c = creditOf(r, 'recording');
    if (!c) continue;
    recordingGid.set(Number(r.id), String(r.gid));
    graph.recordings.set(String(r.gid), {
      mbid: String(r.gid),
      title: String(r.name),
      lengthMs: num(r.length) ?? undefined,
      isrcs: [],
      credits: c,
      relations: [],
    });
  }
  for (const r of rows('isrc')) {
    const gid = recordingGid.get(Number(r.recording));
    if (gid) graph.recordings.get(gid)!.isrcs.push(String(r.isrc));
    else rejects.push({ reason: 'ISRC of a recording not in the fixture', record: rec(r) });
  }
  return recordingGid;
}

/** Artist–recording relationships with their link type's top-level group and attributes. */
function addFixtureRelationships(b: FixtureBuild, artistGid: Map<number, string>, recordingGid: Map<number, string>): void {
  const { ref, graph, rejects, rows, rec } = b;
  const links = new Map(rows('link').map((r) => [Number(r.id), Number(r.link_type)]));
  const linkAttrs = new Map<number, string[]>();
  // link_attribute_credit ("crazy guitar") only changes how a role is displayed: the role name is kept
  for (const r of rows('link_attribute')) {
    const name = ref.linkAttributeType.get(Number(r.attribute_type));
    if (!name) continue;
    linkAttrs.set(Number(r.link), [...(linkAttrs.get(Number(r.link)) ?? []), name]);
  }
  const groupOf = (typeId: number): string => {
    let cur = ref.linkType.get(typeId);
    let name = cur?.name ?? 'other';
    while (cur && cur.parent !== null) {
      const parent = ref.linkType.get(cur.parent);
      if (!parent) break;
      name = parent.name;
      cur = parent;
    }
    return name;
  };
  for (const r of rows('l_artist_recording')) {
    const artist = artistGid.get(Number(r.entity0));
    const recording = recordingGid.get(Number(r.entity1));
    const typeId = links.get(Number(r.link));
    const type = typeId === undefined ? undefined : ref.linkType.get(typeId);
    if (!artist || !recording || !type) {
      rejects.push({ reason: 'artist–recording relationship with an unresolved artist, recording or link type', record: rec(r) });
      continue;
    }
    graph.recordings.get(recording)!.relations.push({
      artistMbid: artist,
      artistName: graph.artists.get(artist)!.name,
      linkType: type.name,
      group: groupOf(typeId!),
      attributes: linkAttrs.get(Number(r.link)) ?? [],
    });
  }
}

/** Releases with their dates and labels; @returns row id → MBID. */
function addFixtureReleases(b: FixtureBuild, creditOf: CreditOf, groupGid: Map<number, string>): Map<number, string> {
  const { graph, rows } = b;
  const releaseGid = new Map<number, string>();
  const labels = new Map(rows('label').map((r) => [Number(r.id), String(r.name)]));
  for (const r of rows('release')) {
    const c = creditOf(r, 'release');
    if (!c) continue;
    const group = groupGid.get(Number(r.release_group));
    releaseGid.set(Number(r.id), String(r.gid));
    graph.releases.set(String(r.gid), {
      mbid: String(r.gid),
      title: String(r.name),
      releaseGroupMbid: group,
      dates: [],
      barcode: str(r.barcode) ?? undefined,
      labels: [],
      credits: c,
      media: [],
    });
  }
  for (const table of ['release_country', 'release_unknown_country']) {
    for (const r of rows(table)) {
      const gid = releaseGid.get(Number(r.release));
      const d = mbDate(num(r.date_year), num(r.date_month), num(r.date_day));
      if (gid && d) graph.releases.get(gid)!.dates.push(d);
    }
  }
  for (const r of [...rows('release_label')].sort((a, b) => Number(a.id) - Number(b.id))) {
    const gid = releaseGid.get(Number(r.release));
    const name = labels.get(Number(r.label));
    if (gid && name && !graph.releases.get(gid)!.labels.includes(name)) graph.releases.get(gid)!.labels.push(name);
  }
  return releaseGid;
}

/** Media of the releases, their tracks (in position order) and CD TOCs. */
function addFixtureMedia(b: FixtureBuild, releaseGid: Map<number, string>, recordingGid: Map<number, string>): void {
  const { ref, graph, rejects, rows, rec } = b;
  const mediumById = new Map<number, MbMedium>();
  for (const r of rows('medium')) {
    const gid = releaseGid.get(Number(r.release));
    if (!gid) continue;
    const m: MbMedium = {
      position: Number(r.position ?? 1),
      format: num(r.format) === null ? undefined : ref.mediumFormat.get(Number(r.format)),
      tracks: [],
      tocs: [],
    };
    mediumById.set(Number(r.id), m);
    graph.releases.get(gid)!.media.push(m);
  }
  for (const r of rows('track')) {
    const m = mediumById.get(Number(r.medium));
    const recording = recordingGid.get(Number(r.recording));
    if (!m) continue; // medium of a rejected release
    if (!recording) {
      rejects.push({ reason: 'track whose recording is not in the fixture', record: rec(r) });
      continue;
    }
    m.tracks.push({
      mbid: str(r.gid) ?? undefined,
      position: Number(r.position),
      title: String(r.name),
      lengthMs: num(r.length) ?? undefined,
      recordingMbid: recording,
    });
  }
  for (const m of mediumById.values()) m.tracks.sort((a, b) => a.position - b.position);
  const cdtocs = new Map(rows('cdtoc').map((r) => [Number(r.id), r]));
  for (const r of rows('medium_cdtoc')) {
    const m = mediumById.get(Number(r.medium));
    const toc = cdtocs.get(Number(r.cdtoc));
    if (!m || !toc) continue;
    const offsets = intArray(toc.track_offset ?? null);
    m.tocs.push({
      discId: String(toc.discid),
      firstTrack: 1,
      lastTrack: Number(toc.track_count),
      leadout: Number(toc.leadout_offset),
      offsets,
    });
  }
}
