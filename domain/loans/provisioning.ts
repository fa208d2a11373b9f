/**
 * Loan-loss provisioning (issue 28, item 4): the allowance the bank must hold is each arrears
 * bucket's outstanding principal times the bucket's rate set in System Settings; at each month end
 * the allowance is adjusted up or down to that level by one balanced entry between the provision
 * expense and the allowance for loan losses (the difference between what is required and what the
 * allowance holds), on the `provisioning` stream, once per month. Pure: the dated job asks.
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { bankAccount, bankAccounts } from '../ledger/accounts.ts';
import { balanced, move, type Posting } from '../ledger/postings.ts';
import type { Settings } from '../settings/defaults.ts';
import { ARREARS_BUCKETS, type ArrearsBucket, type BucketFigure } from './arrears.ts';

export const PROVISIONING_STREAM = 'provisioning';
export const provisionExpenseAccount = bankAccount(bankAccounts.provisionExpense, 'USD');
export const allowanceAccount = bankAccount(bankAccounts.loanLossAllowance, 'USD');
export const recoveriesAccount = bankAccount(bankAccounts.recoveries, 'USD');

export type ProvisionRates = Record<ArrearsBucket, number>;

/** The rates in force, in basis points by bucket, from System Settings' provisioning group. */
export function provisionRates(settings: Pick<Settings, 'provisioning'>): ProvisionRates {
  const p = settings.provisioning;
  return { current: p.provisionCurrent, d1to30: p.provision1to30, d31to60: p.provision31to60, d61to90: p.provision61to90, d91to180: p.provision91to180, over180: p.provisionOver180 };
}

export interface BucketProvision { bucket: ArrearsBucket; outstanding: number; rateBps: number; required: number }

/** Each bucket's required allowance, rounded to the cent per bucket, and their sum. */
export function requiredAllowance(buckets: readonly BucketFigure[], rates: ProvisionRates): { buckets: BucketProvision[]; required: number } {
  const lines = ARREARS_BUCKETS.map((bucket) => {
    const outstanding = buckets.find((b) => b.bucket === bucket)?.outstanding ?? 0;
    const rateBps = rates[bucket];
    return { bucket, outstanding, rateBps, required: Math.round((outstanding * rateBps) / 10_000) };
  });
  return { buckets: lines, required: lines.reduce((sum, l) => sum + l.required, 0) };
}

/**
 * The entry that brings the allowance from `current` (its balance in the book: positive, a credit,
 * while the bank holds an allowance) to `required`: expense against allowance when more is needed,
 * allowance back to the expense (a release) when less. Empty when nothing changes.
 */
export function adjustmentPostings(required: number, current: number): Posting[] {
  const difference = required - current;
  if (difference === 0) return [];
  return difference > 0 ? balanced(move(provisionExpenseAccount, allowanceAccount, 'USD', difference)) : balanced(move(allowanceAccount, provisionExpenseAccount, 'USD', -difference));
}

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency: z.enum(['USD', 'BTC']), amount: z.number().int() });

export const provisionEventSchemas = {
  /** The month-end adjustment: the allowance required by bucket, what it held before, and the entry (none when it already held that). */
  ProvisionPosted: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    buckets: z.array(z.object({ bucket: z.enum(ARREARS_BUCKETS), outstanding: minor, rateBps: z.number().int().min(0).max(10_000), required: minor })).max(ARREARS_BUCKETS.length),
    required: minor,
    previous: z.number().int(),
    amount: z.number().int(),
    postings: z.array(posting).max(4),
    at: z.string().min(20).max(40),
  }),
};

export type ProvisionEvent = { type: 'ProvisionPosted'; data: z.infer<typeof provisionEventSchemas.ProvisionPosted> };

/** The months already provisioned, each with the entry's amount. */
export interface ProvisioningState { months: Record<string, { amount: number; required: number }> }

export interface PostProvision {
  type: 'PostProvision';
  /** The month end provisioned (its last day). */
  asOf: string;
  buckets: readonly BucketFigure[];
  rates: ProvisionRates;
  /** The allowance's balance in the book before this entry. */
  allowance: number;
  at: string;
}

/** Once per month: a second run for the same month end decides nothing. */
export function decideProvision(command: PostProvision, state: ProvisioningState): ProvisionEvent[] {
  const month = command.asOf.slice(0, 7);
  if (state.months[month]) return [];
  const { buckets, required } = requiredAllowance(command.buckets, command.rates);
  const postings = adjustmentPostings(required, command.allowance);
  return [{ type: 'ProvisionPosted', data: { month, asOf: command.asOf, buckets, required, previous: command.allowance, amount: required - command.allowance, postings, at: command.at } }];
}

export const evolveProvisioning = (state: ProvisioningState, event: ProvisionEvent): ProvisioningState =>
  ({ months: { ...state.months, [event.data.month]: { amount: event.data.amount, required: event.data.required } } });

export const provisioningDecider: Decider<PostProvision, ProvisionEvent, ProvisioningState> = { initialState: { months: {} }, decide: decideProvision, evolve: evolveProvisioning };

/** The month end a run on `day` provisions: the day itself when it is a month's last day, else the previous month's last day. */
export function monthEndFor(day: string): string {
  const [y, m, d] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d === last) return day;
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}
