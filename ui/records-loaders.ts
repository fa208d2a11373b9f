/** Loaders of the customer's record pages: each asks the server for its projection; a refused session goes to /login. */
import { redirect } from 'react-router';
import { BankApiError } from '../adapters/client/bank-api.ts';
import { dashboardRecords, historyRecords, statementRecords } from '../adapters/client/records-api.ts';

/** null when the server refuses (403: e.g. suspended), so the shell's own notice shows instead of an error page. */
async function orLogin<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof BankApiError && error.status === 401) throw redirect('/login');
    if (error instanceof BankApiError && error.status === 403) return null;
    throw error;
  }
}

export const dashboardLoader = () => orLogin(dashboardRecords);

export const historyLoader = () => orLogin(historyRecords);

export const statementsLoader = ({ request }: { request: Request }) =>
  orLogin(() => statementRecords(new URL(request.url).searchParams.get('period') ?? undefined));
