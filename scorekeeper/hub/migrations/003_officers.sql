-- Named results officers, each with their own secret (scrypt at rest, never the secret itself),
-- made and revoked by the federation's administrator (``scorekeeper hub officer ...``).
CREATE TABLE hub_officers (
    name        text PRIMARY KEY,
    secret_hash text NOT NULL,            -- scrypt$n$r$p$salt$hash, base64
    created     timestamptz NOT NULL DEFAULT now(),
    revoked_at  timestamptz
);

-- Every officer's action, by name: approvals, merges and their undoing, clubs and keys.
CREATE TABLE officer_log (
    id          bigserial PRIMARY KEY,
    officer     text NOT NULL REFERENCES hub_officers (name),
    action      text NOT NULL,
    subject     text NOT NULL,
    at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX officer_log_officer ON officer_log (officer);

ALTER TABLE player_merges ADD COLUMN undone_by text;
