/**
 * Each accounting answer as the one table (domain/accounting/statement-table.ts) the page shows,
 * the CSV writes and the PDF draws, with headings in the language shown.
 */
import type { TFunction } from 'i18next';
import type { BalanceSheetAnswer, CompareAnswer, GeneralLedgerAnswer, IncomeStatementAnswer, Moment, TrialBalanceAnswer } from '../../../adapters/client/accounting-api.ts';
import { builtInChart } from '../../../domain/accounting/chart.ts';
import type { StatementRow, StatementTable } from '../../../domain/accounting/statement-table.ts';
import { dateTimeOf } from './admin-ui.tsx';

export type StatementKind = 'trial_balance' | 'balance_sheet' | 'income_statement' | 'general_ledger' | 'compare';
export type AnyStatement =
  | { kind: 'trial_balance'; answer: TrialBalanceAnswer } | { kind: 'balance_sheet'; answer: BalanceSheetAnswer }
  | { kind: 'income_statement'; answer: IncomeStatementAnswer } | { kind: 'general_ledger'; answer: GeneralLedgerAnswer }
  | { kind: 'compare'; answer: CompareAnswer };

export const momentText = (t: TFunction, moment: Moment): string =>
  moment.at ? t('accounting.momentAt', { position: moment.position, time: dateTimeOf(moment.at) }) : t('accounting.momentPosition', { position: moment.position });

const money = (minor: number) => ({ minor });

const builtInNames = new Map(builtInChart.map((account) => [account.code, account.name]));

/** A built-in account's name in the language shown, unless an administrator renamed it (then it is shown as written). */
export const accountName = (t: TFunction, code: string, name: string): string =>
  builtInNames.get(code) === name ? t(`accounting.builtIn.${code}`, { defaultValue: name }) : name;

export function statementTable(t: TFunction, statement: AnyStatement): StatementTable {
  const named = (code: string, name: string) => accountName(t, code, name);
  const title = t(`accounting.kinds.${statement.kind}`);
  const account = t('accounting.account');
  const code = t('accounting.code');
  switch (statement.kind) {
    case 'trial_balance': {
      const s = statement.answer.statement;
      return {
        title, currency: s.currency, moment: t('accounting.asOf', { moment: momentText(t, statement.answer.moment) }),
        columns: [{ label: code }, { label: account }, { label: t('accounting.debit'), money: true }, { label: t('accounting.credit'), money: true }],
        rows: [...s.lines.map((l) => ({ cells: [l.code, named(l.code, l.name), money(l.debit), money(l.credit)] })), { kind: 'total', cells: ['', t('accounting.total'), money(s.totalDebit), money(s.totalCredit)] }],
      };
    }
    case 'balance_sheet': {
      const s = statement.answer.statement;
      const section = (heading: string, lines: { code: string; name: string; amount: number }[], total: number): StatementRow[] =>
        [{ kind: 'heading', cells: ['', heading, ''] }, ...lines.map((l) => ({ cells: [l.code, named(l.code, l.name), money(l.amount)] })), { kind: 'total', cells: ['', t('accounting.totalOf', { what: heading }), money(total)] }];
      return {
        title, currency: s.currency, moment: t('accounting.asOf', { moment: momentText(t, statement.answer.moment) }),
        columns: [{ label: code }, { label: account }, { label: t('accounting.amount'), money: true }],
        rows: [
          ...section(t('accounting.classes.asset'), s.assets, s.totalAssets),
          ...section(t('accounting.classes.liability'), s.liabilities, s.totalLiabilities),
          ...section(t('accounting.classes.equity'), s.equity, s.totalEquity),
          { cells: ['', t('accounting.result'), money(s.result)] },
          { kind: 'total', cells: ['', t('accounting.totalLiabilitiesAndEquity'), money(s.totalLiabilitiesAndEquity)] },
        ],
      };
    }
    case 'income_statement': {
      const s = statement.answer.statement;
      return {
        title, currency: s.currency, moment: t('accounting.period', { from: momentText(t, statement.answer.from), to: momentText(t, statement.answer.to) }),
        columns: [{ label: code }, { label: account }, { label: t('accounting.amount'), money: true }],
        rows: [
          { kind: 'heading', cells: ['', t('accounting.classes.income'), ''] }, ...s.income.map((l) => ({ cells: [l.code, named(l.code, l.name), money(l.amount)] })),
          { kind: 'total', cells: ['', t('accounting.totalOf', { what: t('accounting.classes.income') }), money(s.totalIncome)] },
          { kind: 'heading', cells: ['', t('accounting.classes.expense'), ''] }, ...s.expenses.map((l) => ({ cells: [l.code, named(l.code, l.name), money(l.amount)] })),
          { kind: 'total', cells: ['', t('accounting.totalOf', { what: t('accounting.classes.expense') }), money(s.totalExpenses)] },
          { kind: 'total', cells: ['', t('accounting.netResult'), money(s.netResult)] },
        ],
      };
    }
    case 'general_ledger': {
      const s = statement.answer.statement;
      return {
        title: `${title}: ${s.code} ${named(s.code, s.name)}`, currency: s.currency, moment: t('accounting.period', { from: momentText(t, statement.answer.from), to: momentText(t, statement.answer.to) }),
        columns: [{ label: t('accounting.position') }, { label: t('accounting.time') }, { label: t('accounting.source') }, { label: t('accounting.ledgerAccount') }, { label: t('accounting.debit'), money: true }, { label: t('accounting.credit'), money: true }, { label: t('accounting.balance'), money: true }],
        rows: [
          { kind: 'heading', cells: ['', '', t('accounting.opening'), '', '', '', money(s.opening)] },
          ...s.entries.map((e) => ({ cells: [String(e.position), dateTimeOf(e.at), t(`accounting.sources.${e.source}`), e.ledgerAccount, money(e.debit), money(e.credit), money(e.balance)] })),
          { kind: 'total', cells: ['', '', t('accounting.closing'), '', '', '', money(s.closing)] },
        ],
      };
    }
    case 'compare': {
      const s = statement.answer.statement;
      return {
        title, currency: s.currency, moment: t('accounting.between', { before: momentText(t, statement.answer.before), after: momentText(t, statement.answer.after) }),
        columns: [{ label: code }, { label: account }, { label: t('accounting.before'), money: true }, { label: t('accounting.after'), money: true }, { label: t('accounting.change'), money: true }],
        rows: s.lines.map((l) => ({ cells: [l.code, named(l.code, l.name), money(l.before), money(l.after), money(l.change)] })),
      };
    }
  }
}
