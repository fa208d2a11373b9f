/** The signed-in customer's own functions in the API contract: user-sync, customer-home, session-manager and credential-change. */
import { z } from 'zod';
import { deviceInfo, type DeviceInfo } from '../../domain/session/session.ts';
import { id, text } from './fields.ts';
import type { BankUser, CustomerHome } from './public.ts';

export const profileData = z.object({
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone: text(40).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip_code: text(20).optional(),
}).strict();

const jsonObject = z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= 4096, 'too large');
const secret = text(200).optional();

export const customerRequests = {
  'user-sync': z.discriminatedUnion('action', [
    z.object({ action: z.literal('get_user_data'), data: z.object({ deviceInfo: deviceInfo.optional() }).optional() }),
    z.object({
      action: z.literal('log_activity'),
      data: z.object({ activityType: text(64).min(1), description: text(500).optional().default(''), metadata: jsonObject.optional().default({}), deviceInfo: deviceInfo.optional() }),
    }),
    z.object({ action: z.literal('sync_preferences'), data: z.object({ preferences: jsonObject, deviceInfo: deviceInfo.optional() }) }),
    z.object({ action: z.literal('update_profile'), data: z.object({ profileData, deviceInfo: deviceInfo.optional() }) }),
  ]),
  'customer-home': z.object({}),
  'session-manager': z.discriminatedUnion('action', [
    z.object({ action: z.literal('create_session'), deviceInfo: deviceInfo.optional() }),
    z.object({ action: z.literal('update_activity'), sessionData: z.object({ sessionToken: text(200).optional() }).optional(), deviceInfo: deviceInfo.optional() }),
    z.object({ action: z.literal('get_active_sessions') }),
    z.object({ action: z.literal('revoke_session'), sessionData: z.object({ sessionId: z.string().uuid() }), deviceInfo: deviceInfo.optional() }),
  ]),
  'credential-change': z.discriminatedUnion('action', [
    z.object({ action: z.literal('start'), kind: z.enum(['password', 'pin']), currentPin: text(10) }),
    z.object({ action: z.literal('confirm'), changeId: id, code: text(10), newPassword: secret, confirmPassword: secret, newPin: secret, confirmPin: secret }),
  ]),
};

/** The profile fields a customer may change, with the API's snake_case names. */
export type ProfileData = Required<z.infer<typeof profileData>>;

/** Maps the API's snake_case profile fields to the domain's names. */
export function profileChanges(data: z.infer<typeof profileData>) {
  const changes = { firstName: data.first_name, lastName: data.last_name, phone: data.phone, address: data.address, city: data.city, state: data.state, zipCode: data.zip_code };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export interface SessionItem {
  id: string;
  session_token: string;
  device_info?: DeviceInfo;
  ip_address: string | null;
  last_activity: string;
  created_at: string;
  current: boolean;
}

export interface UserData {
  success: boolean;
  user: BankUser;
  activeSessions: unknown[];
  preferences: Record<string, unknown>;
}

export interface CustomerAnswers {
  'user-sync': {
    get_user_data: UserData;
    log_activity: { success: boolean };
    sync_preferences: { success: boolean };
    update_profile: { user: BankUser };
  };
  /** What the dashboard shows first, in one answer (issue 30's 2G phone): get_user_data's user and balances, and each loan's next payment (public.ts, shared with the sign-in answer). */
  'customer-home': CustomerHome;
  'session-manager': {
    create_session: { success: boolean; session: { session_token: string } };
    update_activity: { success: boolean; session: { session_token: string } };
    get_active_sessions: { success: boolean; sessions: SessionItem[] };
    revoke_session: { success: boolean; signedOut: boolean };
  };
  'credential-change': {
    start: { success: boolean; changeId: string; codeSentTo: string; expiresAt: string };
    confirm: { success: boolean; kind: 'password' | 'pin'; otherSessionsSignedOut: number };
  };
}
