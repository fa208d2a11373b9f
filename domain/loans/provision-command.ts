/**
 * The month-end provision as a declared command (docs/commands.md), apart from the provisioning
 * rules and events (provisioning.ts), which the event catalogue imports: the provisioning stream
 * alone, decided once per month.
 */
import type { DeclaredCommand } from '../command.ts';
import { decideProvision, PROVISIONING_STREAM, provisioningDecider, type PostProvision, type ProvisionEvent, type ProvisioningState } from './provisioning.ts';

export type PostProvisionInput = Omit<PostProvision, 'type'>;

/** The month-end posting, declared (docs/commands.md): the provisioning stream alone, once per month. */
export const postProvisionCommand: DeclaredCommand<PostProvisionInput, { provisioning: ProvisioningState }, ProvisionEvent[]> = {
  name: 'provision-post',
  folds: { provisioning: provisioningDecider },
  streams: () => ({ provisioning: PROVISIONING_STREAM }),
  decide(input, states) {
    const events = decideProvision({ type: 'PostProvision', ...input }, states.provisioning);
    return { events: { provisioning: events }, result: events };
  },
};
