/**
 * How a transaction gets its category, in the spirit of Actual Budget's rules: the customer's
 * own choice for that row first, then the first rule (in the order they were made) whose text
 * appears in the row's payee or description, ignoring case, then the category the bank gave
 * the row. Applied when rows are read, so a rule reaches past rows without rewriting history.
 */
import type { TransactionRow } from '../projections/transactions.ts';
import type { RuleField } from './events.ts';

export interface CategoryRule {
  ruleId: string;
  field: RuleField;
  contains: string;
  category: string;
}

export interface Categorisation {
  /** In the order they were first saved; an edit keeps a rule's place. */
  rules: readonly CategoryRule[];
  /** Row id -> the category the customer chose for that row alone. */
  overrides: ReadonlyMap<string, string>;
}

export const noCategorisation: Categorisation = { rules: [], overrides: new Map() };

type Matchable = Pick<TransactionRow, 'counterparty' | 'description'>;

export function ruleMatches(rule: CategoryRule, row: Matchable): boolean {
  const text = rule.field === 'payee' ? row.counterparty : row.description;
  return text.toLocaleLowerCase('en-US').includes(rule.contains.toLocaleLowerCase('en-US'));
}

export function categoryOf(row: Matchable & Pick<TransactionRow, 'id' | 'category'>, categorisation: Categorisation): string {
  const chosen = categorisation.overrides.get(row.id);
  if (chosen) return chosen;
  return categorisation.rules.find((rule) => ruleMatches(rule, row))?.category ?? row.category;
}

/** The rows with their categories as the customer's rules and choices say; nothing else changes. */
export function categorise<R extends TransactionRow>(rows: readonly R[], categorisation: Categorisation): R[] {
  if (categorisation.rules.length === 0 && categorisation.overrides.size === 0) return [...rows];
  return rows.map((row) => {
    const category = categoryOf(row, categorisation);
    return category === row.category ? row : { ...row, category };
  });
}
