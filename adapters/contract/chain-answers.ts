/** What the log chain's function answers (docs/audit.md): the sealed head, the bank's own check, and an export. */

/** A link of the chain: the SHA-256 (hex) sealing the log up to `position`. */
export interface ChainHeadLink {
  position: number;
  hash: string;
}

export interface ChainHeadAnswer {
  success: boolean;
  /** The newest link, or null before anything is sealed. */
  sealedThrough: ChainHeadLink | null;
  /** The log's head: events above sealedThrough are sealed within moments. */
  logHead: number;
}

export interface ChainVerifyAnswer extends ChainHeadAnswer {
  /** True when every sealed position holds the event sealed there. */
  intact: boolean;
  /** Positions compared. */
  checked: number;
  /** The first problems, each named by position: changed, deleted or inserted. */
  problems: { position: number; kind: 'changed' | 'deleted' | 'inserted' }[];
  problemCount: number;
}

export interface ChainExportAnswer {
  success: boolean;
  filename: string;
  /** JSON Lines: a header, then one line per position (docs/audit.md "The export"). */
  content: string;
  from: number;
  to: number;
  /** Events in the file. */
  count: number;
  /** False when the period held more than one file takes: export again from `next`. */
  complete: boolean;
  next: number | null;
}
