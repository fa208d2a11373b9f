/**
 * The order the bank's dated work runs in, as one table a reader can check (issue 27): loans
 * first, oldest first, so a customer's balance pays the debt it has owed longest before a newer
 * loan or a standing order takes it; then the month-end loan-loss provision (issue 28), right after
 * the loans, so it counts arrears as the day's collection left them (an instalment the balance
 * paid this morning is not provisioned as late); then standing orders, by their date; then savings
 * interest, last, so a month's interest never makes the money that pays a debt due the same day. Pure: the
 * scheduler (adapters/reactors/dated-work-job.ts) asks for the list and runs it as given.
 */

/** An active loan: its id and when it was paid out (an instant), which is what "oldest" means. */
export interface LoanDue {
  loanId: string;
  disbursedAt: string;
}

/** A standing order whose next payment date (an ISO day) has come. */
export interface OrderDue {
  orderId: string;
  nextDate: string;
}

export type DatedWork =
  | { kind: 'loan'; loanId: string }
  | { kind: 'provisioning'; monthEnd: string }
  | { kind: 'standing-order'; orderId: string }
  | { kind: 'interest' };

/** The kinds of dated work in the order they run: the table the job and its documentation follow. */
export const DATED_WORK_ORDER = ['loan', 'provisioning', 'standing-order', 'interest'] as const satisfies readonly DatedWork['kind'][];

// Code-unit order, not the locale's: every server sorts ISO instants and ids the same way.
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byThen = <T>(first: (item: T) => string, second: (item: T) => string) => (a: T, b: T): number =>
  compare(first(a), first(b)) || compare(second(a), second(b));

/**
 * The work due, in the stated order: loans by disbursement (then id, so two loans paid out at the
 * same instant still run in one order on every server), the month end to provision when one is
 * due (`provisionDue`), standing orders by date (then id), then the interest run. Never the order
 * a map happened to hold them in.
 */
export function datedWorkInOrder(loans: readonly LoanDue[], orders: readonly OrderDue[], provisionDue: string | null = null): DatedWork[] {
  const work: Record<DatedWork['kind'], DatedWork[]> = {
    loan: [...loans].sort(byThen((l) => l.disbursedAt, (l) => l.loanId)).map((l) => ({ kind: 'loan', loanId: l.loanId })),
    provisioning: provisionDue ? [{ kind: 'provisioning', monthEnd: provisionDue }] : [],
    'standing-order': [...orders].sort(byThen((o) => o.nextDate, (o) => o.orderId)).map((o) => ({ kind: 'standing-order', orderId: o.orderId })),
    interest: [{ kind: 'interest' }],
  };
  return DATED_WORK_ORDER.flatMap((kind) => work[kind]);
}
