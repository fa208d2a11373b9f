// Proves the test clock's door: absent on a normal server, refused in production, and on a test server it moves time forward and runs the dated work due then.
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../bank/adjustable-clock.ts';
import { emptyReport } from '../engine/scheduler.ts';
import { testBank } from '../../tests/support/test-bank.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const DAY = 86_400_000;

describe('the test clock', () => {
  it('does not exist on a server without BANK_TEST_CLOCK', async () => {
    const { app } = await testBank();
    expect((await app.request('/dev/clock')).status).toBe(404);
    expect((await app.request('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceDays":31}' })).status).toBe(404);
  });

  it('cannot be turned on in production or beyond loopback', () => {
    expect(() => readConfig({ BANK_TEST_CLOCK: 'true', NODE_ENV: 'production', SMTP_URL: 'smtp://mail' })).toThrow(/BANK_TEST_CLOCK cannot be used with NODE_ENV=production/);
    expect(() => readConfig({ BANK_TEST_CLOCK: 'true', HOST: '0.0.0.0' })).toThrow(/loopback HOST/);
    expect(readConfig({ BANK_TEST_CLOCK: 'true' }).BANK_TEST_CLOCK).toBe(true);
  });

  it('moves forward, runs the jobs due at the new time, and never moves back', async () => {
    const { ctx } = await testBank();
    const clock = new AdjustableClock();
    ctx.clock = clock;
    const seen: string[] = [];
    ctx.jobs.register({ name: 'interest', runDue: async (_ctx, now) => { seen.push(now.toISOString()); return { ...emptyReport(), done: 1 }; } });
    const app = createApp({ ctx });
    const post = (body: unknown) => app.request('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const before = Date.now();
    const moved = await post({ advanceDays: 31 });
    expect(moved.status).toBe(200);
    const answer = await moved.json() as { now: string; reports: Record<string, unknown> };
    expect(Date.parse(answer.now) - before).toBeGreaterThanOrEqual(31 * DAY);
    expect(answer.reports).toEqual({ interest: { done: 1, skipped: 0, failed: 0 } });
    expect(seen).toEqual([answer.now]);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse(answer.now));
    expect((await post({ set: '2020-01-01T00:00:00Z' })).status).toBe(400);
    expect((await post({ advanceDays: -1 })).status).toBe(400);
    expect((await post({ advanceDays: 1, extra: true })).status).toBe(400);
    const read = await (await app.request('/dev/clock')).json() as { now: string };
    expect(Date.parse(read.now)).toBeGreaterThanOrEqual(Date.parse(answer.now));
  });

  it('waits while a reactor run holds the dated work\'s lease, and answers with the work done, not busy', async () => {
    const { ctx } = await testBank();
    ctx.clock = new AdjustableClock();
    ctx.jobs.register({ name: 'interest', runDue: async () => ({ ...emptyReport(), done: 1 }) });
    const app = createApp({ ctx });
    let release = () => {};
    const held = ctx.jobs.underLease('interest', () => new Promise<void>((resolve) => { release = resolve; }));
    const moving = app.request('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceDays":1}' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await held;
    const answer = await (await moving).json() as { reports: Record<string, unknown> };
    expect(answer.reports).toEqual({ interest: { done: 1, skipped: 0, failed: 0 } });
  });
});
