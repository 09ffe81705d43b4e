-- Catalog system of record.
--
-- Every entity (artist, album, release, recording, genre, role, country, show_type, show, chart,
-- lyric, ...) has a stable numeric id per kind. Ids come from (kind, source, source key): a
-- re-import of the same source record always gets the same id, and two source records known to be
-- the same thing (a Spotify hit and its Billboard entry) share one id.

CREATE TABLE IF NOT EXISTS id_map (
  kind        text   NOT NULL,
  source      text   NOT NULL,
  source_key  text   NOT NULL,
  id          bigint NOT NULL,
  PRIMARY KEY (kind, source, source_key)
);
CREATE INDEX IF NOT EXISTS id_map_by_id ON id_map (kind, id);

CREATE TABLE IF NOT EXISTS id_counter (
  kind    text   PRIMARY KEY,
  last_id bigint NOT NULL
);

-- What one source says about one entity, in the spec shape (SPEC section 2). The served document
-- is the merge of all contributions (packages/catalog mergeContributions), kept in `entity`.
CREATE TABLE IF NOT EXISTS contribution (
  kind      text   NOT NULL,
  id        bigint NOT NULL,
  source    text   NOT NULL,
  doc       jsonb  NOT NULL,
  doc_hash  text   NOT NULL,
  PRIMARY KEY (kind, id, source)
);

CREATE TABLE IF NOT EXISTS entity (
  kind        text        NOT NULL,
  id          bigint      NOT NULL,
  doc         jsonb       NOT NULL,
  parent_id   bigint,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS entity_parent ON entity (kind, parent_id, id);
CREATE INDEX IF NOT EXISTS entity_updated ON entity (updated_at);

-- Every list endpoint (artist albums, album releases, release tracks, chart dates and rows,
-- recording charts and positions, clusters, genre top artists, ...) is one `list` name here.
-- Items either point at an entity (item_id, hydrated on read) or carry their own JSON (item).
CREATE TABLE IF NOT EXISTS list_item (
  list      text   NOT NULL,
  owner_id  bigint NOT NULL,
  item_key  text   NOT NULL,
  sort_key  text   NOT NULL,
  item_id   bigint,
  item      jsonb,
  source    text   NOT NULL,
  PRIMARY KEY (list, owner_id, item_key)
);
CREATE INDEX IF NOT EXISTS list_item_page ON list_item (list, owner_id, sort_key, item_key);

-- CD tables of contents of release media (SPEC 4.3 /api/release/toc).
CREATE TABLE IF NOT EXISTS disc_toc (
  disc_id        text    NOT NULL,
  release_id     bigint  NOT NULL,
  medium_position int    NOT NULL,
  first_track    int     NOT NULL,
  last_track     int     NOT NULL,
  leadout        int     NOT NULL,
  track_offsets  int[]   NOT NULL,
  source         text    NOT NULL,
  PRIMARY KEY (release_id, medium_position, disc_id)
);
CREATE INDEX IF NOT EXISTS disc_toc_by_id ON disc_toc (disc_id);
CREATE INDEX IF NOT EXISTS disc_toc_by_count ON disc_toc ((last_track - first_track + 1));

-- Import runs, for the CLI summary and audit.
CREATE TABLE IF NOT EXISTS import_run (
  id          bigserial PRIMARY KEY,
  source      text        NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  counts      jsonb,
  rejects     jsonb
);
