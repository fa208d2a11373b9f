/** The French of month-end close and of the auditor's read-only back office (en/periods.ts): every key, the same {{placeholders}}. */
import type { periods as english } from '../en/periods.ts';

export const periods = {
  'periods.entryInClosedPeriod': 'Les comptes de {{period}} sont clôturés : aucune écriture datée du {{date}} ne peut être passée. Datez l’écriture dans un mois ouvert, ou demandez la réouverture du mois.',
  'periods.invalidPeriod': 'Choisissez un mois au format AAAA-MM.',
  'periods.invalidDate': 'Saisissez la date de valeur au format AAAA-MM-JJ.',
  'periods.futureDate': 'Une écriture ne peut pas être datée dans le futur.',
  'periods.notEnded': 'Le mois {{period}} n’est pas terminé : un mois ne peut être clôturé qu’une fois écoulé.',
  'periods.alreadyClosed': 'Le mois {{period}} est déjà clôturé.',
  'periods.closeInOrder': 'Les mois se clôturent dans l’ordre : clôturez d’abord {{next}}.',
  'periods.reopenPending': 'Une demande de réouverture de {{period}} attend un autre administrateur : décidez-en d’abord.',
  'periods.reopenLatestOnly': 'Seul le dernier mois clôturé, {{period}}, peut être rouvert.',
  'periods.nothingClosed': 'Aucun mois n’est clôturé.',
  'periods.requestNotFound': 'Cette demande de réouverture n’attend plus de décision.',
  'periods.auditorReadsOnly': 'Un auditeur consulte le back-office et n’agit sur rien : cette action demande un administrateur.',
  'periods.closedNotice': 'Les comptes sont clôturés jusqu’à {{period}} inclus.',
  'periods.reopenRequestedNotice': 'Votre demande de réouverture de {{period}} est enregistrée : un autre administrateur doit l’approuver.',
  'periods.reopenedNotice': '{{period}} est de nouveau ouvert : les écritures datées de ce mois sont acceptées.',
  'periods.declinedNotice': 'La demande de réouverture de {{period}} a été retirée : le mois reste clôturé.',
} satisfies Record<keyof typeof english, string>;
