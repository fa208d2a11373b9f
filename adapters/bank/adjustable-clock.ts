/**
 * A clock that tests can move forward (BANK_TEST_CLOCK=true): dated work such as a loan's
 * instalment or a month's interest can be seen happening without waiting a month. It never
 * runs in production (config.ts refuses the combination) and starts at the real time.
 */
import type { Clock } from './context.ts';

export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('The test clock only moves forward');
    this.offsetMs += ms;
  }

  /** Moves the clock to `at`, which may not be in its past. */
  set(at: Date): void {
    this.advance(at.getTime() - this.now().getTime());
  }
}
