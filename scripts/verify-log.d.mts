// Types of the offline verifier's exports (scripts/verify-log.mjs), for the tests that check it agrees with the bank.
export interface ExportedEvent {
  position: number;
  streamId?: string;
  version?: number;
  type?: string;
  data?: string;
  dataSha256?: string;
  metadata?: string;
  recordedAtUs?: string;
  missing?: boolean;
  link?: string;
}
export interface ExportHeader {
  anchor: { position: number; hash: string };
  head: { position: number; hash: string };
  count: number;
}
export function linkHash(previous: string, event: ExportedEvent): string;
export function verifyLines(header: ExportHeader, lines: ExportedEvent[], previous: string): { problems: { position: number; kind: string }[]; last: { position: number; hash: string }; count: number };
