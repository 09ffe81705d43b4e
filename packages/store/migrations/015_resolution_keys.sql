-- Blocking keys of entity resolution, kept in PostgreSQL (packages/store resolution-keys.ts): the
-- change sets of POST /api/catalog/{source}/changes find the candidates of the artists they changed
-- here (artists sharing a name key `n:…` or a first-word key `g:…`, as `nameBlockingKeys` computes
-- them) and the titles credited to many artists (recordings by their folded title, `t:…`), instead
-- of asking the search indices, which lag the store.
--
-- The table is a reader of the change feed (`resolution-keys` in change_consumer, not holding the
-- feed): before each lookup the change set brings it to the feed's head, recomputing the keys of
-- every artist and recording changed since (by any writer: imports, change sets, merges,
-- retractions). A position behind the feed's retention, or other key rules, rebuilds it whole.
CREATE TABLE IF NOT EXISTS resolution_key (
  kind  text   NOT NULL,
  key   text   NOT NULL,
  id    bigint NOT NULL,
  PRIMARY KEY (kind, key, id)
);
CREATE INDEX IF NOT EXISTS resolution_key_entity ON resolution_key (kind, id);
