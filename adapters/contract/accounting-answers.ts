/** What the accounting functions answer (adapters/contract/accounting.ts): the domain's statements, each with the moment it stands for. */
import type { ChartAccount } from '../../domain/accounting/chart.ts';
import type { GeneralLedger } from '../../domain/accounting/general-ledger.ts';
import type { ReconcileCheck } from '../../domain/accounting/reconcile.ts';
import type { BalanceSheet, Comparison, IncomeStatement, TrialBalance } from '../../domain/accounting/statements.ts';

/** The moment a statement stands for: the log position and the time of the last event at or before it. */
export interface Moment { position: number; at: string | null }

export type ChartAnswer = { success: boolean; accounts: (ChartAccount & { posted: boolean })[]; bankName: string };
export type TrialBalanceAnswer = { success: boolean; bankName: string; moment: Moment; statement: TrialBalance };
export type BalanceSheetAnswer = { success: boolean; bankName: string; moment: Moment; statement: BalanceSheet };
export type IncomeStatementAnswer = { success: boolean; bankName: string; from: Moment; to: Moment; statement: IncomeStatement };
export type GeneralLedgerAnswer = { success: boolean; bankName: string; from: Moment; to: Moment; statement: GeneralLedger };
export type CompareAnswer = { success: boolean; bankName: string; before: Moment; after: Moment; statement: Comparison };
export type ReconcileAnswer = { success: boolean; bankName: string; moment: Moment; checks: ReconcileCheck[]; agrees: boolean };

/** Every answer by name, for the contract's table. */
export interface AccountingAnswerTypes {
  ChartAnswer: ChartAnswer;
  TrialBalanceAnswer: TrialBalanceAnswer;
  BalanceSheetAnswer: BalanceSheetAnswer;
  IncomeStatementAnswer: IncomeStatementAnswer;
  GeneralLedgerAnswer: GeneralLedgerAnswer;
  CompareAnswer: CompareAnswer;
  ReconcileAnswer: ReconcileAnswer;
}
