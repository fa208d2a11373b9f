/**
 * E-mail alerts: the customer's choices (alerts stream), and the sending, which the reactors
 * (adapters/reactors/) run after the log records a sign-in or a movement of money, so no use case
 * has to remember it and the money path never waits on it. Each alert is appended (once, with the
 * version read) before it is mailed, so a replay or a second server never sends one twice, and
 * the notifications list shows it.
 */
import { foldEvents } from '../../domain/decider.ts';
import { alertSubject, alertsDecider, type Alert } from '../../domain/alerts/alerts.ts';
import { alertsStream, type AlertPreferences, type AlertsEvent } from '../../domain/alerts/events.ts';
import { parseAlertPreferences, type AlertPreferencesForm } from '../../domain/alerts/form.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { SentAlert } from '../../domain/records/notifications.ts';
import type { AlertSettings } from '../contract/insights.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { handle } from '../engine/handle.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { ownStream } from './user-stream.ts';

export async function alertsOf(ctx: BankContext, userId: string) {
  const recorded = await ctx.store.readStream(alertsStream(userId));
  return foldEvents(alertsDecider, recorded.map((r) => decodeEvent(r) as AlertsEvent));
}

const amountText = (minor: number | null) => (minor === null ? '' : toDecimalString(minor, 'USD'));

function settingsOf(prefs: AlertPreferences | null): AlertSettings {
  const p = prefs ?? { newDevice: false, transferAbove: null, balanceBelow: null, moneyReceived: false };
  return { success: true, preferences: { newDevice: p.newDevice, transferAbove: amountText(p.transferAbove), balanceBelow: amountText(p.balanceBelow), moneyReceived: p.moneyReceived } };
}

export async function alertSettings(ctx: BankContext, principal: Principal): Promise<AlertSettings> {
  await ownStream(ctx, principal);
  return settingsOf((await alertsOf(ctx, principal.user.id)).prefs);
}

/** Saves the choices (validated by the domain); money alerts apply to what happens after this moment. */
export async function saveAlertSettings(ctx: BankContext, principal: Principal, form: AlertPreferencesForm, requestId: string): Promise<AlertSettings> {
  const { events } = await ownStream(ctx, principal);
  const prefs = parseAlertPreferences(form);
  const at = ctx.clock.now().toISOString();
  const { state } = await handle(ctx.store, { actor: principal.user.id, at, requestId }, alertsDecider, alertsStream(principal.user.id), { type: 'SetAlertPreferences', prefs, userVersion: events.length, at });
  return settingsOf(state.prefs);
}

/** Records the alerts (those not sent before) and mails them to the customer, in their language. */
export async function sendAlerts(ctx: BankContext, userId: string, alerts: readonly Alert[], language: Language, requestId: string): Promise<void> {
  if (alerts.length === 0) return;
  const at = ctx.clock.now().toISOString();
  const { events } = await handle(ctx.store, { actor: 'bank', at, requestId }, alertsDecider, alertsStream(userId), { type: 'SendAlerts', alerts, at });
  if (events.length === 0) return;
  // The live view has the customer's name and address: no read of their whole stream.
  const user = (await ctx.live.catchUp()).users.get(userId);
  if (!user?.exists) return;
  const name = `${user.profile.firstName} ${user.profile.lastName}`.trim();
  for (const event of events) {
    if (event.type !== 'AlertSent') continue;
    const text = say(language, (m) => m.alerts.body, { name, message: event.data.message });
    // Recorded before it is mailed: a failed e-mail is logged, never sent again (the notifications list shows it).
    await ctx.money.mailer.send({ to: user.email, subject: alertSubject(language, event.data.kind), text }).catch((error: unknown) => {
      console.error(`[${requestId}] alert not sent:`, error instanceof Error ? error.name : 'error');
    });
  }
}

/** The alerts sent, newest first, for the notifications list. */
export async function sentAlerts(ctx: BankContext, userId: string): Promise<SentAlert[]> {
  const recorded = await ctx.store.readStream(alertsStream(userId));
  return recorded.map((r) => decodeEvent(r) as AlertsEvent).flatMap((e) => (e.type === 'AlertSent' ? [e.data] : [])).reverse();
}
