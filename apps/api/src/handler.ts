/**
 * The handler signature every route uses: thin edges — validated input in, a JSON body out.
 * Handlers are keyed by their route's operationId in a {@link HandlerTable}, whose type gives each
 * handler the input its route's request schemas produce (`InputOf` of `@mc/openapi`, e.g.
 * `{params: {id: number}, query: {offset: number, limit: number}}`): route modules declare their
 * table with `satisfies HandlerTable` and read typed values, without casts.
 */
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import type { TokenInfo } from '@mc/auth';
import type { InputOf, OperationId, RouteOf } from '@mc/openapi';
import type { Deps } from './deps';

/** Per-request context handed to handlers. */
export interface HandlerContext {
  deps: Deps;
  res: Response;
  /** The caller's token (undefined only on public routes). */
  token: TokenInfo | undefined;
  /** Aborts at the route's deadline or when the client disconnects (routes with a `deadline` only). */
  signal?: AbortSignal;
  /** The route's deadline as a time, epoch ms (routes with a `deadline` only). */
  deadlineAt?: number;
  /** The decoded request body as a stream (routes with a `streamBody` only). */
  bodyStream?: Readable;
}

/**
 * A route handler taking input `I`: returns the response body (status 200 unless it sets
 * `ctx.res.status`): a value sent as JSON, or a `SerializedJson` sent as is with its ETag. A
 * handler shared by several routes declares only the part of the input it reads, e.g.
 * `Handler<{params: {id: number}}>`.
 */
export type Handler<I = unknown> = (input: I, ctx: HandlerContext) => Promise<unknown>;

/** The handler of operation `K`: its input typed from the route's schemas. */
export type HandlerOf<K extends OperationId> = Handler<InputOf<RouteOf<K>>>;

/** Handlers keyed by operationId, each typed from its route; a route without one answers 501. */
export type HandlerTable = { [K in OperationId]?: HandlerOf<K> };
