-- Every reader of the change feed is one row of `change_consumer` (packages/store feed-readers.ts):
-- the live search indexer and its dependents lane, the derive stage, the resolution stage, and the
-- feed position each search index's last full rebuild read through. Before this migration the
-- stages' marks lived in `catalog_stage_state` (013) and the rebuilds' in `search_index_state` (007).
--
-- `rules_version`: the version of the rules a reader applied the feed with; a reader whose code has
-- other rules reads the feed again from the start (the stages' rule versions).
-- `holds_feed`: true for readers that apply each change themselves (the live indexer): retention
-- never prunes a change they have not applied. Readers that only need to know whether anything was
-- committed since their position (a stage, a rebuild) do not hold the feed.
ALTER TABLE change_consumer ADD COLUMN IF NOT EXISTS rules_version integer NOT NULL DEFAULT 0;
ALTER TABLE change_consumer ADD COLUMN IF NOT EXISTS holds_feed boolean NOT NULL DEFAULT true;

INSERT INTO change_consumer (name, position, rules_version, holds_feed, updated_at)
SELECT stage, read_through, rules_version, false, finished_at FROM catalog_stage_state
ON CONFLICT (name) DO NOTHING;

INSERT INTO change_consumer (name, position, holds_feed, updated_at)
SELECT 'rebuild:' || entity, rebuilt_through, false, rebuilt_at FROM search_index_state
ON CONFLICT (name) DO NOTHING;

DROP TABLE catalog_stage_state;
DROP TABLE search_index_state;
