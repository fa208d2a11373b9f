/**
 * The customer area's first reads, ready the moment a customer's sign-in is accepted (issue 30's
 * 2G phone): the sign-in answer carries them (the user with the balances, and each loan's next
 * payment: contract CustomerHome), so the dashboard needs no second round trip; from a server
 * whose answer does not carry them, one customer-home call is sent instead, beside loading the
 * area's code. The area's guard and the dashboard's loan line each take their half once; every
 * later load asks the server again as before. Nothing is stored: the answer lives in this page's
 * memory only.
 */
import type { BankUser, CustomerHome } from '../contract/index.ts';

/** An answer older than this is not used: the page asks again. */
const FRESH_MS = 30_000;

interface FirstReads {
  at: number;
  home: Promise<CustomerHome>;
  userTaken: boolean;
  loansTaken: boolean;
}

let first: FirstReads | null = null;

/** The fallback: customer-home, through the contract client (loaded with the customer area's code in any case). */
const askCustomerHome = (): Promise<CustomerHome> => import('./bank-api.ts').then(({ call }) => call('customer-home', {}));

/**
 * Keeps the first read the sign-in answer carried, when it is the signed-in user's own, else sends
 * the customer-home call now; either waits for the area's first loads.
 */
export function startFirstReads(signedIn: { user: Pick<BankUser, 'id'>; home?: CustomerHome | undefined }, ask: () => Promise<CustomerHome> = askCustomerHome): void {
  const carried = signedIn.home?.user.id === signedIn.user.id ? signedIn.home : undefined;
  const home = carried ? Promise.resolve(carried) : ask();
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
export function takeFirstUser(): Promise<{ user: BankUser }> | undefined {
  const reads = fresh();
  if (!reads || reads.userTaken) return undefined;
  reads.userTaken = true;
  forget(reads);
  return reads.home;
}

/** Each loan's next payment as the first read answers it, once; undefined when there is none (ask loans-mine). */
export function takeFirstLoans(): Promise<CustomerHome['loans']> | undefined {
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
