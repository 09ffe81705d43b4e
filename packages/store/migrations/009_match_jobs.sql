-- Matching jobs (docs/matching-jobs.md): a file of logged lines streamed in, matched once per distinct
-- normalised key by workers in chunks, charged in each chunk's transaction, read back in input
-- order (packages/store match-jobs.ts, match-job-chunks.ts, match-job-results.ts).

CREATE TABLE IF NOT EXISTS match_job (
  id            text        PRIMARY KEY,
  token_id      bigint      NOT NULL,
  -- receiving: the body is being read (a file that cannot be read to its end drops the job);
  -- queued/running: chunks to match; then completed or cancelled.
  state         text        NOT NULL DEFAULT 'receiving'
                CHECK (state IN ('receiving', 'queued', 'running', 'completed', 'cancelled')),
  format        text        NOT NULL CHECK (format IN ('csv', 'tsv', 'jsonl')),
  -- Input columns in order (CSV/TSV header; JSON Lines: every key seen, first seen first).
  columns       text[]      NOT NULL DEFAULT '{}',
  lines         integer     NOT NULL DEFAULT 0,
  rejected      integer     NOT NULL DEFAULT 0,
  rejects       jsonb       NOT NULL DEFAULT '[]',
  chunk_lines   integer     NOT NULL DEFAULT 1000,
  distinct_keys integer     NOT NULL DEFAULT 0,
  done          integer     NOT NULL DEFAULT 0,
  matched       integer     NOT NULL DEFAULT 0,
  no_match      integer     NOT NULL DEFAULT 0,
  failed        integer     NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  started_at    timestamptz,
  finished_at   timestamptz
);
CREATE INDEX IF NOT EXISTS match_job_token ON match_job (token_id, state);

-- One row per distinct normalised key of a job: the line matched for it (the first line that
-- carries it) and, once matched, the answer every line with the key shares.
CREATE TABLE IF NOT EXISTS match_job_key (
  job_id   text    NOT NULL REFERENCES match_job (id) ON DELETE CASCADE,
  key      text    NOT NULL,
  artist   text    NOT NULL,
  title    text    NOT NULL,
  duration integer,
  answer   jsonb,
  PRIMARY KEY (job_id, key)
);

-- The accepted lines of a job, in input order (seq 0..lines-1); line_no is the file's line number.
CREATE TABLE IF NOT EXISTS match_job_line (
  job_id  text    NOT NULL REFERENCES match_job (id) ON DELETE CASCADE,
  seq     integer NOT NULL,
  line_no integer NOT NULL,
  key     text    NOT NULL,
  input   jsonb   NOT NULL,
  PRIMARY KEY (job_id, seq)
);

-- Chunks of chunk_lines consecutive lines: the unit a worker claims (FOR UPDATE SKIP LOCKED),
-- matches and commits with its charge.
CREATE TABLE IF NOT EXISTS match_job_chunk (
  job_id  text        NOT NULL REFERENCES match_job (id) ON DELETE CASCADE,
  chunk   integer     NOT NULL,
  done    boolean     NOT NULL DEFAULT false,
  done_at timestamptz,
  PRIMARY KEY (job_id, chunk)
);
CREATE INDEX IF NOT EXISTS match_job_chunk_pending ON match_job_chunk (job_id, chunk) WHERE NOT done;

-- Units charged per job and UTC day (day = epoch days), in the chunks' transactions: the source
-- of truth the Redis daily count is raised to (packages/auth job-charges.ts).
CREATE TABLE IF NOT EXISTS match_job_charge (
  job_id   text    NOT NULL REFERENCES match_job (id) ON DELETE CASCADE,
  day      integer NOT NULL,
  token_id bigint  NOT NULL,
  units    integer NOT NULL,
  PRIMARY KEY (job_id, day)
);

-- Answers across jobs, valid for one catalog version (the live indexer's position and the last
-- recording rebuild): rows of another version are never read and are pruned.
CREATE TABLE IF NOT EXISTS match_answer_cache (
  key      text        PRIMARY KEY,
  version  text        NOT NULL,
  answer   jsonb       NOT NULL,
  used_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS match_answer_cache_used ON match_answer_cache (used_at);
