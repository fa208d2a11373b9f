/** The scheduler's savings-interest job: at each run, every customer's ended months not yet posted (savings-interest-service.ts). */
import type { ScheduledJob } from '../engine/scheduler.ts';
import type { BankContext } from './context.ts';
import { postDueInterest } from './savings-interest-service.ts';

export const savingsInterestJob: ScheduledJob<BankContext> = {
  name: 'savings-interest',
  runDue: (ctx, now) => postDueInterest(ctx, now),
};
