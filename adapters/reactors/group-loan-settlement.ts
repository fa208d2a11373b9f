/**
 * The group loan settlement reactor (issue 29 items 2 and 3): when a member's loan of a group loan
 * closes (repaid, paid off) or is written off, the member is free to leave their group. The loan's
 * own stream records the closing; this reactor records the consequence on the `field` stream
 * (`GroupLoanSettled`, through the group loan command, domain/field/decide-group-loans.ts), once
 * per loan: a replayed page decides nothing more, so delivery at least once records it once.
 */
import type { LoanClosedOrWrittenOff } from '../../domain/field/group-loans.ts';
import { settlementOf } from '../../domain/field/group-loans.ts';
import { DomainError } from '../../domain/errors.ts';
import { groupLoanCommand } from '../../domain/field/group-loan-command.ts';
import type { Loan } from '../../domain/loans/state.ts';
import type { BankContext } from '../bank/context.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import type { RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';

interface Settlement { applicationId: string; loanId: string; outcome: 'repaid' | 'paid_off' | 'written_off'; source: string }

const LOAN_PREFIX = 'loan-';
/** The bank itself, acting on what happened: no member of staff decided it. */
const BANK = { id: 'system', name: 'Trust Microfinance Bank', role: 'admin' as const };

export const groupLoanSettlementReactor: Reactor<BankContext, ReadonlyMap<string, Loan>, Settlement> = {
  name: 'group-loan-settlement',
  eventTypes: new Set(['LoanClosed', 'LoanWrittenOff']),
  load: async (ctx) => (await ctx.live.catchUp()).loans,
  decide: (loans, event: RecordedEvent) => {
    if (!event.streamId.startsWith(LOAN_PREFIX)) return [];
    const loan = loans.get(event.streamId.slice(LOAN_PREFIX.length));
    const settled = loan ? settlementOf(loan, decodeEvent(event) as LoanClosedOrWrittenOff) : null;
    return settled ? [{ ...settled, source: `${event.streamId}@${event.version}` }] : [];
  },
  effect: async (ctx, settlement) => {
    const at = ctx.clock.now().toISOString();
    try {
      await execute(ctx, groupLoanCommand, {
        type: 'SettleGroupLoan', applicationId: settlement.applicationId, loanId: settlement.loanId, outcome: settlement.outcome, actor: BANK, at, today: at.slice(0, 10),
      }, { actor: BANK.id, at, requestId: `group-loan-settled-${settlement.source}`, reason: 'A member\'s group loan was settled' });
    } catch (error) {
      // A refusal (no such application: a loan tagged by hand) would refuse again on every replay: logged, not retried.
      if (!(error instanceof DomainError)) throw error;
      console.error(`group-loan-settlement: loan ${settlement.loanId}: ${error.message}`);
    }
  },
};
