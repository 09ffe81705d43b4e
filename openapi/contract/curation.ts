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

const entityId = z.number({ error: 'must be an integer' }).int('must be an integer').min(1, 'must be at least 1').max(S.MAX_ID);

/** The operations of a curated decision. */
export const CURATED_OPS = ['merge', 'keep_apart', 'split', 'whole', 'set_type'] as const;
/** What a decision is about: artists take every op, the other kinds `merge` and `keep_apart`. */
export const CURATED_KINDS = ['artist', 'recording', 'album', 'release'] as const;

const partName = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(500, 'must be at most 500 characters');

/** The fields each op needs and refuses: ids counted, `parts` / `name` / `type` where they belong. */
const OP_FIELDS: Record<(typeof CURATED_OPS)[number], { ids: [number, number]; field?: 'parts' | 'name' | 'type' }> = {
  merge: { ids: [2, MAX_MERGED_IDS] },
  keep_apart: { ids: [2, MAX_MERGED_IDS] },
  split: { ids: [1, 1], field: 'parts' },
  whole: { ids: [2, MAX_MERGED_IDS], field: 'name' },
  set_type: { ids: [1, 1], field: 'type' },
};

/** What a decision's op says of its other fields (each issue naming its path). Pure. */
export function opIssues(d: {
  kind: (typeof CURATED_KINDS)[number];
  op: (typeof CURATED_OPS)[number];
  ids: number[];
  parts?: unknown;
  name?: unknown;
  type?: unknown;
}): { path: string[]; message: string }[] {
  const want = OP_FIELDS[d.op];
  const issues: { path: string[]; message: string }[] = [];
  if (d.kind !== 'artist' && d.op !== 'merge' && d.op !== 'keep_apart')
    issues.push({
      path: ['op'],
      message: `must be merge or keep_apart for ${d.kind === 'album' ? 'an' : 'a'} ${d.kind} (${d.op} is a decision about artists)`,
    });
  const [lo, hi] = want.ids;
  if (d.ids.length < lo || d.ids.length > hi)
    issues.push({
      path: ['ids'],
      message: lo === hi ? `must hold exactly ${lo} id for ${d.op}` : `must hold at least ${lo} ids for ${d.op}`,
    });
  for (const f of ['parts', 'name', 'type'] as const) {
    if (f === want.field && d[f] === undefined) issues.push({ path: [f], message: `is required for ${d.op}` });
    if (f !== want.field && d[f] !== undefined) issues.push({ path: [f], message: `is not a field of ${d.op}` });
  }
  return issues;
}

/** Body of `POST /api/curation/decisions`. */
export const CuratedDecisionRequest = z
  .strictObject({
    id: decisionId().openapi({
      description: 'Your id of the decision: a replay with the same id and content answers the recorded decision',
    }),
    kind: z.enum(CURATED_KINDS, { error: `must be one of ${CURATED_KINDS.join(', ')}` }).openapi({
      description:
        'What the decision is about: artists (every op), or recordings, albums (release groups) and releases (`merge` and `keep_apart`)',
    }),
    op: z.enum(CURATED_OPS, { error: `must be one of ${CURATED_OPS.join(', ')}` }).openapi({
      description:
        '`merge`: these are one (the lowest id survives); `keep_apart`: no two of them are the same; ' +
        "`split`: the one artist's name is a credit of `parts`; `whole`: these artists (the parts a name was split into) " +
        'are the one act `name`; `set_type`: the one artist is a `type`',
    }),
    ids: z
      .array(entityId, { error: 'must be an array of ids' })
      .min(1, 'must hold at least 1 id')
      .max(MAX_MERGED_IDS, `must hold at most ${MAX_MERGED_IDS} ids`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name an id twice (a merge of an id into itself)')
      .openapi({
        description: `The ids (of \`kind\`): 2..${MAX_MERGED_IDS} to merge into one, to keep apart from each other, or that a whole joins (in printed order); exactly 1 to split or to type`,
        uniqueItems: true,
      }),
    parts: z
      .array(partName, { error: 'must be an array of names' })
      .min(2, 'must hold at least 2 parts')
      .max(MAX_MERGED_IDS, `must hold at most ${MAX_MERGED_IDS} parts`)
      .optional()
      .openapi({ description: `split only: the parts (2..${MAX_MERGED_IDS}) as printed in the artist's name, in printed order` }),
    name: partName.optional().openapi({ description: "whole only: the act's name, printing every artist of `ids`" }),
    type: z
      .enum(['Person', 'Band'], { error: 'must be "Person" or "Band"' })
      .optional()
      .openapi({ description: "set_type only: the artist's type" }),
    reason: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must say why')
      .max(2000, 'must be at most 2000 characters')
      .openapi({ description: 'Why, for whoever reads the decision later' }),
  })
  .superRefine((d, ctx) => {
    for (const issue of opIssues(d)) ctx.addIssue({ code: 'custom', ...issue });
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
    kind: z.enum(CURATED_KINDS),
    op: z.enum(CURATED_OPS),
    ids: z.array(z.number().int()).openapi({ description: 'The ids it names, as sent' }),
    parts: z.array(z.string()).optional().openapi({ description: 'split: the parts, as sent' }),
    name: z.string().optional().openapi({ description: "whole: the act's name, as sent" }),
    type: z.enum(['Person', 'Band']).optional().openapi({ description: 'set_type: the type, as sent' }),
    reason: z.string(),
    by: z.string().nullable().openapi({ description: 'Account name of the token that recorded it (null once removed)' }),
    created_at: z.string().openapi({ description: 'When (ISO 8601, UTC)' }),
    changed: z
      .looseObject({
        merged: z
          .array(
            z.looseObject({
              merged_id: z.number().int(),
              surviving_id: z.number().int(),
              credits_repointed: z.number().int().optional().openapi({
                description: 'Artists: how many credits (of recordings, releases, shows, albums) now name the survivor',
              }),
              references_repointed: z.number().int().optional().openapi({
                description:
                  "Recordings, albums, releases: how many references now name the survivor (a release's tracks, a chart row, a cluster; a release's album, an artist's albums; an album's releases)",
              }),
            }),
          )
          .optional()
          .openapi({ description: 'A merge: each merged id, its survivor, and what now names the survivor' }),
        kept_apart: z
          .array(z.number().int())
          .optional()
          .openapi({ description: 'A keep-apart: the ids no two of which resolution merges' }),
        unmerged: z
          .array(
            z.looseObject({
              merged_id: z.number().int(),
              surviving_id: z.number().int(),
              rule: z.string().openapi({ description: "The rule of resolution's merge, e.g. `artist:scored-linkage`" }),
              sources: z.array(z.string()).openapi({ description: 'The sources whose records are the merged artist again' }),
              credits_repointed: z.number().int(),
            }),
          )
          .optional()
          .openapi({
            description:
              'A keep-apart of artists resolution had merged: each merge it undid (the merged id is served again, its credits name it); undoing the keep-apart lifts the veto, and resolution decides the pair again at its next pass',
          }),
        reading: z
          .looseObject({
            joined_id: z.number().int().openapi({
              description: "split: the artist read as a credit (served no more until undone); whole: the act's artist",
            }),
            part_ids: z.array(z.number().int()).openapi({ description: 'The artists of the parts, in printed order' }),
            created_ids: z.array(z.number().int()).openapi({ description: 'Artists the decision created (names no artist had)' }),
            credits_rewritten: z.number().int().openapi({ description: 'Contributions whose credits the decision rewrote' }),
          })
          .optional()
          .openapi({ description: 'A split or a whole: how the name is read now' }),
      })
      .openapi({ description: 'What the decision changed (undone by DELETE)' }),
  })
  .openapi('CuratedDecision');

/** Answer of `GET /api/curation/decisions`. */
export const CuratedDecisionList = z
  .looseObject({ decisions: z.array(CuratedDecision), offset: z.number().int(), limit: z.number().int() })
  .openapi('CuratedDecisionList');
