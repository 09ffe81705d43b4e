-- One name per concept (docs/write-side.md "The change feed"): the table of committed changes is
-- the change feed, and each named position in it a feed reader. Renamed from the tables of
-- migrations 007 and 014 (`change_outbox`, `change_consumer`) with their sequence, indexes and
-- constraints; rows, positions and seqs are unchanged.
ALTER TABLE change_outbox RENAME TO change_feed;
ALTER SEQUENCE change_outbox_seq_seq RENAME TO change_feed_seq_seq;
ALTER INDEX change_outbox_pkey RENAME TO change_feed_pkey;
ALTER INDEX change_outbox_at RENAME TO change_feed_at;
ALTER TABLE change_feed RENAME CONSTRAINT change_outbox_op_check TO change_feed_op_check;
ALTER TABLE change_feed RENAME CONSTRAINT change_outbox_check TO change_feed_check;
ALTER TABLE change_consumer RENAME TO feed_reader;
ALTER INDEX change_consumer_pkey RENAME TO feed_reader_pkey;
