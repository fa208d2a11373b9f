// Proves each aggregate's Decider, written given/when/then: the settings, a membership number, a contact message, the demo epochs, a password-reset link, a session and a transfer's wizard.
import { describe, it } from 'vitest';
import { deciderSpec } from '../tests/support/decider-spec.ts';
import { demoDecider, type DemoEvent } from './admin/demo.ts';
import { contactDecider, type ContactEvent } from './contact/contact.ts';
import { passwordResetDecider, type PasswordResetEvent } from './credentials/password-reset.ts';
import { membershipDecider, type MembershipEvent } from './membership/membership.ts';
import { sessionDecider, type SessionEvent } from './session/session.ts';
import { settingsDecider } from './settings/decider.ts';
import type { SettingsEvent } from './settings/events.ts';
import { transferProcessDecider, type TransferEvent } from './transfer/process.ts';

const admin = { id: 'a1', name: 'Ada Admin', role: 'admin' as const };
const at = '2026-01-01T09:00:00.000Z';

describe('settings', () => {
  const saved: SettingsEvent = { type: 'SettingsUpdated', data: { category: 'limits', settings: { dailyTransferLimit: 500_000, monthlyTransferLimit: 2_000_000, dailyWithdrawalLimit: 100_000, minimumAccountBalance: 0 }, updatedBy: 'a1', updatedByName: 'Ada Admin' } };
  const values = saved.data.settings;

  it('records a changed group, and nothing when the stream already holds those values', () => {
    deciderSpec(settingsDecider).given([]).when({ type: 'UpdateSettings', category: 'limits', values, actor: admin }).then([saved]);
    deciderSpec(settingsDecider).given([saved]).when({ type: 'UpdateSettings', category: 'limits', values, actor: admin }).then([]);
  });

  it('is an administrator\'s to change', () => {
    deciderSpec(settingsDecider).given([]).when({ type: 'UpdateSettings', category: 'limits', values, actor: { ...admin, role: 'user' } }).thenRefuses('forbidden', 'Only an administrator can change system settings.');
  });
});

describe('a membership number', () => {
  const issued: MembershipEvent = { type: 'MembershipNumberIssued', data: { number: 'TMB-0001', issuedBy: 'a1', at } };

  it('is issued once and redeemed once', () => {
    deciderSpec(membershipDecider).given([]).when({ type: 'IssueMembershipNumber', number: ' tmb-0001 ', issuedBy: 'a1', at }).then([issued]);
    deciderSpec(membershipDecider).given([issued]).when({ type: 'IssueMembershipNumber', number: 'TMB-0001', issuedBy: 'a1', at }).thenRefuses('conflict', 'This membership number has already been issued.');
    const redeemed: MembershipEvent = { type: 'MembershipNumberRedeemed', data: { number: 'TMB-0001', userId: 'u1', at } };
    deciderSpec(membershipDecider).given([issued]).when({ type: 'RedeemMembershipNumber', number: 'TMB-0001', userId: 'u1', at }).then([redeemed]);
    deciderSpec(membershipDecider).given([issued, redeemed]).when({ type: 'RedeemMembershipNumber', number: 'TMB-0001', userId: 'u2', at }).thenRefuses('validation', 'Invalid membership number. Please enter a valid membership number.');
  });
});

describe('a contact message', () => {
  const form = { name: 'Bea', email: 'bea@example.com', subject: 'account', message: 'Hello' };
  const received: ContactEvent = { type: 'ContactMessageReceived', data: { messageId: 'm1', name: 'Bea', email: 'bea@example.com', phone: '', subject: 'account', message: 'Hello', at } };

  it('is received once and read once', () => {
    deciderSpec(contactDecider).given([]).when({ type: 'ReceiveContactMessage', form, messageId: 'm1', at }).then([received]);
    deciderSpec(contactDecider).given([received]).when({ type: 'ReceiveContactMessage', form, messageId: 'm1', at }).then([]);
    const read: ContactEvent = { type: 'ContactMessageRead', data: { messageId: 'm1', by: 'a1', byName: 'Ada Admin', at } };
    deciderSpec(contactDecider).given([received]).when({ type: 'MarkContactMessageRead', messageId: 'm1', by: admin, at }).then([read]);
    deciderSpec(contactDecider).given([received, read]).when({ type: 'MarkContactMessageRead', messageId: 'm1', by: admin, at }).then([]);
    deciderSpec(contactDecider).given([]).when({ type: 'MarkContactMessageRead', messageId: 'm1', by: admin, at }).thenRefuses('not_found', 'Message not found');
  });
});

describe('the demo epochs', () => {
  it('counts the epochs already started', () => {
    const first: DemoEvent = { type: 'DemoEpochStarted', data: { epoch: 1, reason: 'Demo reset', by: 'a1', byName: 'Ada Admin', at } };
    deciderSpec(demoDecider).given([first]).when({ type: 'ResetDemo', demoMode: true, reason: ' ', actor: admin, at }).then([{ type: 'DemoEpochStarted', data: { ...first.data, epoch: 2 } }]);
    deciderSpec(demoDecider).given([]).when({ type: 'ResetDemo', demoMode: false, reason: 'x', actor: admin, at }).thenRefuses('forbidden', 'Clear All Users exists only on an instance started in demo mode.');
  });
});

describe('a password-reset link', () => {
  const requested: PasswordResetEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', expiresAt: '2026-01-01T09:30:00.000Z', at } };
  const invalid = 'This password reset link is invalid or has expired. Please request a new one.';

  it('works once before it expires', () => {
    const used: PasswordResetEvent = { type: 'PasswordResetUsed', data: { userId: 'u1', at: '2026-01-01T09:10:00.000Z' } };
    deciderSpec(passwordResetDecider).given([requested]).when({ type: 'UseResetLink', at: '2026-01-01T09:10:00.000Z' }).then([used]);
    deciderSpec(passwordResetDecider).given([requested, used]).when({ type: 'UseResetLink', at: '2026-01-01T09:11:00.000Z' }).thenRefuses('validation', invalid);
    deciderSpec(passwordResetDecider).given([requested]).when({ type: 'UseResetLink', at: '2026-01-01T09:30:00.000Z' }).thenRefuses('validation', invalid);
    deciderSpec(passwordResetDecider).given([]).when({ type: 'UseResetLink', at }).thenRefuses('validation', invalid);
  });
});

describe('a session', () => {
  const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's1', userId: 'u1', refreshHash: 'a'.repeat(64), remember: false, deviceInfo: {}, ip: '', expiresAt: '2026-01-01T21:00:00.000Z', at } };

  it('is revoked by its owner once, and by nobody else', () => {
    const revoke = (by: { id: string; role: 'admin' | 'user' }) => ({ type: 'RevokeSession' as const, by, reason: 'logout' as const, at });
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'logout', by: 'u1', at } };
    deciderSpec(sessionDecider).given([started]).when(revoke({ id: 'u1', role: 'user' })).then([revoked]);
    deciderSpec(sessionDecider).given([started, revoked]).when(revoke({ id: 'u1', role: 'user' })).then([]);
    deciderSpec(sessionDecider).given([started]).when(revoke({ id: 'u2', role: 'user' })).thenRefuses('not_found', 'Session not found');
  });

  it('rotates its refresh token, and a reused one revokes it', () => {
    const refresh = (presented: string) => ({ type: 'RefreshSession' as const, presentedHash: presented, nextHash: 'b'.repeat(64), idleTimeoutMinutes: 30, at });
    const refreshed: SessionEvent = { type: 'SessionRefreshed', data: { refreshHash: 'b'.repeat(64), at } };
    deciderSpec(sessionDecider).given([started]).when(refresh('a'.repeat(64))).then([refreshed]);
    deciderSpec(sessionDecider).given([started, refreshed]).when(refresh('a'.repeat(64))).then([{ type: 'SessionRevoked', data: { reason: 'refresh_token_reused', by: 'system', at } }]);
  });
});

describe('a transfer\'s wizard', () => {
  it('completes an open request once', () => {
    const request = { transferId: 't1', userId: 'u1', kind: 'local' as const, details: {}, currency: 'USD' as const, amount: 100, fee: 0, recipientUserId: null, btcPrice: null, priceSource: null, priceAsOf: null, priceLive: null, payeeDigest: 'd', at };
    const requested: TransferEvent = { type: 'TransferRequested', data: request };
    deciderSpec(transferProcessDecider).given([]).when({ type: 'RequestTransfer', request }).then([requested]);
    const completed: TransferEvent = { type: 'TransferCompleted', data: { reference: 'TRF-1', at } };
    deciderSpec(transferProcessDecider).given([requested]).when({ type: 'CompleteTransfer', userId: 'u1', reference: 'TRF-1', at }).then([completed]);
    deciderSpec(transferProcessDecider).given([requested, completed]).when({ type: 'CompleteTransfer', userId: 'u1', reference: 'TRF-2', at }).thenRefuses('validation');
    deciderSpec(transferProcessDecider).given([requested]).when({ type: 'CompleteTransfer', userId: 'u2', reference: 'TRF-1', at }).thenRefuses('not_found');
  });
});
