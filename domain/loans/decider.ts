/**
 * The loan aggregate (the `loan-<id>` stream): application, maker-checker (one administrator
 * recommends, a different one approves or rejects; nobody decides on their own loan or their own
 * recommendation), disbursement, instalments falling due, late fees after the tolerance,
 * automatic collection, customer repayments, payoff and rescheduling. Every occurrence is decided
 * from the stream, so a second run of the collection job finds nothing left to do.
 */
import type { Decider } from '../decider.ts';
import { english, refuse, said, unreachable, wordsOf } from '../errors.ts';
import { checkerRefusal, type Sponsor } from '../credentials/maker-checker.ts';
import { applicationErrors } from './application-form.ts';
import { daysBetween } from './dates.ts';
import type { LoanEvent, PrepayChoice, ReminderKind, RepaymentMode, RepaymentSource } from './events.ts';
import { accrualPostings, lateFeePostings } from './ledger.ts';
import { allocate, currentInstalment, dueNow, feeOwed, interestToDate, isSettled, owedOn, payoffAmount, planPayment, principalLeft } from './money.ts';
import type { LoanProductTerms } from './product.ts';
import { buildSchedule } from './schedule.ts';
import { initialLoanState, evolveLoan, type InstalmentState, type Loan, type LoanState } from './state.ts';
import type { UserRole } from '../user/events.ts';
import { disburseMemberLoan, openMemberLoan, type DisburseMemberLoan, type OpenMemberLoan } from './member-loan.ts';
import { approveWriteOff, proposeWriteOff, recover, stillOwedAfterWriteOff } from './write-off.ts';

/** `sponsor`: who invited this administrator and when (maker-checker.ts); absent or null for the first one. */
export interface Actor { id: string; name: string; role: UserRole; sponsor?: Sponsor | null }

/** What the customer's own stream says about paying: their USD balance and whether the bank froze the account. */
export interface Payer { balance: number; frozen: boolean }

export type LoanCommand =
  | { type: 'ApplyForLoan'; loanId: string; userId: string; customerName: string; productId: string; product: LoanProductTerms; amount: number; term: number; purpose: string; at: string }
  | { type: 'RecommendLoan'; actor: Actor; note: string; at: string }
  | { type: 'ApproveLoan'; actor: Actor; note: string; at: string }
  | { type: 'RejectLoan'; actor: Actor; reason: string; at: string }
  | { type: 'DisburseLoan'; actor: Actor; startDate: string; at: string }
  | { type: 'CollectDue'; asOf: string; payer: Payer; paymentIdPrefix: string; at: string }
  | { type: 'RepayLoan'; paymentId: string; amount: number; prepay?: PrepayChoice; asOf: string; payer: Payer; at: string }
  | { type: 'PayOffLoan'; paymentId: string; asOf: string; payer: Payer; at: string }
  | { type: 'RequestRepayment'; changeId: string; mode: RepaymentMode; amount: number; prepay?: PrepayChoice; asOf: string; payer: Payer; at: string }
  | { type: 'ConfirmRepayment'; changeId: string; asOf: string; payer: Payer; at: string }
  | { type: 'RescheduleLoan'; actor: Actor; term: number; reason: string; asOf: string; at: string }
  | { type: 'ProposeWriteOff'; actor: Actor; reason: string; at: string }
  | { type: 'ApproveWriteOff'; actor: Actor; at: string }
  | OpenMemberLoan
  | DisburseMemberLoan;

/** How many days before its date the customer is reminded of an instalment. */
export const REMINDER_DAYS_BEFORE = 3;

export const repaymentMessages = {
  nothingDue: english('loans.nothingDue'),
  notFound: english('loans.notFound'),
} as const;

export function decideLoan(command: LoanCommand, state: LoanState): LoanEvent[] {
  if (command.type === 'ApplyForLoan') return apply(command, state);
  if (command.type === 'OpenMemberLoan') return openMemberLoan(command, state);
  if (!state.exists) return refuse('not_found', said('loans.noSuchLoan'));
  switch (command.type) {
    case 'RecommendLoan': return recommend(command, state);
    case 'ApproveLoan': return approve(command, state);
    case 'RejectLoan': return reject(command, state);
    case 'DisburseLoan': return disburse(command, state);
    case 'CollectDue': return collect(command, state);
    case 'RepayLoan': return repay(command, state);
    case 'PayOffLoan': return payOff(command, state);
    case 'RequestRepayment': return requestRepayment(command, state);
    case 'ConfirmRepayment': return confirmRepayment(command, state);
    case 'RescheduleLoan': return reschedule(command, state);
    case 'ProposeWriteOff': return proposeWriteOff(command.actor, command.reason, command.at, state);
    case 'ApproveWriteOff': return approveWriteOff(command.actor, command.at, state);
    case 'DisburseMemberLoan': return disburseMemberLoan(command, state);
    default: return unreachable(command);
  }
}

export const loanDecider: Decider<LoanCommand, LoanEvent, LoanState> = { initialState: initialLoanState, decide: decideLoan, evolve: evolveLoan };

type Cmd<T extends LoanCommand['type']> = Extract<LoanCommand, { type: T }>;

function apply(command: Cmd<'ApplyForLoan'>, state: LoanState): LoanEvent[] {
  if (state.exists) return refuse('conflict', said('loans.applicationAlreadyMade'));
  const { product, amount, term } = command;
  if (!product.active) refuse('validation', said('loans.productNotOffered'));
  const fields = applicationErrors(amount, term, command.purpose, product) as Record<string, string>;
  if (Object.keys(fields).length > 0) refuse('validation', wordsOf(Object.values(fields)[0]!), fields);
  const purpose = command.purpose.trim();
  const { annualRateBps, frequency, amortisation, graceOnPrincipal, lateFee, toleranceDays } = product;
  return [{
    type: 'LoanApplied',
    data: {
      loanId: command.loanId, userId: command.userId, customerName: command.customerName, productId: command.productId, productName: product.name, kind: product.kind,
      terms: { principal: amount, term, annualRateBps, frequency, amortisation, graceOnPrincipal, lateFee, toleranceDays }, purpose, at: command.at,
    },
  }];
}

function checkStaff(actor: Actor, loan: Loan): void {
  if (actor.role !== 'admin') refuse('forbidden', said('loans.decisionAdminOnly'));
  if (actor.id === loan.userId) refuse('forbidden', said('loans.notOwnLoan'));
}

/** The bank's maker-checker rule beyond "not your own": not the recommendation of the administrator who invited you, within 30 days. */
function checkChecker(actor: Actor, maker: string | null | undefined, at: string): void {
  const refusal = maker ? checkerRefusal(maker, { id: actor.id, sponsor: actor.sponsor ?? null }, at) : null;
  if (refusal) refuse('forbidden', wordsOf(refusal));
}

function recommend(command: Cmd<'RecommendLoan'>, loan: Loan): LoanEvent[] {
  checkStaff(command.actor, loan);
  if (loan.status !== 'applied') refuse('conflict', said('loans.onlyNewApplication'));
  return [{ type: 'LoanRecommended', data: { by: command.actor.id, byName: command.actor.name, note: command.note.trim(), at: command.at } }];
}

function approve(command: Cmd<'ApproveLoan'>, loan: Loan): LoanEvent[] {
  checkStaff(command.actor, loan);
  if (loan.status !== 'recommended') refuse('conflict', said('loans.approvalNeedsRecommendation'));
  if (command.actor.id === loan.recommendedBy) refuse('forbidden', said('loans.youRecommendedLoan'));
  checkChecker(command.actor, loan.recommendedBy, command.at);
  return [{ type: 'LoanApproved', data: { by: command.actor.id, byName: command.actor.name, note: command.note.trim(), at: command.at } }];
}

function reject(command: Cmd<'RejectLoan'>, loan: Loan): LoanEvent[] {
  checkStaff(command.actor, loan);
  if (loan.status !== 'applied' && loan.status !== 'recommended') refuse('conflict', said('loans.onlyApplicationWaiting'));
  if (loan.status === 'recommended' && command.actor.id === loan.recommendedBy) refuse('forbidden', said('loans.youRecommendedLoanDifferent'));
  if (loan.status === 'recommended') checkChecker(command.actor, loan.recommendedBy, command.at);
  const reason = command.reason.trim();
  if (reason.length === 0) refuse('validation', said('loans.rejectReasonRequired'), { reason: said('loans.rejectReasonRequired') });
  return [{ type: 'LoanRejected', data: { by: command.actor.id, byName: command.actor.name, reason, at: command.at } }];
}

function disburse(command: Cmd<'DisburseLoan'>, loan: Loan): LoanEvent[] {
  checkStaff(command.actor, loan);
  if (loan.status !== 'approved') refuse('conflict', said('loans.onlyApprovedLoan'));
  if (loan.group) refuse('conflict', said('groupLoans.disbursedWithGroup'));
  const schedule = buildSchedule({ ...loan.terms, startDate: command.startDate });
  return [{ type: 'LoanDisbursed', data: { by: command.actor.id, byName: command.actor.name, startDate: command.startDate, instalments: schedule.instalments, at: command.at } }];
}

/** The collection job's step for one loan: dates that came, late fees past the tolerance, then what the balance covers (nothing for a group member's loan). */
function collect(command: Cmd<'CollectDue'>, loan: Loan): LoanEvent[] {
  if (loan.status !== 'active') return [];
  const events: LoanEvent[] = [];
  let state: Loan = loan;
  const record = (event: LoanEvent) => { events.push(event); state = evolveLoan(state, event) as Loan; };
  for (const i of state.instalments) if (!i.fellDue && i.dueDate <= command.asOf) record(fellDue(loan.loanId, i, i.principalPaid === i.principal && i.principal > 0 ? 0 : i.interest, command.at));
  for (const i of state.instalments) if (lateFeeDue(state, i, command.asOf)) record({ type: 'LoanLateFeeCharged', data: { number: i.number, fee: state.terms.lateFee, postings: lateFeePostings(loan.loanId, state.terms.lateFee), at: command.at } });
  // A member's loan of a group loan is collected in cash at the group's meeting (the collection sheet), never from their savings.
  let balance = command.payer.frozen || loan.group ? 0 : command.payer.balance;
  for (const i of state.instalments) {
    const owed = i.fellDue ? owedOn(i) : 0;
    if (owed === 0) continue;
    if (owed > balance) break; // collected only when the balance covers the whole instalment, oldest first
    const { allocations } = allocate([i], owed);
    balance -= owed;
    record({ type: 'LoanRepaymentApplied', data: { paymentId: `${command.paymentIdPrefix}-${i.number}-${state.paymentIds.length + 1}`, source: 'automatic', amount: owed, allocations, at: command.at } });
  }
  const closed = closing(state, 'repaid', command.at);
  return [...events, ...closed, ...(closed.length > 0 ? [] : reminders(state, command.asOf, command.at))];
}

/** Reminders not sent yet: an instalment due within REMINDER_DAYS_BEFORE days, and one past its date still unpaid. */
function reminders(loan: Loan, asOf: string, at: string): LoanEvent[] {
  const sent = (i: InstalmentState, kind: ReminderKind) => loan.reminders.some((r) => r.number === i.number && r.kind === kind && r.dueDate === i.dueDate);
  const remind = (i: InstalmentState, kind: ReminderKind, amount: number): LoanEvent => ({ type: 'LoanReminderSent', data: { number: i.number, kind, dueDate: i.dueDate, amount, at } });
  const events: LoanEvent[] = [];
  for (const i of loan.instalments) {
    const daysLeft = daysBetween(asOf, i.dueDate);
    if (!i.fellDue && !isSettled(i) && daysLeft > 0 && daysLeft <= REMINDER_DAYS_BEFORE && !sent(i, 'due_soon')) events.push(remind(i, 'due_soon', feeOwed(i) + principalLeft(i) + i.interest));
    if (i.fellDue && owedOn(i) > 0 && daysLeft < 0 && !sent(i, 'missed')) events.push(remind(i, 'missed', owedOn(i)));
  }
  return events;
}

const fellDue = (loanId: string, i: InstalmentState, interest: number, at: string): LoanEvent =>
  ({ type: 'LoanInstalmentFellDue', data: { number: i.number, interest, postings: interest > 0 ? accrualPostings(loanId, interest) : [], at } });

function lateFeeDue(loan: Loan, i: InstalmentState, asOf: string): boolean {
  return loan.terms.lateFee > 0 && i.fellDue && i.fee === 0 && owedOn(i) > 0 && daysBetween(i.dueDate, asOf) > loan.terms.toleranceDays;
}

function closing(loan: Loan, reason: 'repaid' | 'paid_off', at: string): LoanEvent[] {
  return loan.instalments.every(isSettled) ? [{ type: 'LoanClosed', data: { reason, at } }] : [];
}

function checkPayment(loan: Loan, paymentId: string, amount: number, payer: Payer): void {
  if (loan.status !== 'active') refuse('conflict', said('loans.loanHasNothing'));
  if (loan.paymentIds.includes(paymentId)) refuse('conflict', said('payees.paymentAlreadyMade'));
  if (payer.frozen) refuse('forbidden', said('transfer.frozen'));
  if (!Number.isSafeInteger(amount) || amount <= 0) refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  if (amount > payer.balance) refuse('insufficient_funds', said('loans.insufficientFunds', { usd: payer.balance }));
}

function repay(command: Cmd<'RepayLoan'>, loan: Loan): LoanEvent[] {
  if (loan.status === 'written_off') return recover(loan, command.paymentId, command.amount, command.payer, command.at);
  const payoff = payoffAmount(loan, command.asOf);
  if (command.amount === payoff) return payOff({ type: 'PayOffLoan', paymentId: command.paymentId, asOf: command.asOf, payer: command.payer, at: command.at }, loan);
  checkPayment(loan, command.paymentId, command.amount, command.payer);
  if (command.amount > payoff) refuse('validation', said('loans.mostNeeded', { usd: payoff }), { amount: said('loans.mostNeeded', { usd: payoff }) });
  const plan = planPayment(loan, command.amount, command.prepay ?? 'shorten', command.asOf);
  const early = plan.dueEarly.map((d) => fellDue(loan.loanId, loan.instalments.find((i) => i.number === d.number)!, d.interest, command.at));
  const state = early.reduce((s, e) => evolveLoan(s, e) as Loan, loan);
  return [...early, ...paying(state, command.paymentId, 'customer', command.amount, command.at, plan.allocations)];
}

function payOff(command: Cmd<'PayOffLoan'>, loan: Loan): LoanEvent[] {
  if (loan.status === 'written_off') return recover(loan, command.paymentId, stillOwedAfterWriteOff(loan), command.payer, command.at);
  const amount = payoffAmount(loan, command.asOf);
  checkPayment(loan, command.paymentId, amount, command.payer);
  const current = currentInstalment(loan);
  const events: LoanEvent[] = current ? [fellDue(loan.loanId, current, interestToDate(loan, command.asOf), command.at)] : [];
  const state = events.reduce((s, e) => evolveLoan(s, e) as Loan, loan);
  return [...events, ...paying(state, command.paymentId, 'payoff', amount, command.at)];
}

function paying(loan: Loan, paymentId: string, source: RepaymentSource, amount: number, at: string, allocations = allocate(loan.instalments, amount).allocations): LoanEvent[] {
  const applied: LoanEvent = { type: 'LoanRepaymentApplied', data: { paymentId, source, amount, allocations, at } };
  const after = evolveLoan(loan, applied) as Loan;
  // An early payoff leaves the instalments after the current one unpaid of interest that never fell due: nothing is owed on them.
  const settled = source === 'payoff' || after.instalments.every(isSettled);
  return [applied, ...(settled ? [{ type: 'LoanClosed' as const, data: { reason: source === 'payoff' ? 'paid_off' as const : 'repaid' as const, at } }] : [])];
}

/** The customer's choice, checked before any code is e-mailed: a partial amount never above the payoff, never above the balance. */
function requestRepayment(command: Cmd<'RequestRepayment'>, loan: Loan): LoanEvent[] {
  if (loan.repaymentRequests[command.changeId]) refuse('conflict', repaymentMessages.notFound);
  if (loan.status === 'written_off') return requestRecovery(command, loan);
  const payoff = loan.status === 'active' ? payoffAmount(loan, command.asOf) : 0;
  const amount = command.mode === 'payoff' ? payoff : command.mode === 'due' ? (loan.status === 'active' ? dueNow(loan) : 0) : command.amount;
  if (command.mode === 'due' && loan.status === 'active' && amount === 0) refuse('validation', repaymentMessages.nothingDue);
  checkPayment(loan, command.changeId, amount, command.payer);
  if (amount > payoff) refuse('validation', said('loans.mostNeeded', { usd: payoff }), { amount: said('loans.mostNeeded', { usd: payoff }) });
  // Paying what is due means paying instalments: anything beyond it (the job collected first) pays the next ones.
  const prepay = command.mode === 'payoff' ? {} : { prepay: command.prepay ?? (command.mode === 'due' ? 'next' as const : 'shorten' as const) };
  return [{ type: 'LoanRepaymentRequested', data: { changeId: command.changeId, mode: command.mode, amount, ...prepay, at: command.at } }];
}

/** A written-off loan is repaid as a recovery: what is due or the payoff is all still owed; an amount at most that. */
function requestRecovery(command: Cmd<'RequestRepayment'>, loan: Loan): LoanEvent[] {
  const amount = command.mode === 'amount' ? command.amount : stillOwedAfterWriteOff(loan);
  recover(loan, command.changeId, amount, command.payer, command.at);
  return [{ type: 'LoanRepaymentRequested', data: { changeId: command.changeId, mode: command.mode === 'amount' ? 'amount' : 'payoff', amount, at: command.at } }];
}

/** The code was right: the requested repayment is paid once (its change id is the payment id); a payoff pays what closes the loan today. */
function confirmRepayment(command: Cmd<'ConfirmRepayment'>, loan: Loan): LoanEvent[] {
  const request = loan.repaymentRequests[command.changeId];
  if (!request) return refuse('not_found', repaymentMessages.notFound);
  const { changeId: paymentId, asOf, payer, at } = command;
  if (loan.status === 'written_off') return recover(loan, paymentId, request.mode === 'payoff' ? stillOwedAfterWriteOff(loan) : request.amount, payer, at);
  if (request.mode === 'payoff') return payOff({ type: 'PayOffLoan', paymentId, asOf, payer, at }, loan);
  return repay({ type: 'RepayLoan', paymentId, amount: request.amount, ...(request.prepay ? { prepay: request.prepay } : {}), asOf, payer, at }, loan);
}

function reschedule(command: Cmd<'RescheduleLoan'>, loan: Loan): LoanEvent[] {
  checkStaff(command.actor, loan);
  if (loan.status !== 'active') refuse('conflict', said('loans.onlyDisbursedLoan'));
  const reason = command.reason.trim();
  if (reason.length === 0) refuse('validation', said('loans.rescheduleReasonRequired'), { reason: said('loans.rescheduleReasonRequired') });
  if (!Number.isInteger(command.term) || command.term < 1 || command.term > 1560) refuse('validation', said('loans.termRange', { min: 1, max: 1560 }), { term: said('loans.termRange', { min: 1, max: 1560 }) });
  const future = loan.instalments.filter((i) => !i.fellDue);
  const principal = future.reduce((sum, i) => sum + principalLeft(i), 0);
  if (principal === 0) refuse('conflict', said('loans.noPrincipalLeft'));
  const lastDue = loan.instalments.filter((i) => i.fellDue).at(-1)?.dueDate ?? loan.startDate ?? command.asOf;
  const startDate = lastDue > command.asOf ? lastDue : command.asOf;
  const firstNumber = loan.instalments.length - future.length + 1;
  const schedule = buildSchedule({ ...loan.terms, principal, term: command.term, graceOnPrincipal: 0, startDate });
  const instalments = schedule.instalments.map((i) => ({ ...i, number: i.number + firstNumber - 1 }));
  return [{ type: 'LoanRescheduled', data: { by: command.actor.id, byName: command.actor.name, reason, instalments, at: command.at } }];
}
