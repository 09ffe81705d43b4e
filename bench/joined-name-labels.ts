/**
 * Labels for `bench/eval-joined-names.ts`, read from the shipped datasets under `data/` (never
 * written by hand): which joined names a source models as **one act** (a group, an artist with
 * members) and which as a **credit** of several artists (an artist credit with join phrases).
 *
 * - acts: Discogs artists with `members` (their name and name variations) and every name in an
 *   artist's `groups`; MusicBrainz artists of type Group, Orchestra or Choir (WS/2 XML, Picard
 *   JSON, server SQL fixtures); kpopnet groups; a Spotify `artist` column value (one Spotify artist
 *   entity, not typed as a group: reported as its own source);
 * - credits: Discogs release and track `artists` (several, with `join`); MusicBrainz artist
 *   credits of two names or more (WS/2 XML, Picard JSON, SQL `artist_credit_name`, the flattened
 *   JSON dump's recordings, whose join phrases were dropped by the flattener); a Spotify row's
 *   artist with the guests its title lists ("(feat. A & B)"), a run of guests kept whole when it is
 *   itself a Spotify artist.
 * Act names are kept only when they hold a join; the evaluation decides which reach the chart.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type XmlElement, readDiscogsRecords } from '@mc/ingest';
import { linkArtistKey } from '@mc/text-analysis';

/** A name a source models as one act. */
export interface ActLabel {
  source: string;
  name: string;
}

/** A credit a source models as several artists: the names in order and the join phrase after each but the last. */
export interface CreditLabel {
  source: string;
  parts: string[];
  joins: string[];
}

/** Every label, by kind. */
export interface Labels {
  acts: ActLabel[];
  credits: CreditLabel[];
}

/** The joins of the brief: " & ", " and ", ", ", " x ", " with ", "/", " + ". */
export const JOIN_IN_NAME = /\s&\s|\sand\s|,\s|\sx\s|\swith\s|\/|\s\+\s/iu;

const DISCOGS_NUMBER = /\s+\(\d+\)$/u;
const clean = (s: string | undefined) => (s ?? '').replace(DISCOGS_NUMBER, '').trim();
const kids = (el: XmlElement | undefined, name: string) => (el ? el.children.filter((c) => c.name === name) : []);
const kid = (el: XmlElement | undefined, name: string) => kids(el, name)[0];
const textOf = (el: XmlElement | undefined, name: string) => kid(el, name)?.text.trim() ?? '';

/** Every element of a tree, depth first. */
function* walk(el: XmlElement): Generator<XmlElement> {
  yield el;
  for (const c of el.children) yield* walk(c);
}

/** The credit of a Discogs `<artists>` element, when it names two artists or more. */
function discogsCredit(artists: XmlElement | undefined, source: string): CreditLabel | undefined {
  const list = kids(artists, 'artist');
  if (list.length < 2) return undefined;
  const parts = list.map((a) => clean(textOf(a, 'anv') || textOf(a, 'name')));
  const joins = list.slice(0, -1).map((a) => textOf(a, 'join'));
  return parts.every(Boolean) ? { source, parts, joins } : undefined;
}

/** Discogs: groups (artists with members, names in `groups`) and release/track credits. */
async function discogsLabels(dataDir: string, out: Labels): Promise<void> {
  const dir = join(dataDir, 'discogs_sample_20200806');
  for await (const a of readDiscogsRecords(join(dir, 'discogs_20200806_artists.xml.gz'))) {
    if (kid(a, 'members')) {
      out.acts.push({ source: 'discogs-group', name: clean(textOf(a, 'name')) });
      for (const v of kids(kid(a, 'namevariations'), 'name')) out.acts.push({ source: 'discogs-group', name: clean(v.text) });
    }
    for (const g of kids(kid(a, 'groups'), 'name')) out.acts.push({ source: 'discogs-group', name: clean(g.text) });
  }
  for await (const r of readDiscogsRecords(join(dir, 'discogs_20200806_releases.xml.gz'))) {
    const credits = [kid(r, 'artists'), ...kids(kid(r, 'tracklist'), 'track').map((t) => kid(t, 'artists'))];
    for (const c of credits) {
      const label = discogsCredit(c, 'discogs-credit');
      if (label) out.credits.push(label);
    }
  }
}

/** Files under `dir` (recursively) whose name ends with `ext`. */
function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

const MB_GROUP_TYPES = new Set(['Group', 'Orchestra', 'Choir']);

/** MusicBrainz WS/2 XML: artists of a group type, `<artist-credit>`s of two names or more. */
async function mbXmlLabels(dataDir: string, out: Labels): Promise<void> {
  for (const file of filesUnder(join(dataDir, 'musicbrainz_ws2_xml_musicbrainzngs'), '.xml')) {
    for await (const top of readDiscogsRecords(file)) {
      for (const el of walk(top)) {
        if (el.name === 'artist' && MB_GROUP_TYPES.has(el.attrs.type ?? '') && textOf(el, 'name'))
          out.acts.push({ source: 'musicbrainz-ws2-xml', name: textOf(el, 'name') });
        const ncs = el.name === 'artist-credit' ? kids(el, 'name-credit') : [];
        if (ncs.length < 2) continue;
        const parts = ncs.map((nc) => textOf(nc, 'name') || textOf(kid(nc, 'artist'), 'name'));
        out.credits.push({
          source: 'musicbrainz-ws2-xml',
          parts,
          joins: ncs.slice(0, -1).map((nc) => nc.attrs.joinphrase ?? ''),
        });
      }
    }
  }
}

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type NameCredit = { name?: string; joinphrase?: string; artist?: { name?: string } };

/** MusicBrainz web-service JSON (Picard's fixtures): group-typed artists, artist credits of two names or more. */
function mbJsonLabels(dataDir: string, out: Labels): void {
  const visit = (o: Json): void => {
    if (Array.isArray(o)) return o.forEach(visit);
    if (o === null || typeof o !== 'object') return;
    if (typeof o.name === 'string' && 'sort-name' in o && MB_GROUP_TYPES.has(String(o.type)))
      out.acts.push({ source: 'musicbrainz-picard-json', name: o.name });
    const ac = o['artist-credit'];
    if (Array.isArray(ac) && ac.length >= 2) {
      const ncs = ac as NameCredit[];
      const parts = ncs.map((c) => c.name ?? c.artist?.name ?? '');
      out.credits.push({ source: 'musicbrainz-picard-json', parts, joins: ncs.slice(0, -1).map((c) => c.joinphrase ?? '') });
    }
    Object.values(o).forEach(visit);
  };
  for (const file of filesUnder(join(dataDir, 'musicbrainz_ws_json_picard', 'ws_data'), '.json')) {
    try {
      visit(JSON.parse(readFileSync(file, 'utf8')) as Json);
    } catch {
      // an empty or non-JSON fixture ("*_null.json" variants): no labels
    }
  }
}

/** The rows of every `INSERT INTO [musicbrainz.]<table> (cols) VALUES (…), (…);` of an SQL text. */
export function sqlRows(sql: string, table: string): Record<string, string | null>[] {
  const rows: Record<string, string | null>[] = [];
  const head = new RegExp(`INSERT INTO (?:musicbrainz\\.)?${table}\\s*\\(([^)]*)\\)\\s*VALUES\\s*`, 'giu');
  for (const m of sql.matchAll(head)) {
    const cols = m[1]!.split(',').map((c) => c.trim());
    let row: (string | null)[] | undefined;
    let token = '';
    let quoted = false;
    const push = () => {
      row!.push(token.trim() === 'NULL' ? null : token.trim());
      token = '';
    };
    for (let i = m.index + m[0].length; i < sql.length; i++) {
      const ch = sql[i]!;
      if (quoted) {
        if (ch === "'" && sql[i + 1] === "'") {
          token += "'";
          i++;
        } else if (ch === "'") quoted = false;
        else token += ch;
      } else if (!row) {
        if (ch === '(') {
          row = [];
          token = '';
        } else if (ch === ';') break;
      } else if (ch === "'") quoted = true;
      else if (ch === ',') push();
      else if (ch === ')') {
        push();
        const values = row;
        rows.push(Object.fromEntries(cols.map((c, k) => [c, values[k] ?? null])));
        row = undefined;
      } else token += ch;
    }
  }
  return rows;
}

/** MusicBrainz server SQL fixtures: artists of type Group/Orchestra/Choir (2, 5, 6), `artist_credit_name` rows. */
function mbSqlLabels(dataDir: string, out: Labels): void {
  for (const file of filesUnder(join(dataDir, 'musicbrainz_server_fixtures', 'sql'), '.sql')) {
    const sql = readFileSync(file, 'utf8');
    for (const a of sqlRows(sql, 'artist'))
      if (['2', '5', '6'].includes(a.type ?? '') && a.name) out.acts.push({ source: 'musicbrainz-sql', name: a.name });
    const byCredit = new Map<string, { pos: number; name: string; join: string }[]>();
    for (const r of sqlRows(sql, 'artist_credit_name')) {
      const list = byCredit.get(r.artist_credit ?? '') ?? byCredit.set(r.artist_credit ?? '', []).get(r.artist_credit ?? '')!;
      list.push({ pos: Number(r.position), name: r.name ?? '', join: r.join_phrase ?? '' });
    }
    for (const list of byCredit.values()) {
      if (list.length < 2) continue;
      list.sort((x, y) => x.pos - y.pos);
      out.credits.push({
        source: 'musicbrainz-sql',
        parts: list.map((n) => n.name),
        joins: list.slice(0, -1).map((n) => n.join),
      });
    }
  }
}

/** The flattened MusicBrainz JSON dump's recordings: credits of two names or more (join phrases not kept upstream). */
function mbDumpLabels(dataDir: string, out: Labels): void {
  const rows = parse(readFileSync(join(dataDir, 'musicbrainz_jsondump_flattened_ddmal', 'recording.csv')), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  // A recording's rows follow one another; its id is on the first and on each row of another artist.
  const credits = new Map<string, string[]>();
  let at = '';
  for (const r of rows) {
    at = r.recording_id || at;
    const name = r['artist-credit_name'];
    if (name) (credits.get(at) ?? credits.set(at, []).get(at)!).push(name);
  }
  for (const parts of credits.values())
    if (parts.length >= 2) out.credits.push({ source: 'musicbrainz-jsondump', parts, joins: parts.slice(1).map(() => '') });
}

/** kpopnet groups. */
function kpopnetLabels(dataDir: string, out: Labels): void {
  const data = JSON.parse(readFileSync(join(dataDir, 'kpop_idols_groups_kpopnet', 'kpopnet.json'), 'utf8')) as {
    groups: { name: string }[];
  };
  for (const g of data.groups) out.acts.push({ source: 'kpopnet-group', name: g.name });
}

const SPOTIFY_GUESTS = /[([]\s*(?:feat\.?|featuring|ft\.?|with)\s+([^)\]]+)[)\]]/iu;
const GUEST_JOINS = /(,\s+(?:&\s+)?|\s+&\s+|\s+and\s+)/iu;

/** Spotify: the `artist` column as one artist; a row's artist with the guests of its title as a credit. */
function spotifyLabels(dataDir: string, out: Labels): void {
  const rows = parse(readFileSync(join(dataDir, 'spotify_top_hits_2000_2019', 'songs_normalize.csv')), {
    columns: true,
    skip_empty_lines: true,
  }) as { artist: string; song: string }[];
  const artists = new Set(rows.map((r) => linkArtistKey(r.artist)));
  for (const r of rows) out.acts.push({ source: 'spotify-artist', name: r.artist.trim() });
  for (const r of rows) {
    const guests = SPOTIFY_GUESTS.exec(r.song)?.[1]?.trim();
    if (!guests) continue;
    const cut = guests.split(GUEST_JOINS);
    const parts = [r.artist.trim()];
    const joins: string[] = [];
    let run = cut[0]!;
    for (let k = 1; k + 1 < cut.length; k += 2) {
      // A run of guests that is a Spotify artist of its own stays whole ("Macklemore & Ryan Lewis").
      if (artists.has(linkArtistKey(run + cut[k]! + cut[k + 1]!))) run += cut[k]! + cut[k + 1]!;
      else {
        parts.push(run.trim());
        joins.push(cut[k]!.trim());
        run = cut[k + 1]!;
      }
    }
    parts.push(run.trim());
    out.credits.push({ source: 'spotify-feat', parts, joins: ['feat.', ...joins] });
  }
}

/**
 * Every label of the shipped datasets (module doc); act names without a join are dropped.
 * @param dataDir the `data/` folder.
 */
export async function loadLabels(dataDir: string): Promise<Labels> {
  const out: Labels = { acts: [], credits: [] };
  await discogsLabels(dataDir, out);
  await mbXmlLabels(dataDir, out);
  mbJsonLabels(dataDir, out);
  mbSqlLabels(dataDir, out);
  mbDumpLabels(dataDir, out);
  kpopnetLabels(dataDir, out);
  spotifyLabels(dataDir, out);
  out.acts = out.acts.filter((a) => a.name && JOIN_IN_NAME.test(a.name));
  out.credits = out.credits.filter((c) => c.parts.length >= 2 && c.parts.every((p) => p.trim()));
  return out;
}
