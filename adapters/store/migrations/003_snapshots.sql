-- A stored copy of a projection (the server's live view) as of a log position, so a start
-- reads the copy and only the events after it instead of the whole log. One row per
-- projection and code version: `code_hash` is a hash of the code that folded it, so a copy
-- made by other code is never read (the server folds from position zero and saves anew).
-- `checksum` is the SHA-256 of `data`, checked before the copy is used. Snapshots are derived
-- data: deleting this table's rows loses nothing but start time.
CREATE TABLE snapshots (
  name       text        NOT NULL,
  code_hash  text        NOT NULL,
  position   bigint      NOT NULL CHECK (position >= 0),
  checksum   text        NOT NULL,
  data       bytea       NOT NULL,
  taken_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, code_hash)
);
