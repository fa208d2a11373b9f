// Proves that month-end provisioning respects month-end close (issue 28 items 3 and 4): with last month closed, the dated
// job skips its month end (nothing posted, nothing failed), and the provision command itself refuses a month end inside
// a closed month (409, the month named) with the log unchanged, while an open month's end still posts.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/loans/dates.ts';
import { PROVISIONING_STREAM } from '../../domain/loans/provisioning.ts';
import { shiftPeriod } from '../../domain/periods/periods.ts';
import { ADMIN, testBank } from '../../tests/support/test-bank.ts';
import { datedWorkJob } from './dated-work-job.ts';
import { postProvision, provisionDueOn } from './provisioning-service.ts';

describe('provisioning and closed months', () => {
  it('skips and refuses a month end inside a closed month, and posts an open one', async () => {
    const bank = await testBank();
    const admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
    const thisMonth = bank.clock.now().toISOString().slice(0, 7);
    const lastMonth = shiftPeriod(thisMonth, -1);
    const lastMonthEnd = addDays(`${thisMonth}-01`, -1);
    const firstOfMonth = new Date(`${thisMonth}-01T12:00:00.000Z`);
    expect(await provisionDueOn(bank.ctx, firstOfMonth)).toBe(lastMonthEnd);

    expect((await bank.call('/functions/v1/admin-periods', { action: 'close', period: lastMonth, reason: 'Month-end' }, admin)).status).toBe(200);
    expect(await provisionDueOn(bank.ctx, firstOfMonth)).toBeNull();
    const run = await datedWorkJob.runDue(bank.ctx, firstOfMonth);
    expect(run.parts?.['loan-provisioning']).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(await bank.ctx.store.readStream(PROVISIONING_STREAM)).toEqual([]);

    const head = await bank.ctx.store.headPosition();
    await expect(postProvision(bank.ctx, lastMonthEnd, firstOfMonth)).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining(`The books for ${lastMonth} are closed`) });
    expect(await bank.ctx.store.headPosition()).toBe(head);

    // This month, still open, provisions at its end.
    const thisMonthEnd = addDays(`${shiftPeriod(thisMonth, 1)}-01`, -1);
    const posted = await postProvision(bank.ctx, thisMonthEnd, new Date(`${thisMonthEnd}T23:00:00.000Z`));
    expect(posted.map((e) => e.data.month)).toEqual([thisMonth]);
  });
});
