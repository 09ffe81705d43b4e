/**
 * Read-only figures for the catalog audit (`npm run catalog -- audit`, `packages/resolution/src/catalog-audit.ts`): counts
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

/** `count(*) AS total` of the entities of `kind` (`entity e`), with `n` those matching `filter`. */
function countWhere(kind: string, filter: string): string {
  return `SELECT count(*) FILTER (WHERE ${filter}) AS n, count(*) AS total FROM entity e WHERE e.kind = '${kind}'`;
}

/** SQL condition: entity `e` owns no item of list `list` (the list endpoint answers empty). */
function ownsNoItemOf(list: string): string {
  return `NOT EXISTS (SELECT 1 FROM list_item l WHERE l.list = '${list}' AND l.owner_id = e.id)`;
}

/** SQL condition: the JSON array at `field` of entity `e` is missing or empty. */
function emptyArray(field: string): string {
  return `coalesce(jsonb_array_length(e.doc->'${field}'), 0) = 0`;
}

const COUNTS: { family: string; what: string; sql: string }[] = [
  { family: 'artist', what: 'artists without genres', sql: countWhere('artist', emptyArray('genres')) },
  {
    family: 'artist',
    what: 'artists typed Person by default (no source states a type, no band-member evidence)',
    sql: countWhere(
      'artist',
      `NOT EXISTS (SELECT 1 FROM contribution c WHERE c.kind = 'artist' AND c.id = e.id AND c.doc->'doc' ? 'type')`,
    ),
  },
  { family: 'artist', what: 'artists without a country', sql: countWhere('artist', `e.doc->>'country_code' IS NULL`) },
  {
    family: 'artist',
    what: 'artists without albums (/artist/{id}/albums empty)',
    sql: countWhere('artist', ownsNoItemOf(LISTS.artistAlbums)),
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
    sql: countWhere('genre', ownsNoItemOf(LISTS.genreArtists)),
  },
  {
    family: 'genre',
    what: 'genres without a parent (/genre?id_parent= empty for them)',
    sql: countWhere('genre', 'e.parent_id IS NULL'),
  },
  { family: 'show', what: 'shows without artists', sql: countWhere('show', emptyArray('artists')) },
  { family: 'show', what: 'shows without a year', sql: countWhere('show', `e.doc->'year' IS NULL`) },
  { family: 'show', what: 'show names wrapped in stray quotes', sql: countWhere('show', `e.doc->>'name' ~ '^".*"$'`) },
  {
    family: 'show',
    what: 'show names that are only the "[concert]" placeholder',
    sql: countWhere('show', `e.doc->>'name' = '[concert]'`),
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
