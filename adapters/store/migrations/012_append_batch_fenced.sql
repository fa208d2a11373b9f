-- A group commit with a fence: the writer names the head it believes is committed (the last
-- position it knows, all of whose events its live view holds), and the batch is written only if
-- no other server has committed since. Its commands then decided on a view as fresh as the
-- commit itself without reading the log first (adapters/store/write-fence.ts). The head is read
-- under the append lock, so nothing can commit between the check and the batch. A broken fence
-- writes nothing and answers {"fenced": head}; the writer reads what it missed and decides
-- again. A null fence is append_batch_written (004) unchanged.
CREATE FUNCTION append_batch_fenced(batch jsonb, channel text, fence bigint) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
BEGIN
  IF fence IS NOT NULL THEN
    -- append_batch_written takes the same lock again; a transaction may hold it twice.
    PERFORM pg_advisory_xact_lock(7264031588);
    SELECT coalesce(max(position), 0) INTO head FROM events;
    IF head <> fence THEN
      RETURN jsonb_build_object('fenced', head);
    END IF;
  END IF;
  RETURN append_batch_written(batch, channel);
END
$$;
