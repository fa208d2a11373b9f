/**
 * The customer area's first reads, asked the moment a customer's sign-in is accepted (issue 30's
 * 2G phone): one customer-home call (the user with the balances, and the loans with their next
 * payment) sent beside loading the area's code, instead of after it, in one request instead of
 * two. The area's guard and the dashboard's loan line each take their half once; every later load
 * asks the server again as before. Nothing is stored: the answer lives in this page's memory only.
 */
import { call } from './bank-api.ts';
import type { Answer, UserData } from '../contract/index.ts';

type LoansMine = Answer<'loans-mine', Record<string, never>>;

/** An answer older than this is not used: the page asks again. */
const FRESH_MS = 30_000;

interface FirstReads {
  at: number;
  home: Promise<Answer<'customer-home', Record<string, never>>>;
  userTaken: boolean;
  loansTaken: boolean;
}

let first: FirstReads | null = null;

/** Sends the customer-home call now; its answer waits for the area's first loads. */
export function startFirstReads(): void {
  const home = call('customer-home', {});
  // Whoever takes it sees a failure; an answer nobody takes must not be reported as unhandled.
  home.catch(() => undefined);
  first = { at: Date.now(), home, userTaken: false, loansTaken: false };
}

function fresh(): FirstReads | null {
  if (first && Date.now() - first.at > FRESH_MS) first = null;
  return first;
}

function forget(reads: FirstReads): void {
  if (reads.userTaken && reads.loansTaken && first === reads) first = null;
}

/** The signed-in user as the first read answers it, once; undefined when there is none (ask user-sync). */
export function takeFirstUser(): Promise<UserData> | undefined {
  const reads = fresh();
  if (!reads || reads.userTaken) return undefined;
  reads.userTaken = true;
  forget(reads);
  return reads.home;
}

/** The customer's loans as the first read answers them, once; undefined when there are none (ask loans-mine). */
export function takeFirstLoans(): Promise<LoansMine> | undefined {
  const reads = fresh();
  if (!reads || reads.loansTaken) return undefined;
  reads.loansTaken = true;
  forget(reads);
  return reads.home.then((answer) => answer.loans);
}

/** Signing out drops an answer not yet taken, so the next person on this page never sees it. */
export function forgetFirstReads(): void {
  first = null;
}
