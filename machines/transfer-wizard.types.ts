/**
 * The shapes the transfer wizard machine trades with its page and its server actors (quote,
 * answers, requests, context, events, options), apart from the machine so pages and actors can
 * name them without reading the statechart.
 */
import type { TransferKind, TransferReceipt, TransferStart, CodeSent, Request } from '../adapters/contract/index.ts';
import type { FieldErrors } from '../domain/transfer/form.ts';
import type { Refusal } from './support/server-answer.ts';

export type { TransferKind, TransferReceipt };

/** The server's quote after step 1 (the contract's TransferStart): the transfer it holds open, with the fee in force. The wizard shows the decimal strings. */
export type TransferQuote = Omit<TransferStart, 'amount_minor' | 'fee_minor' | 'total_minor'>;


/** A refusal may carry per-field messages (problem-details `errors`) as well as the `detail` text. */
export interface TransferRefusal extends Refusal {
  errors?: Record<string, string>;
}

export type StartAnswer = { ok: true; quote: TransferQuote } | TransferRefusal;
export type PinAnswer = ({ ok: true } & CodeSent) | TransferRefusal;
export type ConfirmAnswer = { ok: true; receipt: TransferReceipt } | TransferRefusal;

/** `transferId` is the open transfer when the customer went Back and changed the details: the server replaces them. */
export type StartRequest = Request<'transfer-start'>;
export type PinRequest = Request<'transfer-pin'>;
export type ConfirmRequest = Request<'transfer-confirm'> & { idempotencyKey: string };

export interface WizardInput {
  /** navigator.onLine when the wizard opens; later changes arrive as `connection.change`. */
  online: boolean;
  /** A random UUID from the page; confirmation attempt n uses it with n in its last digits as the Idempotency-Key. */
  keySeed: string;
}

export interface WizardContext<Form extends object> {
  kind: TransferKind;
  values: Form;
  fieldErrors: FieldErrors<Form>;
  formError: string | null;
  online: boolean;
  pin: string;
  code: string;
  quote: TransferQuote | null;
  codeSentTo: string | null;
  receipt: TransferReceipt | null;
  keySeed: string;
  /** Counts confirmation attempts on this page (never reset, so no key is ever reused for another body). */
  attempt: number;
  /** The key of the attempt in flight or last failed without an answer; null once the server answered. */
  idempotencyKey: string | null;
}

export type WizardEvent<Form extends object> =
  | { type: 'field.change'; field: keyof Form & string; value: string }
  | { type: 'details.submit' }
  | { type: 'pin.change'; value: string }
  | { type: 'pin.submit' }
  | { type: 'pin.back' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'verify.back' }
  | { type: 'transfer.restart' }
  | { type: 'code.resend' }
  | { type: 'connection.change'; online: boolean };

/** What makes one kind of transfer different from another: its form, rules and typing filters. */
export interface WizardOptions<Form extends object> {
  kind: TransferKind;
  id: string;
  empty: Form;
  validate: (form: Form) => FieldErrors<Form>;
  /** Filters a value as the user types (digits only, upper case); identity when absent. */
  sanitize?: (field: keyof Form & string, value: string) => string;
}
