/** customer-insights (charts' figures, category rules, a row's category), customer-alerts (e-mail alert choices) and admin-charts. */
import { adminCharts } from '../../bank/admin-charts.ts';
import { alertSettings, saveAlertSettings } from '../../bank/alerts-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { categoriseTransaction, insightsOverview, removeCategoryRule, saveCategoryRule } from '../../bank/insights-service.ts';
import { parse, reply } from '../contract-io.ts';
import type { App } from '../env.ts';
import { signedIn } from './session-helpers.ts';

export function mountInsightsFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/customer-insights', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'customer-insights');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'overview':
        return reply<'customer-insights', 'overview'>(c, await insightsOverview(ctx, principal));
      case 'save_rule':
        return reply<'customer-insights', 'save_rule'>(c, await saveCategoryRule(ctx, principal, body, requestId));
      case 'remove_rule':
        return reply<'customer-insights', 'remove_rule'>(c, await removeCategoryRule(ctx, principal, body.ruleId, requestId));
      case 'categorise':
        return reply<'customer-insights', 'categorise'>(c, await categoriseTransaction(ctx, principal, body.transactionId, body.category, requestId));
    }
  });
  app.post('/functions/v1/customer-alerts', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'customer-alerts');
    if (body.action === 'get') return reply<'customer-alerts', 'get'>(c, await alertSettings(ctx, principal));
    const { action: _action, ...form } = body;
    return reply<'customer-alerts', 'save'>(c, await saveAlertSettings(ctx, principal, form, c.get('requestId')));
  });
  app.post('/functions/v1/admin-charts', async (c) => reply<'admin-charts'>(c, await adminCharts(ctx, await signedIn(c, ctx))));
}
