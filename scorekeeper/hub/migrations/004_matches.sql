-- Each finished table of each revision, as the hub replayed it from the bundle's archive, with
-- its players as the register knows them: the ratings are rated from these, match by match in
-- the order played, as a club's own ratings are.
CREATE TABLE event_matches (
    club_id     text NOT NULL,
    event       text NOT NULL,
    revision    integer NOT NULL,
    played_at   text NOT NULL,            -- the tournament's start (the archive's): evenings in this order
    round       integer NOT NULL,
    table_no    integer NOT NULL,
    side_a      bigint[] NOT NULL,        -- federation_players ids, as filed (merges resolved when read)
    side_b      bigint[] NOT NULL,
    winner      smallint,                 -- 0 side a, 1 side b, NULL level at the table
    PRIMARY KEY (club_id, event, revision, round, table_no),
    FOREIGN KEY (club_id, event, revision) REFERENCES bundles (club_id, event, revision)
);
