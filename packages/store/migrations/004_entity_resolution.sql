-- Cross-source entity resolution (indexer/src/resolution): which entities were merged into which,
-- why, and how to undo it.
--
-- A merge moves every id_map row of `merged_id` to `surviving_id` (the lowest id of the cluster, so
-- ids never move on a re-import) and records the moved (source, source_key) pairs, so the merge can
-- be undone exactly (`catalog resolve --undo KIND:ID`). Lookups of a merged id answer with the
-- surviving entity (packages/store CatalogReader.get).

CREATE TABLE IF NOT EXISTS entity_merge (
  kind          text        NOT NULL,
  merged_id     bigint      NOT NULL,
  surviving_id  bigint      NOT NULL,
  -- the rule that decided (e.g. `artist:shared-external-id`) and its evidence (JSON, human-readable)
  rule          text        NOT NULL,
  evidence      jsonb       NOT NULL,
  -- [[source, source_key], ...]: the id_map rows this merge re-pointed
  moved_keys    jsonb       NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, merged_id)
);
CREATE INDEX IF NOT EXISTS entity_merge_surviving ON entity_merge (kind, surviving_id);

-- Pairs an operator undid: resolution never merges them again (a recorded rule, not a code list).
CREATE TABLE IF NOT EXISTS entity_merge_veto (
  kind        text        NOT NULL,
  id_a        bigint      NOT NULL,
  id_b        bigint      NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id_a, id_b)
);
