/**
 * JSON request bodies (violations → 422): the picture-usage report and the artist-title batch.
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { MAX_BATCH_ITEMS, MAX_MATCH_FIELD_LENGTH } from './limits';
import { durationBodyField } from './durations';
import { boundedText } from './params';

/** Largest `count` of one asset line of a picture-usage report (displays per picture per report). */
export const MAX_USAGE_COUNT = 2_147_483_647;

/** A required JSON integer in `min..max`: messages `is required`, `must be an integer`, `must be at least 1`. */
function bodyInt(min: number, max: number, minMessage = `must be at least ${min}`) {
  return z
    .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be an integer') })
    .int('must be an integer')
    .min(min, minMessage)
    .max(max, `must be at most ${max}`);
}

/**
 * Error of a report object: unknown members are named (`$.assets[0]: unknown field "counts"`),
 * anything that is not an object gets `shape`.
 */
function objectError(shape: string) {
  return (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' && iss.keys
      ? `unknown field${iss.keys.length > 1 ? 's' : ''} ${iss.keys.map((k) => JSON.stringify(k)).join(', ')}`
      : shape;
}

/**
 * POST /report/picture/usage body (`docs/picture-usage.md`). Every violation is reported with its JSON path
 * (422); unknown fields are refused so a misspelt `count` is never silently dropped.
 */
export const PictureUsageReport = z
  .strictObject(
    {
      id_transaction: bodyInt(1, S.MAX_ID, 'must be > 0').openapi({
        description:
          "Integer > 0, chosen by the sender; unique per account (the token's account). Re-sending the same report with the same id is accepted and counted once; the same id with another payload → 409",
      }),
      test: z
        .boolean({ error: 'must be a boolean' })
        .default(false)
        .openapi({ description: 'true marks the report as a test: counted apart, never billed' }),
      assets: z
        .array(
          z.strictObject(
            {
              id_picture: bodyInt(1, S.MAX_ID).openapi({ description: 'Picture id (`id_picture` of the `Picture` schema)' }),
              count: bodyInt(0, MAX_USAGE_COUNT).openapi({ description: 'Times the picture was displayed (>= 0)' }),
            },
            { error: objectError('must be an object {id_picture, count}') },
          ),
          { error: (iss) => (iss.input === undefined ? 'is required' : 'must be an array') },
        )
        .min(1, 'must hold at least 1 asset')
        .max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} assets`)
        .openapi({ description: `1..${MAX_BATCH_ITEMS} lines; a picture may appear on several lines (their counts add up)` }),
    },
    { error: objectError('must be a JSON object') },
  )
  .openapi('PictureUsageReport');

/** One required text member of a match item: 1..{@link MAX_MATCH_FIELD_LENGTH} characters, trimmed. */
export const matchField = (description: string) =>
  boundedText(
    z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') }).min(1, 'must not be empty'),
    MAX_MATCH_FIELD_LENGTH,
  ).openapi({ minLength: 1, maxLength: MAX_MATCH_FIELD_LENGTH, description });

/** POST /api/artist-title/batch body (an extension of this service). */
export const ArtistTitleBatchRequest = z
  .object({
    items: z
      .array(
        z.object({
          name: matchField(`Artist name, at most ${MAX_MATCH_FIELD_LENGTH} characters`),
          title: matchField(`Song title, at most ${MAX_MATCH_FIELD_LENGTH} characters`),
          duration: durationBodyField(),
        }),
      )
      .min(1, 'must hold at least 1 item')
      .max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`),
    candidates: z.boolean({ error: 'must be true or false' }).default(false).openapi({
      description: 'Add `candidates` to each result whose answer is unsure (`low`, `medium`) or none (default false)',
    }),
  })
  .openapi('ArtistTitleBatchRequest');
