-- Close names are looked for through trigrams (pg_trgm, shipped with PostgreSQL): a new person is
-- compared with the few whose names share enough of theirs, not with the whole register.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX federation_players_trigrams ON federation_players USING gin (folded gin_trgm_ops)
    WHERE merged_into IS NULL;
