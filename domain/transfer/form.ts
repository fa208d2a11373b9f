/**
 * Step-1 rules of the local, international and Bitcoin transfer forms and of the deposit
 * form (part 2 section 5), with the lists those forms offer (part 2 section 9), shared by
 * the browser wizards and the server so both refuse the same input with the same words.
 */
import { english } from '../errors.ts';
import { parseAmount } from '../money/money.ts';
import { BANK_NAME } from '../settings/defaults.ts';
import { isValidBitcoinAddress } from '../bitcoin/address.ts';

export const DESCRIPTION_MAX = 500;

/** Every user-facing text of these forms; the spec's words where it gives them. */
export const transferMessages = {
  recipientName: english('transfer.recipientName'),
  accountNumber: english('transfer.accountNumber'),
  accountNumberRequired: english('transfer.accountNumberRequired'),
  routingNumber: english('transfer.routingNumber'),
  bankName: english('transfer.bankName'),
  bankNameRequired: english('transfer.bankNameRequired'),
  amount: english('transfer.amount'),
  description: english('transfer.description'),
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  recipientAddress: english('transfer.recipientAddress'),
  recipientCity: english('transfer.recipientCity'),
  recipientCountry: english('transfer.recipientCountry'),
  swiftRequired: english('transfer.swiftRequired'),
  swiftLength: english('transfer.swiftLength'),
  swiftShape: english('transfer.swiftShape'),
  bankAddress: english('transfer.bankAddress'),
  purpose: english('transfer.purpose'),
  currency: english('transfer.currency'),
  bitcoinAddressRequired: english('transfer.bitcoinAddressRequired'),
  bitcoinAddressInvalid: english('transfer.bitcoinAddressInvalid'),
  pinLength: english('transfer.pinLength'),
  pinWrong: english('codes.wrongPin'),
  otpInvalid: english('transfer.codeInvalid'),
  depositAmount: english('transfer.depositAmount'),
  depositMinimum: english('transfer.depositMinimum'),
  depositMethod: english('transfer.depositMethod'),
} as const;

/** The bank's own name first, then nine large US banks (part 2 section 9: 10 local banks). */
export const LOCAL_BANKS = [
  BANK_NAME,
  'JPMorgan Chase Bank',
  'Bank of America',
  'Wells Fargo Bank',
  'Citibank',
  'U.S. Bank',
  'PNC Bank',
  'Truist Bank',
  'Capital One',
  'TD Bank',
] as const;

/** The 17 countries offered for international transfers (the spec gives the count only). */
export const COUNTRIES = [
  'United States', 'United Kingdom', 'Canada', 'Australia', 'Germany', 'France', 'Italy',
  'Spain', 'Netherlands', 'Switzerland', 'Japan', 'China', 'India', 'Nigeria', 'Ghana',
  'South Africa', 'United Arab Emirates',
] as const;

export const PURPOSES = [
  'Family Support', 'Education', 'Medical Treatment', 'Business Transaction', 'Investment',
  'Property Purchase', 'Travel Expenses', 'Other',
] as const;

/** Currencies with the spec's sample rates; display only, the account is debited in USD. */
export const CURRENCIES = [
  { code: 'USD', rate: 1600 },
  { code: 'EUR', rate: 1750 },
  { code: 'GBP', rate: 2000 },
  { code: 'CAD', rate: 1200 },
  { code: 'AUD', rate: 1100 },
  { code: 'JPY', rate: 11 },
  { code: 'CHF', rate: 1800 },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const DEPOSIT_METHODS = [
  { id: 'bank', label: 'Bank Transfer', timing: '1-3 business days', showsAccountDetails: true },
  { id: 'wire', label: 'Wire Transfer', timing: 'Same day', showsAccountDetails: true },
  { id: 'check', label: 'Check Deposit', timing: '1-2 business days', showsAccountDetails: false },
  { id: 'cash', label: 'Cash Deposit', timing: 'Immediate', showsAccountDetails: false },
] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]['id'];
export const DEPOSIT_METHOD_IDS = DEPOSIT_METHODS.map((m) => m.id) as DepositMethod[];

/** $10.00 in cents (DECISIONS 9: enforced). */
export const MINIMUM_DEPOSIT_MINOR = 1000;

/**
 * Bitcoin network fee charged (part 2 section 9: 0.00001 BTC) in satoshis: the one figure the
 * form, the quote, the receipt and the e-mail show (DECISIONS 29 drops the form's 0.0001 estimate).
 */
export const BITCOIN_NETWORK_FEE_SATS = 1000;

export type LocalTransferForm = {
  recipientName: string;
  accountNumber: string;
  routingNumber: string;
  bankName: string;
  amount: string;
  description: string;
};

export type InternationalTransferForm = {
  recipientName: string;
  recipientAddress: string;
  recipientCity: string;
  recipientCountry: string;
  accountNumber: string;
  swiftCode: string;
  bankName: string;
  bankAddress: string;
  amount: string;
  currency: string;
  purpose: string;
  description: string;
};

export type BitcoinTransferForm = {
  recipientAddress: string;
  amount: string;
  description: string;
};

export type DepositForm = {
  method: string;
  amount: string;
};

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export const emptyLocalTransferForm: LocalTransferForm = {
  recipientName: '', accountNumber: '', routingNumber: '', bankName: '', amount: '', description: '',
};

export const emptyInternationalTransferForm: InternationalTransferForm = {
  recipientName: '', recipientAddress: '', recipientCity: '', recipientCountry: '', accountNumber: '',
  swiftCode: '', bankName: '', bankAddress: '', amount: '', currency: 'USD', purpose: '', description: '',
};

export const emptyBitcoinTransferForm: BitcoinTransferForm = { recipientAddress: '', amount: '', description: '' };

/** Keeps digits only, at most `max` of them, as the account and routing inputs do while typing. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** SWIFT is forced to upper case while typing (part 2 section 5). */
export const normalizeSwift = (value: string): string => value.toUpperCase().replace(/\s/g, '').slice(0, 11);

/** A strictly positive amount in the currency's minor units, or null. */
export function positiveAmount(text: string, currency: 'USD' | 'BTC'): number | null {
  const minor = parseAmount(text, currency);
  return minor !== null && minor > 0 ? minor : null;
}

const blank = (value: string | undefined): boolean => !(value ?? '').trim();

function descriptionError(value: string): string | undefined {
  if (blank(value)) return transferMessages.description;
  if (value.length > DESCRIPTION_MAX) return transferMessages.descriptionTooLong;
  return undefined;
}

/** Removes undefined entries so "no errors" is an empty object. */
function compact<F>(errors: Record<string, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<F>;
}

export function validateLocalTransfer(form: LocalTransferForm): FieldErrors<LocalTransferForm> {
  return compact<LocalTransferForm>({
    recipientName: blank(form.recipientName) ? transferMessages.recipientName : undefined,
    accountNumber: /^\d{10}$/.test(form.accountNumber.trim()) ? undefined : transferMessages.accountNumber,
    routingNumber: /^\d{9}$/.test(form.routingNumber.trim()) ? undefined : transferMessages.routingNumber,
    bankName: (LOCAL_BANKS as readonly string[]).includes(form.bankName) ? undefined : transferMessages.bankName,
    amount: positiveAmount(form.amount, 'USD') === null ? transferMessages.amount : undefined,
    description: descriptionError(form.description),
  });
}

function swiftError(value: string): string | undefined {
  const swift = value.trim();
  if (!swift) return transferMessages.swiftRequired;
  if (swift.length < 8 || swift.length > 11) return transferMessages.swiftLength;
  if (!/^[A-Z0-9]+$/.test(swift)) return transferMessages.swiftShape;
  return undefined;
}

export function validateInternationalTransfer(form: InternationalTransferForm): FieldErrors<InternationalTransferForm> {
  const currencies = CURRENCIES.map((c) => c.code) as string[];
  return compact<InternationalTransferForm>({
    recipientName: blank(form.recipientName) ? transferMessages.recipientName : undefined,
    recipientAddress: blank(form.recipientAddress) ? transferMessages.recipientAddress : undefined,
    recipientCity: blank(form.recipientCity) ? transferMessages.recipientCity : undefined,
    recipientCountry: (COUNTRIES as readonly string[]).includes(form.recipientCountry) ? undefined : transferMessages.recipientCountry,
    accountNumber: blank(form.accountNumber) ? transferMessages.accountNumberRequired : undefined,
    swiftCode: swiftError(form.swiftCode),
    bankName: blank(form.bankName) ? transferMessages.bankNameRequired : undefined,
    bankAddress: blank(form.bankAddress) ? transferMessages.bankAddress : undefined,
    purpose: (PURPOSES as readonly string[]).includes(form.purpose) ? undefined : transferMessages.purpose,
    currency: currencies.includes(form.currency) ? undefined : transferMessages.currency,
    description: descriptionError(form.description),
    amount: positiveAmount(form.amount, 'USD') === null ? transferMessages.amount : undefined,
  });
}

export function validateBitcoinTransfer(form: BitcoinTransferForm): FieldErrors<BitcoinTransferForm> {
  const address = form.recipientAddress.trim();
  return compact<BitcoinTransferForm>({
    recipientAddress: !address
      ? transferMessages.bitcoinAddressRequired
      : isValidBitcoinAddress(address) ? undefined : transferMessages.bitcoinAddressInvalid,
    amount: positiveAmount(form.amount, 'BTC') === null ? transferMessages.amount : undefined,
    description: descriptionError(form.description),
  });
}

export function validateDeposit(form: DepositForm): FieldErrors<DepositForm> {
  const minor = positiveAmount(form.amount, 'USD');
  return compact<DepositForm>({
    method: (DEPOSIT_METHOD_IDS as string[]).includes(form.method) ? undefined : transferMessages.depositMethod,
    amount: minor === null
      ? transferMessages.depositAmount
      : minor < MINIMUM_DEPOSIT_MINOR ? transferMessages.depositMinimum : undefined,
  });
}

/** The first message in field order, for the problem's `detail` and alert-style displays. */
export function firstError<F>(errors: FieldErrors<F>): string | null {
  const first = Object.values(errors)[0];
  return typeof first === 'string' ? first : null;
}
