/**
 * The test clock's door (GET and POST /dev/clock): moves a test server's clock forward and
 * runs the dated work due at the new time, so a test sees a month's instalment or interest
 * posted without waiting a month. It exists only when the composition root built an
 * AdjustableClock (BANK_TEST_CLOCK=true, never in production), on a loopback HOST, and
 * answers only a loopback client after TRUSTED_PROXIES resolution (loopback-only.ts).
 */
import { technical } from '../../../domain/errors.ts';
import { z } from 'zod';
import { AdjustableClock } from '../../bank/adjustable-clock.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { loopbackClientsOnly } from '../loopback-only.ts';
import { problem, sendProblem } from '../problem.ts';

const DAY_MS = 86_400_000;

const move = z.union([
  z.object({ advanceDays: z.number().positive().max(3_660) }).strict(),
  z.object({ advanceMs: z.number().int().positive().max(3_660 * DAY_MS) }).strict(),
  z.object({ set: z.iso.datetime({ offset: true }) }).strict(),
]);

export function mountDevClock(app: App, ctx: BankContext): void {
  const clock = ctx.clock;
  if (!(clock instanceof AdjustableClock)) return;
  app.get('/dev/clock', loopbackClientsOnly, (c) => c.json({ now: clock.now().toISOString() }));
  app.post('/dev/clock', loopbackClientsOnly, async (c) => {
    const parsed = move.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return sendProblem(c, problem('validation', technical('Send {"advanceDays": n}, {"advanceMs": n} or {"set": "<ISO date-time>"}.')));
    const body = parsed.data;
    try {
      if ('set' in body) clock.set(new Date(body.set));
      else clock.advance('advanceDays' in body ? Math.round(body.advanceDays * DAY_MS) : body.advanceMs);
    } catch (error) {
      return sendProblem(c, problem('validation', technical((error as Error).message)));
    }
    const now = clock.now();
    return c.json({ now: now.toISOString(), reports: await runWhenFree(ctx, now) });
  });
}

/** How long the door waits for the dated work's lease before it answers with what it has. */
const LEASE_WAIT_MS = 30_000;

/**
 * Runs the dated work due at `now`, waiting while another run holds its lease: the reactors share
 * it and a run nudged by the test's last payment may hold it at this moment, and a test that moved
 * the clock needs the work done, not 'busy'. A real server's timer simply tries again next tick.
 */
async function runWhenFree(ctx: BankContext, now: Date): Promise<Awaited<ReturnType<BankContext['jobs']['runAll']>>> {
  const giveUpAt = Date.now() + LEASE_WAIT_MS;
  for (;;) {
    const reports = await ctx.jobs.runAll(ctx, now);
    if (!Object.values(reports).includes('busy') || Date.now() > giveUpAt) return reports;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
