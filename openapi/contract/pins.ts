/**
 * Schemas of curated matches (an extension of this service, `docs/curation.md` "Pinned lines"): a
 * logged line pinned to a recording or to "no match", the pin resource and its list.
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { MAX_MATCH_FIELD_LENGTH } from './limits';
import { matchField } from './bodies';

/** Body of `POST /api/artist-title/pins`. */
export const MatchPinRequest = z
  .strictObject({
    name: matchField(`The logged artist, at most ${MAX_MATCH_FIELD_LENGTH} characters (folded as the matcher folds it)`),
    title: matchField(`The logged title, at most ${MAX_MATCH_FIELD_LENGTH} characters (folded as the matcher folds it)`),
    recording_id: z
      .union([
        z
          .number({ error: 'must be a recording id or null' })
          .int('must be an integer')
          .min(1, 'must be at least 1')
          .max(S.MAX_ID),
        z.null(),
      ])
      .openapi({ description: 'The recording the line is, or null: the line is never a song ("no match")' }),
    scope: z.enum(['own', 'global'], { error: 'must be "own" or "global"' }).default('own').openapi({
      description: "`own` (default): for the token's account only; `global`: for every caller (needs scope `admin`)",
    }),
    reason: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must say why')
      .max(2000, 'must be at most 2000 characters')
      .openapi({ description: 'Why, for whoever reads the pin later' }),
  })
  .openapi('MatchPinRequest', {
    example: {
      name: 'DJ SHADOW',
      title: 'MIDNIGHT IN A PERFECT WORLD (EDIT)',
      recording_id: 123,
      scope: 'own',
      reason: 'our log names the single edit',
    },
  });

/** A recorded pin. */
export const MatchPin = z
  .looseObject({
    id: z.number().int(),
    name: z.string().openapi({ description: 'The line as pinned' }),
    title: z.string(),
    scope: z.enum(['own', 'global']),
    recording_id: z.union([z.number().int(), z.null()]).openapi({ description: 'The recording as pinned; null: "no match"' }),
    served_recording_id: z.union([z.number().int(), z.null()]).openapi({
      description:
        'The recording answered for the line now (a merged recording answers with its survivor); null for "no match" or a missing recording',
    }),
    target: z.enum(['recording', 'no_match', 'merged', 'missing']).openapi({
      description:
        '`recording`; `no_match`; `merged`: the pinned recording was merged, its survivor answers; `missing`: the recording is no longer in the catalog, the pin does not apply until it is removed or the recording returns',
    }),
    reason: z.string(),
    by: z.union([z.string(), z.null()]).openapi({ description: 'Account name of the token that pinned it (null once removed)' }),
    created_at: z.string().openapi({ description: 'When (ISO 8601, UTC)' }),
  })
  .openapi('MatchPin');

/** Answer of `GET /api/artist-title/pins`. */
export const MatchPinList = z
  .looseObject({ pins: z.array(MatchPin), offset: z.number().int(), limit: z.number().int() })
  .openapi('MatchPinList');
