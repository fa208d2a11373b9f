/** Turns a folded loan into what the customer's Loans page and the back office show: the schedule with paid, due and overdue instalments, the next payment and the payoff amount today. */
import type { LoanInstalmentView, LoanProductView, LoanView } from '../contract/loans.ts';
import { daysInArrears, dueNow, nextPayment, outstandingPrincipal, owedOn, payoffAmount, remainingTerm } from '../../domain/loans/money.ts';
import type { LoanProductTerms } from '../../domain/loans/product.ts';
import type { InstalmentState, Loan } from '../../domain/loans/state.ts';
import { stillOwedAfterWriteOff } from '../../domain/loans/write-off.ts';

function instalmentView(i: InstalmentState, today: string): LoanInstalmentView {
  const owed = i.fellDue ? owedOn(i) : i.principal - i.principalPaid + i.interest + i.fee - i.feePaid;
  const paid = i.principalPaid + i.interestPaid + i.feePaid;
  const settled = i.fellDue ? owedOn(i) === 0 : i.principalPaid === i.principal;
  const status = settled ? 'paid' : !i.fellDue ? 'upcoming' : i.dueDate < today ? 'overdue' : 'due';
  // An instalment whose principal was prepaid before its date is never charged its interest: show none.
  const interest = i.fellDue ? i.interestDue : settled ? 0 : i.interest;
  return { number: i.number, dueDate: i.dueDate, principalMinor: i.principal, interestMinor: interest, feeMinor: i.fee, paidMinor: paid, owedMinor: settled ? 0 : owed, status };
}

export function loanView(loan: Loan, today: string): LoanView {
  const active = loan.status === 'active';
  const next = active ? nextPayment(loan) : null;
  const w = loan.writtenOff;
  return {
    loanId: loan.loanId, userId: loan.userId, customerName: loan.customerName, productId: loan.productId, productName: loan.productName, kind: loan.kind,
    status: loan.status, principalMinor: loan.terms.principal, term: loan.terms.term, annualRateBps: loan.terms.annualRateBps, frequency: loan.terms.frequency,
    purpose: loan.purpose, appliedAt: loan.appliedAt, recommendedBy: loan.recommendedBy,
    instalments: loan.instalments.map((i) => instalmentView(i, today)),
    // A written-off loan is off the book: nothing outstanding; what the customer still owes is a recovery to come.
    outstandingPrincipalMinor: w ? 0 : outstandingPrincipal(loan),
    dueNowMinor: active ? dueNow(loan) : 0,
    payoffTodayMinor: active ? payoffAmount(loan, today) : w ? stillOwedAfterWriteOff(loan) : 0,
    daysInArrears: active ? daysInArrears(loan, today) : 0,
    nextPayment: next ? { number: next.number, dueDate: next.dueDate, amountMinor: next.amount } : null,
    ...remainingTerm(loan),
    steps: loan.steps.map((s) => ({ ...s })),
    writeOffProposal: loan.writeOffProposal ? { ...loan.writeOffProposal } : null,
    writtenOff: w ? { principalMinor: w.principal, interestMinor: w.interest, feesMinor: w.fees, recoveredMinor: w.recovered, stillOwedMinor: stillOwedAfterWriteOff(loan), at: w.at } : null,
  };
}

export function productView(productId: string, p: LoanProductTerms): LoanProductView {
  return {
    productId, name: p.name, kind: p.kind, minPrincipalMinor: p.minPrincipal, maxPrincipalMinor: p.maxPrincipal, minTerm: p.minTerm, maxTerm: p.maxTerm,
    annualRateBps: p.annualRateBps, frequency: p.frequency, amortisation: p.amortisation, graceOnPrincipal: p.graceOnPrincipal, lateFeeMinor: p.lateFee,
    toleranceDays: p.toleranceDays, active: p.active,
  };
}
