/**
 * Read-only figures for the catalog audit (`npm run catalog -- audit`, `indexer/src/audit`): counts
 * of thin documents and empty lists per endpoint family, straight from `entity` and `list_item`.
 */
import type { Pool } from 'pg';
import { LISTS } from '@mc/catalog';

/** One audit count: what was counted, how many, out of how many. */
export interface AuditCount {
  family: string;
  what: string;
  count: number;
  of: number;
}

const COUNTS: { family: string; what: string; sql: string }[] = [
  {
    family: 'artist',
    what: 'artists without genres',
    sql: `SELECT count(*) FILTER (WHERE coalesce(jsonb_array_length(doc->'genres'), 0) = 0) AS n, count(*) AS total
            FROM entity WHERE kind = 'artist'`,
  },
  {
    family: 'artist',
    what: 'artists typed Person by default (no source states a type, no band-member evidence)',
    sql: `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM contribution c WHERE c.kind = 'artist' AND c.id = e.id AND c.doc->'doc' ? 'type')) AS n,
                 count(*) AS total FROM entity e WHERE kind = 'artist'`,
  },
  {
    family: 'artist',
    what: 'artists without a country',
    sql: `SELECT count(*) FILTER (WHERE doc->>'country_code' IS NULL) AS n, count(*) AS total FROM entity WHERE kind = 'artist'`,
  },
  {
    family: 'artist',
    what: 'artists without albums (/artist/{id}/albums empty)',
    sql: `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM list_item l WHERE l.list = '${LISTS.artistAlbums}' AND l.owner_id = e.id)) AS n,
                 count(*) AS total FROM entity e WHERE kind = 'artist'`,
  },
  {
    family: 'recording',
    what: 'recordings on no release track (no album)',
    sql: `WITH tracked AS (SELECT DISTINCT (item->'recording'->>'id')::bigint AS id FROM list_item WHERE list = '${LISTS.releaseTracks}')
          SELECT count(*) FILTER (WHERE t.id IS NULL) AS n, count(*) AS total
            FROM entity e LEFT JOIN tracked t ON t.id = e.id WHERE e.kind = 'recording'`,
  },
  {
    family: 'genre',
    what: 'genres without top artists (/genre/{id}/artists empty)',
    sql: `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM list_item l WHERE l.list = '${LISTS.genreArtists}' AND l.owner_id = e.id)) AS n,
                 count(*) AS total FROM entity e WHERE kind = 'genre'`,
  },
  {
    family: 'genre',
    what: 'genres without a parent (/genre?id_parent= empty for them)',
    sql: `SELECT count(*) FILTER (WHERE parent_id IS NULL) AS n, count(*) AS total FROM entity WHERE kind = 'genre'`,
  },
  {
    family: 'show',
    what: 'shows without artists',
    sql: `SELECT count(*) FILTER (WHERE coalesce(jsonb_array_length(doc->'artists'), 0) = 0) AS n, count(*) AS total FROM entity WHERE kind = 'show'`,
  },
  {
    family: 'show',
    what: 'shows without a year',
    sql: `SELECT count(*) FILTER (WHERE doc->'year' IS NULL) AS n, count(*) AS total FROM entity WHERE kind = 'show'`,
  },
  {
    family: 'show',
    what: 'show names wrapped in stray quotes',
    sql: `SELECT count(*) FILTER (WHERE doc->>'name' ~ '^".*"$') AS n, count(*) AS total FROM entity WHERE kind = 'show'`,
  },
  {
    family: 'show',
    what: 'show names that are only the "[concert]" placeholder',
    sql: `SELECT count(*) FILTER (WHERE doc->>'name' = '[concert]') AS n, count(*) AS total FROM entity WHERE kind = 'show'`,
  },
];

/**
 * Thin documents and empty lists per endpoint family (see {@link COUNTS}).
 * @throws on database errors.
 */
export async function auditCounts(pool: Pool): Promise<AuditCount[]> {
  const out: AuditCount[] = [];
  for (const c of COUNTS) {
    const { rows } = await pool.query<{ n: string; total: string }>(c.sql);
    out.push({ family: c.family, what: c.what, count: Number(rows[0]?.n ?? 0), of: Number(rows[0]?.total ?? 0) });
  }
  return out;
}
