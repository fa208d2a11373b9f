/**
 * Which acts wait for KYC (issue 29 item 6): activating an account (moving it to active) and
 * disbursing a customer's first loan. Whether the checklist clears is checklist.ts's kycClears.
 */

/** A loan as the gate needs it: whose, and whether it was ever paid out. */
export interface LoanPaidOut { loanId: string; userId: string; startDate: string | null }

/** Whether disbursing `loanId` would be `userId`'s first loan paid out: none of their other loans ever was. */
export const isFirstDisbursement = (loans: Iterable<LoanPaidOut>, loanId: string, userId: string): boolean =>
  ![...loans].some((l) => l.userId === userId && l.loanId !== loanId && l.startDate !== null);

/** Whether a status change is an activation the KYC gate holds: anything becoming active. */
export const isActivation = (from: string, to: string): boolean => to === 'active' && from !== 'active';
