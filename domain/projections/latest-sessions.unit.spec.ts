// Proves the view's index of each user's latest session names the session a walk over every session
// would find (the first started at the latest moment), whatever order sign-ins are logged in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../catalogue.ts';
import { sessionStream } from '../session/session.ts';
import { replayBank, type BankView } from './bank.ts';

/** The walk the index replaced (adapters/bank/customer-language.ts before it). */
function latestByWalk(view: BankView, userId: string): string | undefined {
  let latest: { at: string; id: string } | null = null;
  for (const session of view.sessions.values()) {
    if (session.userId === userId && (!latest || session.createdAt > latest.at)) latest = { at: session.createdAt, id: session.id };
  }
  return latest?.id;
}

const signIn = fc.record({ user: fc.constantFrom('u1', 'u2', 'u3'), minute: fc.integer({ min: 0, max: 20 }), language: fc.constantFrom('en', 'fr', undefined) });

describe("each user's latest session", () => {
  it('is the one a walk over every session finds, for sign-ins logged in any order (ties keep the first)', () => {
    fc.assert(fc.property(fc.array(signIn, { maxLength: 30 }), (signIns) => {
      const logged = signIns.map(({ user, minute, language }, i) => {
        const at = new Date(Date.UTC(2026, 10, 29, 9, minute)).toISOString();
        const event = { type: 'SessionStarted', data: { sessionId: `s${i}`, userId: user, refreshHash: 'a'.repeat(64), remember: false, deviceInfo: language ? { language } : {}, ip: '::1', expiresAt: at, at } } as BankEvent;
        return { position: i + 1, streamId: sessionStream(`s${i}`), event, recordedAt: at };
      });
      const view = replayBank(logged);
      for (const user of ['u1', 'u2', 'u3']) expect(view.latestSessions.get(user)).toBe(latestByWalk(view, user));
    }));
  });
});
