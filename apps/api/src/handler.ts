/**
 * The handler signature every route uses: thin edges — validated input in, a JSON body out.
 */
import type { Response } from 'express';
import type { TokenInfo } from '@mc/auth';
import type { Deps } from './deps';
import type { Validated } from './middleware/validate';

/** Per-request context handed to handlers. */
export interface HandlerContext {
  deps: Deps;
  res: Response;
  /** The caller's token (undefined only on public routes). */
  token: TokenInfo | undefined;
  /** Aborts at the route's deadline or when the client disconnects (matching routes only). */
  signal?: AbortSignal;
}

/** A route handler: returns the response body (status 200 unless it sets `ctx.res.status`): a value sent as JSON, or a `SerializedJson` sent as is with its ETag. */
export type Handler = (input: Validated, ctx: HandlerContext) => Promise<unknown>;

/** Handlers keyed by `"METHOD /express/path"` exactly as in the contract. */
export type HandlerTable = Record<string, Handler>;
