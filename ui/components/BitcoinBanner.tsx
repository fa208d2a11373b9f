/**
 * The live Bitcoin banner (part 1 sections 2, 4 and 9) of the home page and the Bitcoin transfer page:
 * USD price, 24-hour change, a Live label only for a live price (otherwise Indicative price or its time),
 * refreshed every 30 seconds from our server only.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBitcoinPrice } from '../../adapters/client/public-site.ts';
import type { BitcoinPrice } from '../../adapters/client/public-site.ts';
import { intlLocale } from '../../domain/i18n/language.ts';
import { currentLanguage } from '../i18n/languages.ts';

/** Part 1 section 9: the default price of home and dashboard (the Bitcoin transfer page passes 50000), and the refresh period. */
export const HOME_DEFAULT_PRICE = '45000';
export const BITCOIN_PAGE_DEFAULT_PRICE = '50000';
const REFRESH_MS = 30_000;

/** The price in USD as the language shown writes it ($45,000.00 or 45 000,00 $US). */
const usd = () => new Intl.NumberFormat(intlLocale(currentLanguage()), { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What is shown when the server cannot be asked: the last price, no longer live (its time shows), or the specified default, labelled indicative. */
export const unreachable = (last: BitcoinPrice | null, defaultPrice: string): BitcoinPrice =>
  last ? { ...last, stale: true } : { price: defaultPrice, change24h: null, indicative: true };

/** Keeps the last price obtained, marked old as soon as the browser goes offline or a refresh fails (issue 26 item 10: no "Live" offline); back online, it asks again. */
export function useBitcoinPrice(defaultPrice: string): BitcoinPrice | null {
  const [price, setPrice] = useState<BitcoinPrice | null>(null);
  useEffect(() => {
    let active = true;
    const lost = () => {
      if (active) setPrice((last) => unreachable(last, defaultPrice));
    };
    const load = async () => {
      try {
        const next = await fetchBitcoinPrice();
        if (active) setPrice(next);
      } catch {
        console.log('All APIs failed');
        lost();
      }
    };
    const reconnected = () => void load();
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    window.addEventListener('offline', lost);
    window.addEventListener('online', reconnected);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', reconnected);
    };
  }, [defaultPrice]);
  return price;
}

/** Live only when the server fetched it in the last round: never next to the default or an old price (DECISIONS 17, 29). */
export const isLive = (price: BitcoinPrice): boolean => !price.indicative && !price.stale;

export function BitcoinBanner({ price }: { price: BitcoinPrice | null }) {
  const { t } = useTranslation('site');
  return (
    <section className="btc-banner" aria-label={t('bitcoinBanner.label')}>
      <div className="container btc-banner-inner">
        <span className="btc-pair">{t('bitcoinBanner.pair')}</span>
        {price ? <PriceFigures price={price} /> : <span className="btc-loading" role="status">{t('bitcoinBanner.loading')}</span>}
        {price && isLive(price) && <span className="btc-live"><span className="btc-live-dot" aria-hidden="true" />{t('bitcoinBanner.live')}</span>}
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
      <span className="btc-price">{usd().format(Number(price.price))}</span>
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

const clock = { format: (at: Date) => new Intl.DateTimeFormat(intlLocale(currentLanguage()), { hour: 'numeric', minute: '2-digit' }).format(at) };

/** DECISIONS 17: a price is never passed off as live when it is not: the default is labelled indicative, an old price shows its time. */
export function PriceNote({ price }: { price: BitcoinPrice }) {
  const { t } = useTranslation('site');
  if (price.indicative) return <span className="btc-note">{t('bitcoinBanner.indicative')}</span>;
  const asOf = price.asOf ? new Date(price.asOf) : null;
  if (price.stale && asOf && !Number.isNaN(asOf.getTime())) return <span className="btc-note">{t('bitcoinBanner.stale', { time: clock.format(asOf) })}</span>;
  return null;
}
