/**
 * Curated matches over HTTP (an extension of this service, `docs/curation.md` "Pinned lines"):
 * parse → `@mc/store` match-pins → serialise. A token pins lines for its own account; a global
 * pin needs scope `admin` (refused before the quota by {@link pinChecks}). Another account's pin
 * is not found.
 */
import type { RequestHandler } from 'express';
import type { TokenInfo } from '@mc/auth';
import { type PinLookup, matchPinKey } from '@mc/matcher';
import type { RouteCheck } from '@mc/openapi';
import {
  type MatchPinRecord,
  MatchPinConflictError,
  MatchPinTargetError,
  createMatchPin,
  deleteMatchPin,
  getMatchPin,
  listMatchPins,
  pinsForLines,
} from '@mc/store';
import type { Pool } from 'pg';
import { ConflictError, NotFoundError } from '../errors';
import type { HandlerTable } from '../handler';
import { callerToken } from '../middleware/auth';
import { ForbiddenError } from '../middleware/scope';

/** The pin resource of the contract (`MatchPin`). */
export function serialisePin(p: MatchPinRecord) {
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    scope: p.accountId === null ? ('global' as const) : ('own' as const),
    recording_id: p.recordingId,
    served_recording_id: p.servedRecordingId,
    target: p.target,
    reason: p.reason,
    by: p.by,
    created_at: p.createdAt.toISOString(),
  };
}

/** The input check of the pin routes: a global pin needs scope `admin` (403, before the quota). */
export const pinChecks: Readonly<Record<Extract<RouteCheck, 'globalPinScope'>, RequestHandler>> = {
  globalPinScope: (req, res, next) => {
    const scope = (req.body as { scope?: unknown } | undefined)?.scope;
    next(scope === 'global' && !callerToken(res.locals).scopes.includes('admin') ? new ForbiddenError('admin') : undefined);
  },
};

/** The caller's pins for the matcher: its account's own over the global ones (`pinsForLines`). */
export function pinLookup(pool: Pool, token: TokenInfo | undefined): PinLookup {
  return (keys) => pinsForLines(pool, { accountId: token?.accountId ?? null }, keys);
}

/** Pin `id` if the caller may see it (its account's or global), else a 404. */
async function visiblePin(pool: Pool, id: number, token: TokenInfo | undefined): Promise<MatchPinRecord> {
  const pin = await getMatchPin(pool, id);
  if (!pin || (pin.accountId !== null && pin.accountId !== token?.accountId)) throw new NotFoundError(`no pin ${id}`);
  return pin;
}

/** Handlers of the pin routes. */
export const pinHandlers = {
  pinMatchLine: async ({ body }, { deps, res, token }) => {
    const { pin, created } = await createMatchPin(deps.pool, {
      lineKey: matchPinKey(body.name, body.title),
      name: body.name,
      title: body.title,
      accountId: body.scope === 'global' ? null : (token?.accountId ?? null),
      recordingId: body.recording_id,
      reason: body.reason,
      tokenId: token?.tokenId ?? null,
    }).catch((err: unknown) => {
      if (err instanceof MatchPinConflictError) throw new ConflictError(err.message);
      if (err instanceof MatchPinTargetError) throw new NotFoundError(err.message);
      throw err;
    });
    res.status(created ? 201 : 200);
    return serialisePin(pin);
  },

  listMatchPins: async ({ query }, { deps, token }) => {
    const pins = await listMatchPins(deps.pool, token?.accountId ?? null, query.offset, query.limit);
    return { pins: pins.map(serialisePin), offset: query.offset, limit: query.limit };
  },

  getMatchPin: async ({ params }, { deps, token }) => serialisePin(await visiblePin(deps.pool, params.id, token)),

  unpinMatchLine: async ({ params }, { deps, token }) => {
    const pin = await visiblePin(deps.pool, params.id, token);
    if (pin.accountId === null && !token?.scopes.includes('admin')) throw new ForbiddenError('admin');
    const removed = await deleteMatchPin(deps.pool, params.id);
    if (!removed) throw new NotFoundError(`no pin ${params.id}`);
    return serialisePin(removed);
  },
} satisfies HandlerTable;
