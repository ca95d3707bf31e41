-- Which numbered migrations this database has had (run before them, every time).
CREATE TABLE IF NOT EXISTS hub_migrations (name text PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now());
