/**
 * Curated readings of joined names and curated types (migration 020, `docs/curation.md`): an
 * operator's "this name is a credit of these parts" (`split`), "these parts are one act"
 * (`whole`), "this artist is a Band" (`set_type`). They outrank the joined-name model the way a
 * curated merge outranks resolution, and they survive imports:
 *
 * - **split** of artist J into parts P1..Pn: every contribution crediting J (recordings, releases,
 *   shows, albums) credits the parts instead, in printed order, and J's own contributions are kept
 *   aside in the decision, so J is served no more (its lookups answer 404, its name searches as
 *   the parts). A part is the served artist of that exact name with the most credits; a name no
 *   artist has becomes a new artist (a `curated` contribution `{name}`, id from `id_map` key
 *   `(artist, curated, name)`, so a redo gets the id back).
 * - **whole** of parts P1..Pn into act A: every contribution crediting all of the parts credits A
 *   once instead, at the first part's slot (A is the served artist of the act's name, or a new one,
 *   as above, typed `Band`).
 *
 * An import writes its sources' own credits again (a rewritten contribution's hash is marked
 * `curated:` so it always does); {@link reapplyCuratedReadings}, run after every import's
 * resolution, rewrites them once more and keeps aside what the import wrote under J, renewing
 * what the decision's undo restores. Undo puts back every contribution whose credits are still as
 * the decision wrote them, J's own contributions, and removes the artists it created.
 */
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { JsonObject } from '@mc/catalog';
import { withTransaction } from '../db';
import { markPending, materializePending } from '../entity-materializer';
import { creditsPath } from '../credits-path';
import { resolveRefIds } from '../id-allocation';
import {
  CREDIT_FIELDS,
  type CuratedDecisionInput,
  type CuratedReadingChange,
  type CuratedTypeChange,
  type RewrittenCredits,
  servedArtistId,
} from './curated-decision-reads';

/** The contribution source of what an operator states. */
export const CURATED_SOURCE = 'curated';

type Credit = JsonObject;
type Key = 'id' | 'id_artist';
type Artist = { id: number; name: string };

const markedHash = (text: string) => `curated:${createHash('sha1').update(text).digest('hex')}`;

/**
 * The credits `artists` with every slot crediting `from` replaced by one slot per part (the slot's
 * other fields kept, `name` set to the part's when the slot has one); a part credited elsewhere
 * keeps its own slot. Null when nothing credits `from`. Pure.
 */
export function splitCredits(artists: readonly Credit[], key: Key, from: number, parts: readonly Artist[]): Credit[] | null {
  if (!artists.some((a) => a[key] === from)) return null;
  const credited = new Set(artists.map((a) => a[key]));
  return artists.flatMap((a) =>
    a[key] !== from
      ? [a]
      : parts.filter((p) => !credited.has(p.id)).map((p) => ({ ...a, [key]: p.id, ...('name' in a ? { name: p.name } : {}) })),
  );
}

/**
 * The credits `artists` with the slots of `parts` replaced by one slot of `act` at the first of
 * them, when every part is credited (null otherwise, or when `act` is credited already). Pure.
 */
export function wholeCredits(artists: readonly Credit[], key: Key, parts: readonly number[], act: Artist): Credit[] | null {
  const ids = new Set(parts);
  if (!parts.every((p) => artists.some((a) => a[key] === p)) || artists.some((a) => a[key] === act.id)) return null;
  const first = artists.findIndex((a) => ids.has(a[key] as number));
  return artists.flatMap((a, i) =>
    i === first ? [{ ...a, [key]: act.id, ...('name' in a ? { name: act.name } : {}) }] : ids.has(a[key] as number) ? [] : [a],
  );
}

/** Rewrites, with `rewrite`, every contribution crediting `anchor`; returns what it rewrote. */
async function rewriteCrediting(
  client: PoolClient,
  anchor: number,
  rewrite: (artists: Credit[], key: Key) => Credit[] | null,
): Promise<RewrittenCredits[]> {
  const done: RewrittenCredits[] = [];
  for (const { kind, key } of CREDIT_FIELDS) {
    const { rows } = await client.query<{ id: string; source: string; doc: { doc: { artists?: Credit[] } } }>(
      `SELECT c.id, c.source, c.doc FROM contribution c
        WHERE c.kind = $1 AND c.id IN (SELECT e.id FROM entity e WHERE e.kind = $1 AND e.doc -> 'artists' @@ $2::jsonpath)
          AND c.doc -> 'doc' -> 'artists' @@ $2::jsonpath FOR UPDATE`,
      [kind, creditsPath([anchor], [key])],
    );
    for (const r of rows) {
      const before = r.doc.doc.artists ?? [];
      const after = rewrite(before, key);
      if (!after) continue;
      const text = JSON.stringify({ ...r.doc, doc: { ...r.doc.doc, artists: after } });
      await client.query('UPDATE contribution SET doc = $4::jsonb, doc_hash = $5 WHERE kind = $1 AND id = $2 AND source = $3', [
        kind,
        r.id,
        r.source,
        text,
        markedHash(text),
      ]);
      done.push({ kind, id: Number(r.id), source: r.source, before, after });
    }
  }
  return done;
}

/**
 * The served artist named `name` exactly (case aside) with the most credited recordings, or a new
 * artist of that name (module doc: a `curated` contribution; `created` says so).
 */
async function artistNamed(client: PoolClient, name: string, type?: string): Promise<{ id: number; created: boolean }> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT a.id FROM entity a WHERE a.kind = 'artist' AND lower(a.doc ->> 'name') = lower($1)
      ORDER BY (SELECT count(*) FROM entity r WHERE r.kind = 'recording'
                 AND r.doc -> 'artists' @> jsonb_build_array(jsonb_build_object('id', a.id))) DESC, a.id
      LIMIT 1`,
    [name],
  );
  if (rows[0]) return { id: Number(rows[0].id), created: false };
  const ids = new Map<string, number>();
  await resolveRefIds(client, [{ $ref: 'artist', source: CURATED_SOURCE, key: name }], ids);
  const id = [...ids.values()][0]!;
  const text = JSON.stringify({ doc: { name, ...(type ? { type } : {}) }, parent: null });
  await client.query(
    `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('artist', $1, $2, $3::jsonb, $4) ON CONFLICT DO NOTHING`,
    [id, CURATED_SOURCE, text, markedHash(text)],
  );
  return { id, created: true };
}

/** The served artist of a part or act recorded before (when still served), else {@link artistNamed}. */
async function artistOf(client: PoolClient, known: number | undefined, name: string, type?: string) {
  const served = known === undefined ? null : await servedArtistId(client, known);
  return served === null ? artistNamed(client, name, type) : { id: served, created: false };
}

/** Re-keys `rewritten` by contribution, the later record of one contribution replacing the earlier. */
const latestOf = (records: RewrittenCredits[]) => [...new Map(records.map((r) => [`${r.kind}:${r.id}:${r.source}`, r])).values()];

/**
 * Applies a split or a whole (module doc) in the caller's transaction, or applies it again after
 * an import (`previous`: what it changed before, renewed and returned).
 * @param served the served ids of `d.ids` (the joined artist of a split, the parts of a whole).
 * @returns what the decision changed, and how many contributions this call rewrote or kept aside.
 * @throws on database errors.
 */
export async function applyReading(
  client: PoolClient,
  d: Pick<CuratedDecisionInput, 'op' | 'ids' | 'detail'>,
  served: readonly number[],
  previous?: CuratedReadingChange,
): Promise<{ change: CuratedReadingChange; written: number }> {
  const created = new Set(previous?.created ?? []);
  const pick = async (known: number | undefined, name: string, type?: string) => {
    const a = await artistOf(client, known, name, type);
    if (a.created) created.add(a.id);
    return { id: a.id, name };
  };
  let change: CuratedReadingChange;
  let parkedNow = 0;
  if (d.op === 'split') {
    const joinedId = d.ids[0]!;
    const names = d.detail?.parts ?? [];
    const parts: Artist[] = [];
    for (const [i, name] of names.entries()) parts.push(await pick(previous?.partIds[i], name));
    const rewritten = await rewriteCrediting(client, joinedId, (as, key) => splitCredits(as, key, joinedId, parts));
    const own = await client.query<{ source: string; doc: JsonObject; doc_hash: string }>(
      `DELETE FROM contribution WHERE kind = 'artist' AND id = $1 AND source <> $2 RETURNING source, doc, doc_hash`,
      [joinedId, CURATED_SOURCE],
    );
    parkedNow = own.rows.length;
    const parked = parkedNow ? own.rows.map((r) => ({ source: r.source, doc: r.doc, docHash: r.doc_hash })) : undefined;
    change = { joinedId, partIds: parts.map((p) => p.id), created: [], parked: parked ?? previous?.parked ?? [], rewritten };
  } else {
    const act = await pick(previous?.joinedId, d.detail?.name ?? '', 'Band');
    const rewritten = await rewriteCrediting(client, served[0]!, (as, key) => wholeCredits(as, key, served, act));
    change = { joinedId: act.id, partIds: [...served], created: [], parked: [], rewritten };
  }
  const written = change.rewritten.length + parkedNow;
  change.created = [...created];
  change.rewritten = latestOf([...(previous?.rewritten ?? []), ...change.rewritten]);
  await markPending(client, [
    ...[change.joinedId, ...change.partIds].map((id) => ({ kind: 'artist' as const, id })),
    ...change.rewritten.map((r) => ({ kind: r.kind as 'recording', id: r.id })),
  ]);
  return { change, written };
}

/**
 * Undoes a split or a whole in the caller's transaction: every contribution whose credits are
 * still as the decision wrote them gets its credits back, the joined artist its contributions, and
 * the artists the decision created lose their `curated` contribution (served no more).
 * @throws on database errors.
 */
export async function undoReading(client: PoolClient, c: CuratedReadingChange): Promise<void> {
  for (const r of c.rewritten)
    await client.query(
      `UPDATE contribution SET doc = jsonb_set(doc, '{doc,artists}', $5::jsonb), doc_hash = 'curated:undone'
        WHERE kind = $1 AND id = $2 AND source = $3 AND doc -> 'doc' -> 'artists' = $4::jsonb`,
      [r.kind, r.id, r.source, JSON.stringify(r.after), JSON.stringify(r.before)],
    );
  for (const p of c.parked)
    await client.query(
      `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('artist', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [c.joinedId, p.source, JSON.stringify(p.doc), p.docHash],
    );
  await client.query(`DELETE FROM contribution WHERE kind = 'artist' AND id = ANY($1::bigint[]) AND source = $2`, [
    c.created,
    CURATED_SOURCE,
  ]);
  await markPending(client, [
    ...[c.joinedId, ...c.partIds].map((id) => ({ kind: 'artist' as const, id })),
    ...c.rewritten.map((r) => ({ kind: r.kind as 'recording', id: r.id })),
  ]);
}

/**
 * Sets artist `id`'s type through its `curated` contribution (merged first: it outranks every
 * source and the derived type), in the caller's transaction. @throws on database errors.
 */
export async function setArtistType(client: PoolClient, id: number, type: string): Promise<CuratedTypeChange> {
  const { rows } = await client.query<{ doc: JsonObject }>(
    `SELECT doc FROM contribution WHERE kind = 'artist' AND id = $1 AND source = $2 FOR UPDATE`,
    [id, CURATED_SOURCE],
  );
  const before = rows[0]?.doc ?? null;
  const inner = (before?.doc as JsonObject | undefined) ?? {};
  const text = JSON.stringify({ doc: { ...inner, type }, parent: null });
  await client.query(
    `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('artist', $1, $2, $3::jsonb, $4)
     ON CONFLICT (kind, id, source) DO UPDATE SET doc = EXCLUDED.doc, doc_hash = EXCLUDED.doc_hash`,
    [id, CURATED_SOURCE, text, markedHash(text)],
  );
  await markPending(client, [{ kind: 'artist', id }]);
  return { id, before };
}

/** Undoes {@link setArtistType}: the `curated` contribution as it was (none: removed). @throws on database errors. */
export async function undoArtistType(client: PoolClient, c: CuratedTypeChange): Promise<void> {
  if (c.before)
    await client.query(
      `UPDATE contribution SET doc = $3::jsonb, doc_hash = $4 WHERE kind = 'artist' AND id = $1 AND source = $2`,
      [c.id, CURATED_SOURCE, JSON.stringify(c.before), markedHash(JSON.stringify(c.before))],
    );
  else await client.query(`DELETE FROM contribution WHERE kind = 'artist' AND id = $1 AND source = $2`, [c.id, CURATED_SOURCE]);
  await markPending(client, [{ kind: 'artist', id: c.id }]);
}

/**
 * Applies every curated split and whole again (oldest first), each in a transaction of its own
 * that also records what it renewed, then re-merges what they touched: run after an import's
 * resolution, before its derive (module doc). Idempotent: a catalog where every reading holds
 * changes nothing.
 * @returns how many contributions were rewritten or kept aside. @throws on database errors.
 */
export async function reapplyCuratedReadings(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM curated_decision WHERE op IN ('split', 'whole') ORDER BY created_at, id`,
  );
  let touched = 0;
  for (const { id } of rows) {
    touched += await withTransaction(pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('curated_decision'))`);
      const { rows: found } = await client.query<{
        op: 'split' | 'whole';
        ids: string[];
        detail: JsonObject;
        changed: JsonObject;
      }>('SELECT op, ids, detail, changed FROM curated_decision WHERE id = $1', [id]);
      const d = found[0];
      const previous = d?.changed.reading as CuratedReadingChange | undefined;
      if (!d || !previous) return 0;
      const ids = d.ids.map(Number);
      const served: number[] = [];
      for (const p of d.op === 'whole' ? previous.partIds : ids) served.push((await servedArtistId(client, p)) ?? p);
      const { change, written } = await applyReading(client, { op: d.op, ids, detail: d.detail }, served, previous);
      if (!written) return 0;
      await client.query(`UPDATE curated_decision SET changed = jsonb_set(changed, '{reading}', $2::jsonb) WHERE id = $1`, [
        id,
        JSON.stringify(change),
      ]);
      return written;
    });
  }
  if (rows.length) await materializePending(pool, { analyze: false });
  return touched;
}
