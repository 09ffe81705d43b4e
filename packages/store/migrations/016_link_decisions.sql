-- Import-time link decisions (packages/store link-decisions-store.ts): an importer that links an
-- entity of its source to an entity already in the catalog (a `sameAs` written in its run: Discogs,
-- kpopnet, jp_readings artists to catalog artists, Spotify and MusicBrainz to Billboard, ...)
-- records every decision of its last run here, accepted (`target_id` set) and refused (null), with
-- the rule that decided and its evidence. A run replaces its source's rows in one transaction.
-- Listed by `catalog resolve --list` next to the resolution merges of `entity_merge`.
CREATE TABLE IF NOT EXISTS link_decision (
  source      text        NOT NULL,
  kind        text        NOT NULL,
  source_key  text        NOT NULL,
  -- the source of the entity's ref (`id_map.source`): `source` except for an importer writing
  -- another source's refs (the Discogs dump importer writes `discogs` refs)
  ref_source  text        NOT NULL,
  -- the catalog id linked to; null when the link was refused
  target_id   bigint,
  -- the rule that decided (e.g. `discogs:external-id`) and its evidence (JSON: `reason`, ...)
  rule        text        NOT NULL,
  evidence    jsonb       NOT NULL,
  decided_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, kind, source_key)
);

-- Links an operator undid (`catalog resolve --undo-link SOURCE:KEY`): the source's importer refuses
-- to link that entity again ("vetoed by an operator"); rows persist across runs.
CREATE TABLE IF NOT EXISTS link_veto (
  source      text        NOT NULL,
  kind        text        NOT NULL,
  source_key  text        NOT NULL,
  -- the catalog id the undone link pointed at (for the record)
  target_id   bigint,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, kind, source_key)
);
