/**
 * Pre-serialised JSON responses for documents the API serves again and again (lookups by id from
 * the document cache): the body is serialised once per cached document object, with a strong ETag
 * (`"<byte length, hex>-<SHA-1, base64 27 chars>"`, the format of the `etag` package Express uses),
 * so a repeated lookup neither re-serialises the document nor hashes it; a request whose
 * `If-None-Match` carries that ETag gets 304 without a body (Express's `req.fresh`).
 */
import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON body serialised once: its UTF-8 bytes and their ETag. */
export class SerializedJson {
  constructor(
    readonly bytes: Buffer,
    readonly etag: string,
  ) {}

  /** Serialises `value` (JSON.stringify, so the bytes equal `res.json(value)`'s) and hashes it. */
  static of(value: unknown): SerializedJson {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    const hash = createHash('sha1').update(bytes).digest('base64').slice(0, 27);
    return new SerializedJson(bytes, `"${bytes.length.toString(16)}-${hash}"`);
  }
}

const byObject = new WeakMap<object, SerializedJson>();

/**
 * `doc` serialised, remembered per object identity: a document the document cache hands out to
 * every request is serialised once per cache entry (the entry's object; a new object after the
 * entry expires is serialised anew, and a forgotten object's bytes are collected with it).
 * Callers must not modify `doc` afterwards (the document cache's objects are never modified).
 */
export function serializedDocument(doc: object): SerializedJson {
  let s = byObject.get(doc);
  if (!s) {
    s = SerializedJson.of(doc);
    byObject.set(doc, s);
  }
  return s;
}

/** Sends `body` as `application/json` with its ETag: 200, or 304 when the request's `If-None-Match` matches. */
export function sendSerialized(res: Response, body: SerializedJson): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', body.etag);
  res.send(body.bytes);
}
