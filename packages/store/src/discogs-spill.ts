/**
 * The Discogs importer's spill to PostgreSQL (migration 011): what one import run must know about
 * the whole dump before it can write a document — artist names for linking, the titles, names and
 * name variations releases credit to each artist, every album's document folded over its releases
 * and the album's distinct credit lines — is written here in batches and read back in keyset pages,
 * so the importer's memory does not grow with the dump.
 *
 * Every row is keyed by a `scope` (the importer's source). {@link DiscogsSpill.clear} deletes a
 * scope's rows: the importer calls it when a run starts (what a killed run left) and when it ends.
 * Orders that the documents depend on (first credit of an artist, first appearance of a name
 * variation, a title, a credit line; an album's place among albums) are kept as sequence numbers
 * the importer assigns, so pages come back in the order an in-memory run would have seen.
 */
import type { Pool } from 'pg';
import type { JsonObject } from '@mc/catalog';
import { withTransaction } from './db';

/** An artist credited on a release: Discogs artist id, name as first credited, order of that first credit. */
export interface SpilledCredited {
  id: number;
  name: string;
  seq: number;
}

/** A string attached to a Discogs artist (a name variation, a folded title) and the order it first appeared in. */
export interface SpilledArtistText {
  id: number;
  text: string;
  seq: number;
}

/** An album's state: its document folded so far over the master and the releases read. */
export interface SpilledAlbum {
  /** Album key: master id or `release:<id>`. */
  key: string;
  /** Place among albums (the master's or the first release's sequence number); kept on update. */
  ord: number;
  /** The master's title (masters only). */
  masterTitle?: string;
  doc: JsonObject;
  fromMaster: boolean;
  mainSeen: boolean;
}

/** One credit line of an album (a role and the person credited with it). */
export interface SpilledCreditLine {
  role: string;
  /** Identity of the person within the role (a line repeating a role and person is kept once). */
  personKey: string;
  name: string;
  artistId: number;
}

/** A page of albums with their distinct credit lines in order of first appearance. */
export interface SpilledAlbumWithCredits {
  album: SpilledAlbum;
  credits: SpilledCreditLine[];
}

/** Pages read back by default. */
export const DEFAULT_SPILL_PAGE = 1000;

const num = (v: string | number) => Number(v);

/** The spill of one scope (module doc). Methods throw on database errors. */
export class DiscogsSpill {
  /**
   * @param scope the importer's source (one run per scope at a time).
   * @param pageSize rows per page read back (at least 1).
   */
  constructor(
    private readonly pool: Pool,
    readonly scope: string,
    readonly pageSize = DEFAULT_SPILL_PAGE,
  ) {
    if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`spill page size must be a positive integer: ${pageSize}`);
  }

  /** Deletes every row of the scope. */
  async clear(): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      for (const t of ['artist', 'anv', 'title', 'album', 'album_credit']) {
        await client.query(`DELETE FROM discogs_spill_${t} WHERE scope = $1`, [this.scope]);
      }
    });
  }

  /** Records `<artist>` records' names; for an id given twice, the later name wins (as in the file). */
  async addArtistRecords(rows: { id: number; name: string }[]): Promise<void> {
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    if (!byId.size) return;
    await this.pool.query(
      `INSERT INTO discogs_spill_artist (scope, artist_id, record_name)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[])
       ON CONFLICT (scope, artist_id) DO UPDATE SET record_name = EXCLUDED.record_name`,
      [this.scope, [...byId.keys()], [...byId.values()]],
    );
  }

  /**
   * Records what a batch of releases credits: artists (the first credit's name and order is kept),
   * their name variations and their folded titles (the first appearance of each is kept). Within a
   * call, the first row of an artist, variation or title counts. One transaction.
   */
  async addCredits(credited: SpilledCredited[], anvs: SpilledArtistText[], titles: SpilledArtistText[]): Promise<void> {
    const firstCredit = new Map<number, SpilledCredited>();
    for (const c of credited) if (!firstCredit.has(c.id)) firstCredit.set(c.id, c);
    const cs = [...firstCredit.values()];
    await withTransaction(this.pool, async (client) => {
      if (cs.length) {
        await client.query(
          `INSERT INTO discogs_spill_artist AS a (scope, artist_id, credited_name, credited_seq)
           SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[])
           ON CONFLICT (scope, artist_id) DO UPDATE
             SET credited_name = EXCLUDED.credited_name, credited_seq = EXCLUDED.credited_seq
           WHERE a.credited_seq IS NULL`,
          [this.scope, cs.map((c) => c.id), cs.map((c) => c.name), cs.map((c) => c.seq)],
        );
      }
      for (const [table, column, rows] of [
        ['discogs_spill_anv', 'anv', anvs],
        ['discogs_spill_title', 'title', titles],
      ] as const) {
        const first = new Map<string, SpilledArtistText>();
        for (const r of rows) if (!first.has(`${r.id}\u0000${r.text}`)) first.set(`${r.id}\u0000${r.text}`, r);
        const rs = [...first.values()];
        if (!rs.length) continue;
        await client.query(
          `INSERT INTO ${table} (scope, artist_id, ${column}, seq)
           SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[])
           ON CONFLICT DO NOTHING`,
          [this.scope, rs.map((r) => r.id), rs.map((r) => r.text), rs.map((r) => r.seq)],
        );
      }
    });
  }

  /** The states of the albums `keys` that the spill holds. */
  async loadAlbums(keys: Iterable<string>): Promise<Map<string, SpilledAlbum>> {
    const { rows } = await this.pool.query<AlbumRow>(
      `SELECT album_key, ord, master_title, doc, from_master, main_seen FROM discogs_spill_album
        WHERE scope = $1 AND album_key = ANY($2::text[])`,
      [this.scope, [...new Set(keys)]],
    );
    return new Map(rows.map((r) => [r.album_key, albumOf(r)]));
  }

  /**
   * Writes album states (an album already spilled keeps its `ord`; `masterTitle` stays when not
   * given) and appends credit lines (`seq` orders them; a line repeating an album's role and person
   * is dropped). One transaction. `albums` must not repeat a key.
   */
  async saveAlbums(albums: SpilledAlbum[], lines: (SpilledCreditLine & { albumKey: string; seq: number })[]): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      if (albums.length) {
        await client.query(
          `INSERT INTO discogs_spill_album AS a (scope, album_key, ord, master_title, doc, from_master, main_seen)
           SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::text[], $5::json[], $6::boolean[], $7::boolean[])
           ON CONFLICT (scope, album_key) DO UPDATE
             SET master_title = coalesce(EXCLUDED.master_title, a.master_title), doc = EXCLUDED.doc,
                 from_master = EXCLUDED.from_master, main_seen = EXCLUDED.main_seen`,
          [
            this.scope,
            albums.map((a) => a.key),
            albums.map((a) => a.ord),
            albums.map((a) => a.masterTitle ?? null),
            albums.map((a) => JSON.stringify(a.doc)),
            albums.map((a) => a.fromMaster),
            albums.map((a) => a.mainSeen),
          ],
        );
      }
      if (lines.length) {
        await client.query(
          `INSERT INTO discogs_spill_album_credit (scope, album_key, role, person_key, name, artist_id, seq)
           SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])
           ON CONFLICT DO NOTHING`,
          [
            this.scope,
            lines.map((l) => l.albumKey),
            lines.map((l) => l.role),
            lines.map((l) => l.personKey),
            lines.map((l) => l.name),
            lines.map((l) => l.artistId),
            lines.map((l) => l.seq),
          ],
        );
      }
    });
  }

  /** How many artists have an `<artist>` record, and how many albums the spill holds. */
  async counts(): Promise<{ artistRecords: number; albums: number }> {
    const { rows } = await this.pool.query<{ artists: string; albums: string }>(
      `SELECT (SELECT count(*) FROM discogs_spill_artist WHERE scope = $1 AND record_name IS NOT NULL) AS artists,
              (SELECT count(*) FROM discogs_spill_album WHERE scope = $1) AS albums`,
      [this.scope],
    );
    return { artistRecords: num(rows[0]!.artists), albums: num(rows[0]!.albums) };
  }

  /** Every album in `ord` order with its credit lines, a page at a time. */
  async *albumPages(): AsyncGenerator<SpilledAlbumWithCredits[]> {
    for (let after = -1; ;) {
      const { rows } = await this.pool.query<AlbumRow>(
        `SELECT album_key, ord, master_title, doc, from_master, main_seen FROM discogs_spill_album
          WHERE scope = $1 AND ord > $2 ORDER BY ord LIMIT $3`,
        [this.scope, after, this.pageSize],
      );
      if (!rows.length) return;
      after = num(rows[rows.length - 1]!.ord);
      const lines = await this.pool.query<{
        album_key: string;
        role: string;
        person_key: string;
        name: string;
        artist_id: string;
      }>(
        `SELECT album_key, role, person_key, name, artist_id FROM discogs_spill_album_credit
          WHERE scope = $1 AND album_key = ANY($2::text[]) ORDER BY album_key, seq`,
        [this.scope, rows.map((r) => r.album_key)],
      );
      const byAlbum = new Map<string, SpilledCreditLine[]>();
      for (const l of lines.rows) {
        const list = byAlbum.get(l.album_key) ?? [];
        list.push({ role: l.role, personKey: l.person_key, name: l.name, artistId: num(l.artist_id) });
        byAlbum.set(l.album_key, list);
      }
      yield rows.map((r) => ({ album: albumOf(r), credits: byAlbum.get(r.album_key) ?? [] }));
    }
  }

  /** Every artist met (by id) with its name (the record's, else the first credit's) and its titles in order. */
  async *artistTitlePages(): AsyncGenerator<{ id: number; name: string; titles: string[] }[]> {
    for (let after = -1; ;) {
      const { rows } = await this.pool.query<{ artist_id: string; name: string }>(
        `SELECT artist_id, coalesce(record_name, credited_name) AS name FROM discogs_spill_artist
          WHERE scope = $1 AND artist_id > $2 ORDER BY artist_id LIMIT $3`,
        [this.scope, after, this.pageSize],
      );
      if (!rows.length) return;
      after = num(rows[rows.length - 1]!.artist_id);
      const texts = await this.textsOf('discogs_spill_title', 'title', rows);
      yield rows.map((r) => ({ id: num(r.artist_id), name: r.name, titles: texts.get(num(r.artist_id)) ?? [] }));
    }
  }

  /** Artists only credited (no `<artist>` record) in order of first credit, with their name variations in order. */
  async *creditedOnlyPages(): AsyncGenerator<{ id: number; name: string; anvs: string[] }[]> {
    for (let after = -1; ;) {
      const { rows } = await this.pool.query<{ artist_id: string; name: string; credited_seq: string }>(
        `SELECT artist_id, credited_name AS name, credited_seq FROM discogs_spill_artist
          WHERE scope = $1 AND record_name IS NULL AND credited_seq > $2 ORDER BY credited_seq LIMIT $3`,
        [this.scope, after, this.pageSize],
      );
      if (!rows.length) return;
      after = num(rows[rows.length - 1]!.credited_seq);
      const texts = await this.textsOf('discogs_spill_anv', 'anv', rows);
      yield rows.map((r) => ({ id: num(r.artist_id), name: r.name, anvs: texts.get(num(r.artist_id)) ?? [] }));
    }
  }

  private async textsOf(
    table: 'discogs_spill_title' | 'discogs_spill_anv',
    column: 'title' | 'anv',
    artists: { artist_id: string }[],
  ): Promise<Map<number, string[]>> {
    const { rows } = await this.pool.query<{ artist_id: string; text: string }>(
      `SELECT artist_id, ${column} AS text FROM ${table}
        WHERE scope = $1 AND artist_id = ANY($2::bigint[]) ORDER BY artist_id, seq`,
      [this.scope, artists.map((a) => a.artist_id)],
    );
    const out = new Map<number, string[]>();
    for (const r of rows) {
      const list = out.get(num(r.artist_id)) ?? [];
      list.push(r.text);
      out.set(num(r.artist_id), list);
    }
    return out;
  }
}

interface AlbumRow {
  album_key: string;
  ord: string;
  master_title: string | null;
  doc: JsonObject;
  from_master: boolean;
  main_seen: boolean;
}

function albumOf(r: AlbumRow): SpilledAlbum {
  return {
    key: r.album_key,
    ord: num(r.ord),
    ...(r.master_title !== null ? { masterTitle: r.master_title } : {}),
    doc: r.doc,
    fromMaster: r.from_master,
    mainSeen: r.main_seen,
  };
}
