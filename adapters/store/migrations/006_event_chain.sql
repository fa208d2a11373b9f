-- The hash chain over the log (docs/audit.md): one link per committed event, in position order,
-- written by the sealer (adapters/chain/sealer.ts) shortly after the event commits. A link's
-- hash is SHA-256 over the previous link's hash and the event's stored bytes, so changing,
-- deleting or reordering a stored event breaks the chain at that event's position. The hash is
-- computed outside the append transaction (docs/event-store.md says why); a bank upgraded to
-- this migration has no links yet and its sealer chains the existing log from position 1.
CREATE TABLE event_chain (
  position  bigint      PRIMARY KEY CHECK (position > 0),
  hash      bytea       NOT NULL CHECK (octet_length(hash) = 32),
  sealed_at timestamptz NOT NULL DEFAULT now()
);

-- Links are never rewritten either: refuse UPDATE, DELETE and TRUNCATE, as on events (001).
CREATE TRIGGER event_chain_no_update_or_delete
  BEFORE UPDATE OR DELETE ON event_chain
  FOR EACH ROW EXECUTE FUNCTION events_append_only();

CREATE TRIGGER event_chain_no_truncate
  BEFORE TRUNCATE ON event_chain
  FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
