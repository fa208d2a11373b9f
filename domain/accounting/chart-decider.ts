/**
 * The chart as its stream tells it (the built-in accounts, then every addition and rename),
 * and the decisions on it: a code is unique and its first digit is its class; a rename
 * needs a known code and a new name. Nothing removes an account.
 */
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import { builtInChart, classOfCode, type AccountClass, type ChartAccount } from './chart.ts';
import type { ChartEvent } from './chart-events.ts';

export interface ChartState {
  accounts: ReadonlyMap<string, ChartAccount>;
}

export interface Actor { id: string; name: string }

export type ChartCommand =
  | { type: 'AddAccount'; code: string; name: string; class: AccountClass; contra: boolean; reason: string; actor: Actor; at: string }
  | { type: 'RenameAccount'; code: string; name: string; reason: string; actor: Actor; at: string };

export const initialChart: ChartState = { accounts: new Map(builtInChart.map((account) => [account.code, account])) };

export function evolveChart(state: ChartState, event: ChartEvent): ChartState {
  const accounts = new Map(state.accounts);
  if (event.type === 'ChartAccountAdded') {
    const { code, name, contra } = event.data;
    accounts.set(code, { code, name, class: event.data.class, contra, origin: 'added' });
  } else {
    const prior = accounts.get(event.data.code);
    if (prior) accounts.set(event.data.code, { ...prior, name: event.data.to });
  }
  return { accounts };
}

export function decideChart(command: ChartCommand, state: ChartState): ChartEvent[] {
  const name = command.name.trim();
  const reason = command.reason.trim();
  if (!name) refuse('validation', said('accounting.nameRequired'), { name: said('accounting.nameRequired') });
  if (!reason) refuse('validation', said('accounting.reasonRequired'), { reason: said('accounting.reasonRequired') });
  const by = { by: command.actor.id, byName: command.actor.name, reason, at: command.at };
  if (command.type === 'AddAccount') {
    if (!/^[1-5]\d{3}$/.test(command.code)) refuse('validation', said('accounting.codeFormat'), { code: said('accounting.codeFormat') });
    if (classOfCode[command.code[0]!] !== command.class) refuse('validation', said('accounting.codeClass'), { code: said('accounting.codeClass') });
    if (state.accounts.has(command.code)) refuse('conflict', said('accounting.codeTaken', { code: command.code }));
    return [{ type: 'ChartAccountAdded', data: { code: command.code, name, class: command.class, contra: command.contra, ...by } }];
  }
  const prior = state.accounts.get(command.code);
  if (!prior) return refuse('not_found', said('accounting.accountNotFound'));
  if (prior.name === name) refuse('validation', said('accounting.sameName'), { name: said('accounting.sameName') });
  return [{ type: 'ChartAccountRenamed', data: { code: command.code, from: prior.name, to: name, ...by } }];
}

export const chartDecider: Decider<ChartCommand, ChartEvent, ChartState> = { initialState: initialChart, decide: decideChart, evolve: evolveChart };
