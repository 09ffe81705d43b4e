-- Token scopes: what a token may do besides reading the catalog. Stored expanded (a scope implies
-- the ones below it: admin ⊃ catalog:write ⊃ read), so a check is one membership test
-- (packages/auth tokens.ts). Existing tokens keep `read`, what they could do before.
ALTER TABLE api_token ADD COLUMN IF NOT EXISTS scopes text[] NOT NULL DEFAULT ARRAY['read']
  CHECK (scopes <@ ARRAY['read', 'catalog:write', 'admin'] AND 'read' = ANY (scopes));
