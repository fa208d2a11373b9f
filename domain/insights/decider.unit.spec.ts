/** Proves what a customer may do with their categories: save and edit rules (trimmed, bounded), remove them, and choose or give back one row's category. */
import { describe, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { insightsDecider, insightsMessages } from './decider.ts';
import { MAX_RULES, type InsightsEvent } from './events.ts';

const at = '2026-11-24T10:00:00.000Z';
const spec = deciderSpec(insightsDecider);
const saved = (ruleId: string, contains = 'market', category = 'Groceries'): InsightsEvent => ({ type: 'CategoryRuleSaved', data: { ruleId, field: 'payee', contains, category, at } });

describe('insights decider', () => {
  it('saves a rule with its texts trimmed', () => {
    spec.given().when({ type: 'SaveCategoryRule', ruleId: 'r1', field: 'payee', contains: '  market ', category: ' Groceries ', at }).then([saved('r1')]);
  });

  it('refuses a rule without text or category, and says which field', () => {
    spec.given().when({ type: 'SaveCategoryRule', ruleId: 'r1', field: 'payee', contains: '  ', category: 'Food', at }).thenRefuses('validation', insightsMessages.containsRequired);
    spec.given().when({ type: 'SaveCategoryRule', ruleId: 'r1', field: 'payee', contains: 'shop', category: '', at }).thenRefuses('validation', insightsMessages.categoryRequired);
  });

  it('an unchanged edit records nothing; a changed one is saved under the same rule', () => {
    spec.given([saved('r1')]).when({ type: 'SaveCategoryRule', ruleId: 'r1', field: 'payee', contains: 'market', category: 'Groceries', at }).then([]);
    spec.given([saved('r1')]).when({ type: 'SaveCategoryRule', ruleId: 'r1', field: 'payee', contains: 'market', category: 'Food', at }).then([saved('r1', 'market', 'Food')]);
  });

  it(`keeps at most ${MAX_RULES} rules`, () => {
    const many = Array.from({ length: MAX_RULES }, (_, i) => saved(`r${i}`));
    spec.given(many).when({ type: 'SaveCategoryRule', ruleId: 'new', field: 'payee', contains: 'x', category: 'Y', at }).thenRefuses('validation', insightsMessages.tooManyRules);
  });

  it('removes a rule it has, and refuses one it never had', () => {
    spec.given([saved('r1')]).when({ type: 'RemoveCategoryRule', ruleId: 'r1', at }).then([{ type: 'CategoryRuleRemoved', data: { ruleId: 'r1', at } }]);
    spec.given([saved('r1'), { type: 'CategoryRuleRemoved', data: { ruleId: 'r1', at } }]).when({ type: 'RemoveCategoryRule', ruleId: 'r1', at }).thenRefuses('not_found', insightsMessages.ruleNotFound);
  });

  it('chooses a row\'s category, gives it back to the rules, and refuses a row the customer does not have', () => {
    const chosen: InsightsEvent = { type: 'TransactionCategorised', data: { transactionId: 't1', category: 'Gifts', at } };
    spec.given().when({ type: 'CategoriseTransaction', transactionId: 't1', rowExists: true, category: 'Gifts', at }).then([chosen]);
    spec.given([chosen]).when({ type: 'CategoriseTransaction', transactionId: 't1', rowExists: true, category: 'Gifts', at }).then([]);
    spec.given([chosen]).when({ type: 'CategoriseTransaction', transactionId: 't1', rowExists: true, category: null, at }).then([{ type: 'TransactionCategorised', data: { transactionId: 't1', category: null, at } }]);
    spec.given().when({ type: 'CategoriseTransaction', transactionId: 'nope', rowExists: false, category: 'Gifts', at }).thenRefuses('not_found', insightsMessages.transactionNotFound);
  });
});
