/**
 * Curated identity decisions over HTTP (an extension of this service, `docs/curation.md`): parse →
 * `@mc/store` curated-decisions → serialise. A decision conflicting with a recorded one is a 409
 * naming it; an id the catalog does not hold (of the decision's kind) a 404 naming the field.
 */
import {
  type CuratedDecisionRecord,
  CuratedDecisionConflictError,
  CuratedDecisionInputError,
  getCuratedDecision,
  listCuratedDecisions,
  undoCuratedDecision,
} from '@mc/store';
import { recordDecision } from '@mc/resolution';
import { ApiError, NotFoundError } from '../errors';
import type { HandlerTable } from '../handler';

/** The decision resource of the contract (`CuratedDecision`). */
export function serialiseDecision(d: CuratedDecisionRecord) {
  return {
    id: d.id,
    kind: d.kind,
    op: d.op,
    ids: d.ids,
    ...d.detail,
    reason: d.reason,
    by: d.by,
    created_at: d.createdAt.toISOString(),
    changed: {
      ...(d.changed.merges
        ? {
            merged: d.changed.merges.map((m) => ({
              merged_id: m.mergedId,
              surviving_id: m.survivingId,
              credits_repointed: m.credits.reduce((n, c) => n + c.slots.length, 0),
            })),
          }
        : {}),
      ...(d.changed.entityMerges
        ? {
            merged: d.changed.entityMerges.map((m) => ({
              merged_id: m.mergedId,
              surviving_id: m.survivingId,
              references_repointed: m.references.reduce((n, r) => n + r.positions.length, 0),
            })),
          }
        : {}),
      ...(d.changed.vetoed ? { kept_apart: d.changed.vetoed } : {}),
      ...(d.changed.unmerged
        ? {
            unmerged: d.changed.unmerged.map((u) => ({
              merged_id: u.mergedId,
              surviving_id: u.survivingId,
              rule: u.rule,
              sources: u.sources,
              credits_repointed: u.credits.reduce((n, c) => n + c.slots.length, 0),
            })),
          }
        : {}),
      ...(d.changed.reading
        ? {
            reading: {
              joined_id: d.changed.reading.joinedId,
              part_ids: d.changed.reading.partIds,
              created_ids: d.changed.reading.created,
              credits_rewritten: d.changed.reading.rewritten.length,
            },
          }
        : {}),
    },
  };
}

/** The HTTP error of a refused decision. */
function decisionError(err: unknown): unknown {
  if (err instanceof CuratedDecisionConflictError) return new ApiError(409, [{ type: 'Conflict', message: err.message }]);
  if (err instanceof CuratedDecisionInputError)
    return err.status === 422
      ? new ApiError(422, [{ type: 'Unprocessable payload', message: `${err.field}: ${err.message}` }])
      : new NotFoundError(`${err.field}: ${err.message}`);
  return err;
}

/** Handlers of the curation routes. */
export const curationHandlers = {
  recordCuratedDecision: async ({ body }, { deps, res, token }) => {
    const { parts, name, type, ...rest } = body;
    const detail = { ...(parts && { parts }), ...(name !== undefined && { name }), ...(type && { type }) };
    const { decision, created } = await recordDecision(deps.pool, {
      ...rest,
      ...(Object.keys(detail).length ? { detail } : {}),
      tokenId: token?.tokenId ?? null,
      accountId: token?.accountId ?? null,
    }).catch((err: unknown) => {
      throw decisionError(err);
    });
    res.status(created ? 201 : 200);
    return serialiseDecision(decision);
  },

  listCuratedDecisions: async ({ query }, { deps }) => {
    const decisions = await listCuratedDecisions(deps.pool, query.offset, query.limit);
    return { decisions: decisions.map(serialiseDecision), offset: query.offset, limit: query.limit };
  },

  getCuratedDecision: async ({ params }, { deps }) => {
    const d = await getCuratedDecision(deps.pool, params.id);
    if (!d) throw new NotFoundError(`no curated decision "${params.id}"`);
    return serialiseDecision(d);
  },

  undoCuratedDecision: async ({ params }, { deps }) => {
    const d = await undoCuratedDecision(deps.pool, params.id);
    if (!d) throw new NotFoundError(`no curated decision "${params.id}"`);
    return serialiseDecision(d);
  },
} satisfies HandlerTable;
