-- The change feed (outbox) of the served catalog: one row per committed change of a served
-- document, written in the SAME transaction as the change (packages/store change-outbox.ts), and
-- read in commit order by the live indexer (apps/worker) and by clients (GET /api/catalog/changes).
--
-- `seq` is taken from the sequence under a transaction-scoped advisory lock held until COMMIT, as
-- the transaction's last statement: seqs are therefore assigned in commit order, and a reader that
-- sees seq N sees every committed seq below N (no later commit can appear behind a cursor).
CREATE TABLE IF NOT EXISTS change_outbox (
  seq          bigserial   PRIMARY KEY,
  kind         text        NOT NULL,
  id           bigint      NOT NULL,
  op           text        NOT NULL CHECK (op IN ('upsert', 'delete', 'merge')),
  -- the surviving id of a merge (op = 'merge'), else NULL
  merged_into  bigint      CHECK ((op = 'merge') = (merged_into IS NOT NULL)),
  -- true when documents that carry this entity's names (an artist's credits on recordings,
  -- albums, releases, shows) must be rebuilt too: a rename, a deletion or a merge of an artist
  dependents   boolean     NOT NULL DEFAULT false,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS change_outbox_at ON change_outbox (at);

-- Retention: rows with seq <= pruned_through were pruned (a cursor older than that is expired).
CREATE TABLE IF NOT EXISTS change_feed_state (
  singleton       boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  pruned_through  bigint  NOT NULL DEFAULT 0
);
INSERT INTO change_feed_state (singleton) VALUES (true) ON CONFLICT DO NOTHING;

-- Readers of the outbox that must see every change (the live search indexer): the seq up to
-- which each has applied the feed, advanced in the transaction that holds its row lock while it
-- applies a batch (one drainer at a time). Pruning never passes the slowest consumer.
CREATE TABLE IF NOT EXISTS change_consumer (
  name        text        PRIMARY KEY,
  position    bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO change_consumer (name, position) VALUES ('search', 0) ON CONFLICT DO NOTHING;

-- Per search entity: the feed position at the start of its last complete rebuild (indexer
-- rebuildIndex). Changes at or below it are in that index already; the live indexer skips them.
CREATE TABLE IF NOT EXISTS search_index_state (
  entity           text        PRIMARY KEY,
  rebuilt_through  bigint      NOT NULL,
  rebuilt_at       timestamptz NOT NULL DEFAULT now()
);

-- Documents crediting an artist (recording/release/show `artists[].id`, album `artists[].id_artist`),
-- found by containment: what an artist's rename re-indexes, and the chart statistics of given artists.
CREATE INDEX IF NOT EXISTS entity_credited_artists ON entity USING gin ((doc -> 'artists') jsonb_path_ops);
