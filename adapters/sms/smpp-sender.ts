/**
 * Texts through SMPP 3.4, the SMS industry's protocol, with the `smpp` package: one transceiver
 * bind (it submits and receives delivery receipts on the same session), bound when the server
 * starts so receipts for earlier messages arrive, and bound again after a drop with a backoff
 * (0.5 s doubling to 30 s). A submit waits for its submit_sm_resp (the SMSC's message id) within a
 * timeout. A deliver_sm carrying a delivery receipt is recorded before it is answered; if the
 * record fails the SMSC is answered with a system error, so it sends the receipt again.
 * SMS_SMPP_URL: smpp://system_id:password@host:port (?source=TMB sets the sender name).
 */
import smpp, { type PDU, type Session } from 'smpp';
import { parseDeliveryReport } from '../../domain/sms/delivery-report.ts';
import type { DeliveryListener, OutgoingSms, SmsSender } from './sms-port.ts';

export interface SmppTarget {
  host: string;
  port: number;
  systemId: string;
  password: string;
  /** The sender shown on the phone: digits (a number) or up to 11 letters (alphanumeric). */
  sourceAddr: string;
}

export interface SmppOptions {
  sourceAddr?: string | undefined;
  timeoutMs?: number;
  reconnect?: { firstMs: number; maxMs: number };
  enquireLinkMs?: number;
  log?: (line: string) => void;
}

/** Reads smpp://system_id:password@host:port?source=NAME (the port defaults to 2775, SMPP's). */
export function parseSmppUrl(url: string, sourceAddr?: string): SmppTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smpp:') throw new Error('SMS_SMPP_URL must start with smpp://');
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || 2775,
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    sourceAddr: sourceAddr ?? parsed.searchParams.get('source') ?? 'TrustMFB',
  };
}

const statusNames = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name]));
const statusName = (status: number): string => statusNames.get(status) ?? `command_status ${status}`;
const isNumeric = (address: string): boolean => /^\+?\d+$/.test(address);

interface Pending {
  session: Session;
  fail(error: Error): void;
}

class SmppSender implements SmsSender {
  private session: Session | null = null;
  private bound: Promise<Session> | null = null;
  private readonly pending = new Set<Pending>();
  private listener: DeliveryListener = async () => undefined;
  private timer: NodeJS.Timeout | null = null;
  private delay: number;
  private closed = false;
  private readonly timeoutMs: number;
  private readonly backoff: { firstMs: number; maxMs: number };
  private readonly log: (line: string) => void;

  constructor(private readonly target: SmppTarget, private readonly options: SmppOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.backoff = options.reconnect ?? { firstMs: 500, maxMs: 30_000 };
    this.delay = this.backoff.firstMs;
    this.log = options.log ?? ((line) => console.error(line));
    void this.bind().catch(() => undefined);
  }

  onDeliveryReport(listener: DeliveryListener): void {
    this.listener = listener;
  }

  async send(sms: OutgoingSms): Promise<{ smscMessageId: string }> {
    if (this.closed) throw new Error('SMPP sender closed');
    const session = await this.within(this.bind(), 'SMPP bind timed out');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => entry.fail(new Error('SMPP submit timed out')), this.timeoutMs);
      const entry: Pending = { session, fail: (error) => { clearTimeout(timer); this.pending.delete(entry); reject(error); } };
      this.pending.add(entry);
      const source = this.target.sourceAddr;
      const written = session.submit_sm({
        source_addr: source, source_addr_ton: isNumeric(source) ? 1 : 5, source_addr_npi: isNumeric(source) ? 1 : 0,
        destination_addr: sms.to.replace(/^\+/, ''), dest_addr_ton: 1, dest_addr_npi: 1,
        // One SMS is 160 characters; a longer text goes whole in message_payload for the SMSC to split (short_message holds 254 octets at most).
        ...(sms.text.length > 160 ? { message_payload: sms.text } : { short_message: sms.text }), registered_delivery: 1,
      }, (response) => {
        clearTimeout(timer);
        this.pending.delete(entry);
        if (response.command_status === 0) resolve({ smscMessageId: String(response.message_id) });
        else reject(new Error(statusName(response.command_status)));
      });
      if (!written) entry.fail(new Error('SMPP connection not writable'));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const session = this.session;
    this.session = null;
    this.bound = null;
    for (const entry of [...this.pending]) entry.fail(new Error('SMPP sender closed'));
    if (!session) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => session.destroy(), 1_000);
      force.unref();
      session.unbind({}, () => session.close());
      session.close(() => { clearTimeout(force); resolve(); });
    });
  }

  /** The bound session, binding now if there is none (one attempt at a time). */
  private bind(): Promise<Session> {
    if (this.bound) return this.bound;
    if (this.closed) return Promise.reject(new Error('SMPP sender closed'));
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    const attempt = new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({ host: this.target.host, port: this.target.port, auto_enquire_link_period: this.options.enquireLinkMs ?? 30_000 });
      this.session = session;
      let settled = false;
      const fail = (error: Error): void => { if (!settled) { settled = true; reject(error); } };
      session.on('connect', () => {
        session.bind_transceiver({ system_id: this.target.systemId, password: this.target.password, interface_version: 0x34 }, (response) => {
          if (response.command_status !== 0) { fail(new Error(`SMPP bind refused: ${statusName(response.command_status)}`)); session.close(); return; }
          settled = true;
          this.delay = this.backoff.firstMs;
          resolve(session);
        });
      });
      session.on('deliver_sm', (pdu: PDU) => void this.deliverSm(session, pdu));
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => { session.send(pdu.response()); session.close(); });
      // An error is followed by close, which reconnects; only the class and message are logged (never a number or a text).
      session.on('error', (error: Error) => { this.log(`SMPP ${this.target.host}:${this.target.port}: ${error.name}: ${error.message}`); fail(error); });
      session.on('close', () => {
        fail(new Error('SMPP connection closed'));
        for (const entry of [...this.pending]) if (entry.session === session) entry.fail(new Error('SMPP connection closed'));
        if (this.session !== session) return;
        this.session = null;
        this.bound = null;
        this.reconnectLater();
      });
    });
    this.bound = attempt;
    attempt.catch(() => undefined);
    return attempt;
  }

  private reconnectLater(): void {
    if (this.closed || this.timer) return;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.backoff.maxMs);
    this.timer = setTimeout(() => { this.timer = null; void this.bind().catch(() => undefined); }, wait);
    this.timer.unref();
  }

  private async deliverSm(session: Session, pdu: PDU): Promise<void> {
    if (((pdu.esm_class as number) & smpp.ESM_CLASS.MC_DELIVERY_RECEIPT!) === 0) { session.send(pdu.response()); return; }
    const body = pdu.short_message as { message?: unknown } | Buffer | undefined;
    const message = body && !Buffer.isBuffer(body) ? body.message : body;
    const text = typeof message === 'string' ? message : Buffer.isBuffer(message) ? message.toString('latin1') : '';
    const receipted = typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : undefined;
    const report = parseDeliveryReport({ text, receiptedMessageId: receipted, messageState: typeof pdu.message_state === 'number' ? pdu.message_state : undefined });
    try {
      if (report) await this.listener(report);
      session.send(pdu.response());
    } catch (error) {
      this.log(`SMPP delivery receipt not recorded: ${error instanceof Error ? error.name : 'unknown error'}`);
      session.send(pdu.response({ command_status: smpp.errors.ESME_RSYSERR }));
    }
  }

  private within<T>(promise: Promise<T>, message: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(message)), this.timeoutMs);
      promise.then((value) => { clearTimeout(timer); resolve(value); }, (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); });
    });
  }
}

export function createSmppSender(url: string, options: SmppOptions = {}): SmsSender {
  return new SmppSender(parseSmppUrl(url, options.sourceAddr), options);
}
