-- btree_gist lets an exclusion constraint combine equality on scalar columns with range overlap
-- (no two appointments of one practitioner overlapping in time).
CREATE EXTENSION IF NOT EXISTS btree_gist;
