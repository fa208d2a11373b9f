/** The customer's records in the API contract (customer-records: dashboard, history, statements, cards, notifications) and the back office's credit score. */
import { z } from 'zod';
import { email, id, monthPeriod, text } from './fields.ts';
import type { Notification } from '../../domain/records/notifications.ts';
import type { StatementFigures } from '../../domain/records/statement-text.ts';

const factor = z.number().int().min(0).max(100);

export const recordsRequests = {
  'customer-records': z.discriminatedUnion('action', [
    z.object({ action: z.literal('dashboard') }),
    z.object({ action: z.literal('history') }),
    z.object({ action: z.literal('notifications') }),
    z.object({ action: z.literal('notifications_read') }),
    z.object({ action: z.literal('statement'), period: monthPeriod.optional() }),
    z.object({ action: z.literal('freeze_card'), cardId: id }),
    z.object({ action: z.literal('reveal_card'), cardId: id, pin: text(10) }),
    z.object({ action: z.literal('unfreeze_card'), cardId: id }),
    // Another address than the own one needs the PIN (start) and then the code e-mailed to the own address (issue 25 item 5).
    z.object({ action: z.literal('email_statement'), email, period: monthPeriod, format: z.enum(['pdf', 'csv']), includeTransactionDetails: z.boolean().optional(), changeId: id.optional(), code: text(10).optional() }),
    z.object({ action: z.literal('email_statement_start'), email, period: monthPeriod, format: z.enum(['pdf', 'csv']), includeTransactionDetails: z.boolean().optional(), pin: text(10) }),
    z.object({ action: z.literal('request_card'), kind: z.enum(['new', 'replacement']), replacesCardId: id.nullable().optional(), reason: text(200).optional() }),
  ]),
  'admin-credit-score': z.object({
    userId: id,
    score: z.number().int().min(300).max(900),
    bureau: text(100),
    reportDate: text(10),
    factors: z.object({ paymentHistory: factor, utilization: factor, age: factor, mix: factor, inquiries: factor }),
  }),
  /** Only on a demo instance or under test. */
  'admin-demo-seed': z.object({ from: monthPeriod.optional(), to: monthPeriod.optional() }),
};

/** One line of the customer's history; money as exact decimal strings plus integer minor units. */
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
  /** Savings interest credited this calendar year and the APY in force (issue 17). */
  interest: { year: string; earned: string; earned_minor: number; apy: string };
  creditScore: CreditScoreItem | null;
  cards: CardItem[];
  cardRequests: CardRequestItem[];
}

export interface StatementLineItem extends TransactionItem {
  balance: string;
  channel: string;
}

export interface StatementPeriodItem extends StatementFigures {
  period: string;
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

export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  at: string;
  /** Customers: read up to the last "Mark all as read". Staff items are open tasks, never "read". */
  read: boolean;
  link?: string;
}

/** A customer's notification as the server sends it: a kind and its facts, worded by the reader's interface (domain/records/notifications.ts). */
export type CustomerNotificationItem = Notification;

export interface NotificationList {
  success: boolean;
  notifications: CustomerNotificationItem[];
  unread: number;
}

export interface RecordsAnswers {
  'customer-records': {
    dashboard: DashboardRecords;
    history: { transactions: TransactionItem[] };
    notifications: NotificationList;
    notifications_read: NotificationList;
    statement: StatementRecords;
    freeze_card: { cards: CardItem[] };
    unfreeze_card: { cards: CardItem[] };
    reveal_card: { success: boolean; number: string; cvv: string };
    email_statement: { success: boolean };
    email_statement_start: { success: boolean; changeId: string; codeSentTo: string; expiresAt: string };
    request_card: { cardRequests: CardRequestItem[] };
  };
  'admin-credit-score': { success: boolean; creditScore: CreditScoreItem | null };
  'admin-demo-seed': { success: boolean; customers: { email: string; created: boolean; transactions: number }[] };
}
