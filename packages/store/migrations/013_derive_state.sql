-- Where the derived layer stands against the change feed (packages/store derive-state.ts):
-- `derived_through` is the feed head read at the start of the last complete derive, so every change
-- at or below it was read by that derive. The worker's derive follower re-derives whenever the
-- feed's head is past it (a change set pushed over HTTP, a retraction, the derive's own writes once).
CREATE TABLE IF NOT EXISTS derive_state (
  singleton        boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  derived_through  bigint      NOT NULL DEFAULT 0,
  derived_at       timestamptz
);
INSERT INTO derive_state (singleton) VALUES (true) ON CONFLICT DO NOTHING;
