/**
 * Catalog changes over HTTP (an extension of this service, `docs/write-side.md`): `POST /api/catalog/{source}/changes` streams its
 * JSON Lines into the change-set application (`@mc/catalog-file` applyCatalogChanges:
 * validated like the file import, idempotent, resolution on the changed entities, the change feed
 * written in the same transactions), and `GET /api/catalog/changes` pages the change feed
 * (`@mc/store` listChanges). The live indexer of the worker makes the changes searchable.
 *
 * The input checks of these routes ({@link catalogChangeChecks}, run before the quota) refuse a
 * shipped source's name and a cursor the feed did not hand out with 400 naming the field.
 */
import type { RequestHandler } from 'express';
import { checkSource } from '@mc/catalog';
import { ChangeSetTooLargeError, InvalidChangeSourceError, applyCatalogChanges as applyChangeSet } from '@mc/catalog-file';
import type { RouteCheck } from '@mc/openapi';
import { ExpiredChangeCursorError, InvalidChangeCursorError, listChanges, parseChangeCursor } from '@mc/store';
import { observeChangeSet } from '../change-set-metrics';
import { ApiError, ValidationError } from '../errors';
import type { HandlerTable } from '../handler';

/** The input checks of the catalog-change routes (module doc), keyed by their contract names. */
export const catalogChangeChecks: Readonly<Record<Extract<RouteCheck, 'writableSource' | 'changeCursor'>, RequestHandler>> = {
  writableSource: (req, _res, next) => {
    const source = String(req.params.source);
    try {
      checkSource(source);
      next();
    } catch {
      // The contract's pattern was checked: what remains is a name the shipped sources use.
      next(
        new ValidationError([
          { field: 'path.source', message: `"${source}" is a shipped source; name your own, e.g. my-library` },
        ]),
      );
    }
  },
  changeCursor: (req, _res, next) => {
    const after = req.query.after;
    try {
      if (typeof after === 'string') parseChangeCursor(after);
      next();
    } catch (err) {
      next(new ValidationError([{ field: 'query.after', message: (err as Error).message }]));
    }
  },
};

/**
 * The HTTP error of a change set that stopped: past a limit → 413; a source refused → 400 naming
 * `path.source`; a body that is not valid gzip (zlib's `Z_*` codes) → 400; anything else as it is.
 */
export function changeSetError(err: unknown): unknown {
  if (err instanceof InvalidChangeSourceError) return new ValidationError([{ field: 'path.source', message: err.message }]);
  if (err instanceof ChangeSetTooLargeError)
    return new ApiError(413, [
      {
        type: 'Payload too large',
        message: `${err.message} (CHANGES_MAX_${err.limit.toUpperCase()}); lines before the limit may have been applied (a replay counts them unchanged)`,
      },
    ]);
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new ValidationError([{ field: 'body', message: `not valid gzip data (${(err as Error).message})` }]);
  return err;
}

/** Handlers of the catalog-change routes. */
export const catalogChangeHandlers = {
  applyCatalogChanges: async ({ params }, { deps, bodyStream }) => {
    if (!bodyStream) throw new Error('applyCatalogChanges: no body stream (the route declares a streamBody)');
    const { config } = deps;
    const r = await applyChangeSet(deps.pool, bodyStream, {
      source: params.source,
      maxLines: config.CHANGES_MAX_LINES,
      maxBytes: config.CHANGES_MAX_BYTES,
      onStages: observeChangeSet,
    }).catch((err: unknown) => {
      throw changeSetError(err);
    });
    return { counts: r.counts, rejects: r.rejects, rejects_omitted: r.counts.rejected - r.rejects.length, cursor: r.cursor };
  },

  listCatalogChanges: async ({ query }, { deps }) => {
    const page = await listChanges(deps.pool, {
      after: query.after,
      limit: query.limit,
      retentionDays: deps.config.CHANGE_FEED_RETENTION_DAYS,
    }).catch((err: unknown) => {
      if (err instanceof ExpiredChangeCursorError) throw new ApiError(410, [{ type: 'Gone', message: err.message }]);
      if (err instanceof InvalidChangeCursorError) throw new ValidationError([{ field: 'query.after', message: err.message }]);
      throw err;
    });
    return {
      changes: page.changes.map((c) => ({
        seq: c.seq,
        kind: c.kind,
        id: c.id,
        op: c.op,
        ...(c.mergedInto === undefined ? {} : { merged_into: c.mergedInto }),
        at: c.at.toISOString(),
      })),
      next: page.next,
      more: page.more,
    };
  },
} satisfies HandlerTable;
