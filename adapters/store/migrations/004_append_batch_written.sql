-- A group commit that tells its writer where the events landed and tells the other servers it
-- happened, in the same statement and transaction as append_batch (002), which it calls:
--   "answers": append_batch's answer, one per append, unchanged;
--   "head":    the highest position committed before the batch. It is read under the append
--              lock, so nothing can commit below it later, and every event above it at the end
--              is this batch's: the writer's live view takes them without reading them back;
--   "written": [[stream id, version, position], ...] for every event the batch wrote, in order;
--   "at":      the transaction's time in epoch milliseconds, as a read reports recorded_at.
-- With a channel (Postgres), NOTIFY it with the highest position written. Postgres delivers a
-- NOTIFY only when its transaction commits, so every committed batch is announced to the other
-- servers' LISTEN connections, even when its server dies right after the commit, and at no
-- extra round trip (docs/event-store.md).
CREATE FUNCTION append_batch_written(batch jsonb, channel text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
  answers jsonb;
  written jsonb;
  highest bigint;
BEGIN
  -- append_batch takes the same lock again; a transaction may hold it twice.
  PERFORM pg_advisory_xact_lock(7264031588);
  SELECT coalesce(max(position), 0) INTO head FROM events;
  answers := append_batch(batch);
  SELECT coalesce(jsonb_agg(jsonb_build_array(stream_id, version, position) ORDER BY position), '[]'::jsonb), max(position)
    INTO written, highest
    FROM events WHERE position > head;
  IF channel IS NOT NULL AND highest IS NOT NULL THEN
    PERFORM pg_notify(channel, highest::text);
  END IF;
  RETURN jsonb_build_object('answers', answers, 'head', head, 'written', written, 'at', floor(extract(epoch FROM now()) * 1000)::float8);
END
$$;
