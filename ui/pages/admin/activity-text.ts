/**
 * The back office's activity in the reader's language (issue 26): an admin log entry's kind and
 * what the bank says of it, a customer's recent activity, a service's status, an audit event's
 * name and stream. The server sends kinds, keys and figures (domain/projections/admin-log.ts,
 * admin-activity.ts, event-summary.ts); only the catalogue (admin:log, admin:dashboard.activity,
 * admin:dashboard.services, admin:audit.eventNames) words them, so a French administrator never
 * reads "SETTINGS_UPDATED: limits settings saved".
 */
import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../../../adapters/client/admin-api.ts';
import type { Activity, ServiceStatus } from '../../../domain/projections/admin-activity.ts';
import type { AdminLogSays } from '../../../domain/projections/admin-log.ts';
import type { MoneyFigure, StreamKind } from '../../../domain/projections/event-summary.ts';
import { toDecimalString } from '../../../domain/money/money.ts';
import { formatBtc, formatUsd } from '../../format/money.ts';
import { formatDateTime } from '../../format/dates.ts';
import { typeLabel } from './transaction-types.ts';

/** An amount in the language shown, with a plus for money in when the figure is signed: "+1 500,00 $US", "-0,01001000 BTC". */
export function figureText(figure: MoneyFigure): string {
  const decimal = toDecimalString(figure.minor, figure.currency);
  const text = figure.currency === 'BTC' ? formatBtc(decimal) : formatUsd(decimal);
  return figure.signed && figure.minor >= 0 ? `+${text}` : text;
}

/** An entry's kind in words ("Paramètres enregistrés"); a kind the catalogue does not know yet shows its id rather than nothing. */
export const actionName = (t: TFunction, action: string): string => t(`log.actions.${action}`, { defaultValue: action });

/** A status as its badge reads it ("active" -> "actif"). */
const statusText = (t: TFunction, status: string): string => t(`badges.${status.replace(/ /g, '_')}`, { defaultValue: status });

/** What the bank itself says of an entry, in words: the settings tab, the number issued, the deposit method, the rejection's reason... */
export function saysText(t: TFunction, says: AdminLogSays): string {
  switch (says.key) {
    case 'settingsSaved':
      return t('log.says.settingsSaved', { category: t(`settings.tabs.${says.category}`, { defaultValue: says.category }) });
    case 'membershipIssued':
      return t('log.says.membershipIssued', { number: says.number });
    case 'depositReceived':
      return t('log.says.depositReceived', { method: t(`deposits.methods.${says.method}`, { defaultValue: says.method }) });
    case 'depositRejected':
      return t('log.says.depositRejected', { reason: t(`deposits.reasons.${says.reasonCode}`, { defaultValue: says.reasonCode }) });
    case 'transactionPosted':
      return t('log.says.transactionPosted', { kind: typeLabel(t, says.kind), status: statusText(t, says.status) });
    case 'emailChanged':
      return t('log.says.emailChanged', { from: says.from, to: says.to });
    case 'profileCorrected':
      return t('log.says.profileCorrected', { fields: says.fields.map((field) => t(`log.fields.${field}`, { defaultValue: field })).join(', ') });
    case 'loanTerms':
      return t('log.says.loanTerms', { product: says.product, count: says.instalments });
  }
}

/** "Bob Brown (bob@example.com, account 1234567890)": the customer an entry is about, never an id. */
export function targetText(t: TFunction, entry: Pick<ActivityEntry, 'targetUserName' | 'targetUserEmail' | 'targetAccountNumber'>): string {
  const known = [entry.targetUserEmail, entry.targetAccountNumber ? t('log.account', { number: entry.targetAccountNumber }) : ''].filter(Boolean).join(', ');
  return known ? `${entry.targetUserName} (${known})` : entry.targetUserName;
}

/**
 * Everything after an entry's kind, who and whom, in words: the status change, the amount and
 * reference, what the bank says, and the lead-in to the administrator's own reason when there is
 * one (for a rejected deposit, "Note: "). The reason itself is shown after it as they wrote it.
 */
export function entryDetails(t: TFunction, entry: Pick<ActivityEntry, 'action' | 'details'>): string {
  const { details } = entry;
  const parts = [
    details.previousStatus ? t('audit.statusChange', { from: statusText(t, details.previousStatus), to: statusText(t, details.newStatus ?? '') }) : '',
    details.amount ? t('audit.amount', { amount: figureText(details.amount) }) : '',
    details.reference ? t('audit.reference', { reference: details.reference }) : '',
    details.says ? ` (${saysText(t, details.says)})` : '',
  ].join('');
  if (!details.reason) return parts;
  return `${parts}${t('log.reasonLead')}${entry.action === 'DEPOSIT_REJECTED' ? t('log.noteLead') : ''}`;
}

/** A customer's recent activity: "A reçu 25,00 $US (Virement)". */
export function activityText(t: TFunction, activity: Activity): string {
  if (activity.kind === 'opened') return t('dashboard.activity.opened');
  const amount = activity.currency === 'BTC' ? formatBtc(activity.amount) : formatUsd(activity.amount);
  return t(`dashboard.activity.${activity.kind}`, { amount, what: typeLabel(t, activity.rowKind) });
}

export const serviceName = (t: TFunction, service: ServiceStatus): string => t(`dashboard.services.names.${service.id}`);

/** What was measured of a service: its answer time and log position, why it is down, whether it is configured. */
export function serviceDetail(t: TFunction, service: ServiceStatus): string {
  switch (service.id) {
    case 'api':
      return t('dashboard.services.details.api');
    case 'database':
      return service.status === 'operational'
        ? t('dashboard.services.details.databaseUp', { millis: service.millis, head: service.head })
        : t('dashboard.services.details.databaseDown', { error: service.error });
    case 'mailer':
      return t(service.status === 'operational' ? 'dashboard.services.details.mailerOn' : 'dashboard.services.details.mailerOff');
    case 'priceFeed':
      if (!('lastGood' in service)) return t('dashboard.services.details.priceFeedOff');
      if (service.lastGood === null) return t('dashboard.priceFeed.none');
      if (service.status === 'operational') return t('dashboard.priceFeed.live', { source: service.lastGood.source });
      return t('dashboard.priceFeed.stale', { source: service.lastGood.source, count: service.lastGood.ageMinutes, time: formatDateTime(service.lastGood.asOf) });
  }
}

/** An event of the log by name ("Dépôt confirmé"); the raw type is kept beside it for an auditor who searches the log. */
export const eventName = (t: TFunction, type: string): string => t(`audit.eventNames.${type}`, { defaultValue: type });

/** What a stream that is not a known customer's is about: "Numéro d’adhésion", "Paramètres de la banque" (what identifies it is shown after, as data). */
export const streamText = (t: TFunction, stream: StreamKind): string => t(`audit.streams.${stream}`);
