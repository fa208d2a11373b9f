/**
 * Walks the log beside its chain in position order and names every position where they disagree
 * (docs/audit.md): an event that is not the one sealed there (changed, or moved from another
 * position), a sealed event that is gone (deleted), an event below the sealed head that was never
 * sealed (inserted). Each link is checked against the stored link before it, so one tampered
 * event is named once instead of breaking every link after it. scripts/verify-log.mjs applies the
 * same rules to an export.
 */
import type { StoredEvent } from '../store/types.ts';
import { GENESIS, linkHash } from './link-hash.ts';

export type ProblemKind = 'changed' | 'deleted' | 'inserted';

export interface ChainProblem {
  position: number;
  kind: ProblemKind;
}

/** Problems kept in a report; the count goes on past it. */
export const MAX_PROBLEMS = 100;

export interface CheckReport {
  /** Positions compared (events and links). */
  checked: number;
  problems: ChainProblem[];
  /** Every problem found, also those beyond MAX_PROBLEMS. */
  problemCount: number;
  /** The last link checked: the hash an auditor compares with a head noted earlier. */
  last: { position: number; hash: string } | null;
}

export class ChainChecker {
  private checkedCount = 0;
  private readonly found: ChainProblem[] = [];
  private count = 0;
  private lastLink: { position: number; hash: string } | null = null;

  /** `previous`: the link before the first position checked (GENESIS from position 1). */
  constructor(private previous: string = GENESIS) {}

  /** One position: its stored event (absent if none) and its link (absent if none). */
  visit(position: number, event: StoredEvent | undefined, link: string | undefined): void {
    this.checkedCount += 1;
    if (link === undefined) {
      if (event) this.problem(position, 'inserted');
      return;
    }
    if (!event) this.problem(position, 'deleted');
    else if (linkHash(this.previous, event) !== link) this.problem(position, 'changed');
    this.previous = link;
    this.lastLink = { position, hash: link };
  }

  report(): CheckReport {
    return { checked: this.checkedCount, problems: [...this.found], problemCount: this.count, last: this.lastLink };
  }

  private problem(position: number, kind: ProblemKind): void {
    this.count += 1;
    if (this.found.length < MAX_PROBLEMS) this.found.push({ position, kind });
  }
}

/** Pairs events and links of one position window by position, in position order. */
export function mergeByPosition(events: readonly StoredEvent[], links: readonly { position: number; hash: string }[]): [number, StoredEvent | undefined, string | undefined][] {
  const byPosition = new Map<number, [StoredEvent | undefined, string | undefined]>();
  for (const event of events) byPosition.set(event.position, [event, undefined]);
  for (const link of links) byPosition.set(link.position, [byPosition.get(link.position)?.[0], link.hash]);
  return [...byPosition.entries()].sort((a, b) => a[0] - b[0]).map(([position, [event, link]]) => [position, event, link]);
}
