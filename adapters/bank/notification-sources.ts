/**
 * Gathers what a customer's notifications are computed from, beyond their own stream: the
 * sign-ins, the e-mail alerts sent, their loans' decisions and reminders, and the standing order
 * payments the bank could not make (each of those e-mailed too, so the Alerts page's promise
 * that every alert is also listed in the notifications holds).
 */
import type { NotificationSources, SkippedPayment } from '../../domain/records/notifications.ts';
import { deviceOf, deviceParts } from '../../domain/session/device.ts';
import { standingOrderStream, type StandingOrderEvent } from '../../domain/standing-orders/events.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { sentAlerts } from './alerts-service.ts';
import type { BankContext } from './context.ts';

type View = Awaited<ReturnType<BankContext['live']['catchUp']>>;

export async function notificationSources(ctx: BankContext, userId: string, events: readonly { position: number; event: UserEvent }[]): Promise<NotificationSources> {
  const view = await ctx.live.catchUp();
  const signIns = [...view.sessions.values()].filter((s) => s.userId === userId).map((s) => ({ sessionId: s.id, device: deviceOf(s.deviceInfo), ...deviceParts(s.deviceInfo), at: s.createdAt }));
  const loans = [...view.loans.values()].filter((loan) => loan.userId === userId);
  const reminders = loans.flatMap((loan) => loan.reminders.map((r) => ({ ...r, loanId: loan.loanId, productName: loan.productName })));
  const loanDecisions = loans.flatMap((loan) => loan.steps.flatMap((step) => (step.step === 'approved' || step.step === 'rejected'
    ? [{ loanId: loan.loanId, productName: loan.productName, principal: loan.terms.principal, decision: step.step, at: step.at }] : [])));
  return { events, signIns, alerts: await sentAlerts(ctx, userId), reminders, loanDecisions, skippedPayments: await skippedPayments(ctx, view, userId) };
}

/** The occurrences of the customer's standing orders that were not made, except those they paused themselves (not e-mailed either). */
async function skippedPayments(ctx: BankContext, view: View, userId: string): Promise<SkippedPayment[]> {
  const orders = [...view.standingOrders.entries()].filter(([, order]) => order.terms?.userId === userId);
  const skipped: SkippedPayment[] = [];
  for (const [orderId, order] of orders) {
    const name = order.terms?.details.recipientName ?? '';
    const amount = order.terms?.amount ?? 0;
    for (const recorded of await ctx.store.readStream(standingOrderStream(orderId))) {
      const event = decodeEvent(recorded) as StandingOrderEvent;
      if (event.type !== 'StandingOrderOccurrenceSkipped' || event.data.reason === 'paused') continue;
      const { occurrence, date, reason, message, said, at } = event.data;
      skipped.push({ orderId, occurrence, date, reason, message, said, amount, name, at });
    }
  }
  return skipped;
}
