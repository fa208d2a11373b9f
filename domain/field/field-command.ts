/** Every field decision as one declared command (docs/commands.md): the `field` stream is its one role, run through `execute`. */
import type { DeclaredCommand } from '../command.ts';
import type { FieldCommand } from './commands.ts';
import { decideField, fieldDecider } from './decider.ts';
import { FIELD_STREAM, type FieldEvent } from './events.ts';
import { evolveField, type FieldState } from './state.ts';

export const fieldCommand: DeclaredCommand<FieldCommand, { field: FieldState }, { events: FieldEvent[]; state: FieldState }> = {
  name: 'field',
  folds: { field: fieldDecider },
  streams: () => ({ field: FIELD_STREAM }),
  decide: (input, { field }) => {
    const events = decideField(input, field);
    return { events: { field: events }, result: { events, state: events.reduce(evolveField, field) } };
  },
};
