/**
 * What a customer's stream remembers of savings interest (the last month posted and the part of
 * a cent carried), folded into the user's state. Its own file so that the user's fold imports it
 * without importing the posting decision, which reads the user.
 */
import type { SavingsEvent } from './events.ts';

/** What the customer's stream says about interest so far. */
export interface InterestState {
  /** The last month posted (YYYY-MM), or null before the first posting. */
  postedThrough: string | null;
  carryMicroCents: number;
}

export const noInterestYet: InterestState = { postedThrough: null, carryMicroCents: 0 };

export function evolveInterest(state: InterestState, event: SavingsEvent): InterestState {
  return { postedThrough: event.data.month, carryMicroCents: event.data.carryMicroCents };
}
