/**
 * Streamed request bodies (a contract's `streamBody`: the catalog changes' JSON Lines, a matching job's file): the
 * handler reads the body as a stream, so memory stays bounded whatever its size. Before any work
 * (never charged): a media type other than the route's → 415; a `Content-Encoding` other than identity and the
 * route's encodings → 415; a declared `Content-Length` (identity encoding) above `maxBytes` → 413.
 * A gzip body is decompressed as it streams; its decompressed size is bounded by the handler's own
 * limits (a decompression bomb stops at the limit). An accepted body has UPLOAD_TIMEOUT_MS to
 * arrive instead of REQUEST_TIMEOUT_MS (`allowUploadTime`).
 */
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { StreamBody } from '@mc/openapi';
import { ApiError } from '../errors';
import { allowUploadTime } from './errors';

/** The media type of a `Content-Type` header, lower case and without parameters ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** The content codings of a `Content-Encoding` header, lower case, `identity` dropped. */
export function contentCodings(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
}

/** The decoded body stream of a request with codings `codings` (at most one gzip, checked before). */
function decoded(req: Request, codings: readonly string[]): Readable {
  if (!codings.length) return req;
  const gunzip = createGunzip();
  req.on('error', (err) => gunzip.destroy(err));
  // The reader sees a decompression error through its iteration; zlib may emit more after the
  // reader stopped (the rest of the body still arriving), which must not become uncaught.
  gunzip.on('error', () => undefined);
  return req.pipe(gunzip);
}

/**
 * Accepts the streamed body of `spec` (module doc) and hands the decoded stream on
 * ({@link bodyStreamOf}). `maxBytes` bounds a declared uncompressed `Content-Length` (`setting`
 * names it in the 413).
 */
export function acceptStreamBody(spec: StreamBody, maxBytes: number, setting = 'CHANGES_MAX_BYTES'): RequestHandler {
  const types = [spec.contentType, ...(spec.alsoAccepts ?? [])];
  return (req, res, next) => {
    if (!types.includes(mediaType(req.headers['content-type'])))
      return next(new ApiError(415, [{ type: 'Unsupported media type', message: `Content-Type must be ${types.join(' or ')}` }]));
    const codings = contentCodings(req.headers['content-encoding']);
    if (codings.length > 1 || codings.some((c) => !spec.encodings.includes(c)))
      return next(
        new ApiError(415, [
          { type: 'Unsupported media type', message: `Content-Encoding must be identity or ${spec.encodings.join(', ')}` },
        ]),
      );
    const declared = Number(req.headers['content-length']);
    if (!codings.length && declared > maxBytes)
      return next(
        new ApiError(413, [
          {
            type: 'Payload too large',
            message: `the body holds ${declared} bytes; at most ${maxBytes} per request (${setting})`,
          },
        ]),
      );
    // A file arrives no faster than the handler stores it: UPLOAD_TIMEOUT_MS bounds it, not REQUEST_TIMEOUT_MS.
    allowUploadTime(req);
    res.locals.bodyStream = decoded(req, codings);
    next();
  };
}

/** The decoded body stream {@link acceptStreamBody} handed on, if any. */
export function bodyStreamOf(res: Response): Readable | undefined {
  const s = res.locals.bodyStream as Readable | undefined;
  return s && typeof s.pipe === 'function' ? s : undefined;
}
