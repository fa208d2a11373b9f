-- A group commit that announces itself: append_batch, then NOTIFY on the given channel with the
-- highest position written, in the same transaction. Postgres delivers a NOTIFY only when its
-- transaction commits, so every committed append is announced to the other servers' LISTEN
-- connections, including one whose server dies right after the commit, and the commit costs one
-- round trip instead of a commit then a separate pg_notify (docs/event-store.md).
CREATE FUNCTION append_batch_and_notify(batch jsonb, channel text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  results jsonb;
  highest bigint;
BEGIN
  results := append_batch(batch);
  SELECT max((answer->>'last')::bigint) INTO highest
    FROM jsonb_array_elements(results) AS answer
   WHERE (answer->>'ok')::boolean;
  IF highest IS NOT NULL THEN
    PERFORM pg_notify(channel, highest::text);
  END IF;
  RETURN results;
END
$$;
