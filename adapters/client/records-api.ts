/** The browser's typed calls for the customer's records: dashboard, history, statements, cards, profile and sessions. */
import { call, deviceInfo } from './bank-api.ts';
import type { ProfileData } from '../contract/index.ts';

export type { CardItem, CardRequestItem, CreditScoreItem, DashboardRecords, NotificationItem, ProfileData, SessionItem, StatementLineItem, StatementPeriodItem, StatementRecords, TransactionItem } from '../contract/index.ts';

export const dashboardRecords = () => call('customer-records', { action: 'dashboard' });

export const historyRecords = () => call('customer-records', { action: 'history' });

export const statementRecords = (period?: string) => call('customer-records', period ? { action: 'statement', period } : { action: 'statement' });

export const setCardFrozen = (cardId: string, frozen: boolean) =>
  call('customer-records', { action: frozen ? 'freeze_card' : 'unfreeze_card', cardId });

export const requestCard = (kind: 'new' | 'replacement', replacesCardId: string | null, reason: string) =>
  call('customer-records', { action: 'request_card', kind, replacesCardId, reason });

export const updateProfile = (profileData: Partial<ProfileData>) =>
  call('user-sync', { action: 'update_profile', data: { profileData, deviceInfo: deviceInfo() } });

export const logActivity = (activityType: string, description: string, metadata: Record<string, unknown>) =>
  call('user-sync', { action: 'log_activity', data: { activityType, description, metadata, deviceInfo: deviceInfo() } });

export const syncPreferences = (preferences: Record<string, unknown>) =>
  call('user-sync', { action: 'sync_preferences', data: { preferences, deviceInfo: deviceInfo() } });

export const activeSessions = () => call('session-manager', { action: 'get_active_sessions' });

export const revokeSession = (sessionId: string) =>
  call('session-manager', { action: 'revoke_session', sessionData: { sessionId }, deviceInfo: deviceInfo() });

export const requestPasswordReset = (email: string) => call('password-reset-request', { email });

export const confirmPasswordReset = (token: string, password: string, confirmPassword: string) =>
  call('password-reset-confirm', { token, password, confirmPassword });
