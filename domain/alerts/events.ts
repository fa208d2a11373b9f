/**
 * The customer's e-mail alerts, one `alerts-<userId>` stream each: the preferences they chose
 * and every alert the bank sent, so the notifications list shows them and a second server
 * never sends the same one twice (an alert is appended with the version read before it is mailed).
 */
import { z } from 'zod';

export const alertsStream = (userId: string): string => `alerts-${userId}`;

export const ALERT_KINDS = ['new_device', 'transfer_above', 'balance_below', 'money_received'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The largest threshold a customer may set (cents): $10,000,000.00. */
export const MAX_ALERT_AMOUNT = 1_000_000_000;

const cents = z.number().int().min(1).max(MAX_ALERT_AMOUNT);

export const alertPreferencesSchema = z.object({
  newDevice: z.boolean(),
  /** Alert on a USD transfer whose amount is above this (cents), or never. */
  transferAbove: cents.nullable(),
  /** Alert when the USD balance falls below this (cents), or never. */
  balanceBelow: cents.nullable(),
  moneyReceived: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

export const alertsEventSchemas = {
  AlertPreferencesSet: alertPreferencesSchema.extend({
    /** The customer's user-stream version when they chose: money alerts start after it. */
    upTo: z.number().int().min(0),
    at: z.string(),
  }),
  AlertSent: z.object({
    alertId: z.string().min(1).max(128),
    kind: z.enum(ALERT_KINDS),
    message: z.string().min(1).max(300),
    /** The message's key (server-messages `alerts.<text>`) and its facts (amounts in cents, names), so the notifications list words it in the reader's language. */
    text: z.string().max(40).optional(),
    params: z.record(z.string().max(40), z.union([z.string().max(200), z.number().int()])).optional(),
    /** The user-stream version the alert was checked up to (money alerts); null for a sign-in. */
    upTo: z.number().int().min(0).nullable(),
    at: z.string(),
  }),
};

export type AlertsEvent =
  | { type: 'AlertPreferencesSet'; data: z.infer<typeof alertsEventSchemas.AlertPreferencesSet> }
  | { type: 'AlertSent'; data: z.infer<typeof alertsEventSchemas.AlertSent> };
