/**
 * What an SMS sender is (the port both the SMPP client and the development outbox implement), in a
 * file of its own so smpp-sender.ts and sender.ts, which loads it lazily, do not import each other.
 */
import type { DeliveryReport } from '../../domain/sms/delivery-report.ts';

export interface OutgoingSms {
  /** The bank's id for the message (its `sms-<id>` stream). */
  messageId: string;
  /** E.164, "+12025550143". */
  to: string;
  text: string;
}

export type DeliveryListener = (report: DeliveryReport) => Promise<void>;

export interface SmsSender {
  /** Resolves with the SMSC's id for the message once it accepted it; rejects when it refused it or could not be reached. */
  send(sms: OutgoingSms): Promise<{ smscMessageId: string }>;
  /** Where delivery receipts go; the composition root sets it once the context exists. */
  onDeliveryReport(listener: DeliveryListener): void;
  close(): Promise<void>;
}
