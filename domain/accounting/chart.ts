/**
 * The chart of accounts (issue 28 item 1): five classes, a code per account, and the one rule
 * that files every ledger account the bank posts to (domain/ledger/accounts.ts, the loans'
 * accounts in domain/loans/ledger.ts, each customer's `customer:<id>:<currency>`) under a code.
 * The book stores each amount credit-positive: a posting's amount > 0 is a credit, < 0 a debit.
 */
import type { Currency } from '../money/money.ts';

export const accountClasses = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountClass = (typeof accountClasses)[number];

export interface ChartAccount {
  code: string;
  name: string;
  class: AccountClass;
  /** A contra account sits in its class with the opposite normal side (the allowance for loan losses). */
  contra: boolean;
  /** Built in: the bank's own accounts that postings reach today; added: an administrator's (ChartAccountAdded). */
  origin: 'built-in' | 'added';
}

/** The first digit of a code says its class, as most charts do. */
export const classOfCode: Record<string, AccountClass> = { '1': 'asset', '2': 'liability', '3': 'equity', '4': 'income', '5': 'expense' };

/** Assets and expenses are debit-normal (their book balance is negative); the others credit-normal. */
export const debitNormal = (account: Pick<ChartAccount, 'class' | 'contra'>): boolean =>
  (account.class === 'asset' || account.class === 'expense') !== account.contra;

export const codes = {
  cash: '1000', clearing: '1010', depositsInTransit: '1020', internalTransfers: '1030',
  loansOutstanding: '1100', interestReceivable: '1110', feesReceivable: '1120', loanLossAllowance: '1190',
  customerDeposits: '2000', networkFeesPayable: '2100',
  shareCapital: '3000', retainedEarnings: '3100',
  loanInterestIncome: '4000', loanFeeIncome: '4010', feeIncome: '4100', recoveries: '4200',
  interestExpense: '5000', provisionExpense: '5100', adjustments: '5200',
  /** Anything no rule files: kept visible (and the trial balance still balances) rather than dropped. */
  suspense: '1999',
} as const;

const account = (code: string, name: string, cls: AccountClass, contra = false): ChartAccount => ({ code, name, class: cls, contra, origin: 'built-in' });

export const builtInChart: readonly ChartAccount[] = [
  account(codes.cash, 'Cash at branch', 'asset'),
  account(codes.clearing, 'Clearing and settlement', 'asset'),
  account(codes.depositsInTransit, 'Deposits in transit', 'asset'),
  account(codes.internalTransfers, 'Internal transfers in transit', 'asset'),
  account(codes.loansOutstanding, 'Loans outstanding (principal)', 'asset'),
  account(codes.interestReceivable, 'Loan interest receivable', 'asset'),
  account(codes.feesReceivable, 'Loan fees receivable', 'asset'),
  account(codes.loanLossAllowance, 'Allowance for loan losses', 'asset', true),
  account(codes.suspense, 'Suspense (unclassified postings)', 'asset'),
  account(codes.customerDeposits, 'Customer deposits', 'liability'),
  account(codes.networkFeesPayable, 'Bitcoin network fees payable', 'liability'),
  account(codes.shareCapital, 'Share capital', 'equity'),
  account(codes.retainedEarnings, 'Retained earnings', 'equity'),
  account(codes.loanInterestIncome, 'Loan interest income', 'income'),
  account(codes.loanFeeIncome, 'Loan fee income', 'income'),
  account(codes.feeIncome, 'Fee income', 'income'),
  account(codes.recoveries, 'Recoveries on written-off loans', 'income'),
  account(codes.interestExpense, 'Interest expense on savings', 'expense'),
  account(codes.provisionExpense, 'Loan-loss provision expense', 'expense'),
  account(codes.adjustments, 'Balance adjustments', 'expense'),
];

/** The bank's own account names (without the currency) and the code each is filed under. */
const bankAccountCodes: Record<string, string> = {
  cash: codes.cash,
  /** A loan officer's till (`bank:till:<officerId>:USD`): cash collected in the field (domain/collection/). */
  till: codes.cash,
  clearing: codes.clearing,
  'deposits-in-transit': codes.depositsInTransit,
  'internal-transfers': codes.internalTransfers,
  'fee-income': codes.feeIncome,
  adjustments: codes.adjustments,
  'network-fees': codes.networkFeesPayable,
  'interest-expense': codes.interestExpense,
  'loan-interest-income': codes.loanInterestIncome,
  'loan-fee-income': codes.loanFeeIncome,
  'provision-expense': codes.provisionExpense,
  'loan-loss-allowance': codes.loanLossAllowance,
  recoveries: codes.recoveries,
};

const loanParts: Record<string, string> = { principal: codes.loansOutstanding, interest: codes.interestReceivable, fees: codes.feesReceivable };

/**
 * The code a ledger account is filed under. `customer:<id>:<cur>` is a deposit; `bank:loan-portfolio:<loan>:<part>:USD`
 * a loan's receivable; `bank:<name>[:...]:<cur>` by its name; `chart:<code>:<cur>` an added account; else suspense.
 */
export function codeOf(ledgerAccount: string): string {
  const parts = ledgerAccount.split(':');
  if (parts[0] === 'customer') return codes.customerDeposits;
  if (parts[0] === 'chart' && parts[1] && /^[1-5]\d{3}$/.test(parts[1])) return parts[1];
  if (parts[0] !== 'bank' || !parts[1]) return codes.suspense;
  if (parts[1] === 'loan-portfolio') return loanParts[parts[3] ?? ''] ?? codes.suspense;
  return bankAccountCodes[parts[1]] ?? codes.suspense;
}

export const currencies: readonly Currency[] = ['USD', 'BTC'];
