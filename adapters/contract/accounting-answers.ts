/** What the accounting functions answer (adapters/contract/accounting.ts): the domain's statements, each with the moment it stands for. */
import type { ChartAccount } from '../../domain/accounting/chart.ts';
import type { GeneralLedger } from '../../domain/accounting/general-ledger.ts';
import type { ReconcileCheck } from '../../domain/accounting/reconcile.ts';
import type { BalanceSheet, Comparison, IncomeStatement, TrialBalance } from '../../domain/accounting/statements.ts';

/** The moment a statement stands for: the log position and the time of the last event at or before it. */
export interface Moment { position: number; at: string | null }

export interface AccountingAnswerTypes {
  ChartAnswer: { success: boolean; accounts: (ChartAccount & { posted: boolean })[]; bankName: string };
  TrialBalanceAnswer: { success: boolean; bankName: string; moment: Moment; statement: TrialBalance };
  BalanceSheetAnswer: { success: boolean; bankName: string; moment: Moment; statement: BalanceSheet };
  IncomeStatementAnswer: { success: boolean; bankName: string; from: Moment; to: Moment; statement: IncomeStatement };
  GeneralLedgerAnswer: { success: boolean; bankName: string; from: Moment; to: Moment; statement: GeneralLedger };
  CompareAnswer: { success: boolean; bankName: string; before: Moment; after: Moment; statement: Comparison };
  ReconcileAnswer: { success: boolean; bankName: string; moment: Moment; checks: ReconcileCheck[]; agrees: boolean };
}
