/**
 * Writing a loan off from the back office (issue 28, item 4), maker-checker: one administrator
 * proposes with a reason, a different one approves (never the proposer, nor their invitee within
 * 30 days); the approval moves the outstanding against the allowance for loan losses
 * (domain/loans/write-off.ts). Both are loan commands run through execute under the customer's lock.
 */
import { english } from '../../domain/errors.ts';
import type { LoanCommand } from '../../domain/loans/decider.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import { checkerOf } from './admin-invitation-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { onLoan, ownerOf } from './loan-commands.ts';
import { loanView } from './loan-view.ts';

export type WriteOffDecision = { action: 'propose'; loanId: string; reason: string } | { action: 'approve'; loanId: string };

const messages: Record<WriteOffDecision['action'], string> = {
  propose: english('notices.loanWriteOffProposed'),
  approve: english('notices.loanWrittenOff'),
};

export async function decideOnWriteOff(ctx: BankContext, principal: Principal, decision: WriteOffDecision, requestId: string) {
  const actor = { ...adminActor(principal), sponsor: (await checkerOf(ctx, principal)).sponsor };
  const userId = await ownerOf(ctx, decision.loanId);
  const meta = adminMetadata(ctx, principal, requestId, decision.action === 'propose' ? decision.reason : 'Loan write-off approved');
  const command = (): LoanCommand => decision.action === 'propose'
    ? { type: 'ProposeWriteOff', actor, reason: decision.reason, at: meta.at }
    : { type: 'ApproveWriteOff', actor, at: meta.at };
  const { loan } = await onLoan(ctx, decision.loanId, userId, { actor: actor.id, requestId, reason: meta.reason ?? '' }, command);
  return { success: true, message: messages[decision.action], loan: loanView(loan, meta.at.slice(0, 10)) };
}
