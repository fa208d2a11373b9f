/**
 * The new-device alert as a reactor: after a session starts (SessionStarted in the log), the
 * customer who chose the alert is e-mailed when none of their earlier sessions used that device
 * (domain/alerts/alerts.ts newDeviceAlert decides). The alert is recorded before it is mailed,
 * named after the session, so a replay or a second server never sends it twice. Sign-in no longer
 * calls the alerts (auth-service.ts does not import alerts-service.ts).
 */
import { newDeviceAlert, type Alert } from '../../domain/alerts/alerts.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { alertsOf, sendAlerts } from '../bank/alerts-service.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { deviceOf } from '../../domain/session/device.ts';
import type { RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';

/** What the rule needs of one sign-in: the customer's choice, the device, the devices of their earlier sessions. */
interface SignIn {
  userId: string;
  sessionId: string;
  device: string;
  earlier: string[];
  prefs: Awaited<ReturnType<typeof alertsOf>>['prefs'];
  language: Language;
}

interface NewDeviceAlert {
  userId: string;
  alert: Alert;
  language: Language;
  position: number;
}

const sessionData = (event: RecordedEvent) => event.data as { sessionId: string; userId: string };

async function load(ctx: BankContext, events: readonly RecordedEvent[]): Promise<Map<number, SignIn>> {
  const view = await ctx.live.catchUp();
  const signIns = new Map<number, SignIn>();
  for (const event of events) {
    const { sessionId, userId } = sessionData(event);
    const session = view.sessions.get(sessionId);
    const { prefs } = await alertsOf(ctx, userId);
    if (!session || !prefs?.newDevice) continue;
    const earlier = [...view.sessions.values()].filter((s) => s.userId === userId && s.id !== sessionId && s.createdAt <= session.createdAt).map((s) => deviceOf(s.deviceInfo));
    signIns.set(event.position, { userId, sessionId, device: deviceOf(session.deviceInfo), earlier, prefs, language: await languageOfCustomer(ctx, userId) });
  }
  return signIns;
}

function decide(signIns: Map<number, SignIn>, event: RecordedEvent): NewDeviceAlert[] {
  const signIn = signIns.get(event.position);
  const alert = signIn ? newDeviceAlert(signIn.prefs, signIn.sessionId, signIn.device, signIn.earlier, signIn.language) : null;
  return signIn && alert ? [{ userId: signIn.userId, alert, language: signIn.language, position: event.position }] : [];
}

export const newDeviceAlertsReactor: Reactor<BankContext, Map<number, SignIn>, NewDeviceAlert> = {
  name: 'new-device-alerts',
  eventTypes: new Set(['SessionStarted']),
  load,
  decide,
  effect: (ctx, found) => sendAlerts(ctx, found.userId, [found.alert], found.language, `reactor-new-device-${found.position}`),
};
