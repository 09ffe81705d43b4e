-- Spill tables of the Discogs importer (indexer/src/importers/discogs, `@mc/store` discogs-spill.ts):
-- what one import run gathers across a whole dump before it can write (artist names for linking,
-- the titles and names releases credit to each artist, the album of every master and the fold of
-- its releases, the album credits) lives here instead of in the importer's memory, and is read
-- back in pages. Rows are keyed by `scope` (the importer's source: `discogs` for the sample,
-- `discogs_dump` for an operator's dump); a run deletes its scope's rows when it starts (a killed
-- run's leftovers) and when it ends. UNLOGGED: nothing here outlives a run, so a server crash that
-- empties them loses nothing a re-run does not rebuild.

-- One row per Discogs artist the run met: in artists.xml (record_*) or credited on a release (credited_*).
CREATE UNLOGGED TABLE discogs_spill_artist (
  scope text NOT NULL,
  artist_id bigint NOT NULL,
  record_name text,
  credited_name text,
  credited_seq bigint,
  PRIMARY KEY (scope, artist_id)
);
CREATE INDEX discogs_spill_artist_credited ON discogs_spill_artist (scope, credited_seq);

-- Name variations (ANVs) releases print for an artist, first appearance first.
CREATE UNLOGGED TABLE discogs_spill_anv (
  scope text NOT NULL,
  artist_id bigint NOT NULL,
  anv text NOT NULL,
  anv_hash text GENERATED ALWAYS AS (md5(anv)) STORED,
  seq bigint NOT NULL,
  PRIMARY KEY (scope, artist_id, anv_hash)
);

-- Folded track titles credited to an artist (linking evidence), first appearance first.
CREATE UNLOGGED TABLE discogs_spill_title (
  scope text NOT NULL,
  artist_id bigint NOT NULL,
  title text NOT NULL,
  title_hash text GENERATED ALWAYS AS (md5(title)) STORED,
  seq bigint NOT NULL,
  PRIMARY KEY (scope, artist_id, title_hash)
);

-- One row per album (master, or release without master): the document folded so far.
CREATE UNLOGGED TABLE discogs_spill_album (
  scope text NOT NULL,
  album_key text NOT NULL,
  ord bigint NOT NULL,
  master_title text,
  doc json NOT NULL,
  from_master boolean NOT NULL,
  main_seen boolean NOT NULL,
  PRIMARY KEY (scope, album_key)
);
CREATE INDEX discogs_spill_album_ord ON discogs_spill_album (scope, ord);

-- Distinct release credit lines of an album (role, person), first appearance first.
CREATE UNLOGGED TABLE discogs_spill_album_credit (
  scope text NOT NULL,
  album_key text NOT NULL,
  role text NOT NULL,
  person_key text NOT NULL,
  line_hash text GENERATED ALWAYS AS (md5(role || chr(1) || person_key)) STORED,
  name text NOT NULL,
  artist_id bigint NOT NULL,
  seq bigint NOT NULL,
  PRIMARY KEY (scope, album_key, line_hash)
);
