/**
 * The public site's server calls, made with plain fetch so the home page does not load the
 * signed-in app's client: the Bitcoin price (GET /api/bitcoin-price), the savings APY (GET /api/savings-rate),
 * the bank's contact details (GET /api/bank-contact), the loan figures of the products in force
 * (POST /functions/v1/loan-figures) and the contact message
 * (POST /functions/v1/contact-message). Each times out, so a page never waits forever.
 */
import { PUBLIC_ANON_KEY } from './config.ts';
import { fetchInReaderLanguage } from './reader-language.ts';

const TIMEOUT_MS = 10_000;

export interface BitcoinPrice {
  /** USD price as a decimal string, e.g. "12345.67". */
  price: string;
  /** 24-hour change in percent as a decimal string, or null when the source gives none. */
  change24h: string | null;
  /** True when every upstream source failed and this is the last known price (DECISIONS 17). */
  stale?: boolean;
  /** True when no price was ever obtained and this is the specified default. */
  indicative?: boolean;
  /** When the price was obtained, ISO 8601, if the server says. */
  asOf?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

/** The server's current price, or an error when it cannot be had (the caller keeps the last or default price). */
export async function fetchBitcoinPrice(): Promise<BitcoinPrice> {
  const response = await fetch('/api/bitcoin-price', { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Bitcoin price answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (!isDecimal(body.price)) throw new Error('Bitcoin price answer has no price');
  return {
    price: body.price,
    change24h: isDecimal(body.change24h) ? body.change24h : null,
    stale: body.stale === true,
    indicative: body.indicative === true,
    ...(typeof body.asOf === 'string' ? { asOf: body.asOf } : {}),
  };
}

/** The savings APY in force (System Settings), as "4.50"; throws when the server does not answer. */
export async function fetchSavingsApy(): Promise<string> {
  const response = await fetch('/api/savings-rate', { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Savings rate answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (!isDecimal(body.apy)) throw new Error('Savings rate answer has no APY');
  return body.apy;
}

/** The loan figures the site advertises, per kind, from the products in force: the largest amount in cents, the longest term in whole years. */
export type LoanFigures = Partial<Record<'personal' | 'business' | 'home', { maxPrincipalMinor: number; maxTermYears: number }>>;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The server's loan figures (POST /functions/v1/loan-figures, no sign-in); throws when the server does not answer. */
export async function fetchLoanFigures(): Promise<LoanFigures> {
  const response = await fetch('/functions/v1/loan-figures', {
    method: 'POST',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${PUBLIC_ANON_KEY}`, apikey: PUBLIC_ANON_KEY },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Loan figures answered ${response.status}`);
  const body = (await response.json()) as { figures?: Record<string, { maxPrincipalMinor?: unknown; maxTermYears?: unknown }> };
  const figures: LoanFigures = {};
  for (const kind of ['personal', 'business', 'home'] as const) {
    const figure = body.figures?.[kind];
    if (figure && isCount(figure.maxPrincipalMinor) && isCount(figure.maxTermYears)) figures[kind] = { maxPrincipalMinor: figure.maxPrincipalMinor, maxTermYears: figure.maxTermYears };
  }
  return figures;
}

/** Stores a visitor's message for the bank's staff; throws when the server does not accept it. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const response = await fetchInReaderLanguage('/functions/v1/contact-message', {
    method: 'POST',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${PUBLIC_ANON_KEY}`, apikey: PUBLIC_ANON_KEY },
    body: JSON.stringify(message),
  });
  if (!response.ok) throw new Error(`Contact message answered ${response.status}`);
}

/** The bank's contact details as System Settings hold them (GET /api/bank-contact). */
export interface BankContact {
  name: string;
  phone: string;
  email: string;
  address: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The server's contact details; throws when the server does not answer (the caller keeps the defaults). */
export async function fetchBankContact(): Promise<BankContact> {
  const response = await fetch('/api/bank-contact', { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Bank contact answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (!isText(body.name) || !isText(body.phone) || !isText(body.email) || !isText(body.address)) throw new Error('Bank contact answer is incomplete');
  return { name: body.name, phone: body.phone, email: body.email, address: body.address };
}
