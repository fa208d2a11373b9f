// Proves on PGlite that a reactor's checkpoint outlives a restart: an alert after a balance adjustment
// (a movement no use case alerted on before the reactors) is e-mailed once, and the bank reopened on
// the same data folder neither decides nor sends it again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { moneyBank } from '../../tests/support/money-fixtures.ts';
import { testBank } from '../../tests/support/test-bank.ts';
import { openPgliteStore } from '../store/pglite.ts';
import { moneyAlertsReactor } from './money-alerts.ts';

vi.setConfig({ testTimeout: 60_000 });
const parent = mkdtempSync(join(tmpdir(), 'bank-reactors-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const lowBalanceMails = (mailbox: { to(address: string): readonly { subject: string; text: string }[] }) =>
  mailbox.to('alice@example.com').filter((m) => m.subject === 'Your balance is low');

describe('a reactor across a restart (PGlite)', () => {
  it('e-mails an alert once, and a reopened bank starts from the saved checkpoint', async () => {
    const dataDir = join(parent, 'data');
    const bank = await moneyBank(await openPgliteStore({ dataDir }));
    await bank.call('/functions/v1/customer-alerts', { action: 'save', newDevice: false, transferAbove: '', balanceBelow: '950', moneyReceived: false }, bank.alice.token);
    await bank.fund(bank.alice.id, 'USD', '-100.00');
    await vi.waitFor(() => expect(lowBalanceMails(bank.mailbox)).toHaveLength(1));
    expect(lowBalanceMails(bank.mailbox)[0]!.text).toContain('Your balance is now $900.00, below your alert amount of $950.00.');
    await bank.ctx.reactors.stop();
    const checkpoint = await bank.store.readCheckpoint(moneyAlertsReactor.name);
    expect(checkpoint).toBeGreaterThan(0);
    await bank.store.close();

    const reopened = await testBank(await openPgliteStore({ dataDir }));
    try {
      expect(await reopened.store.readCheckpoint(moneyAlertsReactor.name)).toBeGreaterThanOrEqual(checkpoint!);
      expect(await reopened.ctx.reactors.runAll(reopened.ctx)).toEqual({ done: 0, failed: 0 });
      expect(lowBalanceMails(reopened.mailbox)).toEqual([]);
    } finally {
      await reopened.ctx.reactors.stop();
      await reopened.store.close();
    }
  });
});
