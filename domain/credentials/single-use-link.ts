/**
 * The three e-mailed links (password reset, sign-in unlock, money unlock) share one life:
 * issued once to one customer, used at most once, good until they expire. This folds any of
 * them into that life, so each link's decider states only what using it records.
 */
export interface IssuedLink {
  userId: string;
  expiresAt: string;
}

export interface LinkState<Issued extends IssuedLink = IssuedLink> {
  issued: Issued | null;
  used: boolean;
}

export type LinkStatus = 'invalid' | 'used' | 'expired' | 'ready';

export const unissuedLink: LinkState<never> = { issued: null, used: false };

/** The fold for a link stream whose issue event is `issuedType`; every other event is a use. */
export function evolveLink<Event extends { type: string; data: object }, Issued extends IssuedLink>(issuedType: Event['type']) {
  return (state: LinkState<Issued>, event: Event): LinkState<Issued> =>
    event.type === issuedType ? { ...state, issued: state.issued ?? (event.data as Issued) } : { ...state, used: true };
}

/** What the link can do at `at`: unknown, already used, expired, or ready. */
export function linkStatus(state: LinkState, at: string): LinkStatus {
  if (!state.issued) return 'invalid';
  if (state.used) return 'used';
  if (at >= state.issued.expiresAt) return 'expired';
  return 'ready';
}
