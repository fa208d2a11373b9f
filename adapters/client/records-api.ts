/** The browser's typed calls for the customer's records: dashboard, history, statements, cards, profile and sessions. */
import { call, deviceInfo, type BankUser } from './bank-api.ts';

export interface TransactionItem {
  id: string;
  type: 'credit' | 'debit';
  kind: string;
  currency: 'USD' | 'BTC';
  amount: string;
  amount_minor: number;
  fee: string;
  fee_minor: number;
  /** Amount plus fee: what left or reached the account. */
  total: string;
  total_minor: number;
  description: string;
  category: string;
  reference: string;
  counterparty: string;
  /** A Bitcoin transfer's recorded price, labelled when it was not live (DECISIONS 29); empty otherwise. */
  note?: string;
  status: 'completed' | 'pending' | 'failed';
  date: string;
  time: string;
  at: string;
  position: number;
}

export interface CardItem {
  id: string;
  brand: string;
  type: 'debit' | 'credit';
  holder: string;
  number: string;
  last4: string;
  expiry: string;
  status: 'active' | 'frozen' | 'pending';
  frozen: boolean;
}

export interface CardRequestItem {
  requestId: string;
  kind: 'new' | 'replacement';
  replacesCardId: string | null;
  at: string;
}

export interface CreditScoreItem {
  /** The bureau and the date of its report (null on scores recorded before they were asked). */
  bureau?: string | null;
  report_date?: string | null;
  score: number;
  max: number;
  band: string;
  factors: { paymentHistory: number; utilization: number; age: number; mix: number; inquiries: number };
  recorded_at: string;
}

export interface DashboardRecords {
  transactions: TransactionItem[];
  summary: { month: string; income: string; expenses: string; savings: string };
  creditScore: CreditScoreItem | null;
  cards: CardItem[];
  cardRequests: CardRequestItem[];
}

export interface StatementLineItem extends TransactionItem {
  balance: string;
  channel: string;
}

export interface StatementPeriodItem {
  period: string;
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  totalCredits: string;
  totalDebits: string;
  transactionCount: number;
  status: 'current' | 'completed';
  lines: StatementLineItem[];
}

export interface StatementRecords {
  account: { holder: string; accountNumber: string; accountType: string; email: string };
  /** From System Settings; absent in an answer cached before it was added. */
  bank?: { name: string; address: string };
  periods: StatementPeriodItem[];
  statement: StatementPeriodItem | null;
}

export interface SessionItem {
  id: string;
  session_token: string;
  device_info?: Record<string, string>;
  ip_address: string | null;
  last_activity: string;
  created_at: string;
  current: boolean;
}

export const dashboardRecords = () => call<DashboardRecords>('customer-records', { action: 'dashboard' });

export const historyRecords = () => call<{ transactions: TransactionItem[] }>('customer-records', { action: 'history' });

export const statementRecords = (period?: string) => call<StatementRecords>('customer-records', period ? { action: 'statement', period } : { action: 'statement' });

export const setCardFrozen = (cardId: string, frozen: boolean) =>
  call<{ cards: CardItem[] }>('customer-records', { action: frozen ? 'freeze_card' : 'unfreeze_card', cardId });

export const requestCard = (kind: 'new' | 'replacement', replacesCardId: string | null, reason: string) =>
  call<{ cardRequests: CardRequestItem[] }>('customer-records', { action: 'request_card', kind, replacesCardId, reason });

export interface ProfileData {
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

export const updateProfile = (profileData: Partial<ProfileData>) =>
  call<{ user: BankUser }>('user-sync', { action: 'update_profile', data: { profileData, deviceInfo: deviceInfo() } });

export const logActivity = (activityType: string, description: string, metadata: Record<string, unknown>) =>
  call<{ success: boolean }>('user-sync', { action: 'log_activity', data: { activityType, description, metadata, deviceInfo: deviceInfo() } });

export const activeSessions = () => call<{ sessions: SessionItem[] }>('session-manager', { action: 'get_active_sessions' });

export const revokeSession = (sessionId: string) =>
  call<{ signedOut: boolean }>('session-manager', { action: 'revoke_session', sessionData: { sessionId }, deviceInfo: deviceInfo() });

export const requestPasswordReset = (email: string) => call<{ success: boolean }>('password-reset-request', { email });

export const confirmPasswordReset = (token: string, password: string, confirmPassword: string) =>
  call<{ success: boolean }>('password-reset-confirm', { token, password, confirmPassword });
