/**
 * The catalogue of every event the bank records, with its zod schema: the store's edge
 * validates each event against it before appending and after reading back (DESIGN.md 5).
 */
import type { z } from 'zod';
import { activityEventSchemas, type ActivityEvent } from './activity/activity.ts';
import { idempotencyEventSchemas, type IdempotencyEvent } from './idempotency/idempotency.ts';
import { demoEventSchemas, type DemoEvent } from './admin/demo.ts';
import { contactEventSchemas, type ContactEvent } from './contact/contact.ts';
import { credentialsEventSchemas, type CredentialsEvent } from './credentials/credentials.ts';
import { membershipEventSchemas, type MembershipEvent } from './membership/membership.ts';
import { sessionEventSchemas, type SessionEvent } from './session/session.ts';
import { settingsEventSchemas, type SettingsEvent } from './settings/events.ts';
import { transferEventSchemas, type TransferEvent } from './transfer/process.ts';
import { claimEventSchemas, type ClaimEvent } from './user/claims.ts';
import { passwordResetEventSchemas, type PasswordResetEvent } from './credentials/password-reset.ts';
import { moneyUnlockEventSchemas, type MoneyUnlockEvent } from './credentials/money-unlock-link.ts';
import { signInUnlockEventSchemas, type SignInUnlockEvent } from './credentials/sign-in-unlock.ts';
import { credentialChangeEventSchemas, type CredentialChangeEvent } from './credentials/credential-change.ts';
import { userEventSchemas, type UserEvent } from './user/events.ts';
import { adminInvitationEventSchemas, type AdminInvitationEvent } from './credentials/admin-invitation.ts';
import { insightsEventSchemas, type InsightsEvent } from './insights/events.ts';
import { alertsEventSchemas, type AlertsEvent } from './alerts/events.ts';
import { loanEventSchemas, type LoanEvent } from './loans/events.ts';
import { loanProductEventSchemas, type LoanProductEvent } from './loans/products.ts';
import { payeeEventSchemas, type PayeeEvent } from './payees/payees.ts';
import { standingOrderEventSchemas, type StandingOrderEvent } from './standing-orders/events.ts';
import { provisionEventSchemas, type ProvisionEvent } from './loans/provisioning.ts';
import { smsEventSchemas, type SmsEvent } from './sms/events.ts';
import { kycEventSchemas, type KycEvent } from './kyc/events.ts';
import { accountSetupEventSchemas, type AccountSetupEvent } from './kyc/account-setup-events.ts';
import { periodEventSchemas, PERIODS_STREAM, type PeriodEvent } from './periods/events.ts';
import { fieldEventSchemas, type FieldEvent } from './field/events.ts';
import { collectionEventSchemas, type CollectionEvent } from './collection/events.ts';
import { chartEventSchemas, type ChartEvent } from './accounting/chart-events.ts';

export const eventSchemas = {
  ...userEventSchemas,
  ...claimEventSchemas,
  ...membershipEventSchemas,
  ...credentialsEventSchemas,
  ...sessionEventSchemas,
  ...settingsEventSchemas,
  ...activityEventSchemas,
  ...transferEventSchemas,
  ...idempotencyEventSchemas,
  ...contactEventSchemas,
  ...demoEventSchemas,
  ...passwordResetEventSchemas,
  ...moneyUnlockEventSchemas,
  ...signInUnlockEventSchemas,
  ...credentialChangeEventSchemas,
  ...adminInvitationEventSchemas,
  ...insightsEventSchemas,
  ...alertsEventSchemas,
  ...loanEventSchemas,
  ...loanProductEventSchemas,
  ...payeeEventSchemas,
  ...standingOrderEventSchemas,
  ...provisionEventSchemas,
  ...smsEventSchemas,
  ...kycEventSchemas,
  ...accountSetupEventSchemas,
  ...periodEventSchemas,
  ...fieldEventSchemas,
  ...collectionEventSchemas,
  ...chartEventSchemas,
} as const;

export type EventType = keyof typeof eventSchemas;

export type BankEvent = UserEvent | ClaimEvent | MembershipEvent | CredentialsEvent | SessionEvent | SettingsEvent | ActivityEvent | TransferEvent | IdempotencyEvent | ContactEvent | DemoEvent | PasswordResetEvent | MoneyUnlockEvent | SignInUnlockEvent | CredentialChangeEvent | AdminInvitationEvent | InsightsEvent | AlertsEvent | LoanEvent | LoanProductEvent | PayeeEvent | StandingOrderEvent | ProvisionEvent | SmsEvent | KycEvent | AccountSetupEvent | PeriodEvent | FieldEvent | ChartEvent | CollectionEvent;

/** Which stream family each event belongs to, for the catalogue and for replay filters. */
export const eventFamilies: Record<string, readonly EventType[]> = {
  'user-<id>': Object.keys(userEventSchemas) as EventType[],
  'email-<address> / account-<number>': Object.keys(claimEventSchemas) as EventType[],
  'membership-<number>': Object.keys(membershipEventSchemas) as EventType[],
  'credentials-<userId>': Object.keys(credentialsEventSchemas) as EventType[],
  'session-<id>': Object.keys(sessionEventSchemas) as EventType[],
  settings: Object.keys(settingsEventSchemas) as EventType[],
  'activity-<userId>': Object.keys(activityEventSchemas) as EventType[],
  'transfer-<id>': Object.keys(transferEventSchemas) as EventType[],
  'idempotency-<key>': Object.keys(idempotencyEventSchemas) as EventType[],
  'contact-<messageId>': Object.keys(contactEventSchemas) as EventType[],
  demo: Object.keys(demoEventSchemas) as EventType[],
  'password-reset-<sha256 of token>': Object.keys(passwordResetEventSchemas) as EventType[],
  'money-unlock-<sha256 of token>': Object.keys(moneyUnlockEventSchemas) as EventType[],
  'sign-in-unlock-<sha256 of token>': Object.keys(signInUnlockEventSchemas) as EventType[],
  'credential-change-<id>': Object.keys(credentialChangeEventSchemas) as EventType[],
  'admin-invitations': Object.keys(adminInvitationEventSchemas) as EventType[],
  'insights-<userId>': Object.keys(insightsEventSchemas) as EventType[],
  'alerts-<userId>': Object.keys(alertsEventSchemas) as EventType[],
  'loan-<id>': Object.keys(loanEventSchemas) as EventType[],
  'loan-products': Object.keys(loanProductEventSchemas) as EventType[],
  'payees-<userId>': Object.keys(payeeEventSchemas) as EventType[],
  'standing-order-<id>': Object.keys(standingOrderEventSchemas) as EventType[],
  provisioning: Object.keys(provisionEventSchemas) as EventType[],
  'sms-<messageId> / smsc-<SMSC message id>': Object.keys(smsEventSchemas) as EventType[],
  'kyc-<userId> / kyc-identifier-<type>-<number>': Object.keys(kycEventSchemas) as EventType[],
  'account-setup-<sha256 of token>': Object.keys(accountSetupEventSchemas) as EventType[],
  [PERIODS_STREAM]: Object.keys(periodEventSchemas) as EventType[],
  field: Object.keys(fieldEventSchemas) as EventType[],
  'collection-<branchId>': Object.keys(collectionEventSchemas) as EventType[],
  'chart-of-accounts': Object.keys(chartEventSchemas) as EventType[],
};

/** What each event means, in one sentence, for the catalogue and the audit history. */
export const eventMeanings: Record<EventType, string> = {
  KycIdentifierRegistered: 'A member of staff registered one of a customer\'s identifiers (a type from the administrator\'s list, and its number).',
  KycIdentifierClaimed: 'An identifier number was claimed for a customer: one per type across the bank, so a second registration of the number is refused.',
  DocumentUploaded: 'A member of staff uploaded a KYC document (photo, identity scan, proof of address): its SHA-256, kind, type as its bytes say, size and uploader; the bytes are a blob, not an event.',
  CollectionLinePosted: 'A line of a meeting\'s collection sheet was posted: the cash into the loan officer\'s till, onto the member\'s savings and, for what was due, repaid on their loan; the member is texted a receipt.',
  CollectionLineQueued: 'A collection sheet line conflicted with what the bank holds now (the member repaid online, the loan was rescheduled, written off or closed): nothing was posted and the line waits in the branch manager\'s review queue with both versions.',
  CollectionLineResolved: 'The branch manager resolved a queued collection line: posted up to what is due now (the rest to savings only when the member agreed) or rejected with a reason.',
  AccountSetupLinkIssued: 'A member of staff registered a customer in the field: the account opened pending, without a password or PIN, and a single-use link to set them was e-mailed (valid 72 hours).',
  AccountSetupDone: 'The customer set their own password and PIN through the link a member of staff had sent; the link cannot be used again.',
  KycApproved: 'A second member of staff (not one who registered or uploaded) approved the customer\'s KYC checklist.',
  ChartAccountAdded: 'An administrator added an account to the chart of accounts (code, name, class), with a reason.',
  ChartAccountRenamed: 'An administrator renamed an account of the chart of accounts (old and new name), with a reason.',
  UserRegistered: 'A customer opened an account (or the first administrator was created); holds the sign-up fields, the 10-digit account number and the status.',
  CardIssued: 'A card was issued with the account; only the last four digits and the expiry are recorded.',
  UserStatusChanged: 'An administrator changed the status (active, pending, suspended), with a reason.',
  ProfileUpdated: 'The customer (or an administrator) changed profile fields; only the changed fields are recorded.',
  PreferencesUpdated: 'The customer saved interface preferences (sync_preferences).',
  DepositRequested: 'A customer asked to deposit money (bank, wire, check or cash): the instruction with its reference, status Processing and, for bank and wire, the account details to pay into; no money moves.',
  DepositConfirmed: 'The bank confirmed receipt of a deposit: money moves from deposits in transit to the customer.',
  DepositRejected: 'The bank turned a Processing deposit down (the money never arrived, or did not match): no money moves, the customer is told why in the reason\'s customer-facing words; the administrator\'s note stays in the back office.',
  TransferSent: 'Money left the customer: amount to the payee (clearing, or internal transfers when the payee banks here) and the fee in force to fee income; international transfers record country, city and purpose, Bitcoin transfers the wallet address, the network fee and the BTC price at the time.',
  TransferReceived: 'A customer of this bank received a transfer from another customer, appended atomically with the sender\'s TransferSent.',
  BalanceAdjusted: 'An administrator corrected a balance against the adjustments account, with a required reason; refused if it would overdraw.',
  AdminTransactionPosted: 'An administrator posted a journal entry (deposit, withdrawal, transfer, international or bitcoin transfer) with a reason; money moves only when its status is completed, and never below zero.',
  AdminTransactionCorrected: 'An administrator edited a back-office transaction: the event posts only the difference from what the entry had posted; the original stays.',
  AdminTransactionReversed: 'An administrator deleted a back-office transaction: the event posts the exact opposite of what the entry had posted; the original stays.',
  AccountFreezeChanged: 'An administrator froze or unfroze the account, with a reason; a frozen account refuses every debit.',
  EmailChanged: 'An administrator moved the customer to a new e-mail address, re-claimed atomically with the old one released.',
  ProfileCorrected: 'An administrator corrected the name or phone from the user Edit dialog, with a reason.',
  EmailReleased: 'The owner of an e-mail address gave it up (moved to another one, or a demo reset); it may be claimed again.',
  ContactMessageReceived: 'Someone sent a message through the public contact form; it waits in the admin inbox.',
  ContactMessageRead: 'An administrator opened a contact-form message in the inbox.',
  DemoEpochStarted: 'Demo mode only: an administrator pressed Clear All Users; customers registered before it leave the current view, their events stay in the log.',
  InterestPosted: 'Savings interest for one calendar month, posted on the first instant of the next: daily accrual on the end-of-day balance at the APY in System Settings (actual/365, micro-cents), the whole cents paid from the bank\'s interest expense to the customer and the rest carried; at most once per customer per month, in order.',
  CreditScoreRecorded: 'An administrator recorded the credit score on file from a bureau report, with its five factors; the dashboard shows the latest.',
  CardSecretsSealed: 'The card\'s full number and CVV were generated and stored encrypted (AES-256-GCM, key from the server secret card-encryption-key); the log never holds them in plain text.',
  CardFrozen: 'The customer froze one of their own cards; it stays frozen until they unfreeze it.',
  CardUnfrozen: 'The customer unfroze one of their own cards.',
  CardRequested: 'The customer asked for a new card or a replacement for an existing one; the bank issues it later with CardIssued.',
  DemoTransactionPosted: 'The demo seed (npm run seed:demo) posted one back-dated transaction of a demo customer; completed ones carry balanced postings against clearing, pending and failed ones none. Never written for a real sign-up.',
  EmailClaimed: 'An e-mail address was reserved for one user; the stream can hold only this one event.',
  AccountNumberClaimed: 'An account number was reserved for one user; the stream can hold only this one event.',
  MembershipNumberIssued: 'The bank issued a membership number that can open one account.',
  MembershipNumberRedeemed: 'A membership number was used to open an account and cannot be used again.',
  CredentialsSet: 'The argon2id hashes of the password and of the (peppered) PIN were set.',
  LoginFailed: 'A sign-in with a wrong password or PIN, for the audit; `attempt` counts consecutive failures. Sign-in delays are decided by the throttle, never by this count (DECISIONS 26).',
  LoginSucceeded: 'A sign-in succeeded; the failure count starts again.',
  PinFailed: 'A wrong transaction PIN was entered at a transfer\'s PIN step (transferId) or to reveal a card (cardId); `attempt` counts consecutive failures of both together, and 5 lock PIN checks for 15 minutes.',
  PinSucceeded: 'The transaction PIN was correct at a transfer or a card reveal; the PIN failure count starts again.',
  OneTimeCodeRejected: 'A wrong one-time code was entered at one of the customer\'s transfers; `inRow` and `inDay` count the customer\'s wrong codes across transfers (DECISIONS 26).',
  OneTimeCodeAccepted: 'A correct one-time code after wrong ones: the customer\'s count of wrong codes in a row starts again.',
  MoneyMovementLocked: 'Money movement locked for the customer after 5 wrong one-time codes in a row or 10 within 24 hours: every transfer step and card reveal is refused, sessions are revoked and an unlock link is e-mailed.',
  MoneyMovementUnlocked: 'The money movement lock was lifted, by the customer through the e-mailed link after signing in again or by an administrator with a reason; the counts start again.',
  MoneyUnlockLinkIssued: 'A single-use link to lift the money movement lock was e-mailed; only the SHA-256 of its token names the stream; it expires after 24 hours.',
  MoneyUnlockLinkUsed: 'The customer, signed in, used the unlock link; it never works again.',
  SessionStarted: 'A session began; only the SHA-256 of its refresh token is kept.',
  SessionRefreshed: 'The refresh token was rotated; the previous one becomes a reuse signal.',
  SessionActivityRecorded: 'The browser reported activity (the 300-second ping).',
  SessionRevoked: 'The session ended: logout, revoked from the sessions dialog, refresh-token reuse, idle timeout or a password reset.',
  SettingsUpdated: 'An administrator saved one tab of System Settings; takes effect for the next request.',
  TransferRequested: 'A customer completed step 1 of a transfer wizard: kind, the form details, amount, fee in force, payee digest and (Bitcoin) the BTC price; repeated when the customer goes back and changes the details.',
  PinVerified: 'The transaction PIN was checked for this transfer.',
  OneTimeCodeIssued: 'A 4-digit one-time code was e-mailed; only its keyed hash, what it is bound to (amount, currency, payee) and its expiry (5 minutes) are recorded.',
  OneTimeCodeFailed: 'A wrong one-time code was entered; `attempt` counts them, and the fifth abandons the transfer.',
  TransferCompleted: 'The one-time code was accepted and the money moved, in the same atomic append as the users\' TransferSent (and TransferReceived).',
  TransferAbandoned: 'The transfer can no longer complete: its code expired or was entered wrongly 5 times.',
  IdempotencyRecorded: 'The first outcome of a money-moving request with this Idempotency-Key, appended atomically with its effects; retries get the same answer.',
  PasswordResetRequested: 'Someone asked for a password reset link for this user; the stream is named by the SHA-256 of the token, which only the e-mail holds, and it expires after 30 minutes.',
  PasswordResetUsed: 'The reset link was used once to set a new password; every session of the user was revoked.',
  SignInUnlockIssued: 'Sign-in for this user was slowed by failed attempts, so an unlock link was e-mailed to the owner; the stream is named by the SHA-256 of its token and it expires after 30 minutes.',
  SignInUnlockUsed: 'The owner signed in with the unlock link, past the sign-in delay; the link is used up.',
  CredentialChangeRequested: 'A signed-in customer gave their current PIN to change their password or PIN; a one-time code was e-mailed, recorded only as its keyed hash bound to this change and its purpose, valid 5 minutes.',
  CredentialChangeCodeFailed: 'A wrong code was entered for a password or PIN change; `attempt` counts them.',
  CredentialChangeCompleted: 'The code was accepted and the new password or PIN hash was set (CredentialsSet in the same append); a password change revokes the customer\'s other sessions.',
  CredentialChangeAbandoned: 'The change can no longer complete: its code expired or was entered wrongly 5 times.',
  AdminInvited: 'An administrator invited another by e-mail, with a required reason: a single-use link valid 24 hours, stored only as the SHA-256 of its token, and the id the new administrator will have.',
  AdminInvitationApproved: 'Another administrator approved an invitation that waited for approval (sent while the bank had two or more administrators; maker-checker, DECISIONS 31): its link is issued now, stored as the SHA-256 of its token, valid 24 hours.',
  AdminInvitationAccepted: 'The invitee used the link once and set a password and PIN (UserRegistered with role admin and CredentialsSet in the same append); the link never works again.',
  AdminInvitationRevoked: 'An administrator revoked a pending invitation, with a required reason; its link no longer works.',
  CategoryRuleSaved: 'The customer added or edited a category rule (text to find in the payee or the description, and the category it gives); rows are categorised when read, so it reaches past rows without rewriting them.',
  CategoryRuleRemoved: 'The customer deleted one of their category rules; rows it categorised fall back to the next matching rule or the bank\'s category.',
  TransactionCategorised: 'The customer chose the category of one transaction (it beats every rule), or gave it back to the rules (category null).',
  AlertPreferencesSet: 'The customer chose their e-mail alerts: sign-in from a new device, a transfer above an amount, the balance below an amount, money received; money alerts start after the user-stream version `upTo`.',
  AlertSent: 'An e-mail alert was sent to the customer (appended before mailing, with the version read, so it is sent once); listed in their notifications.',
  LoanFundsReceived: 'A loan was disbursed into the customer\'s savings: money moves from the loan\'s principal account in the loan portfolio to the customer.',
  LoanRepaymentPaid: 'Money left the customer\'s savings to repay a loan (collected automatically on a due date, paid by the customer, or a payoff): into the loan\'s fees, interest and principal accounts as allocated.',
  LoanApplied: 'A customer applied for a loan: the product, the terms in force then (amount, instalments, rate, frequency, amortisation, grace, late fee, tolerance) and the purpose.',
  LoanRecommended: 'An administrator (the maker) recommended the application, with a note.',
  LoanApproved: 'A different administrator (the checker) approved the recommended loan, with a note; nobody approves their own recommendation or their own loan.',
  LoanRejected: 'An administrator rejected the application with a reason (a checker other than the one who recommended it).',
  LoanDisbursed: 'An administrator disbursed the approved loan: the repayment schedule from the disbursement date; the money moved on the customer\'s stream (LoanFundsReceived) in the same append.',
  LoanInstalmentFellDue: 'An instalment\'s date came (or an early payoff brought it forward): its interest became owed, posted from interest income to the loan\'s interest receivable.',
  LoanLateFeeCharged: 'An instalment was still unpaid after the product\'s tolerance: the late fee was charged once, posted from fee income to the loan\'s fees receivable.',
  LoanRepaymentApplied: 'A repayment was shared out over the instalments, fees then interest then principal, oldest first (money beyond what is due goes where the customer chose: principal from the last instalment back to shorten the loan, or the next instalments paid early, each first falling due with its interest); its money moved in LoanRepaymentPaid.',
  LoanRepaymentRequested: 'The customer asked to repay from savings (what is due, an amount of their own, or the payoff today, with where money beyond what is due goes: the next instalments or a shorter loan) and their PIN was right; the e-mailed code of that change confirms it, and its change id becomes the payment id, so the money moves once.',
  LoanReminderSent: 'The collection job told the customer (notifications list and e-mail, in their language) that an instalment is due within three days, or that it was missed: once per instalment, date and kind, even when the job catches up after downtime.',
  LoanRescheduled: 'An administrator rescheduled the principal not yet due over a new number of instalments, with a reason; instalments already due stay as they were.',
  LoanClosed: 'Nothing is owed any more: repaid on schedule or paid off early.',
  LoanWriteOffProposed: 'An administrator proposed writing an active loan off, with a reason; nothing moves until a different administrator approves.',
  LoanWrittenOff: 'A second administrator approved the write-off: debit the allowance for loan losses and credit the loan principal with the outstanding principal; debit interest and fee income and credit the loan\'s receivables with what was still owed; the loan is written off.',
  LoanRecoveryPosted: 'The customer paid on a written-off loan: a recovery; their LoanRepaymentPaid debits their savings and credits recoveries income, never the loan receivable.',
  ProvisionPosted: 'The month-end loan-loss provision: the allowance required by arrears bucket at the rates in System Settings; debit provision expense and credit the allowance by the difference from what it held (the reverse when less is required); once per month.',
  LoanProductSaved: 'An administrator created or changed a loan product (the whole product as saved); the products in force and their history are a fold of the stream.',
  PayeeAddRequested: 'A customer asked to save a payee with the right PIN; a one-time code for it was e-mailed (CredentialChangeRequested of kind payee); the payee is not usable yet.',
  PayeeAdded: 'The payee\'s code was accepted: the payee is saved, and transfers to it above the new-payee threshold wait the cooling-off hours in settings from now.',
  PayeeRenamed: 'The customer changed the name they gave a payee; its account details never change.',
  PayeeDeleted: 'The customer deleted a saved payee.',
  StandingOrderRequested: 'A customer asked for a standing order with the right PIN; its terms, checked against the rules its run applies, wait for the code e-mailed to the customer.',
  StandingOrderCreated: 'A customer set up a standing order with the right PIN and e-mailed code: a local transfer to one recipient, once, weekly or monthly from a start date, until an end date or for a count; the customer was e-mailed.',
  StandingOrderResumeRequested: 'A customer asked to resume a paused standing order with the right PIN; it resumes once the code e-mailed to them is right.',
  StandingOrderPaused: 'The customer paused a standing order: occurrences falling due while it is paused are not made.',
  StandingOrderResumed: 'The customer resumed a paused standing order with the right e-mailed code: it goes on from the next date still ahead.',
  StandingOrderCancelled: 'The customer cancelled a standing order; no further occurrence is made.',
  StandingOrderOccurrenceExecuted: 'The server made one occurrence of a standing order on its date, through the same transfer rules as a customer\'s transfer, in the same append as the money events.',
  StandingOrderOccurrenceSkipped: 'One occurrence of a standing order was not made: funds or limits fell short, the order was paused on its date, the customer\'s money movement was locked (reason money_locked), or it fell due too long ago to catch up; the customer was e-mailed.',
  SmsQueued: 'The bank is to text a member (a receipt for cash an officer took, a loan reminder to a member with no e-mail): the number from their profile in E.164, the words in their language and the event it answers; recorded before it is sent, once per source.',
  SmsRefused: 'A text to a member was not sent: their profile has no phone number, or one that is not a number of the right length (the reason is kept).',
  SmsSubmitted: 'The SMSC accepted the text (submit_sm_resp) and gave it its own message id.',
  SmsDelivered: 'The SMSC\'s delivery receipt said the text reached the member\'s phone.',
  SmsFailed: 'The text did not reach the member: the SMSC refused it or could not be reached (stage submit), or its delivery receipt said undelivered, expired or rejected (stage delivery).',
  SmscMessageIdRecorded: 'The SMSC\'s message id points at the bank\'s message, so its delivery receipt finds it.',
  BranchOpened: 'An administrator opened a branch with its name, address and working days (the head office is opened at the first start).',
  StaffAssignedToBranch: 'An administrator placed a branch manager or a loan officer in a branch; a later placement moves them.',
  CustomerAssignedToOfficer: 'A customer was placed in a branch with a loan officer, with a reason (a reassignment is the same event again); a customer never placed belongs to the head office.',
  CenterOpened: 'A branch manager opened a center (or changed its meeting schedule): its branch, loan officer and meetings (weekly, fortnightly or monthly, weekday, place, time, first meeting).',
  GroupFormed: 'A group of 5 to 30 customers was formed in a center with its officer, leader and secretary; approved at once when a branch manager formed it, waiting for the manager when a loan officer did.',
  GroupApproved: 'The branch manager approved a group a loan officer formed.',
  GroupMemberJoined: 'A customer joined a group on a date.',
  GroupMemberLeft: 'A member left a group on a date, with a reason.',
  GroupRolesChosen: 'A group\'s leader and secretary were chosen among its members.',
  AttendanceRecorded: 'The loan officer recorded who was present and who absent at a group\'s meeting.',
  HolidayDeclared: 'A branch manager declared a holiday of the branch; meetings that fall on it move to the next working day.',
  GroupLoanApplied: 'A member of staff proposed a joint-liability group loan for a group: one application with an amount per member, a product, a term and a purpose.',
  GroupLoanApproved: 'A different member of staff (the manager of the group\'s branch or an administrator) approved a group loan application; each member\'s loan opens approved.',
  GroupLoanRejected: 'A different member of staff rejected a group loan application, with a reason.',
  GroupLoanDisbursed: 'A group loan was disbursed: each member\'s loan into their savings, instalments on the group\'s meeting days (moved past branch holidays); the members cannot leave the group until it is settled.',
  GroupLoanSettled: 'A member\'s loan of a group loan closed (repaid, paid off) or was written off: the member may leave the group again. Recorded once per loan by the group-loan-settlement reactor.',
  ActivityLogged: 'The browser logged a customer activity (log_activity), e.g. profile_update with the changed fields.',
  PeriodClosed: 'An administrator closed a month (the books are closed through it): every later entry dated inside it is refused, so its statements never change. Months close in order, once over.',
  PeriodReopenRequested: 'An administrator asked, with a reason, to reopen the latest closed month; it stays closed until a different administrator approves.',
  PeriodReopened: 'A second administrator approved a request to reopen the latest closed month: entries dated in it are accepted again (the books are closed through the month before).',
  PeriodReopenDeclined: 'A request to reopen a month was withdrawn by its maker or turned down by another administrator, with a reason: the month stays closed.',
};

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);

/**
 * Validates an event's data against its schema; throws a readable error for unknown or malformed
 * events. `schemaOf` lets the server pass compiled copies of the same schemas (adapters/engine/event-codec.ts).
 */
export function parseEvent(type: string, data: unknown, schemaOf: (type: EventType) => z.ZodType = (known) => eventSchemas[known]): BankEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
  const parsed = schemaOf(type).safeParse(data);
  if (!parsed.success) throw new Error(`Malformed ${type}: ${parsed.error.message}`);
  return { type, data: parsed.data } as BankEvent;
}
