// Proves the new-device alert now that it is a reactor over the log, not a call in sign-in: a customer
// who chose it is e-mailed once when they sign in from a device none of their sessions used, and not
// again for that device nor for the same sign-in read twice.
import { describe, expect, it, vi } from 'vitest';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });
const firefox = { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/130.0', platform: 'Windows' };

describe('the new-device alert reactor', () => {
  it('mails a sign-in from a new device once, and never for a device seen before', async () => {
    const bank = await moneyBank();
    const deviceMails = () => bank.mailbox.to('alice@example.com').filter((m) => m.subject === 'Sign-in from a new device');
    const signIn = () => bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: '1357', deviceInfo: firefox });
    expect((await signIn()).status).toBe(200);
    await bank.ctx.reactors.settled();
    expect(deviceMails()).toEqual([]);
    await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: true, transferAbove: '', balanceBelow: '', moneyReceived: false }, bank.alice.token);
    await bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: '1357', deviceInfo: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', platform: 'macOS' } });
    await vi.waitFor(() => expect(deviceMails()).toHaveLength(1));
    expect(deviceMails()[0]!.text).toContain('from a new device: Safari on macOS');
    expect((await signIn()).status).toBe(200);
    await bank.ctx.reactors.settled();
    expect(await bank.ctx.reactors.runAll(bank.ctx)).toEqual({ done: 0, failed: 0 });
    expect(deviceMails()).toHaveLength(1);
  });
});
