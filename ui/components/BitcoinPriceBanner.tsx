/**
 * The live Bitcoin price banner of part 1 section 2: the server's price in USD with two decimals,
 * the 24-hour change with an arrow and colour (hidden when exactly zero), a Live label, and
 * "Loading price" until the first answer. Refreshed every 30 s; the browser asks our server only.
 */
import { useEffect, useState } from 'react';
import { fetchBitcoinPrice } from '../../adapters/client/money-api.ts';
import type { BitcoinPrice } from '../../adapters/client/money-api.ts';

const REFRESH_MS = 30_000;

/** The latest price the server gave, or null until the first answer; a failed refresh keeps the last one. */
export function useBitcoinPrice(): BitcoinPrice | null {
  const [price, setPrice] = useState<BitcoinPrice | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchBitcoinPrice(controller.signal).then(setPrice, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Bitcoin price unavailable; keeping the last one', error);
      });
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, []);
  return price;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function BitcoinPriceBanner({ price }: { price: BitcoinPrice | null }) {
  const change = price?.change24h === null || price?.change24h === undefined ? null : Number(price.change24h);
  return (
    <section className="price-banner" aria-label="Bitcoin price">
      <span className="price-banner-name">Bitcoin (BTC)</span>
      {price === null ? (
        <span className="price-banner-loading">Loading price</span>
      ) : (
        <>
          <span className="price-banner-price">{usd.format(Number(price.price))}</span>
          {change !== null && change !== 0 && (
            <span className={change > 0 ? 'price-up' : 'price-down'}>
              <span aria-hidden="true">{change > 0 ? '▲' : '▼'}</span> {change > 0 ? '+' : ''}{change.toFixed(2)}%
            </span>
          )}
          {price.indicative ? (
            <span className="price-banner-note">Indicative price</span>
          ) : price.stale ? (
            <span className="price-banner-note">Last known price{price.asOf ? ` as of ${new Date(price.asOf).toLocaleTimeString('en-US')}` : ''}</span>
          ) : (
            <span className="price-banner-live">Live</span>
          )}
        </>
      )}
    </section>
  );
}
