/** Every month-end close decision as one declared command (docs/commands.md): the `books-periods` stream, folded, decided by periodsDecider. */
import type { DeclaredCommand } from '../command.ts';
import { PERIODS_STREAM, type PeriodEvent } from './events.ts';
import { periodsDecider, type PeriodCommand, type Periods } from './periods.ts';

export const periodCommand: DeclaredCommand<PeriodCommand, { periods: Periods }, { periods: Periods; events: PeriodEvent[] }> = {
  name: 'books-period',
  folds: { periods: periodsDecider },
  streams: () => ({ periods: PERIODS_STREAM }),
  decide(command, { periods }) {
    const events = [...periodsDecider.decide(command, periods)];
    return { events: { periods: events }, result: { periods: events.reduce(periodsDecider.evolve, periods), events } };
  },
};
