-- Re-matching finished jobs as the catalog changes (packages/store src/match-job-rematch.ts,
-- `POST /api/artist-title/jobs/{id}/rematch`, docs/matching-jobs.md "Keeping results current").
-- A job's answers are current to a change-feed position; a round re-matches the keys a change
-- after it can touch (marked `rematch`), each in a transaction with its charge, and an answer that
-- changes takes the round's result version.
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS keep_current boolean NOT NULL DEFAULT false;
-- the result version: 1 after the first run, one more for each round that changed an answer
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
-- the change-feed position (the live indexer's) the answers are current to, and when it was taken
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS current_through bigint;
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS current_at timestamptz;
-- a round asked for (POST …/rematch) and not planned yet
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_requested boolean NOT NULL DEFAULT false;
-- the round in progress: the position it makes the answers current to (NULL: no round)
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_through bigint;
-- when the round in progress was planned (pins made after it are looked at by the next round)
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_at timestamptz;
-- the last round's counts: keys marked, keys re-matched, lines whose answer changed (charged)
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_keys integer NOT NULL DEFAULT 0;
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_done integer NOT NULL DEFAULT 0;
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS rematch_changed integer NOT NULL DEFAULT 0;

ALTER TABLE match_job_key ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE match_job_key ADD COLUMN IF NOT EXISTS rematch boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS match_job_key_rematch ON match_job_key (job_id, key) WHERE rematch;
