-- Where each reactor (adapters/reactors/) stands in the log: the last global position whose
-- consequences it has carried out. One row per reactor; a save never moves a checkpoint back,
-- so two servers saving at once keep the later one. Unlike snapshots this is not derived data:
-- deleting a row makes that reactor start again from the log's head, skipping what lay between.
CREATE TABLE reactor_checkpoints (
  name       text        PRIMARY KEY,
  position   bigint      NOT NULL CHECK (position >= 0),
  saved_at   timestamptz NOT NULL DEFAULT now()
);
