/**
 * The month-end provision as a declared command (docs/commands.md), apart from the provisioning
 * rules and events (provisioning.ts), which the event catalogue imports: the provisioning stream,
 * decided once per month, and the `books-periods` stream read so a month end inside a closed month
 * is refused (409, `periods.entryInClosedPeriod`) like any dated entry: a closed month's statements
 * never change. The dated job skips such a month end before it gets here (provisioning-service.ts).
 */
import type { DeclaredCommand } from '../command.ts';
import { checkValueDate } from '../periods/closed-guard.ts';
import { PERIODS_STREAM } from '../periods/events.ts';
import { periodsDecider, type Periods } from '../periods/periods.ts';
import { decideProvision, PROVISIONING_STREAM, provisioningDecider, type PostProvision, type ProvisionEvent, type ProvisioningState } from './provisioning.ts';

export type PostProvisionInput = Omit<PostProvision, 'type'>;

/** The month-end posting, declared (docs/commands.md): once per month, never dated inside a closed month. */
export const postProvisionCommand: DeclaredCommand<PostProvisionInput, { provisioning: ProvisioningState; periods: Periods }, ProvisionEvent[]> = {
  name: 'provision-post',
  folds: { provisioning: provisioningDecider, periods: periodsDecider },
  streams: () => ({ provisioning: PROVISIONING_STREAM, periods: PERIODS_STREAM }),
  conditions: ['periods'],
  decide(input, states) {
    const events = decideProvision({ type: 'PostProvision', ...input }, states.provisioning);
    if (events.length > 0) checkValueDate(states.periods, input.asOf, input.at);
    return { events: { provisioning: events }, result: events };
  },
};
