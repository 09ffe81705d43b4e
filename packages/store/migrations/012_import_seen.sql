-- The entities one import run of a snapshot source found in its input (the MusicBrainz dump
-- importer: a dump is the whole of MusicBrainz at its date). Once the run has read its whole input,
-- what the source contributed and the run did not find is retracted (packages/store
-- import-seen.ts). Kept in the database, not in the importer's memory, so that a dump of any size
-- is checked with bounded memory; the rows of a run are deleted when it ends, and those a killed
-- run left by the next run of the same source.

CREATE TABLE IF NOT EXISTS import_seen (
  run_id  bigint NOT NULL,
  kind    text   NOT NULL,
  id      bigint NOT NULL,
  PRIMARY KEY (run_id, kind, id)
);
