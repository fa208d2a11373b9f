/**
 * The chart of accounts: each customer's USD and BTC accounts, and the bank's own accounts
 * that take the other side of every entry, so the whole book always sums to zero.
 */
import type { Currency } from '../money/money.ts';

export type AccountId = string;

/** The bank's own accounts (DECISIONS 4). Their balances are the mirror of customers' money. */
export const bankAccounts = {
  clearing: 'bank:clearing',
  feeIncome: 'bank:fee-income',
  depositsInTransit: 'bank:deposits-in-transit',
  adjustments: 'bank:adjustments',
  internalTransfers: 'bank:internal-transfers',
  /** Bitcoin network fees paid on customers' behalf when a Bitcoin transfer leaves the bank. */
  networkFees: 'bank:network-fees',
  /** Cash paid in or out at the branch (admin-posted deposits and withdrawals). */
  cash: 'bank:cash',
  /** Savings interest the bank pays its customers (domain/savings/interest.ts). */
  interestExpense: 'bank:interest-expense',
  /** Loan-loss provisioning charged to the period (domain/loans/provisioning.ts): an expense. */
  provisionExpense: 'bank:provision-expense',
  /** The allowance for loan losses: a contra-asset against the loan portfolio, drawn on by write-offs. */
  loanLossAllowance: 'bank:loan-loss-allowance',
  /** Money received on a loan already written off: income, never the loan receivable. */
  recoveries: 'bank:recoveries',
} as const;

export type BankAccount = (typeof bankAccounts)[keyof typeof bankAccounts];

export const customerAccount = (userId: string, currency: Currency): AccountId => `customer:${userId}:${currency}`;

/** The currency of `account` when it is this user's own customer account (`customer:<id>:<currency>`), else null. */
export function ownAccountCurrency(account: string, userId: string): Currency | null {
  // Compared in place rather than against built account names: a rebuild runs this for every posting of the log.
  const prefix = 'customer:'.length;
  if (account.length !== prefix + userId.length + 4 || !account.startsWith('customer:') || !account.startsWith(userId, prefix)) return null;
  if (account.charCodeAt(prefix + userId.length) !== 58 /* ':' */) return null;
  return account.endsWith('USD') ? 'USD' : account.endsWith('BTC') ? 'BTC' : null;
}

export const bankAccount = (account: BankAccount, currency: Currency): AccountId => `${account}:${currency}`;

export const isCustomerAccount = (account: AccountId): boolean => account.startsWith('customer:');
