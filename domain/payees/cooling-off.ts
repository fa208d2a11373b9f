/**
 * The anti-fraud cooling-off of a new payee (as banks do): for the hours in System Settings
 * after a payee becomes known, a transfer to it above the threshold in settings is refused with
 * the time it will be allowed. A payee becomes known when it is saved, when it is first paid, or
 * (for a standing order's payee) when the order is set up, whichever came first; details never
 * saved or paid are a new payee from the transfer itself (DECISIONS 30, issue 25 finding 6), so a
 * stolen session cannot empty the account at once by typing the details instead of saving them.
 */
import { englishOf, refuse, said } from '../errors.ts';
import type { Settings } from '../settings/defaults.ts';

const HOUR_MS = 3_600_000;

/** When a payee saved at `addedAt` leaves its cooling-off. */
export const coolingOffEnds = (addedAt: string, settings: Settings): string =>
  new Date(Date.parse(addedAt) + settings.limits.newPayeeCoolingOffHours * HOUR_MS).toISOString();

/** The earliest of the moments the details became known (saved, first paid, order set up), or `now` when none: a new payee. */
export function knownSince(now: string, ...moments: (string | null | undefined)[]): string {
  const known = moments.filter((m): m is string => typeof m === 'string' && m.length > 0).sort();
  return known[0] ?? now;
}

/** Whether a transfer of `amount` cents at `at` to a payee saved at `addedAt` must wait. */
export function mustWait(amount: number, at: string, addedAt: string | null | undefined, settings: Settings): boolean {
  if (!addedAt) return false;
  return amount > settings.limits.newPayeeThreshold && Date.parse(at) < Date.parse(coolingOffEnds(addedAt, settings));
}

const coolingOff = (addedAt: string, settings: Settings) => said('payees.coolingOff', { usd: settings.limits.newPayeeThreshold, when: coolingOffEnds(addedAt, settings) });

export const coolingOffMessage = (addedAt: string, settings: Settings): string => englishOf(coolingOff(addedAt, settings));

/** Refuses a transfer that must wait, saying until when. */
export function checkCoolingOff(amount: number, at: string, addedAt: string | null | undefined, settings: Settings): void {
  if (addedAt && mustWait(amount, at, addedAt, settings)) refuse('limit_exceeded', coolingOff(addedAt, settings), { amount: coolingOff(addedAt, settings) });
}
