/** The administrator's change to the chart of accounts as a declared command (docs/commands.md): one role, the chart's stream. */
import type { DeclaredCommand } from '../command.ts';
import type { BankEvent } from '../catalogue.ts';
import { chartDecider, decideChart, evolveChart, type ChartCommand, type ChartState } from './chart-decider.ts';
import { CHART_STREAM, type ChartEvent } from './chart-events.ts';

const chartFold = { initialState: chartDecider.initialState, evolve: (state: ChartState, event: BankEvent) => evolveChart(state, event as ChartEvent) };

export const changeChartCommand: DeclaredCommand<ChartCommand, { chart: ChartState }, ChartState> = {
  name: 'chart-change',
  folds: { chart: chartFold },
  streams: () => ({ chart: CHART_STREAM }),
  decide(input, { chart }) {
    const events = decideChart(input, chart);
    return { events: { chart: events }, result: events.reduce(evolveChart, chart) };
  },
};
