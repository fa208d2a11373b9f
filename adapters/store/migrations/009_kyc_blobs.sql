-- KYC documents' bytes (issue 29 item 6): not events, so the log stays small and replays fast; one
-- row per distinct content, named by its SHA-256 (hex), which the DocumentUploaded event carries.
-- Written before the event that names it (a refused command leaves at most an unnamed row, never an
-- event without its bytes); never updated; read only through adapters/bank/kyc-read-service.ts,
-- which serves a document to the customer and the staff of the customer's branch only.
CREATE TABLE kyc_blobs (
  sha256     text        PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text        NOT NULL,
  size       integer     NOT NULL CHECK (size > 0),
  data       bytea       NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now()
);
