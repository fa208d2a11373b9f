/**
 * Reads the log and its chain side by side, a window of positions at a time: the bank's own
 * check ("verify the chain") and the export an auditor verifies offline (docs/audit.md) both
 * walk the same way, so both name the same positions.
 */
import type { ChainLink, ChainLog, StoredEvent } from '../store/types.ts';
import { ChainChecker, mergeByPosition, type CheckReport } from './checker.ts';
import { GENESIS } from './link-hash.ts';

/** Positions read per window: each window reads at most this many events and links. */
const WINDOW = 5_000;

/** Calls `visit` for every position in [from, to] that holds an event or a link, in order. */
export async function walkChain(chain: ChainLog, from: number, to: number, visit: (position: number, event: StoredEvent | undefined, link: string | undefined) => void): Promise<void> {
  for (let after = from - 1; after < to; after += WINDOW) {
    const upTo = Math.min(after + WINDOW, to);
    const [events, links] = await Promise.all([chain.readStored(after, WINDOW, upTo), chain.readLinks(after, WINDOW, upTo)]);
    for (const [position, event, link] of mergeByPosition(events, links)) visit(position, event, link);
    // Lets requests and appends in between: a long walk must not hold the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface ChainVerdict extends CheckReport {
  /** The sealed head when the check began; positions above it are not sealed yet. */
  sealedThrough: ChainLink | null;
}

/** Checks the chain from position 1 to the sealed head (the bank's own check). */
export async function verifyChain(chain: ChainLog): Promise<ChainVerdict> {
  const head = await chain.sealedHead();
  const checker = new ChainChecker(GENESIS);
  if (head) await walkChain(chain, 1, head.position, (position, event, link) => checker.visit(position, event, link));
  return { ...checker.report(), sealedThrough: head };
}

/** Words for the logs and the answer: "position 7: changed". */
export const describeProblems = (verdict: CheckReport): string =>
  verdict.problems.map((p) => `position ${p.position}: ${p.kind}`).join('; ') + (verdict.problemCount > verdict.problems.length ? `; and ${verdict.problemCount - verdict.problems.length} more` : '');
