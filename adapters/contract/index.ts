/**
 * The one API contract between the browser and the server: per function name, the request
 * schema the route parses with and the answer the browser receives (per action where the
 * function takes one). Routes and the client both compile against it, so neither can drift.
 * The browser imports it with `import type` only, which keeps zod out of its bundles.
 */
import type { z } from 'zod';
import { adminRequests, type AdminAnswers } from './admin.ts';
import { customerRequests, type CustomerAnswers } from './customer.ts';
import { loanRequests, type LoanAnswers } from './loans.ts';
import { moneyRequests, type MoneyAnswers } from './money.ts';
import { publicRequests, type PublicAnswers } from './public.ts';
import { recordsRequests, type RecordsAnswers } from './records.ts';
import { invitationRequests, type InvitationAnswers } from './invitations.ts';
import { insightsRequests, type InsightsAnswers } from './insights.ts';

import { paymentsRequests, type PaymentsAnswers } from './payments.ts';
import { kycRequests, type KycAnswers } from './kyc.ts';
import { periodRequests, type PeriodAnswers } from './periods.ts';
import { fieldRequests, type FieldAnswers } from './field.ts';
import { groupLoanRequests, type GroupLoanAnswers } from './group-loans.ts';
import { accountingRequests, type AccountingAnswers } from './accounting.ts';
import { collectionRequests, type CollectionAnswers } from './collection.ts';

export const requests = { ...publicRequests, ...customerRequests, ...recordsRequests, ...moneyRequests, ...adminRequests, ...invitationRequests, ...insightsRequests, ...loanRequests, ...paymentsRequests, ...kycRequests, ...periodRequests, ...fieldRequests, ...accountingRequests, ...collectionRequests, ...groupLoanRequests };

export type Answers = PublicAnswers & CustomerAnswers & RecordsAnswers & MoneyAnswers & AdminAnswers & InvitationAnswers & InsightsAnswers & LoanAnswers & PaymentsAnswers & KycAnswers & PeriodAnswers & FieldAnswers & AccountingAnswers & CollectionAnswers & GroupLoanAnswers;
export type FunctionName = keyof typeof requests & keyof Answers;

/** What the browser may send to a function (defaults not yet applied). */
export type Request<N extends FunctionName> = z.input<(typeof requests)[N]>;
/** What the route works with once the schema has parsed the body. */
export type Parsed<N extends FunctionName> = z.output<(typeof requests)[N]>;

/** The actions a function takes, when it takes any. */
export type ActionOf<N extends FunctionName> = Request<N> extends { action: infer A extends string } ? A : never;

/** The answer to one action of a function, or to the function when it has no actions. */
export type AnswerTo<N extends FunctionName, A extends string = never> =
  [A] extends [never] ? Answers[N] : Answers[N] extends infer M ? (A extends keyof M ? M[A] : never) : never;

/** The answer to a given request body: its action picks the answer. */
export type Answer<N extends FunctionName, B> = B extends { action: infer A extends string } ? AnswerTo<N, A> : AnswerTo<N>;

export type * from './admin-answers.ts';
export type * from './chain-answers.ts';
export type { Done, Paged } from './fields.ts';
export type { AccountStatus, AuthAnswer, BankSession, BankUser, CustomerHome, LoanDue, MoneyLockStatus, Role, SignInAnswer } from './public.ts';
export type { ProfileData, SessionItem, UserData } from './customer.ts';
export type * from './records.ts';
export type { AdministratorItem, InvitationItem, InvitationStatusName } from './invitations.ts';
export type * from './insights.ts';
export type { CodeSentAnswer, PayeeItem, StandingOrderItem } from './payments.ts';
export type { AdminDeposit, CodeSent, Deposit, DepositDecisionAnswer, DepositRejectionCode, DepositStatusName, ReviewedDeposit, TransferKind, TransferReceipt, TransferStart } from './money.ts';
export type * from './loans.ts';
export type { KycDocumentBytes, KycDocumentView, KycStatusName, KycView } from './kyc.ts';
export type * from './field.ts';
export type * from './collection.ts';
export type * from './group-loans.ts';
export type * from './accounting-answers.ts';
