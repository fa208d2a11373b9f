/**
 * The server's Bitcoin price (DECISIONS 17): one upstream round per 30 s shared by every
 * caller, through the fallback chain of part 2 section 7 (price service, exchange-rate
 * service, market ticker), each call with a short timeout. A price is never invented:
 * when every source fails the last known price is served with its age, else the default
 * labelled indicative.
 */

export interface PriceSources {
  coingecko: string;
  coinbase: string;
  binance: string;
}

export const defaultPriceSources: PriceSources = {
  coingecko: 'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true',
  coinbase: 'https://api.coinbase.com/v2/exchange-rates?currency=BTC',
  binance: 'https://api.binance.com/api/v3/ticker/24hr?symbol=BTCUSDT',
};

/** The default price before any fetch on home and dashboard (part 1 section 9), in cents. */
export const DEFAULT_PRICE_CENTS = 45_000_00;
export const REFRESH_MS = 30_000;

export interface BitcoinPrice {
  /** US cents per BTC. */
  cents: number;
  /** 24-hour change in percent, when the source gives one. */
  change24h: number | null;
  source: 'coingecko' | 'coinbase' | 'binance' | 'default';
  /** When the price was obtained (ISO). */
  asOf: string;
  /** True when serving an older price because every source failed. */
  stale: boolean;
  /** True for the built-in default: no market price has been seen. */
  indicative: boolean;
}

export interface PriceFeed {
  current(): Promise<BitcoinPrice>;
}

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface PriceFeedOptions {
  fetch: Fetch;
  now: () => Date;
  sources?: PriceSources;
  timeoutMs?: number;
  log?: (message: string) => void;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};
const change = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

type Reading = { usd: number; change24h: number | null };

/** How each source's answer is read (part 2 section 7 names the fields). */
const readers: { name: 'coingecko' | 'coinbase' | 'binance'; read: (body: unknown) => Reading | null }[] = [
  { name: 'coingecko', read: (body) => {
    const btc = (body as { bitcoin?: { usd?: unknown; usd_24h_change?: unknown } } | null)?.bitcoin;
    const usd = num(btc?.usd);
    return usd ? { usd, change24h: change(btc?.usd_24h_change) } : null;
  } },
  { name: 'coinbase', read: (body) => {
    const usd = num((body as { data?: { rates?: { USD?: unknown } } } | null)?.data?.rates?.USD);
    return usd ? { usd, change24h: null } : null;
  } },
  { name: 'binance', read: (body) => {
    const ticker = body as { lastPrice?: unknown; priceChangePercent?: unknown } | null;
    const usd = num(ticker?.lastPrice);
    return usd ? { usd, change24h: change(ticker?.priceChangePercent) } : null;
  } },
];

export class BitcoinPriceFeed implements PriceFeed {
  private last: BitcoinPrice | null = null;
  private checkedAt = 0;
  private inFlight: Promise<BitcoinPrice> | null = null;
  private readonly sources: PriceSources;
  private readonly timeoutMs: number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: PriceFeedOptions) {
    this.sources = options.sources ?? defaultPriceSources;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** The price as of the last round; starts a new round when the last is older than 30 s. */
  current(): Promise<BitcoinPrice> {
    const now = this.options.now().getTime();
    if (this.checkedAt && now - this.checkedAt < REFRESH_MS) return Promise.resolve(this.answer());
    this.inFlight ??= this.round().finally(() => { this.inFlight = null; });
    return this.inFlight;
  }

  private async round(): Promise<BitcoinPrice> {
    let found = false;
    for (const { name, read } of readers) {
      const reading = await this.tryOne(this.sources[name], read);
      if (!reading) continue;
      this.last = { cents: Math.round(reading.usd * 100), change24h: reading.change24h, source: name, asOf: this.options.now().toISOString(), stale: false, indicative: false };
      found = true;
      break;
    }
    if (!found) this.log('All APIs failed: serving the last known Bitcoin price or the indicative default.');
    this.checkedAt = this.options.now().getTime();
    return this.answer();
  }

  private async tryOne(url: string, read: (body: unknown) => Reading | null): Promise<Reading | null> {
    try {
      const response = await this.options.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      return response.ok ? read(await response.json()) : null;
    } catch {
      return null;
    }
  }

  private answer(): BitcoinPrice {
    if (!this.last) return { cents: DEFAULT_PRICE_CENTS, change24h: null, source: 'default', asOf: this.options.now().toISOString(), stale: false, indicative: true };
    const fresh = this.options.now().getTime() - Date.parse(this.last.asOf) < REFRESH_MS * 2;
    return { ...this.last, stale: !fresh };
  }
}

/** How the back office's System Status reports the feed (issue 26 item 7): a price's age is the proof, not the configuration. */
export interface PriceFeedHealth {
  status: 'operational' | 'degraded' | 'down';
  /** The source of the last good price, when it was obtained and how many whole minutes ago; null while none was ever obtained. */
  lastGood: { source: string; asOf: string; ageMinutes: number } | null;
}

/**
 * Operational while the price is live; degraded while every source fails and the last good price
 * is served (Bitcoin transfers are valued at it, labelled with its age); down while no market
 * price was ever obtained (Bitcoin transfers are paused).
 */
export function priceFeedHealth(price: BitcoinPrice, now: Date): PriceFeedHealth {
  if (price.indicative) return { status: 'down', lastGood: null };
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(price.asOf)) / 60_000));
  const lastGood = { source: price.source, asOf: price.asOf, ageMinutes: minutes };
  // Words are the reader's catalogue's (admin:dashboard.priceFeed), never an English sentence sent to a French administrator.
  return { status: price.stale ? 'degraded' : 'operational', lastGood };
}

/** The public answer of GET /api/bitcoin-price: decimal strings, never floats for money. */
export function priceResponse(price: BitcoinPrice) {
  const dollars = `${Math.floor(price.cents / 100)}.${String(price.cents % 100).padStart(2, '0')}`;
  return {
    price: dollars,
    price_minor: price.cents,
    change24h: price.change24h === null ? null : price.change24h.toFixed(2),
    source: price.source,
    asOf: price.asOf,
    stale: price.stale,
    indicative: price.indicative,
  };
}
