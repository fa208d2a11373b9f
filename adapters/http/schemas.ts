/**
 * zod schemas of every request body the API accepts: the first of the two validations
 * at the edge. Every string has a maximum length; unknown actions are refused.
 */
import { z } from 'zod';
import { deviceInfo } from '../../domain/session/session.ts';

const text = (max: number) => z.string().max(max);

export const loginBody = z.object({
  email: text(254),
  password: text(200),
  pin: text(10),
  remember: z.boolean().optional().default(false),
  deviceInfo: deviceInfo.optional(),
  /** From an e-mailed unlock link (DECISIONS 26); 32 random bytes in base64url. */
  unlockToken: z.string().min(20).max(200).optional(),
});

export const unlockBody = z.object({ token: z.string().min(20).max(200) });

export const signupBody = z.object({
  membershipNumber: text(64),
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(40),
  password: text(200),
  confirmPassword: text(200).optional(),
  pin: text(10),
  confirmPin: text(10).optional(),
  dateOfBirth: text(10),
  address: text(200),
  city: text(100),
  state: text(100),
  zipCode: text(20),
  ssn: text(4),
  agreeToTerms: z.boolean(),
  deviceInfo: deviceInfo.optional(),
});

export const membershipBody = z.object({ membershipNumber: text(64) });

const profileData = z.object({
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone: text(40).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip_code: text(20).optional(),
}).strict();

const jsonObject = z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= 4096, 'too large');

export const userSyncBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('get_user_data'), data: z.object({ deviceInfo: deviceInfo.optional() }).optional() }),
  z.object({
    action: z.literal('log_activity'),
    data: z.object({ activityType: text(64).min(1), description: text(500).optional().default(''), metadata: jsonObject.optional().default({}), deviceInfo: deviceInfo.optional() }),
  }),
  z.object({ action: z.literal('sync_preferences'), data: z.object({ preferences: jsonObject, deviceInfo: deviceInfo.optional() }) }),
  z.object({ action: z.literal('update_profile'), data: z.object({ profileData, deviceInfo: deviceInfo.optional() }) }),
]);

export const sessionManagerBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create_session'), deviceInfo: deviceInfo.optional() }),
  z.object({ action: z.literal('update_activity'), sessionData: z.object({ sessionToken: text(200).optional() }).optional(), deviceInfo: deviceInfo.optional() }),
  z.object({ action: z.literal('get_active_sessions') }),
  z.object({ action: z.literal('revoke_session'), sessionData: z.object({ sessionId: z.string().uuid() }), deviceInfo: deviceInfo.optional() }),
]);

export const refreshBody = z.object({ refresh_token: text(200) });

/** Maps the API's snake_case profile fields to the domain's names. */
export function profileChanges(data: z.infer<typeof profileData>) {
  const changes = { firstName: data.first_name, lastName: data.last_name, phone: data.phone, address: data.address, city: data.city, state: data.state, zipCode: data.zip_code };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
