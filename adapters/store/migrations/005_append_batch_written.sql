-- append_batch also answers where each accepted append's events landed, so the server that wrote
-- them can lay them into its live view without reading them back (docs/event-store.md):
--   "prev": the highest position committed before this append (read under the append lock, so
--           no event can commit below it later); a follower at exactly "prev" misses nothing,
--   "written": [[stream id, version, position], ...] for every event it wrote,
--   "at": the transaction's time in epoch milliseconds, as a read reports recorded_at.
-- Everything else is as in 002, field for field, so a server that ignores the new fields works.
CREATE OR REPLACE FUNCTION append_batch(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  stream jsonb;
  current int;
  refused jsonb;
  versions jsonb;
  written jsonb;
  inserted_rows jsonb;
  head bigint;
  prev bigint;
  at_ms float8 := floor(extract(epoch FROM now()) * 1000)::float8;
  results jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7264031588);
  SELECT coalesce(max(position), 0) INTO head FROM events;
  FOR item IN SELECT value FROM jsonb_array_elements(batch) LOOP
    refused := NULL;
    FOR stream IN SELECT value FROM jsonb_array_elements(item) LOOP
      SELECT version INTO current FROM streams WHERE stream_id = stream->>'s';
      current := coalesce(current, 0);
      IF jsonb_typeof(stream->'e') = 'number' AND (stream->>'e')::int <> current THEN
        refused := jsonb_build_object('ok', false, 's', stream->>'s', 'expected', (stream->>'e')::int, 'actual', current);
        EXIT;
      END IF;
    END LOOP;
    IF refused IS NOT NULL THEN
      results := results || jsonb_build_array(refused);
      CONTINUE;
    END IF;
    versions := '{}'::jsonb;
    written := '[]'::jsonb;
    prev := head;
    FOR stream IN SELECT value FROM jsonb_array_elements(item) LOOP
      SELECT version INTO current FROM streams WHERE stream_id = stream->>'s';
      current := coalesce(current, 0);
      IF jsonb_array_length(stream->'ev') > 0 THEN
        WITH inserted AS (
          INSERT INTO events (stream_id, version, type, data, metadata)
          SELECT stream->>'s', current + e.n::int, e.doc->>'t', e.doc->'d', e.doc->'m'
            FROM jsonb_array_elements(stream->'ev') WITH ORDINALITY AS e(doc, n)
           ORDER BY e.n
          RETURNING stream_id, version, position
        )
        SELECT max(position), jsonb_agg(jsonb_build_array(stream_id, version, position) ORDER BY position)
          INTO head, inserted_rows FROM inserted;
        written := written || inserted_rows;
        current := current + jsonb_array_length(stream->'ev');
        INSERT INTO streams (stream_id, version) VALUES (stream->>'s', current)
          ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;
      END IF;
      versions := versions || jsonb_build_object(stream->>'s', current);
    END LOOP;
    results := results || jsonb_build_array(jsonb_build_object(
      'ok', true, 'last', head, 'versions', versions, 'prev', prev, 'written', written, 'at', at_ms));
  END LOOP;
  RETURN results;
END
$$;
