/**
 * One text message's life: queued (or refused when the member's number is not one), submitted to
 * the SMSC, then delivered or failed. Recorded before anything is sent, so a replayed reactor or a
 * second server never texts the same receipt twice; a second delivery receipt changes nothing.
 */
import type { Decider } from '../decider.ts';
import type { SmsEvent, SmsPurpose } from './events.ts';
import { normalisePhone } from './phone.ts';

export type SmsStatus = 'none' | 'queued' | 'refused' | 'submitted' | 'delivered' | 'failed';

export interface SmsState {
  status: SmsStatus;
  to: string | null;
  text: string | null;
  smscMessageId: string | null;
}

export type SmsCommand =
  | { type: 'QueueSms'; messageId: string; userId: string; purpose: SmsPurpose; phone: string; countryCode: string; text: string; source: string; at: string }
  | { type: 'RecordSubmitted'; smscMessageId: string; at: string }
  | { type: 'RecordSubmitFailed'; reason: string; at: string }
  | { type: 'RecordDeliveryReport'; delivered: boolean; stat: string; at: string };

export const initialSmsState: SmsState = { status: 'none', to: null, text: null, smscMessageId: null };

function decide(command: SmsCommand, state: SmsState): SmsEvent[] {
  switch (command.type) {
    case 'QueueSms': {
      if (state.status !== 'none') return [];
      const { messageId, userId, purpose, source, at } = command;
      const phone = normalisePhone(command.phone, command.countryCode);
      if (!phone.ok) return [{ type: 'SmsRefused', data: { messageId, userId, purpose, reason: phone.reason, source, at } }];
      return [{ type: 'SmsQueued', data: { messageId, userId, purpose, to: phone.msisdn, text: command.text, source, at } }];
    }
    case 'RecordSubmitted':
      return state.status === 'queued' ? [{ type: 'SmsSubmitted', data: { smscMessageId: command.smscMessageId, at: command.at } }] : [];
    case 'RecordSubmitFailed':
      return state.status === 'queued' ? [{ type: 'SmsFailed', data: { stage: 'submit', reason: command.reason.slice(0, 200) || 'unknown', at: command.at } }] : [];
    case 'RecordDeliveryReport':
      if (state.status !== 'submitted') return [];
      return command.delivered
        ? [{ type: 'SmsDelivered', data: { stat: command.stat, at: command.at } }]
        : [{ type: 'SmsFailed', data: { stage: 'delivery', reason: command.stat || 'undelivered', at: command.at } }];
  }
}

function evolve(state: SmsState, event: SmsEvent): SmsState {
  switch (event.type) {
    case 'SmsQueued': return { ...state, status: 'queued', to: event.data.to, text: event.data.text };
    case 'SmsRefused': return { ...state, status: 'refused' };
    case 'SmsSubmitted': return { ...state, status: 'submitted', smscMessageId: event.data.smscMessageId };
    case 'SmsDelivered': return { ...state, status: 'delivered' };
    case 'SmsFailed': return { ...state, status: 'failed' };
    case 'SmscMessageIdRecorded': return state;
  }
}

export const smsDecider: Decider<SmsCommand, SmsEvent, SmsState> = { initialState: initialSmsState, decide, evolve };
