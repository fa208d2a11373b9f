/**
 * The joint-liability group loan application (issue 29 item 3, as Fineract's GLIM): one
 * application for a group with an amount per member, proposed by a member of staff and approved
 * by a different one, then disbursed as one ordinary loan per member (domain/loans, tagged with
 * the group and the application). It lives in the `field` stream so the rules that span it and
 * the group (current members, a member with an active group loan cannot leave) are decided on one
 * folded state; each member's loan lives in its own `loan-<id>` stream like any other loan.
 */
import { z } from 'zod';
import type { LoanEvent } from '../loans/events.ts';

const id = z.string().min(1).max(64);
const at = z.string().min(20).max(40);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const actorName = z.string().max(200);

export const groupLoanMember = z.object({ customerId: id, customerName: z.string().max(200), amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), loanId: id });
export type GroupLoanMember = z.infer<typeof groupLoanMember>;

export const groupLoanEventSchemas = {
  GroupLoanApplied: z.object({
    applicationId: id, groupId: id, productId: id, productName: z.string().max(80), term: z.number().int().min(1).max(1560),
    purpose: z.string().min(1).max(200), members: z.array(groupLoanMember).min(1).max(30), by: id, byName: actorName, at,
  }),
  GroupLoanApproved: z.object({ applicationId: id, by: id, byName: actorName, note: z.string().max(500), at }),
  GroupLoanRejected: z.object({ applicationId: id, by: id, byName: actorName, reason: z.string().min(1).max(500), at }),
  /** Each member's loan disbursed into their savings; instalments fall on the group's meeting days (moved past holidays). */
  GroupLoanDisbursed: z.object({ applicationId: id, startDate: isoDate, dueDates: z.array(isoDate).min(1).max(1560), by: id, byName: actorName, at }),
  /** A member's loan of the application closed (repaid, paid off) or written off: the member is free to leave the group. Recorded once per loan by a reactor. */
  GroupLoanSettled: z.object({ applicationId: id, groupId: id, customerId: id, loanId: id, outcome: z.enum(['repaid', 'paid_off', 'written_off']), at }),
};

type Schemas = typeof groupLoanEventSchemas;
export type GroupLoanEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export type GroupLoanStatus = 'applied' | 'approved' | 'rejected' | 'disbursed';

export interface GroupLoanApplication {
  applicationId: string; groupId: string; productId: string; productName: string; term: number; purpose: string;
  members: GroupLoanMember[];
  status: GroupLoanStatus;
  proposedBy: { id: string; name: string; at: string };
  decidedBy: { id: string; name: string; note: string; at: string } | null;
  startDate: string | null;
  dueDates: string[];
  /** The members' loans settled (closed or written off), by loan id: their borrowers may leave the group. */
  settled: string[];
}

export type LoanClosedOrWrittenOff = Extract<LoanEvent, { type: 'LoanClosed' | 'LoanWrittenOff' }>;
export type SettlementOutcome = z.infer<typeof groupLoanEventSchemas.GroupLoanSettled>['outcome'];

/** What ends a member's part in a group loan: their loan closed (repaid, paid off) or written off; null for any other event or an individual loan. */
export function settlementOf(loan: { loanId: string; group: { applicationId: string } | null }, event: LoanClosedOrWrittenOff): { applicationId: string; loanId: string; outcome: SettlementOutcome } | null {
  if (!loan.group) return null;
  const outcome: SettlementOutcome = event.type === 'LoanWrittenOff' ? 'written_off' : event.data.reason;
  return { applicationId: loan.group.applicationId, loanId: loan.loanId, outcome };
}

export type GroupLoans = Record<string, GroupLoanApplication>;

export function evolveGroupLoans(loans: GroupLoans, event: GroupLoanEvent): GroupLoans {
  if (event.type === 'GroupLoanApplied') {
    const { applicationId, groupId, productId, productName, term, purpose, members, by, byName, at } = event.data;
    return { ...loans, [applicationId]: { applicationId, groupId, productId, productName, term, purpose, members, status: 'applied', proposedBy: { id: by, name: byName, at }, decidedBy: null, startDate: null, dueDates: [], settled: [] } };
  }
  const application = loans[event.data.applicationId];
  if (!application) return loans;
  if (event.type === 'GroupLoanSettled') return { ...loans, [application.applicationId]: { ...application, settled: [...new Set([...application.settled, event.data.loanId])] } };
  const { by, byName, at } = event.data;
  switch (event.type) {
    case 'GroupLoanApproved': return { ...loans, [application.applicationId]: { ...application, status: 'approved', decidedBy: { id: by, name: byName, note: event.data.note, at } } };
    case 'GroupLoanRejected': return { ...loans, [application.applicationId]: { ...application, status: 'rejected', decidedBy: { id: by, name: byName, note: event.data.reason, at } } };
    case 'GroupLoanDisbursed': return { ...loans, [application.applicationId]: { ...application, status: 'disbursed', startDate: event.data.startDate, dueDates: event.data.dueDates } };
  }
}

