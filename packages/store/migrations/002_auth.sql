-- Accounts and personal access tokens (SPEC 5). Tokens are stored only as SHA-256 hashes.
CREATE TABLE IF NOT EXISTS account (
  id          bigserial   PRIMARY KEY,
  name        text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS api_token (
  id           bigserial   PRIMARY KEY,
  account_id   bigint      NOT NULL REFERENCES account(id),
  token_sha256 text        NOT NULL UNIQUE,
  plan         text        NOT NULL CHECK (plan IN ('trial', 'premium')),
  daily_limit  int         NOT NULL CHECK (daily_limit > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  revoked_at   timestamptz
);
