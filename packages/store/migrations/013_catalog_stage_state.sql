-- How far the catalog-wide stages have read the change feed (packages/store stage-state.ts): per
-- stage (entity resolution, derived fields), the version of its rules and the feed head read at the
-- start of its last complete run. A head still there, with the same rules, means nothing was
-- committed since: the stage would decide what it decided then, so `catalog import` skips it. The
-- worker's derive follower re-derives once the head has moved past the derive's mark.
CREATE TABLE IF NOT EXISTS catalog_stage_state (
  stage          text        PRIMARY KEY CHECK (stage IN ('resolution', 'derive')),
  rules_version  integer     NOT NULL,
  read_through   bigint      NOT NULL,
  finished_at    timestamptz NOT NULL DEFAULT now()
);
