/** Answers whether a membership number can still open an account: the first signup rule, checked before the others. */
import { evolveMembership, initialMembershipState, isRedeemable, membershipStream, normalizeMembershipNumber, type MembershipEvent } from '../../domain/membership/membership.ts';
import type { BankContext } from './context.ts';
import { decodeEvent } from '../engine/event-codec.ts';

export async function verifyMembership(ctx: BankContext, number: string): Promise<boolean> {
  if (!normalizeMembershipNumber(number)) return false;
  const events = (await ctx.store.readStream(membershipStream(number))).map(decodeEvent) as MembershipEvent[];
  return isRedeemable(events.reduce(evolveMembership, initialMembershipState));
}
