-- Picture usage reports (SPEC 4.10): the raw reports (audit trail and ingestion queue of record)
-- and the billable counters they are aggregated into.
--
-- A report is stored 'pending' by the API before it answers 202; the worker aggregates it into
-- picture_usage_daily and flips it to 'ingested' in one statement (see
-- packages/store/src/picture-usage-ledger.ts), so a crash leaves either nothing or everything and
-- a re-run finds nothing left to do.
CREATE TABLE IF NOT EXISTS picture_usage_report (
  account_id      bigint      NOT NULL REFERENCES account(id),
  id_transaction  bigint      NOT NULL CHECK (id_transaction > 0),
  -- Token that sent the report (audit; tokens of one account share its transaction ids).
  token_id        bigint      REFERENCES api_token(id),
  -- SHA-256 hex of the canonical payload (test flag + assets sorted): same id, other hash → 409.
  payload_sha256  text        NOT NULL,
  test            boolean     NOT NULL,
  -- The validated report as received: [{id_picture, count}, ...] in the sender's order.
  assets          jsonb       NOT NULL,
  asset_count     int         NOT NULL CHECK (asset_count BETWEEN 1 AND 1000),
  total_count     bigint      NOT NULL CHECK (total_count >= 0),
  -- UTC day the report was accepted: the day its counts are billed on.
  report_date     date        NOT NULL DEFAULT ((now() AT TIME ZONE 'UTC')::date),
  state           text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ingested')),
  received_at     timestamptz NOT NULL DEFAULT now(),
  ingested_at     timestamptz,
  PRIMARY KEY (account_id, id_transaction)
);

-- The re-enqueue sweep pages through pending reports in key order.
CREATE INDEX IF NOT EXISTS picture_usage_report_pending ON picture_usage_report (account_id, id_transaction) WHERE state = 'pending';

-- Counters per (account, day, test flag, picture). Test reports are counted apart (test = true) and
-- never billed.
CREATE TABLE IF NOT EXISTS picture_usage_daily (
  account_id  bigint  NOT NULL REFERENCES account(id),
  day         date    NOT NULL,
  test        boolean NOT NULL,
  id_picture  bigint  NOT NULL CHECK (id_picture > 0),
  count       bigint  NOT NULL CHECK (count >= 0),
  -- Reports that contributed to this counter.
  reports     int     NOT NULL CHECK (reports > 0),
  PRIMARY KEY (account_id, day, test, id_picture)
);
