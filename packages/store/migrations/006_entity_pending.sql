-- Entities whose served document (`entity.doc`) must be re-merged from their contributions.
--
-- Every write path that changes contributions (the catalog writer's batches and sweep, retraction,
-- source removal, the derived layer, the settling of merged contributions) inserts the touched
-- (kind, id) here in the SAME transaction, and `materializePending` (packages/store
-- entity-materializer.ts) deletes each row in the transaction that re-merges it. A process killed
-- between the two leaves the rows behind, and the next write path's drain re-merges them: no
-- document is left stale by a crash, whatever ran before.

CREATE TABLE IF NOT EXISTS entity_pending (
  kind  text   NOT NULL,
  id    bigint NOT NULL,
  PRIMARY KEY (kind, id)
);
