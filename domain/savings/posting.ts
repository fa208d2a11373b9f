/**
 * Posting a month's savings interest on the customer's own stream: at most once per month,
 * months in order (the carry of one is the start of the next), never before the month has
 * ended, as one balanced entry from the bank's interest expense to the customer's savings.
 */
import { english, refuse, said } from '../errors.ts';
import { bankAccount, bankAccounts, customerAccount } from '../ledger/accounts.ts';
import { balanced, move } from '../ledger/postings.ts';
import type { User } from '../user/state.ts';
import type { SavingsEvent } from './events.ts';
import { nextMonth, postingInstant, splitPosting, type MonthAccrual } from './interest.ts';

export interface PostInterest extends MonthAccrual {
  type: 'PostInterest';
  /** When the job decides (the clock); the posting itself is dated at the month's end. */
  at: string;
}

export const alreadyPostedMessage = (month: string): string => english('backOffice.interestPosted', { month });

export function decideInterestPosting(command: PostInterest, user: User): SavingsEvent[] {
  const { month, at } = command;
  const { postedThrough, carryMicroCents } = user.interest;
  if (postedThrough !== null && month <= postedThrough) refuse('conflict', said('backOffice.interestPosted', { month }));
  if (postedThrough !== null && month !== nextMonth(postedThrough)) refuse('conflict', said('backOffice.interestOrder', { month: nextMonth(postedThrough), month2: month }));
  if (month < user.createdAt.slice(0, 7)) refuse('validation', said('backOffice.notOpenIn', { month }));
  const postedOn = postingInstant(month);
  if (at < postedOn) refuse('validation', said('backOffice.monthNotEnded', { month, date: postedOn.slice(0, 10) }));
  const split = splitPosting(carryMicroCents, command.accruedMicroCents);
  const postings = split.amount > 0 ? balanced(move(bankAccount(bankAccounts.interestExpense, 'USD'), customerAccount(user.id, 'USD'), 'USD', split.amount)) : [];
  return [{
    type: 'InterestPosted',
    data: {
      month, currency: 'USD', amount: split.amount, accruedMicroCents: command.accruedMicroCents, carryMicroCents: split.carryMicroCents,
      apyBps: command.apyBps, days: command.days, postings, at: postedOn, postedAt: at,
    },
  }];
}
