/**
 * The customer's categorisation choices, one `insights-<userId>` stream each: rules on payee or
 * description and single-row overrides. They are kept apart from the money stream so that
 * editing a rule never touches, or waits on, a payment.
 */
import { z } from 'zod';

export const insightsStream = (userId: string): string => `insights-${userId}`;

export const RULE_FIELDS = ['payee', 'description'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Limits on what a customer may store: short texts, a bounded number of rules. */
export const MATCH_MAX = 60;
export const CATEGORY_MAX = 40;
export const MAX_RULES = 50;

const ruleId = z.string().min(1).max(64);
const category = z.string().min(1).max(CATEGORY_MAX);

export const insightsEventSchemas = {
  CategoryRuleSaved: z.object({ ruleId, field: z.enum(RULE_FIELDS), contains: z.string().min(1).max(MATCH_MAX), category, at: z.string() }),
  CategoryRuleRemoved: z.object({ ruleId, at: z.string() }),
  TransactionCategorised: z.object({ transactionId: z.string().min(1).max(128), category: category.nullable(), at: z.string() }),
};

export type InsightsEvent =
  | { type: 'CategoryRuleSaved'; data: z.infer<typeof insightsEventSchemas.CategoryRuleSaved> }
  | { type: 'CategoryRuleRemoved'; data: z.infer<typeof insightsEventSchemas.CategoryRuleRemoved> }
  | { type: 'TransactionCategorised'; data: z.infer<typeof insightsEventSchemas.TransactionCategorised> };
