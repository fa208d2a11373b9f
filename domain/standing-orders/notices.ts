/**
 * Which standing-order events the owner is e-mailed about (the standing-order notices reactor,
 * adapters/reactors/standing-order-notices.ts): every order set up on their account, so a stolen
 * session's order does not run unnoticed, and every payment the bank could not make, with the
 * rules' own reason, so they can act. A payment skipped because the owner paused the order is not
 * news to them. Pure: the reactor words and mails.
 */
import { knownSaid, type Said } from '../errors.ts';
import type { StandingOrderEvent, StandingOrderTerms } from './events.ts';

export type StandingOrderNotice =
  | { kind: 'created'; userId: string; terms: StandingOrderTerms }
  | { kind: 'skipped'; userId: string; terms: StandingOrderTerms; date: string; reason: string | Said };

/** The notice one event of an order calls for, given the order's terms (null when the log has none). */
export function standingOrderNotice(event: StandingOrderEvent, terms: StandingOrderTerms | null): StandingOrderNotice | null {
  if (event.type === 'StandingOrderCreated') return { kind: 'created', userId: event.data.userId, terms: event.data };
  if (event.type === 'StandingOrderOccurrenceSkipped' && event.data.reason !== 'paused' && terms) {
    return { kind: 'skipped', userId: terms.userId, terms, date: event.data.date, reason: knownSaid(event.data.said) ?? event.data.message };
  }
  return null;
}
