// Proves a Bitcoin transfer is never valued at an invented price: refused while only the default exists, and when
// every source has failed since a real price, valued at that last known price and labelled with its age on the quote,
// the code e-mail, the receipt and the history (DECISIONS 17, 18, 29); and that the fee quoted is the fee charged.
import { describe, expect, it, vi } from 'vitest';
import { moneyBank, steps, VALID_BTC_ADDRESS } from '../../tests/support/money-fixtures.ts';
import type { PriceFeedOptions } from '../price/bitcoin-price.ts';

vi.setConfig({ testTimeout: 30_000 });

/** A CoinGecko-shaped source that can be switched off, as when every upstream is down. */
function switchablePrice(usd: number) {
  const state = { up: true };
  const fetch: PriceFeedOptions['fetch'] = async () => (state.up ? { ok: true, json: async () => ({ bitcoin: { usd, usd_24h_change: 1 } }) } : { ok: false, json: async () => ({}) });
  return { state, fetch };
}

const gift = { recipientAddress: VALID_BTC_ADDRESS, amount: '0.1', description: 'Gift' };

describe('Bitcoin transfers and the price they are valued at', () => {
  it('refuses with a clear 503 while the only price is the built-in default, and moves nothing', async () => {
    const source = switchablePrice(60_000);
    source.state.up = false;
    const bank = await moneyBank(undefined, { priceFetch: source.fetch });
    const { start, userData } = steps(bank);
    const refused = await start(bank.alice.token, 'bitcoin', gift);
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toBe('Bitcoin transfers are paused: no live Bitcoin price is available right now, and we never value a transfer at an estimated price. Please try again in a few minutes.');
    expect((await userData(bank.alice.token)).bitcoin_balance).toBe('0.50000000');
    // A USD transfer does not depend on the price.
    expect((await start(bank.alice.token, 'local', { recipientName: 'Carol', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '10.00', description: 'x' })).status).toBe(200);
  });

  it('values at the last known price when the sources fail later, and says so on the quote, e-mail, receipt and history', async () => {
    const source = switchablePrice(61_000);
    const bank = await moneyBank(undefined, { priceFetch: source.fetch });
    const { start, pin, confirm, latestCode } = steps(bank);
    expect((await bank.call('/api/bitcoin-price', undefined, undefined, 'GET')).body).toMatchObject({ price: '61000.00', stale: false });
    source.state.up = false;
    bank.clock.advance(12 * 60_000);
    const quote = await start(bank.alice.token, 'bitcoin', gift);
    expect(quote.body).toMatchObject({ btcPrice: '61000.00', usdAmount: '6100.00', fee: '0.00001000', priceLive: false, priceNote: 'last known price, 12 minutes old' });
    await pin(bank.alice.token, quote.body.transferId, bank.alice.pin);
    const mail = bank.mailbox.list().find((m) => m.to === 'alice@example.com')!;
    expect(mail.text).toContain('It is valued at $61,000.00 per BTC (last known price, 12 minutes old).');
    expect(mail.text).toContain('(fee 0.00001000 BTC, total 0.10001000 BTC)');
    const done = await confirm(bank.alice.token, quote.body.transferId, latestCode('alice@example.com'));
    expect(done.body.receipt).toMatchObject({ btcPrice: '61000.00', networkFee: '0.00001000', priceNote: 'last known price, 12 minutes old' });
    const history = await bank.call('/functions/v1/customer-records', { action: 'history' }, bank.alice.token);
    const row = history.body.transactions.find((r: { kind: string }) => r.kind === 'bitcoin_transfer');
    expect(row).toMatchObject({ fee: '0.00001000', note: 'Valued at $61,000.00 per BTC (last known price, 12 minutes old)' });
  });

  it('labels nothing when the price was live, and still records the price in the history', async () => {
    const bank = await moneyBank(undefined, { priceFetch: switchablePrice(60_000).fetch });
    const { start, pin, confirm, latestCode } = steps(bank);
    const quote = await start(bank.alice.token, 'bitcoin', gift);
    expect(quote.body).toMatchObject({ priceLive: true, priceNote: null });
    await pin(bank.alice.token, quote.body.transferId, bank.alice.pin);
    const done = await confirm(bank.alice.token, quote.body.transferId, latestCode('alice@example.com'));
    expect(done.body.receipt.priceNote).toBeNull();
    const history = await bank.call('/functions/v1/customer-records', { action: 'history' }, bank.alice.token);
    expect(history.body.transactions.find((r: { kind: string }) => r.kind === 'bitcoin_transfer').note).toBe('Valued at $60,000.00 per BTC');
  });
});
