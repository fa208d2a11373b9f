/**
 * The month-end loan-loss provision, run by the dated job (dated-work-job.ts) right after the loans:
 * the month end a run provisions is the day itself on a month's last day, else the last month's
 * (domain/loans/provisioning.ts); its arrears are counted on that day from the loans as they stand,
 * at the rates in System Settings, and the allowance is adjusted by the difference from what the
 * book holds, once per month (a second run, or a second server, finds the month posted).
 *
 * Month-end close: the posting is dated the month end it provisions. A month end inside a closed
 * month is skipped by `provisionDueOn` with a logged reason (once per server and month end: the job
 * runs every minute), and refused by the command itself should a close land first; the next month
 * end's provision adjusts the allowance to what is then required, so nothing is lost, only booked
 * in the next open month (docs/provisioning.md).
 */
import { arrearsOf, exposuresOf } from '../../domain/loans/arrears.ts';
import { allowanceAccount, monthEndFor, PROVISIONING_STREAM, provisionRates, type ProvisionEvent } from '../../domain/loans/provisioning.ts';
import { postProvisionCommand } from '../../domain/loans/provision-command.ts';
import { isClosed } from '../../domain/periods/periods.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import type { BankContext } from './context.ts';
import { currentPeriods } from './period-service.ts';

/** Month ends this server has already said it skips, so the job's every-minute runs say it once. */
const skipsSaid = new Set<string>();

/** The month end a run at `now` provisions, or null when that month is already posted. */
export async function provisionDueOn(ctx: BankContext, now: Date): Promise<string | null> {
  const monthEnd = monthEndFor(now.toISOString().slice(0, 10));
  const posted = (await ctx.store.readStream(PROVISIONING_STREAM)).some((r) => (decodeEvent(r) as ProvisionEvent).data.month === monthEnd.slice(0, 7));
  if (posted) return null;
  if (isClosed(await currentPeriods(ctx), monthEnd)) {
    if (!skipsSaid.has(monthEnd)) {
      skipsSaid.add(monthEnd);
      console.warn(`loan-provisioning ${monthEnd}: skipped, the books are closed through that month; the next month end's provision adjusts the allowance to what is then required`);
    }
    return null;
  }
  return monthEnd;
}

/** Posts the provision for `monthEnd`; answers the events (none when the month was already posted). */
export async function postProvision(ctx: BankContext, monthEnd: string, now: Date): Promise<ProvisionEvent[]> {
  const view = await ctx.live.catchUp();
  const arrears = arrearsOf(exposuresOf(view.loans.values(), monthEnd), monthEnd);
  const at = now.toISOString();
  return execute(ctx, postProvisionCommand, {
    asOf: monthEnd, buckets: arrears.buckets, rates: provisionRates(view.settings.settings), allowance: view.book.get(allowanceAccount) ?? 0, at,
  }, { actor: 'system', at, requestId: `provisioning-${monthEnd}`, reason: `Loan-loss provision for ${monthEnd}` });
}
