/**
 * Savings interest (issue 17): posts each customer's interest for every calendar month that has
 * ended and is not yet posted, oldest first, so a server that was down catches up. Each month is
 * decided on the customer's own stream, which refuses a month already posted: a second run, or
 * a second server, posts nothing twice.
 */
import { foldEvents } from '../../domain/decider.ts';
import { DomainError, said } from '../../domain/errors.ts';
import { accrueMonth, lastEndedMonth, nextMonth, type RateChange } from '../../domain/savings/interest.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import { SETTINGS_STREAM, type SettingsEvent } from '../../domain/settings/events.ts';
import { userDecider } from '../../domain/user/aggregate.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import type { User } from '../../domain/user/state.ts';
import type { BankContext } from './context.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { withMoneyLock } from '../engine/keyed-lock.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import { runCommand } from '../engine/unit-of-work.ts';


/** The APY changes recorded in System Settings, each in force from the time it was saved. */
export async function savingsRateChanges(ctx: BankContext): Promise<RateChange[]> {
  const recorded = await ctx.store.readStream(SETTINGS_STREAM);
  return recorded.flatMap((r) => {
    const event = decodeEvent(r) as SettingsEvent;
    const bps = event.data.settings.savingsInterestRate;
    return event.data.category === 'interest' && typeof bps === 'number' ? [{ from: r.metadata.at, apyBps: bps }] : [];
  });
}

/** The months whose interest is due for `user` at `now`: after the last one posted (or from the opening month) to the last month ended. */
export function monthsDue(user: Pick<User, 'createdAt' | 'interest'>, now: string): string[] {
  const last = lastEndedMonth(now);
  const months: string[] = [];
  for (let month = user.interest.postedThrough ? nextMonth(user.interest.postedThrough) : user.createdAt.slice(0, 7); month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** Posts one month for one customer; false when it was already posted (by another run or server). */
export async function postMonthlyInterest(ctx: BankContext, userId: string, month: string, rates: readonly RateChange[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const metadata = { actor: 'system', at, requestId: `savings-interest-${month}`, reason: `savings interest for ${month}` };
  try {
    await withMoneyLock(ctx.engine.moneyLock, userId, (exclusive) => runCommand(ctx.store, metadata, async (reads) => {
      const stream = await reads.load<UserEvent>(userStream(userId));
      const user = foldEvents(userDecider, stream.events);
      if (!user.exists) throw new DomainError('not_found', said('session.userNotFound'));
      const accrual = accrueMonth(userId, user.createdAt, stream.events, month, rates, defaultSettings.interest.savingsInterestRate);
      const events = userDecider.decide({ type: 'PostInterest', ...accrual, at }, user);
      return { appends: [{ streamId: stream.streamId, events }], result: undefined };
    }, exclusive));
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return false;
    throw error;
  }
}

/** Every customer's due months at `now`: the job's one run. */
export async function postDueInterest(ctx: BankContext, now: Date): Promise<JobReport> {
  const view = await ctx.live.catchUp();
  const report = emptyReport();
  const due = [...view.users.values()].filter((user) => user.role === 'user').map((user) => ({ id: user.id, months: monthsDue(user, now.toISOString()) })).filter((u) => u.months.length > 0);
  if (due.length === 0) return report;
  const rates = await savingsRateChanges(ctx);
  for (const { id, months } of due) {
    for (const month of months) {
      try {
        if (await postMonthlyInterest(ctx, id, month, rates, now)) report.done += 1;
        else report.skipped += 1;
      } catch {
        // One customer's failure must not stop the others; the next run tries the month again.
        report.failed += 1;
        break;
      }
    }
  }
  return report;
}
