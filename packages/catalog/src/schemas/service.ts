/**
 * Response schemas: Quota status (`GET /user/api/status`), errors (`docs/api.md` "Errors"), service extras. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import { Count, Id, opt, orNull, SpecDate } from './primitives';
import { Artist } from './artist';
import { Album, Release } from './album-release';
import { Recording, RecordingAudioDescriptors } from './recording';
import { ArtistTitleHit, MatchCandidates, MatchType } from './matching';

// Quota status (`GET /user/api/status`), errors (`docs/api.md` "Errors"), service extras

export const QuotaStatus = z
  .looseObject({
    'X-Rate-Limit-Remaining': Count.openapi({ description: 'Requests left in the current window' }),
    'X-Rate-Limit-Limit': Count.openapi({ description: 'Maximum requests per day' }),
    'X-Rate-Limit-Retry-After': Count.openapi({ description: 'Seconds until the window resets; 0 when not blocked' }),
  })
  .openapi('QuotaStatus');

/** Error body of every error response `{errors: [{type, message}]}` (one error model: `docs/api.md` "Errors"). */
export const ErrorBody = z
  .looseObject({
    errors: z.array(z.looseObject({ type: z.string(), message: z.string() })).min(1),
  })
  .openapi('ErrorBody');

/**
 * GET /healthz and /readyz body (an extension of this service): healthz `{status: 'ok'}`; readyz
 * `{status: 'ready' | 'unavailable', services: {elasticsearch, postgresql, redis: 'up' | 'down: <reason>'},
 * feed: {head, readers: {search: {position, behind}}}}` with status 503 when any service is down; how
 * far the live search indexer has applied the change feed is told, not judged (a lagging indexer
 * still serves).
 */
export const HealthStatus = z
  .looseObject({
    status: z.enum(['ok', 'ready', 'unavailable']),
    services: opt(z.record(z.string(), z.string())).openapi({
      description: "readyz only: 'up' or 'down: <reason>' per backing service",
    }),
    feed: opt(
      z.looseObject({
        head: Count.openapi({ description: 'The change feed head: the seq of the last committed change' }),
        readers: z.record(
          z.string(),
          z.looseObject({
            position: orNull(Count).openapi({ description: 'The last seq the reader has applied (null: never ran)' }),
            behind: z.boolean().openapi({ description: 'True when a change was committed after its position' }),
          }),
        ),
      }),
    ).openapi({
      description:
        'readyz only, while PostgreSQL is up: where the live search indexer (`search`, and the reader of its dependents `search-dependents`) stands against the change feed',
    }),
  })
  .openapi('HealthStatus');

/** 202 receipt of POST /report/picture/usage (this service's choice of success body). */
export const PictureUsageReceipt = z
  .looseObject({
    id_transaction: Id,
    status: z.literal('queued').openapi({ description: 'The report is recorded and will be counted once' }),
    duplicate: z
      .boolean()
      .optional()
      .openapi({ description: 'true when this account had already sent this report (counted once)' }),
  })
  .openapi('PictureUsageReceipt');

/** GET /report/picture/usage (an extension of this service): the caller's counted totals per picture. */
export const PictureUsageTotals = z
  .looseObject({
    from: opt(SpecDate),
    to: opt(SpecDate),
    results: z.array(z.looseObject({ id_picture: Id, count: Count })),
    pending_reports: Count.optional().openapi({ description: 'Reports in the range accepted but not counted yet' }),
  })
  .openapi('PictureUsageTotals');

/** POST /api/artist-title/batch response: one entry per input item, same order. */
export const ArtistTitleBatchResult = z
  .looseObject({
    results: z.array(
      z.looseObject({
        hit: orNull(ArtistTitleHit),
        score: z.number().nullable(),
        // A union with null (not `.nullable()`, which the generated Python client cannot read).
        match_type: orNull(MatchType).openapi({
          description:
            'The hit\'s band (as `hit.match_type`); null for no match; `curated` for a line a pin answered (a pin to "no match" too)',
        }),
        pin: z
          .number()
          .int()
          .optional()
          .openapi({ description: 'The id of the curated pin that answered the line, when one did' }),
        candidates: MatchCandidates.optional().openapi({
          description:
            'With `candidates: true` only: up to three recordings for a reviewer when the answer is unsure or none; empty for a sure answer',
        }),
      }),
    ),
  })
  .openapi('ArtistTitleBatchResult');

/**
 * One hit of GET /api/suggest (an extension of this service): `type` and `id` of the entity, its display `name`
 * and `subtitle`, and `score` (match tier + popularity prior, comparable across types). Not a
 * component of its own: the document describes it inside {@link SuggestResult}.
 */
export const SuggestHit = z.object({
  type: z.enum(['artist', 'album', 'release', 'recording', 'show']),
  id: z.number().int(),
  name: z.string(),
  subtitle: z
    .string()
    .openapi({ description: "What tells hits apart: a recording's artists and year, an artist's type and country…" }),
  score: z.number(),
});
/** One suggestion (the type of {@link SuggestHit}). */
export type SuggestHit = z.infer<typeof SuggestHit>;

/** GET /api/suggest response: suggestions, best first (an empty list when nothing matches). */
export const SuggestResult = z.object({ hits: z.array(SuggestHit) }).openapi('SuggestResult');

/** Static types of the main shapes, for handlers and serializers. */
export type ArtistDoc = z.infer<typeof Artist>;
export type AlbumDoc = z.infer<typeof Album>;
export type ReleaseDoc = z.infer<typeof Release>;
export type RecordingDoc = z.infer<typeof Recording>;
export type RecordingAudioDescriptorsDoc = z.infer<typeof RecordingAudioDescriptors>;
export type ErrorBodyShape = z.infer<typeof ErrorBody>;
export type QuotaStatusShape = z.infer<typeof QuotaStatus>;
