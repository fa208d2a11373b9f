/**
 * A real SMSC for tests, from the `smpp` package's server, on 127.0.0.1 and an ephemeral port: it
 * accepts a transceiver bind with the right system_id and password, answers every submit_sm with a
 * message id of its own and keeps what it received (destination and decoded text), sends delivery
 * receipts (deliver_sm, esm_class "MC delivery receipt") when the test says so, and can drop every
 * connection to prove the client binds again.
 */
import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';

export interface ReceivedSms {
  smscMessageId: string;
  to: string;
  from: string;
  text: string;
  registeredDelivery: number;
}

export interface TestSmsc {
  url: string;
  port: number;
  received: ReceivedSms[];
  /** Binds accepted so far (a reconnect makes one more). */
  binds: number;
  /** Resolves with the next submit_sm (or the first one already received past `count`). */
  nextSubmit(count?: number): Promise<ReceivedSms>;
  /** Sends an SMPP 3.4 appendix B receipt for a message to the session it came on (else any bound one); resolves with the client's deliver_sm_resp status. */
  sendReceipt(smscMessageId: string, stat: 'DELIVRD' | 'UNDELIV' | 'EXPIRED'): Promise<number>;
  /** Resolves once a client is bound (after `binds` reaches `count`). */
  bound(count?: number): Promise<void>;
  dropConnections(): void;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes an ephemeral port; the e2e suite gives each worker's SMSC a port of its slot. */
export async function startSmsc(credentials = { systemId: 'tmb', password: 'secret12' }, port = 0): Promise<TestSmsc> {
  const sessions = new Set<Session>();
  const bound = new Set<Session>();
  const received: ReceivedSms[] = [];
  const waiters: (() => void)[] = [];
  const wake = (): void => { for (const waiter of waiters.splice(0)) waiter(); };
  let nextId = 1000;
  /** The session each message came on: its receipt goes back there while it is bound, as SMSCs do. */
  const submittedOn = new Map<string, Session>();
  const state = { binds: 0 };

  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on('close', () => { sessions.delete(session); bound.delete(session); });
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: PDU) => {
      if (pdu.system_id !== credentials.systemId || pdu.password !== credentials.password) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RBINDFAIL }));
        session.close();
        return;
      }
      session.send(pdu.response({ system_id: 'test-smsc' }));
      bound.add(session);
      state.binds += 1;
      wake();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (!bound.has(session)) { session.send(pdu.response({ command_status: smpp.errors.ESME_RINVBNDSTS })); return; }
      const smscMessageId = `M${nextId++}`;
      // A long text comes whole in the message_payload TLV instead.
      const body = ((pdu.message_payload ?? pdu.short_message) ?? {}) as { message?: string | Buffer };
      const text = typeof body.message === 'string' ? body.message : String(body.message ?? '');
      submittedOn.set(smscMessageId, session);
      received.push({ smscMessageId, to: String(pdu.destination_addr), from: String(pdu.source_addr), text, registeredDelivery: Number(pdu.registered_delivery) });
      session.send(pdu.response({ message_id: smscMessageId }));
      wake();
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => { session.send(pdu.response()); session.close(); });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = (server.address() as AddressInfo).port;

  const until = (ready: () => boolean): Promise<void> => new Promise((resolve) => {
    const check = (): void => { if (ready()) resolve(); else waiters.push(check); };
    check();
  });

  return {
    url: `smpp://${credentials.systemId}:${credentials.password}@127.0.0.1:${listening}`,
    port: listening,
    received,
    get binds() { return state.binds; },
    async nextSubmit(count = received.length) {
      await until(() => received.length > count);
      return received[count]!;
    },
    sendReceipt(smscMessageId, stat) {
      const on = submittedOn.get(smscMessageId);
      const session = on && bound.has(on) ? on : [...bound][0];
      if (!session) return Promise.reject(new Error('No client is bound'));
      const text = `id:${smscMessageId} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611270012 done date:2611270013 stat:${stat} err:000 text:`;
      return new Promise((resolve) => {
        session.deliver_sm({ source_addr: '', destination_addr: 'TrustMFB', esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT, short_message: text }, (response) => resolve(response.command_status));
      });
    },
    bound: (count = 1) => until(() => state.binds >= count),
    dropConnections() {
      for (const session of sessions) session.destroy();
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
