/** What the customer's record pages load: each asks the server for its projection; a refused session goes to /login. */
import { BankApiError } from '../adapters/client/bank-api.ts';
import { CURRENT, recall, remember } from '../adapters/client/offline-cache.ts';
import { dashboardRecords, historyRecords, statementRecords } from '../adapters/client/records-api.ts';
import { insightsOverview } from '../adapters/client/insights-api.ts';
import { SignInRequired } from './loaders.ts';

/**
 * The server's answer, kept in the offline cache; when the server cannot be reached, the
 * cached copy (offline reading). null when the server refuses (403: e.g. suspended), so the
 * shell's own notice shows instead of an error page.
 */
async function orLogin<T>(name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    const answer = await load();
    void remember(CURRENT, name, answer);
    return answer;
  } catch (error) {
    if (error instanceof BankApiError && error.status === 401) throw new SignInRequired();
    if (error instanceof BankApiError && error.status === 403) return null;
    if (error instanceof BankApiError) throw error;
    const cached = await recall<T>(CURRENT, name);
    if (cached !== undefined) return cached;
    throw error;
  }
}

export const dashboardLoader = () => orLogin('dashboard', dashboardRecords);

export const historyLoader = () => orLogin('history', historyRecords);

/** The statement of `period` (the page's ?period=), or the latest. */
export const statementsLoader = (period: string | undefined) => orLogin(`statement:${period ?? 'latest'}`, () => statementRecords(period));

/** The dashboard charts' figures and the Categories page (customer-insights overview). */
export const insightsLoader = () => orLogin('insights', insightsOverview);
