/**
 * Demo mode's reset (DECISIONS 24). The log is append-only, so nothing is deleted: a
 * `DemoEpochStarted` event marks a new epoch, and every customer registered before it is
 * closed out of the projections' current view (the events stay, and the audit replay still
 * shows them as of any earlier position).
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import type { UserRole } from '../user/events.ts';

export const DEMO_STREAM = 'demo';

export const demoEventSchemas = {
  DemoEpochStarted: z.object({ epoch: z.number().int().min(1), reason: z.string().min(1).max(500), by: z.string().min(1), byName: z.string(), at: z.string() }),
};

export type DemoEvent = { type: 'DemoEpochStarted'; data: z.infer<typeof demoEventSchemas.DemoEpochStarted> };

export function decideDemoReset(command: { demoMode: boolean; reason: string; actor: { id: string; name: string; role: UserRole }; at: string }, epochs: number): DemoEvent[] {
  if (command.actor.role !== 'admin') refuse('forbidden', said('session.actionRequiresAdministrator'));
  if (!command.demoMode) refuse('forbidden', said('backOffice.clearAllUsers'));
  const { reason, actor, at } = command;
  return [{ type: 'DemoEpochStarted', data: { epoch: epochs + 1, reason: reason.trim() || 'Demo reset', by: actor.id, byName: actor.name, at } }];
}

export interface ResetDemo {
  type: 'ResetDemo';
  demoMode: boolean;
  reason: string;
  actor: { id: string; name: string; role: UserRole };
  at: string;
}

/** The `demo` stream: its state is the number of epochs started so far. */
export const demoDecider: Decider<ResetDemo, DemoEvent, number> = {
  initialState: 0,
  evolve: (epochs) => epochs + 1,
  decide: (command, epochs) => decideDemoReset(command, epochs),
};
