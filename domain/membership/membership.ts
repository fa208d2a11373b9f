/**
 * Membership numbers: issued by the bank, each good for opening exactly one account
 * (DECISIONS 14). One stream per number, so redeeming it is an optimistic-concurrency check.
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import { signupMessages } from '../user/form-messages.ts';

export const membershipStream = (number: string): string => `membership-${normalizeMembershipNumber(number)}`;

/** Case and surrounding spaces do not make a different number. */
export const normalizeMembershipNumber = (number: string): string => number.trim().toUpperCase();

export const membershipEventSchemas = {
  MembershipNumberIssued: z.object({ number: z.string().min(4).max(64), issuedBy: z.string().min(1), at: z.string() }),
  MembershipNumberRedeemed: z.object({ number: z.string().min(4).max(64), userId: z.string().min(1), at: z.string() }),
};

export type MembershipEvent =
  | { type: 'MembershipNumberIssued'; data: z.infer<typeof membershipEventSchemas.MembershipNumberIssued> }
  | { type: 'MembershipNumberRedeemed'; data: z.infer<typeof membershipEventSchemas.MembershipNumberRedeemed> };

export interface MembershipState {
  issued: boolean;
  redeemedBy: string | null;
}

export const initialMembershipState: MembershipState = { issued: false, redeemedBy: null };

export function evolveMembership(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'MembershipNumberIssued':
      return { ...state, issued: true };
    case 'MembershipNumberRedeemed':
      return { ...state, redeemedBy: event.data.userId };
  }
}

export const isRedeemable = (state: MembershipState): boolean => state.issued && state.redeemedBy === null;

export function decideIssue({ number, issuedBy, at }: { number: string; issuedBy: string; at: string }, state: MembershipState): MembershipEvent[] {
  if (!/^[A-Z0-9-]{4,64}$/.test(normalizeMembershipNumber(number))) refuse('validation', said('signUp.membershipNumberShape'));
  if (state.issued) refuse('conflict', said('signUp.membershipNumberIssued'));
  return [{ type: 'MembershipNumberIssued', data: { number: normalizeMembershipNumber(number), issuedBy, at } }];
}

export function decideRedeem({ number, userId, at }: { number: string; userId: string; at: string }, state: MembershipState): MembershipEvent[] {
  if (!isRedeemable(state)) refuse('validation', signupMessages.membershipInvalid, { membershipNumber: signupMessages.membershipInvalid });
  return [{ type: 'MembershipNumberRedeemed', data: { number: normalizeMembershipNumber(number), userId, at } }];
}

export type MembershipCommand =
  | { type: 'IssueMembershipNumber'; number: string; issuedBy: string; at: string }
  | { type: 'RedeemMembershipNumber'; number: string; userId: string; at: string };

/** One membership number's stream: issued once by the bank, redeemed once by a new customer. */
export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: initialMembershipState,
  evolve: evolveMembership,
  decide(command, state) {
    return command.type === 'IssueMembershipNumber'
      ? decideIssue(command, state)
      : decideRedeem(command, state);
  },
};
