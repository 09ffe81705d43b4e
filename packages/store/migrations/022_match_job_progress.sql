-- Progress of a matching job within its chunks (packages/store src/match-job-chunks.ts,
-- docs/matching-jobs.md "Lifecycle"): distinct keys answered so far. A chunk's answers are saved as
-- each slice of them is matched (before the chunk commits its lines, counters and charge), and
-- this count moves with every key answered, exactly once per key.
ALTER TABLE match_job ADD COLUMN IF NOT EXISTS keys_done integer NOT NULL DEFAULT 0;
UPDATE match_job SET keys_done = distinct_keys WHERE state = 'completed' AND keys_done = 0;
