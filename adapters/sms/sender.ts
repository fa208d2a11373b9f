/**
 * The bank's SMS port: a text goes to the SMSC through SMPP when SMS_SMPP_URL is set
 * (smpp-sender.ts), otherwise into an in-memory development outbox shown at /dev/sms on loopback,
 * beside the development mailbox (same rule: config.ts mailPlan). The SMSC's delivery receipts
 * come back through `onDeliveryReport` (adapters/bank/sms-service.ts records them).
 */
import type { DeliveryListener, OutgoingSms, SmsSender } from './sms-port.ts';

export type { DeliveryListener, OutgoingSms, SmsSender } from './sms-port.ts';

/** What texting needs: the sender (SMPP or the development outbox), and the country a number without one belongs to. */
export interface SmsServices {
  sender: SmsSender;
  /** The development outbox behind /dev/sms; null with SMPP or in production. */
  outbox: DevSmsOutbox | null;
  /** Digits of the bank's country calling code (SMS_COUNTRY_CODE, "1" by default): a national number is written with it. */
  countryCode: string;
}

export interface StoredSms extends OutgoingSms {
  id: number;
  smscMessageId: string;
  at: string;
}

/** Keeps the newest texts in memory for this process only (development and tests; lost on restart). */
export class DevSmsOutbox implements SmsSender {
  private readonly messages: StoredSms[] = [];
  private nextId = 1;
  private listener: DeliveryListener = async () => undefined;

  constructor(private readonly now: () => Date = () => new Date(), private readonly capacity = 200) {}

  async send(sms: OutgoingSms): Promise<{ smscMessageId: string }> {
    const id = this.nextId++;
    const smscMessageId = `dev-${id}`;
    this.messages.unshift({ ...sms, id, smscMessageId, at: this.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
    return { smscMessageId };
  }

  onDeliveryReport(listener: DeliveryListener): void {
    this.listener = listener;
  }

  /** Plays the SMSC's delivery receipt for a text in the outbox (tests; the development page's "delivered" is this). */
  async deliver(smscMessageId: string, delivered = true): Promise<void> {
    await this.listener({ smscMessageId, delivered, stat: delivered ? 'DELIVRD' : 'UNDELIV' });
  }

  /** Newest first. */
  list(): readonly StoredSms[] {
    return this.messages;
  }

  /** Newest first, to one E.164 number. */
  to(msisdn: string): readonly StoredSms[] {
    return this.messages.filter((m) => m.to === msisdn);
  }

  async close(): Promise<void> {}
}

/** A sender that refuses every text with a reason (production without SMS_SMPP_URL; a server beyond loopback without the outbox). */
const refusing = (reason: string): SmsSender => ({
  send: async () => { throw new Error(reason); },
  onDeliveryReport: () => undefined,
  close: async () => undefined,
});

/**
 * Chooses the sender the configuration asks for: SMPP with SMS_SMPP_URL; else the development outbox
 * when `devOutbox` allows it (loopback, as the development mailbox); else every text fails with a
 * reason its record keeps (SmsFailed, stage submit).
 */
export async function chooseSmsSender(config: { SMS_SMPP_URL?: string | undefined; SMS_SOURCE_ADDR?: string | undefined; NODE_ENV: string; devOutbox: boolean }, now?: () => Date): Promise<{ sender: SmsSender; outbox: DevSmsOutbox | null }> {
  if (config.SMS_SMPP_URL) {
    const { createSmppSender } = await import('./smpp-sender.ts');
    return { sender: createSmppSender(config.SMS_SMPP_URL, { sourceAddr: config.SMS_SOURCE_ADDR }), outbox: null };
  }
  if (config.NODE_ENV === 'production') return { sender: refusing('SMS_SMPP_URL is not set'), outbox: null };
  if (!config.devOutbox) return { sender: refusing('no SMS_SMPP_URL and no development outbox'), outbox: null };
  const outbox = new DevSmsOutbox(now);
  return { sender: outbox, outbox };
}
