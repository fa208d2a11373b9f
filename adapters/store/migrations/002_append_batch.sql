-- Group commit in one statement: a batch of appends is checked and written by the database
-- itself, so a commit costs one round trip instead of one per step (docs/event-store.md).
-- Input: a JSON array of appends; each append is an array of
--   {"s": stream id, "e": expected version or null for 'any', "ev": [{"t": type, "d": data, "m": metadata}]}.
-- Output: one entry per append, in order: {"ok": true, "last": position, "versions": {stream: version}}
-- or {"ok": false, "s": stream, "expected": n, "actual": n} for an append refused by a version
-- conflict, which writes nothing. Appends are applied in order, so each sees the versions left
-- by the ones before it. The append lock is held to the end of the transaction, so positions
-- commit in order.
CREATE FUNCTION append_batch(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  stream jsonb;
  current int;
  refused jsonb;
  versions jsonb;
  last_position bigint;
  written bigint;
  results jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7264031588);
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
    last_position := NULL;
    FOR stream IN SELECT value FROM jsonb_array_elements(item) LOOP
      SELECT version INTO current FROM streams WHERE stream_id = stream->>'s';
      current := coalesce(current, 0);
      IF jsonb_array_length(stream->'ev') > 0 THEN
        WITH inserted AS (
          INSERT INTO events (stream_id, version, type, data, metadata)
          SELECT stream->>'s', current + e.n::int, e.doc->>'t', e.doc->'d', e.doc->'m'
            FROM jsonb_array_elements(stream->'ev') WITH ORDINALITY AS e(doc, n)
           ORDER BY e.n
          RETURNING position
        )
        SELECT max(position) INTO written FROM inserted;
        last_position := written;
        current := current + jsonb_array_length(stream->'ev');
        INSERT INTO streams (stream_id, version) VALUES (stream->>'s', current)
          ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;
      END IF;
      versions := versions || jsonb_build_object(stream->>'s', current);
    END LOOP;
    IF last_position IS NULL THEN
      SELECT coalesce(max(position), 0) INTO last_position FROM events;
    END IF;
    results := results || jsonb_build_array(jsonb_build_object('ok', true, 'last', last_position, 'versions', versions));
  END LOOP;
  RETURN results;
END
$$;
