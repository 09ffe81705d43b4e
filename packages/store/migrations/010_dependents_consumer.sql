-- The live search indexer applies an artist's dependents (the recordings, albums, releases and
-- shows carrying its name, re-indexed after a rename, delete or merge) as a second consumer of the
-- change feed, `search-dependents`, behind `search` in the same drain turn (`@mc/store`
-- consumeChanges): a rename of a much-credited artist never holds back the changes behind it.
-- It starts where `search` stands: dependents of changes already applied were applied with them.
INSERT INTO change_consumer (name, position)
SELECT 'search-dependents', position FROM change_consumer WHERE name = 'search'
ON CONFLICT DO NOTHING;
