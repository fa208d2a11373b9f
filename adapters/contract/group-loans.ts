/**
 * Joint-liability group loans in the API contract (issue 29 item 3): staff propose, decide,
 * disburse and list a group's loans (the officer's list of who is late); a member reads their
 * group's repayment status this cycle, paid, due or late per member, with no amounts of others.
 * Money travels as decimal strings in requests and as cents (…Minor) in answers.
 */
import { z } from 'zod';
import { id, text } from './fields.ts';

export const groupLoanRequests = {
  'group-loans': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({
      action: z.literal('apply'), groupId: id, productId: id, term: z.number().int().min(1).max(1560), purpose: text(200),
      members: z.array(z.object({ customerId: id, amount: text(40) })).max(30),
    }),
    z.object({ action: z.literal('approve'), applicationId: id, note: text(500) }),
    z.object({ action: z.literal('reject'), applicationId: id, note: text(500) }),
    z.object({ action: z.literal('disburse'), applicationId: id }),
  ]),
  'group-status-mine': z.object({}),
};

export type GroupCycleStatus = 'paid' | 'due' | 'late';
export interface GroupLoanMemberView { customerId: string; name: string; amountMinor: number; loanId: string; status: GroupCycleStatus | null; daysLate: number; outstandingMinor: number | null }
export interface GroupLoanApplicationView {
  applicationId: string; groupId: string; groupName: string; productName: string; term: number; purpose: string;
  status: 'applied' | 'approved' | 'rejected' | 'disbursed'; proposedBy: string; decidedBy: string | null; dueDates: string[];
  members: GroupLoanMemberView[];
}
/** A member's view of their group: names and status only. */
export interface GroupStatusMemberView { name: string; status: GroupCycleStatus; you: boolean }

interface Saved { success: boolean; message: string }

export interface GroupLoanAnswers {
  'group-loans': {
    list: { today: string; applications: GroupLoanApplicationView[] };
    apply: Saved & { applicationId: string };
    approve: Saved; reject: Saved; disburse: Saved;
  };
  'group-status-mine': { group: { name: string; cycleDate: string | null; members: GroupStatusMemberView[] } | null };
}
