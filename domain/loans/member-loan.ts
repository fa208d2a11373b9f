/**
 * A member's loan in a joint-liability group loan (issue 29 item 3): an ordinary loan, tagged
 * with its group and application, so the schedule, repayments, collection, arrears, PAR and
 * provisioning treat it as any loan. The group application (domain/field/group-loans.ts) holds
 * the maker-checker decision; here the loan records it (applied and recommended by the proposer,
 * approved by the approver) and, at disbursement, takes the group's meeting days as due dates.
 */
import { refuse, said } from '../errors.ts';
import { applicationErrors } from './application-form.ts';
import type { LoanEvent } from './events.ts';
import type { LoanProductTerms } from './product.ts';
import { buildSchedule } from './schedule.ts';
import type { LoanState } from './state.ts';

interface Person { id: string; name: string }

export interface OpenMemberLoan {
  type: 'OpenMemberLoan';
  loanId: string; userId: string; customerName: string; productId: string; product: LoanProductTerms;
  amount: number; term: number; purpose: string;
  group: { groupId: string; applicationId: string };
  proposedBy: Person; approvedBy: Person & { note: string };
  at: string;
}

export interface DisburseMemberLoan { type: 'DisburseMemberLoan'; actor: Person; startDate: string; dueDates: readonly string[]; at: string }

/** The application approved: the member's loan applied, recommended and approved at once. Opening it again is a no-op. */
export function openMemberLoan(command: OpenMemberLoan, state: LoanState): LoanEvent[] {
  if (state.exists) {
    if (state.group?.applicationId === command.group.applicationId) return [];
    return refuse('conflict', said('loans.applicationAlreadyMade'));
  }
  const { product, amount, term } = command;
  const fields = applicationErrors(amount, term, command.purpose, product);
  const first = Object.values(fields)[0];
  if (first) refuse('validation', said('groupLoans.memberAmountInvalid', { name: command.customerName }));
  const { annualRateBps, frequency, amortisation, graceOnPrincipal, lateFee, toleranceDays } = product;
  const { proposedBy, approvedBy, at } = command;
  return [
    {
      type: 'LoanApplied',
      data: {
        loanId: command.loanId, userId: command.userId, customerName: command.customerName, productId: command.productId, productName: product.name, kind: product.kind,
        terms: { principal: amount, term, annualRateBps, frequency, amortisation, graceOnPrincipal, lateFee, toleranceDays }, purpose: command.purpose.trim(), group: command.group, at,
      },
    },
    { type: 'LoanRecommended', data: { by: proposedBy.id, byName: proposedBy.name, note: 'Group loan application', at } },
    { type: 'LoanApproved', data: { by: approvedBy.id, byName: approvedBy.name, note: approvedBy.note, at } },
  ];
}

/** The member's loan disbursed into their savings, its instalments on the given meeting days. Disbursing it again is a no-op. */
export function disburseMemberLoan(command: DisburseMemberLoan, state: LoanState): LoanEvent[] {
  if (!state.exists) return refuse('not_found', said('loans.noSuchLoan'));
  if (!state.group) return refuse('conflict', said('groupLoans.notAGroupLoan'));
  if (state.status !== 'approved') return state.startDate ? [] : refuse('conflict', said('loans.onlyApprovedLoan'));
  if (command.dueDates.length !== state.terms.term) return refuse('validation', said('groupLoans.noMeetingDays'));
  const schedule = buildSchedule({ ...state.terms, startDate: command.startDate, dueDates: command.dueDates });
  return [{ type: 'LoanDisbursed', data: { by: command.actor.id, byName: command.actor.name, startDate: command.startDate, instalments: schedule.instalments, at: command.at } }];
}
