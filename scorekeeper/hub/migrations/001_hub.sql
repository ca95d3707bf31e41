-- The federation hub's tables. Every revision of every bundle is kept as it was signed.
CREATE TABLE member_clubs (
    id          text PRIMARY KEY,
    name        text NOT NULL,
    created     timestamptz NOT NULL DEFAULT now()
);

-- A club may hold several keys (rotation); a revoked key signs nothing from then on.
CREATE TABLE club_keys (
    fingerprint text PRIMARY KEY,
    club_id     text NOT NULL REFERENCES member_clubs (id),
    public_key  text NOT NULL UNIQUE,
    valid_from  timestamptz NOT NULL DEFAULT now(),
    revoked_at  timestamptz
);
CREATE INDEX club_keys_club ON club_keys (club_id);

CREATE TABLE bundles (
    club_id     text NOT NULL REFERENCES member_clubs (id),
    event       text NOT NULL,
    revision    integer NOT NULL,
    digest      text NOT NULL,            -- sha256 of the canonical bundle: the same bundle twice is one
    key         text NOT NULL REFERENCES club_keys (fingerprint),
    signature   text NOT NULL,
    body        jsonb NOT NULL,           -- the bundle as signed (its archive included)
    title       text NOT NULL,
    season      text NOT NULL,
    event_day   text NOT NULL,
    received    timestamptz NOT NULL DEFAULT now(),
    approved_at timestamptz,
    approved_by text,
    PRIMARY KEY (club_id, event, revision)
);
CREATE INDEX bundles_season ON bundles (season);

-- The federation register: one row a person.
CREATE TABLE federation_players (
    id          bigserial PRIMARY KEY,
    name        text NOT NULL,
    folded      text NOT NULL,            -- the name without case or diacritics
    federation_id text UNIQUE,
    merged_into bigint REFERENCES federation_players (id),
    created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX federation_players_folded ON federation_players (folded);

-- A name as a club writes it, and who it is in the register.
CREATE TABLE player_links (
    club_id     text NOT NULL REFERENCES member_clubs (id),
    folded      text NOT NULL,
    register_id text NOT NULL DEFAULT '',
    player_id   bigint NOT NULL REFERENCES federation_players (id),
    PRIMARY KEY (club_id, folded, register_id)
);

-- Each result of each revision, by person: a player's history and the league read these.
CREATE TABLE event_results (
    club_id     text NOT NULL,
    event       text NOT NULL,
    revision    integer NOT NULL,
    player_id   bigint NOT NULL REFERENCES federation_players (id),
    name        text NOT NULL,
    rank        integer NOT NULL,
    match_points integer NOT NULL,
    points_for  integer NOT NULL,
    points_against integer NOT NULL,
    FOREIGN KEY (club_id, event, revision) REFERENCES bundles (club_id, event, revision)
);
CREATE INDEX event_results_event ON event_results (club_id, event, revision);
CREATE INDEX event_results_player ON event_results (player_id);

-- A close match waits for a results officer: the hub never decides two people are one.
CREATE TABLE player_candidates (
    id          bigserial PRIMARY KEY,
    player_id   bigint NOT NULL REFERENCES federation_players (id),
    other_id    bigint NOT NULL REFERENCES federation_players (id),
    reason      text NOT NULL,
    decided     text,                      -- 'merged' or 'kept apart'
    UNIQUE (player_id, other_id)
);

CREATE TABLE player_merges (
    id          bigserial PRIMARY KEY,
    kept_id     bigint NOT NULL REFERENCES federation_players (id),
    merged_id   bigint NOT NULL REFERENCES federation_players (id),
    officer     text NOT NULL,
    at          timestamptz NOT NULL DEFAULT now(),
    undone_at   timestamptz
);

-- Recomputations, taken with SELECT ... FOR UPDATE SKIP LOCKED by any hub process.
CREATE TABLE hub_jobs (
    id          bigserial PRIMARY KEY,
    kind        text NOT NULL,
    subject     text NOT NULL,
    queued      timestamptz NOT NULL DEFAULT now(),
    done_at     timestamptz,
    error       text
);
CREATE UNIQUE INDEX hub_jobs_waiting ON hub_jobs (kind, subject) WHERE done_at IS NULL;

CREATE TABLE league_tables (
    season      text PRIMARY KEY,
    standings   jsonb NOT NULL,
    ratings     jsonb NOT NULL,
    computed    timestamptz NOT NULL DEFAULT now()
);
