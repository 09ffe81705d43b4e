-- Derived fields (indexer/src/derive): values the catalog computes from other documents' evidence
-- (artist genres from their recordings, show years named in the show name, ...), written as the
-- contribution of the pseudo-source `derived` (lowest merge priority: a value a real source states
-- always wins). Each derived value records where it came from here: the rule that derived it and
-- its evidence (JSON, human-readable). Rewritten as a whole by every derive run.

CREATE TABLE IF NOT EXISTS derived_field (
  kind      text   NOT NULL,
  id        bigint NOT NULL,
  field     text   NOT NULL,
  value     jsonb  NOT NULL,
  -- e.g. `artist-genres:recording-genres`
  rule      text   NOT NULL,
  evidence  jsonb  NOT NULL,
  PRIMARY KEY (kind, id, field)
);
