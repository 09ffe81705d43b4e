-- Curated matches (packages/store src/match-pins.ts, the routes `/api/artist-title/pins`,
-- docs/curation.md "Pinned lines"): a logged line, by its folded artist and title key, pinned to a
-- recording or to "no match". A pin belongs to one account (its stations' tokens) or is global
-- (account_id NULL, written with scope `admin`); the account's own pin outranks a global one.
CREATE TABLE IF NOT EXISTS match_pin (
  id            bigserial   PRIMARY KEY,
  -- `matchPinKey` of @mc/matcher: folded artist TAB folded title (the matcher's own folding)
  line_key      text        NOT NULL,
  -- the line as it was sent when pinned
  name          text        NOT NULL,
  title         text        NOT NULL,
  -- NULL = global
  account_id    bigint,
  -- NULL = the line is never a song ("no match")
  recording_id  bigint,
  reason        text        NOT NULL,
  token_id      bigint,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- One pin per line and owner (0 stands for global).
CREATE UNIQUE INDEX IF NOT EXISTS match_pin_line ON match_pin (line_key, COALESCE(account_id, 0));
