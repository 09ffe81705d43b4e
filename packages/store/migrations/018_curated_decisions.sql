-- Curated identity decisions (packages/store src/resolution/curated-decisions.ts, the routes
-- `/api/curation/decisions`, docs/curation.md): an operator's word on "same artist?", which
-- outranks the model's. A `merge` is recorded as `entity_merge` rows of rule `curated:merge` (so
-- imports write the merged records under the survivor, and resolution never re-decides them); a
-- `keep_apart` as an `entity_merge_veto` row naming the decision (resolution never merges the pair).
CREATE TABLE IF NOT EXISTS curated_decision (
  -- the client's own id (idempotency: a replay with the same body answers the decision recorded)
  id           text        PRIMARY KEY,
  kind         text        NOT NULL,
  op           text        NOT NULL CHECK (op IN ('merge', 'keep_apart')),
  -- the entities the decision names, as sent (for a merge, the survivor is the lowest id)
  ids          bigint[]    NOT NULL,
  reason       text        NOT NULL,
  -- who: the token and its account
  token_id     bigint,
  account_id   bigint,
  -- sha-1 of the decision's content (kind, op, ids, reason): a replay of the id with another body is a conflict
  content_hash text        NOT NULL,
  -- what the decision changed, as undone by DELETE (JSON, documented in curated-decisions.ts)
  changed      jsonb       NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A veto a curated `keep_apart` wrote (undoing the decision removes only its own veto).
ALTER TABLE entity_merge_veto ADD COLUMN IF NOT EXISTS decision_id text;
