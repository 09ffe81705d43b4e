/**
 * Store side of import-time link decisions (migration 016): an importer that links an entity of
 * its source to an entity already in the catalog (`sameAs` written in its run) records every
 * decision of the run, accepted and refused, with its rule and evidence (table `link_decision`);
 * `catalog resolve --list` lists them next to resolution merges, and `resolve --undo-link` vetoes
 * one (table `link_veto`), which the importer honours on its next run.
 *
 * A run's decisions replace the previous run's of the same source in one transaction, so the
 * table holds one whole run per source (a crash leaves the previous run's rows). Vetoes persist.
 */
import type { Pool } from 'pg';
import type { EntityKind, JsonObject } from '@mc/catalog';
import { withTransaction } from '../db';

/** One link decision of an import run. */
export interface LinkDecisionInput {
  /** Kind of the source's entity (and of its target). */
  kind: EntityKind;
  /** The entity's key in its source (the `source_key` of its ref). */
  sourceKey: string;
  /** The source of the entity's ref (`id_map.source`) when not the recording source. */
  refSource?: string;
  /** The catalog id linked to, or null when the link was refused. */
  targetId: number | null;
  /** The rule that decided, e.g. `discogs:external-id`. */
  rule: string;
  /** What the decision rested on (JSON, with at least `reason`). */
  evidence: JsonObject;
}

/** A recorded link decision. */
export interface LinkDecisionRecord extends LinkDecisionInput {
  source: string;
  decidedAt: Date;
}

/** A recorded veto of a link. */
export interface LinkVetoRecord {
  source: string;
  kind: EntityKind;
  sourceKey: string;
  /** The catalog id the undone link pointed at (null when none was recorded). */
  targetId: number | null;
  createdAt: Date;
}

/**
 * Replaces every recorded link decision of `source` by `decisions`, in one transaction (a later
 * decision of the same kind and key wins).
 * @returns how many rows were written. @throws on database errors (nothing is changed then).
 */
export async function replaceLinkDecisions(pool: Pool, source: string, decisions: readonly LinkDecisionInput[]): Promise<number> {
  const byKey = new Map(decisions.map((d) => [`${d.kind}\u0001${d.sourceKey}`, d]));
  const rows = [...byKey.values()];
  return withTransaction(pool, async (client) => {
    await client.query('DELETE FROM link_decision WHERE source = $1', [source]);
    if (!rows.length) return 0;
    const r = await client.query(
      `INSERT INTO link_decision (source, kind, source_key, ref_source, target_id, rule, evidence)
       SELECT $1, k, sk, rs, t, r, e::jsonb
         FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[]) AS x(k, sk, rs, t, r, e)`,
      [
        source,
        rows.map((d) => d.kind),
        rows.map((d) => d.sourceKey),
        rows.map((d) => d.refSource ?? source),
        rows.map((d) => d.targetId),
        rows.map((d) => d.rule),
        rows.map((d) => JSON.stringify(d.evidence)),
      ],
    );
    return r.rowCount ?? 0;
  });
}

type DecisionRow = {
  source: string;
  kind: EntityKind;
  source_key: string;
  ref_source: string;
  target_id: string | null;
  rule: string;
  evidence: JsonObject;
  decided_at: Date;
};

const toDecisionRecord = (r: DecisionRow): LinkDecisionRecord => ({
  source: r.source,
  kind: r.kind,
  sourceKey: r.source_key,
  refSource: r.ref_source,
  targetId: r.target_id === null ? null : Number(r.target_id),
  rule: r.rule,
  evidence: r.evidence,
  decidedAt: r.decided_at,
});

/**
 * Recorded link decisions by source, kind and key: the accepted ones, and with `refused` also
 * those that were refused. @throws on database errors.
 */
export async function listLinkDecisions(
  pool: Pool,
  opts: { refused?: boolean; source?: string } = {},
): Promise<LinkDecisionRecord[]> {
  const { rows } = await pool.query<DecisionRow>(
    `SELECT source, kind, source_key, ref_source, target_id, rule, evidence, decided_at FROM link_decision
      WHERE ($1 OR target_id IS NOT NULL) AND ($2::text IS NULL OR source = $2)
      ORDER BY source, kind, source_key`,
    [opts.refused ?? false, opts.source ?? null],
  );
  return rows.map(toDecisionRecord);
}

/**
 * Undoes the recorded accepted links of `source`'s key `sourceKey` (of every kind it has one):
 * vetoes them (`link_veto`, so the importer refuses them from its next run on) and deletes the
 * key's `id_map` row (it points at the linked id, or at the id a merge moved it to), so the next
 * `import --force --source` gives the entity an id of its own (and sweeps its contribution from
 * the target).
 * @returns the vetoed decisions (empty when the key has no accepted link recorded).
 * @throws on database errors (nothing is changed then).
 */
export async function vetoLinkDecision(pool: Pool, source: string, sourceKey: string): Promise<LinkDecisionRecord[]> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<DecisionRow>(
      `SELECT source, kind, source_key, ref_source, target_id, rule, evidence, decided_at FROM link_decision
        WHERE source = $1 AND source_key = $2 AND target_id IS NOT NULL ORDER BY kind FOR UPDATE`,
      [source, sourceKey],
    );
    for (const r of rows) {
      await client.query(
        `INSERT INTO link_veto (source, kind, source_key, target_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (source, kind, source_key) DO UPDATE SET target_id = EXCLUDED.target_id`,
        [source, r.kind, sourceKey, r.target_id],
      );
      // The key points at the target, or at the id the target was merged into since: either way
      // not an id of its own.
      await client.query('DELETE FROM id_map WHERE kind = $1 AND source = $2 AND source_key = $3', [
        r.kind,
        r.ref_source,
        sourceKey,
      ]);
    }
    return rows.map(toDecisionRecord);
  });
}

/** Vetoed links of `source` as `"<kind>:<source key>"` keys. @throws on database errors. */
export async function loadLinkVetoes(pool: Pool, source: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ kind: string; source_key: string }>(
    'SELECT kind, source_key FROM link_veto WHERE source = $1',
    [source],
  );
  return new Set(rows.map((r) => `${r.kind}:${r.source_key}`));
}

/** Every recorded veto, by source, kind and key. @throws on database errors. */
export async function listLinkVetoes(pool: Pool): Promise<LinkVetoRecord[]> {
  const { rows } = await pool.query<{
    source: string;
    kind: EntityKind;
    source_key: string;
    target_id: string | null;
    created_at: Date;
  }>('SELECT source, kind, source_key, target_id, created_at FROM link_veto ORDER BY source, kind, source_key');
  return rows.map((r) => ({
    source: r.source,
    kind: r.kind,
    sourceKey: r.source_key,
    targetId: r.target_id === null ? null : Number(r.target_id),
    createdAt: r.created_at,
  }));
}
