/**
 * Schemas of curated identity decisions (an extension of this service, `docs/curation.md`): the
 * request body of a decision, its path, and the decision resource `GET` lists.
 */
import { z } from 'zod';
import * as S from '@mc/catalog';

/** Shape of a client-supplied decision id. */
export const DECISION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/** Artists one curated merge names at most. */
export const MAX_MERGED_IDS = 10;

const decisionId = () =>
  z
    .string({ error: 'must be text' })
    .regex(DECISION_ID_PATTERN, 'must be 1 to 128 letters, digits, ".", "_", ":" or "-", starting with a letter or digit');

const artistId = z.number({ error: 'must be an integer' }).int('must be an integer').min(1, 'must be at least 1').max(S.MAX_ID);

/** Body of `POST /api/curation/decisions`. */
export const CuratedDecisionRequest = z
  .strictObject({
    id: decisionId().openapi({
      description: 'Your id of the decision: a replay with the same id and content answers the recorded decision',
    }),
    kind: z.literal('artist', { error: 'must be "artist"' }).openapi({ description: 'What the decision is about (artists)' }),
    op: z.enum(['merge', 'keep_apart'], { error: 'must be "merge" or "keep_apart"' }).openapi({
      description: '`merge`: these artists are one (the lowest id survives); `keep_apart`: no two of them are the same',
    }),
    ids: z
      .array(artistId, { error: 'must be an array of artist ids' })
      .min(2, 'must hold at least 2 ids')
      .max(MAX_MERGED_IDS, `must hold at most ${MAX_MERGED_IDS} ids`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name an artist twice (a merge of an id into itself)')
      .openapi({
        description: `The artists (2..${MAX_MERGED_IDS}): to merge into one, or to keep apart from each other`,
        uniqueItems: true,
      }),
    reason: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must say why')
      .max(2000, 'must be at most 2000 characters')
      .openapi({ description: 'Why, for whoever reads the decision later' }),
  })
  .openapi('CuratedDecisionRequest', {
    example: { id: 'merge-tony-bennett', kind: 'artist', op: 'merge', ids: [56, 57], reason: 'one singer, two entries' },
  });

/** Path `{id}` of one decision. */
export const DecisionIdPath = z.object({
  id: decisionId().openapi({ description: 'The decision id given when it was recorded' }),
});

/** A recorded curated decision. */
export const CuratedDecision = z
  .looseObject({
    id: z.string(),
    kind: z.literal('artist'),
    op: z.enum(['merge', 'keep_apart']),
    ids: z.array(z.number().int()).openapi({ description: 'The artists it names, as sent' }),
    reason: z.string(),
    by: z.string().nullable().openapi({ description: 'Account name of the token that recorded it (null once removed)' }),
    created_at: z.string().openapi({ description: 'When (ISO 8601, UTC)' }),
    changed: z
      .looseObject({
        merged: z
          .array(
            z.looseObject({ merged_id: z.number().int(), surviving_id: z.number().int(), credits_repointed: z.number().int() }),
          )
          .optional()
          .openapi({ description: 'A merge: each merged id, its survivor, and how many credits now name the survivor' }),
        kept_apart: z
          .array(z.number().int())
          .optional()
          .openapi({ description: 'A keep-apart: the artists no two of which resolution merges' }),
      })
      .openapi({ description: 'What the decision changed (undone by DELETE)' }),
  })
  .openapi('CuratedDecision');

/** Answer of `GET /api/curation/decisions`. */
export const CuratedDecisionList = z
  .looseObject({ decisions: z.array(CuratedDecision), offset: z.number().int(), limit: z.number().int() })
  .openapi('CuratedDecisionList');
