// Proves the price feed follows the fallback chain, asks upstream at most once per 30 s, and never invents a price when every source fails.
import { describe, expect, it, vi } from 'vitest';
import { BitcoinPriceFeed, priceFeedHealth, priceResponse, type PriceFeedOptions } from './bitcoin-price.ts';

type Answer = Record<string, unknown> | 'fail';

function feedWith(answers: { coingecko: Answer; coinbase: Answer; binance: Answer }) {
  let now = new Date('2026-03-01T12:00:00.000Z');
  const calls: string[] = [];
  const log = vi.fn();
  const fetch: PriceFeedOptions['fetch'] = async (url) => {
    const name = url.includes('gecko') ? 'coingecko' : url.includes('coinbase') ? 'coinbase' : 'binance';
    calls.push(name);
    const answer = answers[name];
    if (answer === 'fail') throw new Error('network down');
    return { ok: true, json: async () => answer };
  };
  const feed = new BitcoinPriceFeed({ fetch, now: () => now, log, timeoutMs: 50 });
  return { feed, calls, log, answers, advance: (ms: number) => { now = new Date(now.getTime() + ms); } };
}

describe('Bitcoin price feed', () => {
  it('reads CoinGecko first', async () => {
    const { feed, calls } = feedWith({ coingecko: { bitcoin: { usd: 64123.456, usd_24h_change: -2.345 } }, coinbase: 'fail', binance: 'fail' });
    expect(priceResponse(await feed.current())).toMatchObject({ price: '64123.46', change24h: '-2.35', source: 'coingecko', indicative: false, stale: false });
    expect(calls).toEqual(['coingecko']);
  });

  it('falls back to Coinbase, then to Binance', async () => {
    const coinbase = feedWith({ coingecko: 'fail', coinbase: { data: { rates: { USD: '63000.10' } } }, binance: 'fail' });
    expect(priceResponse(await coinbase.feed.current())).toMatchObject({ price: '63000.10', change24h: null, source: 'coinbase' });
    const binance = feedWith({ coingecko: 'fail', coinbase: { data: {} }, binance: { lastPrice: '62000.00', priceChangePercent: '0.50' } });
    expect(priceResponse(await binance.feed.current())).toMatchObject({ price: '62000.00', change24h: '0.50', source: 'binance' });
  });

  it('asks upstream once per 30 seconds, however many callers', async () => {
    const { feed, calls, advance } = feedWith({ coingecko: { bitcoin: { usd: 1, usd_24h_change: 0 } }, coinbase: 'fail', binance: 'fail' });
    await Promise.all([feed.current(), feed.current(), feed.current()]);
    advance(29_000);
    await feed.current();
    expect(calls).toHaveLength(1);
    advance(2_000);
    await feed.current();
    expect(calls).toHaveLength(2);
  });

  it('serves the indicative default when no price was ever obtained, and logs the failure', async () => {
    const { feed, log } = feedWith({ coingecko: 'fail', coinbase: 'fail', binance: 'fail' });
    expect(priceResponse(await feed.current())).toMatchObject({ price: '45000.00', source: 'default', indicative: true, change24h: null });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('All APIs failed'));
  });

  it('serves the last known price, marked stale with its time, when every source fails later', async () => {
    const { feed, answers, advance } = feedWith({ coingecko: { bitcoin: { usd: 50500, usd_24h_change: 1 } }, coinbase: 'fail', binance: 'fail' });
    const first = await feed.current();
    answers.coingecko = 'fail';
    advance(120_000);
    const later = await feed.current();
    expect(later).toMatchObject({ cents: 5_050_000, stale: true, indicative: false, asOf: first.asOf });
  });

  it('tells the back office the feed is down with no price, degraded with the last good price\'s age while every source fails, operational while live', async () => {
    const never = feedWith({ coingecko: 'fail', coinbase: 'fail', binance: 'fail' });
    expect(priceFeedHealth(await never.feed.current(), new Date('2026-03-01T12:00:00.000Z'))).toMatchObject({ status: 'down', lastGood: null });
    const { feed, answers, advance } = feedWith({ coingecko: { bitcoin: { usd: 50500, usd_24h_change: 1 } }, coinbase: 'fail', binance: 'fail' });
    expect(priceFeedHealth(await feed.current(), new Date('2026-03-01T12:00:00.000Z'))).toMatchObject({ status: 'operational', lastGood: { source: 'coingecko', asOf: '2026-03-01T12:00:00.000Z', ageMinutes: 0 } });
    answers.coingecko = 'fail';
    advance(12 * 60_000);
    const health = priceFeedHealth(await feed.current(), new Date('2026-03-01T12:12:00.000Z'));
    expect(health).toMatchObject({ status: 'degraded', lastGood: { source: 'coingecko', asOf: '2026-03-01T12:00:00.000Z', ageMinutes: 12 } });
    expect(health.lastGood?.ageMinutes).toBe(12);
  });
});
