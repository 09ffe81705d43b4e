-- What the derived layer was last derived from, where a changed document no longer says it
-- (packages/derive incremental turns, packages/store derive-inputs.ts): the derive follower
-- re-derives only what the changes after its position touch, and a change only shows the new
-- state of a document. Both tables are written in the transaction that writes the derived values
-- they explain: replaced whole by a whole derive, per entity by an incremental turn.

-- (artist, recording): the recording's genre was counted in the artist's derived genres (an artist
-- no source gives genres, a recording with a genre that exists). A recording whose credits or
-- genre change re-derives the artists it was counted for.
CREATE TABLE IF NOT EXISTS derive_genre_count (
  artist_id    bigint NOT NULL,
  recording_id bigint NOT NULL,
  PRIMARY KEY (artist_id, recording_id)
);
CREATE INDEX IF NOT EXISTS derive_genre_count_recording ON derive_genre_count (recording_id);

-- The name keys the derivations matched on: kind `artist` (its name key, `artistNameKey`), `show`
-- (the performer key its name states), `genre` (its name, as the genre counts read it). An
-- artist renamed re-derives the shows of its old key and of its new one.
CREATE TABLE IF NOT EXISTS derive_name_key (
  kind     text   NOT NULL,
  id       bigint NOT NULL,
  name_key text   NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS derive_name_key_by_key ON derive_name_key (kind, name_key);
