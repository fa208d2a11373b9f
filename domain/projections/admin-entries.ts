/**
 * Back-office entries as the live view keeps them: every server holds one per entry in memory
 * and in its snapshot, so each is packed into a number (status, reversal, kind, customer) beside
 * its reference, and only corrected entries keep fields. A log of a million events with 481,374
 * entries took 54 MiB of snapshot and most of a restart's decoding as objects; packed they are a
 * few MiB. The fields an entry was posted with are on its AdminTransactionPosted event.
 */
import { adminTransactionKind, adminTransactionStatus, type AdminTransactionFields, type AdminTransactionKind, type AdminTransactionStatus } from '../admin/events.ts';

/** A back-office entry as it stands, unpacked. */
export interface AdminEntryState {
  userId: string;
  kind: AdminTransactionKind;
  /** Its status and reference now: as posted, or as last corrected. */
  status: AdminTransactionStatus;
  reference: string;
  /** The fields of the last correction; null while the entry stands as posted. */
  corrected: AdminTransactionFields | null;
  reversed: boolean;
  corrections: number;
}

export interface AdminEntries {
  /** Every entry's status, reversal, kind and customer, packed (see pack). */
  packed: Map<string, number>;
  /** The reference every entry stands with: the activity log names it when the entry is corrected or reversed. */
  references: Map<string, string>;
  /** The last correction's fields and the number of corrections, for corrected entries only. */
  corrected: Map<string, { fields: AdminTransactionFields; count: number }>;
  /** The customers entries were posted to, so an entry names its customer by index. */
  customers: string[];
  customerIndex: Map<string, number>;
}

export const emptyAdminEntries = (): AdminEntries => ({ packed: new Map(), references: new Map(), corrected: new Map(), customers: [], customerIndex: new Map() });

const STATUSES = adminTransactionStatus.options;
const KINDS = adminTransactionKind.options;
/** Status in 2 bits, reversal in 1, kind in 4; the customer's index above them (plain arithmetic, so past 2^31 too). */
const KIND_UNIT = 8;
const CUSTOMER_UNIT = 128;

function pack(status: AdminTransactionStatus, reversed: boolean, kind: AdminTransactionKind, customer: number): number {
  return STATUSES.indexOf(status) + (reversed ? 4 : 0) + KINDS.indexOf(kind) * KIND_UNIT + customer * CUSTOMER_UNIT;
}

function unpack(value: number): { status: AdminTransactionStatus; reversed: boolean; kind: AdminTransactionKind; customer: number } {
  const low = value % CUSTOMER_UNIT;
  return { status: STATUSES[low & 3]!, reversed: (low & 4) !== 0, kind: KINDS[Math.floor(low / KIND_UNIT)]!, customer: Math.floor(value / CUSTOMER_UNIT) };
}

function customerOf(entries: AdminEntries, userId: string): number {
  let index = entries.customerIndex.get(userId);
  if (index === undefined) {
    index = entries.customers.push(userId) - 1;
    entries.customerIndex.set(userId, index);
  }
  return index;
}

export const isAdminEntry = (entries: AdminEntries, transactionId: string): boolean => entries.packed.has(transactionId);

export function adminEntry(entries: AdminEntries, transactionId: string): AdminEntryState | undefined {
  const value = entries.packed.get(transactionId);
  if (value === undefined) return undefined;
  const { status, reversed, kind, customer } = unpack(value);
  const corrected = entries.corrected.get(transactionId);
  return { userId: entries.customers[customer]!, kind, status, reference: entries.references.get(transactionId) ?? '', corrected: corrected?.fields ?? null, reversed, corrections: corrected?.count ?? 0 };
}

export function postEntry(entries: AdminEntries, transactionId: string, userId: string, kind: AdminTransactionKind, status: AdminTransactionStatus, reference: string): void {
  entries.packed.set(transactionId, pack(status, false, kind, customerOf(entries, userId)));
  entries.references.set(transactionId, reference);
}

/** Records a correction; returns the entry as it stood before it, or undefined for an unknown entry. */
export function correctEntry(entries: AdminEntries, transactionId: string, fields: AdminTransactionFields): AdminEntryState | undefined {
  const before = adminEntry(entries, transactionId);
  if (!before) return undefined;
  entries.packed.set(transactionId, pack(fields.status, before.reversed, before.kind, customerOf(entries, before.userId)));
  entries.references.set(transactionId, fields.reference);
  entries.corrected.set(transactionId, { fields, count: before.corrections + 1 });
  return before;
}

/** Records a reversal; returns the entry as it stood before it, or undefined for an unknown entry. */
export function reverseEntry(entries: AdminEntries, transactionId: string): AdminEntryState | undefined {
  const before = adminEntry(entries, transactionId);
  if (!before) return undefined;
  entries.packed.set(transactionId, pack(before.status, true, before.kind, customerOf(entries, before.userId)));
  return before;
}
