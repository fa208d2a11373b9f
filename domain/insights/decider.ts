/**
 * The rules of a customer's categorisation: save (add or edit) a rule, remove one, choose a
 * row's category or give it back to the rules. Texts are trimmed and bounded; the use case says
 * whether the row exists, since the rows live in the customer's money stream.
 */
import type { Decider } from '../decider.ts';
import { english, refuse, unreachable } from '../errors.ts';
import { CATEGORY_MAX, MATCH_MAX, MAX_RULES, type InsightsEvent, type RuleField } from './events.ts';
import { noCategorisation, type Categorisation, type CategoryRule } from './rules.ts';

export type InsightsCommand =
  | { type: 'SaveCategoryRule'; ruleId: string; field: RuleField; contains: string; category: string; at: string }
  | { type: 'RemoveCategoryRule'; ruleId: string; at: string }
  | { type: 'CategoriseTransaction'; transactionId: string; rowExists: boolean; category: string | null; at: string };

export const insightsMessages = {
  containsRequired: english('records.containsRequired'),
  containsTooLong: english('records.containsTooLong', { max: MATCH_MAX }),
  categoryRequired: english('records.categoryRequired'),
  categoryTooLong: english('records.categoryTooLong', { max: CATEGORY_MAX }),
  tooManyRules: english('records.tooManyRules', { max: MAX_RULES }),
  ruleNotFound: english('records.ruleNotFound'),
  transactionNotFound: english('records.transactionNotFound'),
} as const;

function checkedCategory(raw: string): string {
  const category = raw.trim();
  if (!category) refuse('validation', insightsMessages.categoryRequired, { category: insightsMessages.categoryRequired });
  if (category.length > CATEGORY_MAX) refuse('validation', insightsMessages.categoryTooLong, { category: insightsMessages.categoryTooLong });
  return category;
}

function decideSave(command: Extract<InsightsCommand, { type: 'SaveCategoryRule' }>, state: Categorisation): InsightsEvent[] {
  const contains = command.contains.trim();
  if (!contains) refuse('validation', insightsMessages.containsRequired, { contains: insightsMessages.containsRequired });
  if (contains.length > MATCH_MAX) refuse('validation', insightsMessages.containsTooLong, { contains: insightsMessages.containsTooLong });
  const category = checkedCategory(command.category);
  const existing = state.rules.find((rule) => rule.ruleId === command.ruleId);
  if (!existing && state.rules.length >= MAX_RULES) refuse('validation', insightsMessages.tooManyRules);
  if (existing && existing.field === command.field && existing.contains === contains && existing.category === category) return [];
  return [{ type: 'CategoryRuleSaved', data: { ruleId: command.ruleId, field: command.field, contains, category, at: command.at } }];
}

function decideCategorise(command: Extract<InsightsCommand, { type: 'CategoriseTransaction' }>, state: Categorisation): InsightsEvent[] {
  if (!command.rowExists) refuse('not_found', insightsMessages.transactionNotFound);
  const category = command.category === null ? null : checkedCategory(command.category);
  if ((state.overrides.get(command.transactionId) ?? null) === category) return [];
  return [{ type: 'TransactionCategorised', data: { transactionId: command.transactionId, category, at: command.at } }];
}

function evolve(state: Categorisation, event: InsightsEvent): Categorisation {
  switch (event.type) {
    case 'CategoryRuleSaved': {
      const { ruleId, field, contains, category } = event.data;
      const rule: CategoryRule = { ruleId, field, contains, category };
      const known = state.rules.some((r) => r.ruleId === ruleId);
      return { ...state, rules: known ? state.rules.map((r) => (r.ruleId === ruleId ? rule : r)) : [...state.rules, rule] };
    }
    case 'CategoryRuleRemoved':
      return { ...state, rules: state.rules.filter((r) => r.ruleId !== event.data.ruleId) };
    case 'TransactionCategorised': {
      const overrides = new Map(state.overrides);
      if (event.data.category === null) overrides.delete(event.data.transactionId);
      else overrides.set(event.data.transactionId, event.data.category);
      return { ...state, overrides };
    }
  }
}

export const insightsDecider: Decider<InsightsCommand, InsightsEvent, Categorisation> = {
  initialState: noCategorisation,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'SaveCategoryRule':
        return decideSave(command, state);
      case 'RemoveCategoryRule':
        if (!state.rules.some((r) => r.ruleId === command.ruleId)) return refuse('not_found', insightsMessages.ruleNotFound);
        return [{ type: 'CategoryRuleRemoved', data: { ruleId: command.ruleId, at: command.at } }];
      case 'CategoriseTransaction':
        return decideCategorise(command, state);
      default:
        return unreachable(command);
    }
  },
};
