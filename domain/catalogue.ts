/**
 * The catalogue of every event the bank records, with its zod schema: the store's edge
 * validates each event against it before appending and after reading back (DESIGN.md 5).
 */
import type { z } from 'zod';
import { activityEventSchemas, type ActivityEvent } from './activity/activity.ts';
import { credentialsEventSchemas, type CredentialsEvent } from './credentials/credentials.ts';
import { membershipEventSchemas, type MembershipEvent } from './membership/membership.ts';
import { sessionEventSchemas, type SessionEvent } from './session/session.ts';
import { settingsEventSchemas, type SettingsEvent } from './settings/events.ts';
import { claimEventSchemas, type ClaimEvent } from './user/claims.ts';
import { userEventSchemas, type UserEvent } from './user/events.ts';

export const eventSchemas = {
  ...userEventSchemas,
  ...claimEventSchemas,
  ...membershipEventSchemas,
  ...credentialsEventSchemas,
  ...sessionEventSchemas,
  ...settingsEventSchemas,
  ...activityEventSchemas,
} as const;

export type EventType = keyof typeof eventSchemas;

export type BankEvent = UserEvent | ClaimEvent | MembershipEvent | CredentialsEvent | SessionEvent | SettingsEvent | ActivityEvent;

/** Which stream family each event belongs to, for the catalogue and for replay filters. */
export const eventFamilies: Record<string, readonly EventType[]> = {
  'user-<id>': Object.keys(userEventSchemas) as EventType[],
  'email-<address> / account-<number>': Object.keys(claimEventSchemas) as EventType[],
  'membership-<number>': Object.keys(membershipEventSchemas) as EventType[],
  'credentials-<userId>': Object.keys(credentialsEventSchemas) as EventType[],
  'session-<id>': Object.keys(sessionEventSchemas) as EventType[],
  settings: Object.keys(settingsEventSchemas) as EventType[],
  'activity-<userId>': Object.keys(activityEventSchemas) as EventType[],
};

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);

/** Validates an event's data against its schema; throws a readable error for unknown or malformed events. */
export function parseEvent(type: string, data: unknown): BankEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
  const schema: z.ZodType = eventSchemas[type];
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`Malformed ${type}: ${parsed.error.message}`);
  return { type, data: parsed.data } as BankEvent;
}
