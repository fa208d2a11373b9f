// Proves a text message's record: queued once per source with the member's number in E.164, or
// refused with the reason when the number is not one; submitted, then delivered or failed from the
// SMSC's delivery receipt (text or TLVs), a second receipt changing nothing.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { smsDecider, type SmsCommand } from './decider.ts';
import { parseDeliveryReport, smscIdCandidates } from './delivery-report.ts';
import type { SmsEvent } from './events.ts';

const AT = '2026-11-27T00:00:00.000Z';
const queue: SmsCommand = { type: 'QueueSms', messageId: 'receipt-user-u1-4', userId: 'u1', purpose: 'receipt', phone: '(202) 555-0143', countryCode: '1', text: 'Receipt', source: 'user-u1@4', at: AT };

function run(commands: SmsCommand[]): SmsEvent[] {
  const events: SmsEvent[] = [];
  for (const command of commands) events.push(...smsDecider.decide(command, foldEvents(smsDecider, events)));
  return events;
}

describe('smsDecider', () => {
  it('queues a message to the normalised number once, however often it is asked', () => {
    const events = run([queue, queue]);
    expect(events).toEqual([{ type: 'SmsQueued', data: { messageId: 'receipt-user-u1-4', userId: 'u1', purpose: 'receipt', to: '+12025550143', text: 'Receipt', source: 'user-u1@4', at: AT } }]);
  });

  it('refuses a number that is not one, and records why', () => {
    expect(run([{ ...queue, phone: '555-0100' }]).map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([['SmsRefused', 'wrong_length']]);
    expect(run([{ ...queue, phone: '' }, { type: 'RecordSubmitted', smscMessageId: 'x', at: AT }]).map((e) => e.type)).toEqual(['SmsRefused']);
  });

  it('records submitted, then delivered, and ignores a second receipt', () => {
    const events = run([queue, { type: 'RecordSubmitted', smscMessageId: 'smsc-1', at: AT }, { type: 'RecordDeliveryReport', delivered: true, stat: 'DELIVRD', at: AT }, { type: 'RecordDeliveryReport', delivered: false, stat: 'UNDELIV', at: AT }]);
    expect(events.map((e) => e.type)).toEqual(['SmsQueued', 'SmsSubmitted', 'SmsDelivered']);
    expect(foldEvents(smsDecider, events).status).toBe('delivered');
  });

  it('records a failed delivery with the SMSC\'s word, and a failed submission with its reason', () => {
    expect(run([queue, { type: 'RecordSubmitted', smscMessageId: 's', at: AT }, { type: 'RecordDeliveryReport', delivered: false, stat: 'UNDELIV', at: AT }]).at(-1)).toEqual({ type: 'SmsFailed', data: { stage: 'delivery', reason: 'UNDELIV', at: AT } });
    expect(run([queue, { type: 'RecordSubmitFailed', reason: 'ESME_RTHROTTLED', at: AT }]).at(-1)).toEqual({ type: 'SmsFailed', data: { stage: 'submit', reason: 'ESME_RTHROTTLED', at: AT } });
  });
});

describe('parseDeliveryReport', () => {
  it('reads the SMPP 3.4 appendix B receipt text', () => {
    expect(parseDeliveryReport({ text: 'id:7F3A sub:001 dlvrd:001 submit date:2611270012 done date:2611270013 stat:DELIVRD err:000 text:Trust Micro' }))
      .toEqual({ smscMessageId: '7F3A', delivered: true, stat: 'DELIVRD' });
    expect(parseDeliveryReport({ text: 'id:9 sub:001 dlvrd:000 submit date:2611270012 done date:2611270013 stat:UNDELIV err:001 text:' }))
      .toEqual({ smscMessageId: '9', delivered: false, stat: 'UNDELIV' });
  });

  it('prefers the receipted_message_id and message_state TLVs', () => {
    expect(parseDeliveryReport({ text: '', receiptedMessageId: 'abc\0', messageState: 5 })).toEqual({ smscMessageId: 'abc', delivered: false, stat: 'UNDELIV' });
  });

  it('ignores interim states and receipts without a message id', () => {
    expect(parseDeliveryReport({ text: 'id:1 stat:ENROUTE' })).toBeNull();
    expect(parseDeliveryReport({ text: 'hello' })).toBeNull();
  });
});

describe('smscIdCandidates', () => {
  it('tries the id as written, then in the other base, since SMSCs mix hex and decimal ids', () => {
    expect(smscIdCandidates('2587')).toEqual(['2587', 'a1b', 'A1B', String(0x2587)]);
    expect(smscIdCandidates('0A1B')).toEqual(['0A1B', '2587']);
    expect(smscIdCandidates('M1000')).toEqual(['M1000']);
  });
});
