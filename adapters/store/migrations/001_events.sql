-- The append-only event log, the current version of each stream, and server secrets.

CREATE TABLE events (
  -- Global position: assigned under the append lock, so it increases in commit order.
  position    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id   text        NOT NULL,
  version     int         NOT NULL CHECK (version > 0),
  type        text        NOT NULL,
  data        jsonb       NOT NULL,
  metadata    jsonb       NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, version)
);

-- One row per stream, so the expected-version check reads one row instead of max(version).
CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version   int  NOT NULL CHECK (version >= 0)
);

CREATE TABLE bank_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- History is never rewritten: refuse UPDATE, DELETE and TRUNCATE on events at the database.
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP;
END
$$;

CREATE TRIGGER events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_append_only();

CREATE TRIGGER events_no_truncate
  BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
