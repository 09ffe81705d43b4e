-- Curated readings of joined names (packages/store src/resolution/curated-readings.ts,
-- docs/curation.md): `split` reads one artist's name as a credit of named parts, `whole` reads
-- the parts a name was split into as the one act it names; `set_type` states an artist's type.
-- Their own fields (the parts with the artist each resolved to, the act's name, the type) are in
-- `detail`.
ALTER TABLE curated_decision DROP CONSTRAINT IF EXISTS curated_decision_op_check;
ALTER TABLE curated_decision ADD CONSTRAINT curated_decision_op_check
  CHECK (op IN ('merge', 'keep_apart', 'split', 'whole', 'set_type'));
ALTER TABLE curated_decision ADD COLUMN IF NOT EXISTS detail jsonb NOT NULL DEFAULT '{}';
