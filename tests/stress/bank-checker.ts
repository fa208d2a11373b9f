/**
 * The bank workload's checker (Jepsen's bank test): given the event log, what the clients saw
 * and what the restarted server reports, it lists every broken invariant. Pure, so a forged
 * history can prove it fails (the negative control).
 */
import { replayBank, type LoggedEvent } from '../../domain/projections/bank.ts';
import { isCustomerAccount } from '../../domain/ledger/accounts.ts';

/** A transfer a client saw succeed: the answer to its confirm (first try or a retry with the same key). */
export interface SeenTransfer {
  key: string;
  transferId: string;
  reference: string;
  senderId: string;
  amountMinor: number;
}

export interface CheckInput {
  events: readonly LoggedEvent[];
  succeeded: readonly SeenTransfer[];
  /** Each customer's USD balance in minor units as the live server answers it (user-sync get_user_data). */
  live: ReadonlyMap<string, number>;
}

export interface CheckReport {
  violations: string[];
  /** Not invariants but worth knowing: receipt references (random 6 digits a day) that two transfers share. */
  sharedReferences: string[];
  sums: Record<string, number>;
  transfersInLog: number;
  customers: number;
}

type Posting = { account: string; currency: string; amount: number };

const postingsOf = (logged: LoggedEvent): Posting[] => {
  const data = logged.event.data as { postings?: Posting[] };
  return Array.isArray(data.postings) ? data.postings : [];
};

/** Every invariant, each violation as one readable line (at most 50 per invariant). */
export function checkBank(input: CheckInput): CheckReport {
  const violations: string[] = [];
  const note = (list: string[], label: string) => { for (const line of list.slice(0, 50)) violations.push(`${label}: ${line}`); };
  const sums = sumPerCurrency(input.events);
  note(Object.entries(sums).filter(([, sum]) => sum !== 0).map(([currency, sum]) => `${currency} sums to ${sum}`), 'books do not balance');
  const view = replayBank(input.events, { withOffice: false });
  note(negativeAccounts(input.events), 'negative balance');
  const sent = eventsOfType(input.events, 'TransferSent');
  const received = eventsOfType(input.events, 'TransferReceived');
  note(duplicates(sent.map((d) => String(d.transferId))), 'transfer moved money more than once');
  note(duplicates(eventsOfType(input.events, 'IdempotencyRecorded').map((d) => String(d.key))), 'idempotency key recorded twice');
  note(seenButMissing(input.succeeded, sent, received), 'acknowledged transfer');
  note(duplicates(input.succeeded.map((s) => s.key)).map((key) => `${key} acknowledged two different transfers`), 'key moved money twice');
  const liveMismatch: string[] = [];
  for (const [userId, liveUsd] of input.live) {
    const rebuilt = view.users.get(userId)?.balances.USD;
    if (rebuilt !== liveUsd) liveMismatch.push(`${userId} live ${liveUsd} rebuilt ${rebuilt}`);
  }
  note(liveMismatch, 'rebuild differs from live');
  return { violations, sharedReferences: duplicates(sent.map((d) => String(d.reference))), sums, transfersInLog: sent.length, customers: input.live.size };
}

function sumPerCurrency(events: readonly LoggedEvent[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const logged of events) for (const p of postingsOf(logged)) sums[p.currency] = (sums[p.currency] ?? 0) + p.amount;
  return sums;
}

/** Customer accounts may never go below zero at any point of the log, not only at its end. */
function negativeAccounts(events: readonly LoggedEvent[]): string[] {
  const balances = new Map<string, number>();
  const found: string[] = [];
  for (const logged of events) {
    for (const p of postingsOf(logged)) {
      const next = (balances.get(p.account) ?? 0) + p.amount;
      balances.set(p.account, next);
      if (next < 0 && isCustomerAccount(p.account)) found.push(`${p.account} at position ${logged.position}: ${next}`);
    }
  }
  return found;
}

const eventsOfType = (events: readonly LoggedEvent[], type: string): Record<string, unknown>[] =>
  events.filter((logged) => logged.event.type === type).map((logged) => logged.event.data as Record<string, unknown>);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * Each transfer a client saw succeed: exactly one debit with its transfer id, reference and amount, and one
 * credit to the payee. Matched by transfer id: receipt references are short and may repeat (sharedReferences).
 */
function seenButMissing(succeeded: readonly SeenTransfer[], sent: Record<string, unknown>[], received: Record<string, unknown>[]): string[] {
  const sentById = groupBy(sent, 'transferId');
  const receivedById = groupBy(received, 'transferId');
  const found: string[] = [];
  for (const seen of succeeded) {
    const debits = sentById.get(seen.transferId) ?? [];
    const credits = receivedById.get(seen.transferId) ?? [];
    if (debits.length !== 1) found.push(`${seen.transferId} (${seen.reference}) appears ${debits.length} times as TransferSent`);
    else if (debits[0]!.reference !== seen.reference || debits[0]!.amount !== seen.amountMinor) found.push(`${seen.transferId} (${seen.reference}) differs from what the client saw`);
    if (credits.length !== 1) found.push(`${seen.transferId} (${seen.reference}) appears ${credits.length} times as TransferReceived`);
  }
  return found;
}

function groupBy(rows: Record<string, unknown>[], field: string): Map<unknown, Record<string, unknown>[]> {
  const map = new Map<unknown, Record<string, unknown>[]>();
  for (const row of rows) map.set(row[field], [...(map.get(row[field]) ?? []), row]);
  return map;
}
