/** The live Bitcoin banner of the home page (part 1 sections 2, 4 and 9): USD price, 24-hour change, a Live label, refreshed every 30 seconds. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBitcoinPrice } from '../../../adapters/client/public-site.ts';
import type { BitcoinPrice } from '../../../adapters/client/public-site.ts';

/** Part 1 section 9: the price shown on home before any price was obtained, and the refresh period. */
const DEFAULT_PRICE: BitcoinPrice = { price: '45000', change24h: null, indicative: true };
const REFRESH_MS = 30_000;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Keeps the last price obtained; after a total failure with none, the specified default. */
function useBitcoinPrice(): BitcoinPrice | null {
  const [price, setPrice] = useState<BitcoinPrice | null>(null);
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const next = await fetchBitcoinPrice();
        if (active) setPrice(next);
      } catch {
        console.log('All APIs failed');
        if (active) setPrice((last) => last ?? DEFAULT_PRICE);
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);
  return price;
}

export function BitcoinBanner() {
  const { t } = useTranslation('site');
  const price = useBitcoinPrice();
  return (
    <section className="btc-banner" aria-label={t('bitcoinBanner.label')}>
      <div className="container btc-banner-inner">
        <span className="btc-pair">{t('bitcoinBanner.pair')}</span>
        {price ? <PriceFigures price={price} /> : <span className="btc-loading" role="status">{t('bitcoinBanner.loading')}</span>}
        <span className="btc-live"><span className="btc-live-dot" aria-hidden="true" />{t('bitcoinBanner.live')}</span>
      </div>
    </section>
  );
}

function PriceFigures({ price }: { price: BitcoinPrice }) {
  const { t } = useTranslation('site');
  const change = price.change24h === null ? 0 : Number(price.change24h);
  const up = change > 0;
  return (
    <>
      <span className="btc-price">{usd.format(Number(price.price))}</span>
      <PriceNote price={price} />
      {change !== 0 && (
        <span className={up ? 'btc-change btc-change-up' : 'btc-change btc-change-down'}>
          <span aria-hidden="true">{up ? '▲' : '▼'} {Math.abs(change).toFixed(2)}%</span>
          <span className="visually-hidden">{t(up ? 'bitcoinBanner.up' : 'bitcoinBanner.down', { change: Math.abs(change).toFixed(2) })}</span>
        </span>
      )}
    </>
  );
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** DECISIONS 17: a price is never passed off as live when it is not: the default is labelled indicative, an old price shows its time. */
function PriceNote({ price }: { price: BitcoinPrice }) {
  const { t } = useTranslation('site');
  if (price.indicative) return <span className="btc-note">{t('bitcoinBanner.indicative')}</span>;
  const asOf = price.asOf ? new Date(price.asOf) : null;
  if (price.stale && asOf && !Number.isNaN(asOf.getTime())) return <span className="btc-note">{t('bitcoinBanner.stale', { time: clock.format(asOf) })}</span>;
  return null;
}
