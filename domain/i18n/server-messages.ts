/**
 * Every text the server writes to a customer outside the browser's screens, per language: the
 * e-mails, the PDF statement's labels and the refusals the server answers with (issue 18). English is word for word what the bank
 * wrote before; a translation keeps the keys and the {{placeholders}} (server-messages.unit.spec.ts
 * checks both). Add a language by adding a catalogue of the same shape (docs/i18n.md).
 */
import { valueFormats } from './elision.ts';
import type { Language } from './language.ts';
import { frenchDescriptions } from './descriptions-fr.ts';
import { frenchRefusals } from './refusals/french.ts';
import { englishCatalogue, sayWith, type RefusalCatalogue, type Said } from './refusals/words.ts';
import { translateWith, type EnglishKeyedCatalogue } from './english-keyed.ts';

const english = {
  statement: {
    subject: 'Your Trust Microfinance Bank statement for {{month}}',
    pdfBody: 'Dear {{holder}},\n\nYour statement for {{month}} is attached as a PDF.',
    csvBody: 'Dear {{holder}},\n\nYour statement is below as CSV.',
    // To an address other than the customer's own (issue 25 item 5): the bank's words only, never a name or a description the customer typed.
    otherSubject: 'A Trust Microfinance Bank statement for {{month}}',
    otherBody: 'Hello,\n\nA Trust Microfinance Bank customer asked us to send you their account statement for {{month}}. It is attached as a {{format}} file.\n\nYou need to do nothing. Trust Microfinance Bank never asks for passwords, PINs or codes by e-mail, and this e-mail contains no link.',
    otherHolder: 'Sent at the account holder\'s request',
    codeSubject: 'Your Trust Microfinance Bank code to e-mail your statement',
    codeBody: 'Your one-time code is {{code}}.\n\nIt lets you e-mail your statement for {{month}} to {{to}} and nothing else. It expires in 5 minutes and can be used once. If you did not ask for this, do not share this code: someone may be signed in as you; change your password and contact us.',
    kinds: {
      demo: 'Account movement', deposit: 'Deposit', withdrawal: 'Withdrawal', transfer: 'Transfer sent', international_transfer: 'International transfer sent',
      bitcoin_transfer: 'Bitcoin transfer sent', transfer_received: 'Transfer received', adjustment: 'Balance adjustment', interest: 'Interest', loan: 'Loan', other: 'Account movement',
    },
  },
  pdf: {
    title: 'Account Statement',
    holderLine: '{{holder}}  |  Account {{accountNumber}}  |  {{accountType}}',
    period: 'Period: {{period}} ({{start}} to {{end}})',
    summary: 'Opening Balance {{opening}}   Total Credits {{credits}}   Total Debits {{debits}}   Closing Balance {{closing}}',
    none: 'No transactions in this period',
    page: 'Page {{page}} of {{pages}}',
    documentTitle: 'Statement {{period}}',
    savings: 'Savings',
    columns: { date: 'Date', time: 'Time', description: 'Description', reference: 'Reference', type: 'Type', amount: 'Amount', balance: 'Balance', channel: 'Channel', status: 'Status', category: 'Category' },
    credit: 'credit',
    debit: 'debit',
  },
  /** The statement CSV's heading lines; its columns are pdf.columns. */
  csv: {
    title: 'Trust Microfinance Bank - Account Statement',
    holder: 'Account Holder',
    accountNumber: 'Account Number',
    period: 'Period',
    opening: 'Opening Balance',
    closing: 'Closing Balance',
    credits: 'Total Credits',
    debits: 'Total Debits',
  },
  transferCode: {
    subject: 'Your Trust Microfinance Bank transfer code',
    code: 'Your one-time code is {{code}}.',
    authorises: 'It authorises a transfer of {{amount}} (fee {{fee}}, total {{total}}) to {{payee}}.',
    bitcoinPayee: 'the Bitcoin address {{address}}',
    accountPayee: '{{name}} (account {{accountNumber}}, {{bankName}})',
    valued: 'It is valued at {{valuation}}.',
    expires: 'It expires in 5 minutes and can be used once. If you did not start this transfer, do not share this code and contact us.',
  },
  passwordReset: {
    subject: 'Reset your Trust Microfinance Bank password',
    body: 'We received a request to reset your password.\n\nOpen this link within {{minutes}} minutes to choose a new password (it works once):\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  signInUnlock: {
    subject: 'Sign-in to your Trust Microfinance Bank account was slowed',
    tried: 'Someone tried to sign in to your account with a wrong password or PIN several times, so sign-in now asks them to wait.',
    ifYou: 'If it was you, open this link within {{minutes}} minutes, then sign in as usual; the wait will not apply to you (the link works for one sign-in):\n{{link}}',
    ifNot: 'If it was not you, your account is safe: nobody got in. You may want to choose a new password with "Forgot password?".',
  },
  moneyLock: {
    subject: 'Money movement on your Trust Microfinance Bank account is locked',
    body: 'Too many wrong one-time codes were entered for transfers from your account, so we have locked money movement and signed you out everywhere.\n\nIf it was you, sign in again and open this link within {{hours}} hours to unlock it (it works once):\n{{link}}\n\nIf it was not you, someone may know your password and PIN: do not open the link, change your password and contact the bank.',
  },
  credentialChange: {
    password: 'password',
    pin: 'transaction PIN',
    codeSubject: 'Your Trust Microfinance Bank code to change your {{what}}',
    codeBody: 'Your one-time code is {{code}}.\n\nIt lets you change your {{what}} and nothing else. It expires in 5 minutes and can be used once. If you did not ask for this, do not share this code and contact us.',
    doneSubject: 'Your Trust Microfinance Bank {{what}} was changed',
    doneBody: 'Your {{what}} was changed on {{date}} at {{time}} UTC{{signedOut}}.\n\nIf you did not make this change, contact us at once.',
    signedOut: ', and every other device was signed out',
  },
  alerts: {
    subjects: {
      new_device: 'Sign-in from a new device',
      transfer_above: 'Large transfer from your account',
      balance_below: 'Your balance is low',
      money_received: 'Money received',
    },
    transferAbove: 'A transfer of {{amount}} to {{name}} left your account (your alert: above {{limit}}).',
    received: 'You received {{amount}} from {{name}}.',
    depositReached: 'Your deposit of {{amount}} reached your account.',
    balanceBelow: 'Your balance is now {{balance}}, below your alert amount of {{limit}}.',
    newDevice: 'Someone signed in to your account from a new device: {{device}}. If this was not you, change your password now.',
    body: 'Dear {{name}},\n\n{{message}}\n\nYou receive this e-mail because you chose this alert in Profile, under Alerts. You can change your alerts there at any time.',
  },
  adminInvitation: {
    subject: 'You are invited to administer Trust Microfinance Bank',
    body: '{{inviter}} invited you to become an administrator of Trust Microfinance Bank.\n\nOpen this link within {{hours}} hours to choose your password and PIN (it works once):\n{{link}}\n\nIf you did not expect this, ignore this e-mail; nothing happens unless the link is used.',
    // Maker-checker for administrators (DECISIONS 31, issue 25 item 4).
    approvalSubject: 'An administrator invitation waits for your approval',
    approvalBody: '{{inviter}} invited {{invitee}} <{{email}}> to become an administrator of Trust Microfinance Bank, giving this reason: {{reason}}\n\nCreating an administrator needs a second administrator\'s approval. Approve or revoke the invitation under Administrators in the back office; no link is sent until it is approved.',
    onlyAdminSubject: 'The only administrator of Trust Microfinance Bank invited another',
    onlyAdminBody: '{{inviter}}, the bank\'s only administrator, invited {{invitee}} <{{email}}> to become an administrator, giving this reason: {{reason}}\n\nThere was no second administrator to approve it, so this address is told instead. If this was not expected, revoke the invitation under Administrators in the back office, or remove the new administrator, and review their actions in the audit history.',
    createdSubject: 'A new administrator of Trust Microfinance Bank',
    createdBody: '{{invitee}} <{{email}}> is now an administrator of Trust Microfinance Bank, invited by {{inviter}}{{approval}}.\n\nFor {{days}} days they may not approve or reject requests made by {{inviter}}. If this was not expected, review it under Administrators in the back office.',
    approvedBy: ' and approved by {{approver}}',
  },
  payee: {
    codeSubject: 'Your Trust Microfinance Bank code to add a payee',
    codeBody: 'Your one-time code is {{code}}.\n\nIt lets you add the payee "{{nickname}}" and nothing else. It expires in 5 minutes and can be used once. If you did not ask for this, do not share this code and contact us: someone may be trying to send your money elsewhere.',
  },
  loanRepayment: {
    codeSubject: 'Your Trust Microfinance Bank code to repay a loan',
    codeBody: 'Your one-time code is {{code}}.\n\nIt authorises a repayment of {{amount}} from your savings to your {{loan}} and nothing else. It expires in 5 minutes and can be used once. If you did not ask for this, do not share this code and contact us.',
  },
  loanReminder: {
    dueSoonSubject: 'Your loan instalment is due soon',
    dueSoonBody: 'Your {{loan}} instalment of {{amount}} is due on {{date}}. It is collected from your savings on that date when your balance covers it.\n\nYou can see your loans in online banking under Loans.',
    missedSubject: 'A loan instalment was missed',
    missedBody: 'Your {{loan}} instalment of {{amount}} due on {{date}} was not paid: your balance did not cover it. A late fee is charged if it stays unpaid after the grace period.\n\nYou can pay it now in online banking under Loans.',
    dueSoonMeetingBody: 'Your {{loan}} instalment of {{amount}} is due at your group\'s meeting on {{date}}. Pay it in cash to your loan officer at the meeting: it is not taken from your savings.\n\nYou can see your loans in online banking under Loans.',
    missedMeetingBody: 'Your {{loan}} instalment of {{amount}} due at your group\'s meeting on {{date}} was not paid. Your group answers for it: pay it at the next meeting, or now in online banking under Loans.',
  },
  standingOrder: {
    skippedSubject: 'A standing order payment was not made',
    skippedBody: 'Your standing order of {{what}} due on {{date}} was not made: {{reason}}\n\nYou can see your standing orders in online banking under Standing Orders.',
    payment: '{{amount}} to {{name}}',
    somePayment: 'a standing order payment',
    codeSubject: 'Your Trust Microfinance Bank code for a standing order',
    codeBody: 'Your one-time code is {{code}}.\n\nIt lets you {{action}} the standing order of {{what}} and nothing else. It expires in 5 minutes and can be used once. If you did not ask for this, do not share this code and contact us: someone may be trying to send your money elsewhere.',
    actionCreate: 'set up',
    actionResume: 'resume',
    createdSubject: 'A standing order was set up on your account',
    createdBody: 'A standing order of {{what}}, {{schedule}} from {{date}}, was set up on your account on {{day}} at {{time}} UTC.\n\nIf this was not you, cancel it in online banking under Standing Orders and contact us at once.',
    scheduleOnce: 'once',
    scheduleWeekly: 'every week',
    scheduleMonthly: 'every month',
  },
};

/** The shape every language fills: the same keys, any words. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ServerMessages = Shape<typeof english>;

const french: ServerMessages = {
  statement: {
    subject: 'Votre relevé Trust Microfinance Bank {{month, de}}',
    pdfBody: 'Bonjour {{holder}},\n\nVotre relevé {{month, de}} est joint au format PDF.',
    csvBody: 'Bonjour {{holder}},\n\nVotre relevé figure ci-dessous au format CSV.',
    otherSubject: 'Un relevé Trust Microfinance Bank de {{month}}',
    otherBody: 'Bonjour,\n\nUn client de Trust Microfinance Bank nous a demandé de vous envoyer son relevé de compte de {{month}}. Il est joint au format {{format}}.\n\nVous n’avez rien à faire. Trust Microfinance Bank ne demande jamais de mot de passe, de code PIN ni de code par e-mail, et cet e-mail ne contient aucun lien.',
    otherHolder: 'Envoyé à la demande du titulaire du compte',
    codeSubject: 'Votre code Trust Microfinance Bank pour envoyer votre relevé par e-mail',
    codeBody: 'Votre code à usage unique est {{code}}.\n\nIl permet d’envoyer votre relevé de {{month}} à {{to}} et rien d’autre. Il expire dans 5 minutes et ne sert qu’une fois. Si vous n’avez rien demandé, ne communiquez pas ce code : quelqu’un est peut-être connecté à votre place ; changez votre mot de passe et contactez-nous.',
    kinds: {
      demo: 'Mouvement sur le compte', deposit: 'Dépôt', withdrawal: 'Retrait', transfer: 'Virement émis', international_transfer: 'Virement international émis',
      bitcoin_transfer: 'Envoi de bitcoins', transfer_received: 'Virement reçu', adjustment: 'Ajustement de solde', interest: 'Intérêts', loan: 'Prêt', other: 'Mouvement sur le compte',
    },
  },
  pdf: {
    title: 'Relevé de compte',
    holderLine: '{{holder}}  |  Compte {{accountNumber}}  |  {{accountType}}',
    period: 'Période : {{period}} (du {{start}} au {{end}})',
    summary: 'Solde d’ouverture {{opening}}   Total des crédits {{credits}}   Total des débits {{debits}}   Solde de clôture {{closing}}',
    none: 'Aucune opération sur cette période',
    page: 'Page {{page}} sur {{pages}}',
    documentTitle: 'Relevé {{period}}',
    savings: 'Épargne',
    columns: { date: 'Date', time: 'Heure', description: 'Libellé', reference: 'Référence', type: 'Sens', amount: 'Montant', balance: 'Solde', channel: 'Canal', status: 'Statut', category: 'Catégorie' },
    credit: 'crédit',
    debit: 'débit',
  },
  csv: {
    title: 'Trust Microfinance Bank - Relevé de compte',
    holder: 'Titulaire du compte',
    accountNumber: 'Numéro de compte',
    period: 'Période',
    opening: 'Solde d’ouverture',
    closing: 'Solde de clôture',
    credits: 'Total des crédits',
    debits: 'Total des débits',
  },
  transferCode: {
    subject: 'Votre code de virement Trust Microfinance Bank',
    code: 'Votre code à usage unique est {{code}}.',
    authorises: 'Il autorise un virement de {{amount}} (frais {{fee}}, total {{total}}) à {{payee}}.',
    bitcoinPayee: 'l’adresse Bitcoin {{address}}',
    accountPayee: '{{name}} (compte {{accountNumber}}, {{bankName}})',
    valued: 'Il est valorisé à {{valuation}}.',
    expires: 'Il expire dans 5 minutes et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de ce virement, ne communiquez pas ce code et contactez-nous.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Trust Microfinance Bank',
    body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe.\n\nOuvrez ce lien dans les {{minutes}} minutes pour choisir un nouveau mot de passe (il ne fonctionne qu’une fois) :\n{{link}}\n\nSi vous n’avez rien demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  signInUnlock: {
    subject: 'La connexion à votre compte Trust Microfinance Bank a été ralentie',
    tried: 'Quelqu’un a essayé plusieurs fois de se connecter à votre compte avec un mauvais mot de passe ou code PIN ; la connexion lui demande donc désormais de patienter.',
    ifYou: 'Si c’était vous, ouvrez ce lien dans les {{minutes}} minutes, puis connectez-vous comme d’habitude ; l’attente ne s’appliquera pas à vous (le lien vaut pour une connexion) :\n{{link}}',
    ifNot: 'Si ce n’était pas vous, votre compte est en sécurité : personne n’y est entré. Vous pouvez choisir un nouveau mot de passe avec « Mot de passe oublié ? ».',
  },
  moneyLock: {
    subject: 'Les mouvements d’argent de votre compte Trust Microfinance Bank sont bloqués',
    body: 'Trop de codes à usage unique erronés ont été saisis pour des virements depuis votre compte : nous avons donc bloqué les mouvements d’argent et vous avons déconnecté partout.\n\nSi c’était vous, reconnectez-vous et ouvrez ce lien dans les {{hours}} heures pour les débloquer (il ne fonctionne qu’une fois) :\n{{link}}\n\nSi ce n’était pas vous, quelqu’un connaît peut-être votre mot de passe et votre code PIN : n’ouvrez pas le lien, changez votre mot de passe et contactez la banque.',
  },
  credentialChange: {
    password: 'mot de passe',
    pin: 'code PIN de transaction',
    codeSubject: 'Votre code Trust Microfinance Bank pour changer votre {{what}}',
    codeBody: 'Votre code à usage unique est {{code}}.\n\nIl vous permet de changer votre {{what}} et rien d’autre. Il expire dans 5 minutes et ne peut servir qu’une fois. Si vous n’avez rien demandé, ne communiquez pas ce code et contactez-nous.',
    doneSubject: 'Votre {{what}} Trust Microfinance Bank a été changé',
    doneBody: 'Votre {{what}} a été changé le {{date}} à {{time}} UTC{{signedOut}}.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez-nous immédiatement.',
    signedOut: ', et tous vos autres appareils ont été déconnectés',
  },
  alerts: {
    subjects: {
      new_device: 'Connexion depuis un nouvel appareil',
      transfer_above: 'Virement important depuis votre compte',
      balance_below: 'Votre solde est bas',
      money_received: 'Argent reçu',
    },
    transferAbove: 'Un virement de {{amount}} à {{name}} a été débité de votre compte (votre alerte : au-delà de {{limit}}).',
    received: 'Vous avez reçu {{amount}} {{name, de}}.',
    depositReached: 'Votre dépôt de {{amount}} a été crédité sur votre compte.',
    balanceBelow: 'Votre solde est désormais de {{balance}}, sous le seuil de votre alerte ({{limit}}).',
    newDevice: 'Quelqu’un s’est connecté à votre compte depuis un nouvel appareil : {{device}}. Si ce n’était pas vous, changez votre mot de passe dès maintenant.',
    body: 'Bonjour {{name}},\n\n{{message}}\n\nVous recevez cet e-mail parce que vous avez choisi cette alerte dans Profil, rubrique Alertes. Vous pouvez y modifier vos alertes à tout moment.',
  },
  adminInvitation: {
    subject: 'Vous êtes invité à administrer Trust Microfinance Bank',
    body: '{{inviter}} vous invite à devenir administrateur de Trust Microfinance Bank.\n\nOuvrez ce lien dans les {{hours}} heures pour choisir votre mot de passe et votre code PIN (il ne fonctionne qu’une fois) :\n{{link}}\n\nSi vous ne vous y attendiez pas, ignorez cet e-mail ; rien ne se passe tant que le lien n’est pas utilisé.',
    approvalSubject: 'Une invitation d’administrateur attend votre approbation',
    approvalBody: '{{inviter}} a invité {{invitee}} <{{email}}> à devenir administrateur de Trust Microfinance Bank, pour cette raison : {{reason}}\n\nCréer un administrateur demande l’approbation d’un deuxième administrateur. Approuvez ou révoquez l’invitation dans Administrateurs, dans l’espace d’administration ; aucun lien n’est envoyé avant son approbation.',
    onlyAdminSubject: 'Le seul administrateur de Trust Microfinance Bank en a invité un autre',
    onlyAdminBody: '{{inviter}}, seul administrateur de la banque, a invité {{invitee}} <{{email}}> à devenir administrateur, pour cette raison : {{reason}}\n\nAucun deuxième administrateur ne pouvait l’approuver : cette adresse en est donc informée. Si ce n’était pas prévu, révoquez l’invitation dans Administrateurs, dans l’espace d’administration, ou retirez le nouvel administrateur, et examinez ses actions dans l’historique d’audit.',
    createdSubject: 'Un nouvel administrateur de Trust Microfinance Bank',
    createdBody: '{{invitee}} <{{email}}> est désormais administrateur de Trust Microfinance Bank, invité par {{inviter}}{{approval}}.\n\nPendant {{days}} jours, il ne peut ni approuver ni refuser les demandes faites par {{inviter}}. Si ce n’était pas prévu, vérifiez-le dans Administrateurs, dans l’espace d’administration.',
    approvedBy: ' et approuvé par {{approver}}',
  },
  payee: {
    codeSubject: 'Votre code Trust Microfinance Bank pour ajouter un bénéficiaire',
    codeBody: 'Votre code à usage unique est {{code}}.\n\nIl vous permet d’ajouter le bénéficiaire « {{nickname}} » et rien d’autre. Il expire dans 5 minutes et ne peut servir qu’une fois. Si vous n’avez rien demandé, ne communiquez pas ce code et contactez-nous : quelqu’un essaie peut-être de détourner votre argent.',
  },
  loanRepayment: {
    codeSubject: 'Votre code Trust Microfinance Bank pour rembourser un prêt',
    codeBody: 'Votre code à usage unique est {{code}}.\n\nIl autorise un remboursement de {{amount}} depuis votre épargne sur votre {{loan}} et rien d’autre. Il expire dans 5 minutes et ne peut servir qu’une fois. Si vous n’avez rien demandé, ne communiquez pas ce code et contactez-nous.',
  },
  loanReminder: {
    dueSoonSubject: 'Votre échéance de prêt approche',
    dueSoonBody: 'Votre échéance de {{amount}} pour votre {{loan}} est due le {{date}}. Elle est prélevée sur votre épargne à cette date si votre solde la couvre.\n\nVous pouvez consulter vos prêts dans la banque en ligne, rubrique Prêts.',
    missedSubject: 'Une échéance de prêt est impayée',
    missedBody: 'Votre échéance de {{amount}} pour votre {{loan}}, due le {{date}}, n’a pas été payée : votre solde ne la couvrait pas. Des frais de retard s’appliquent si elle reste impayée après le délai de tolérance.\n\nVous pouvez la payer dès maintenant dans la banque en ligne, rubrique Prêts.',
    dueSoonMeetingBody: 'Votre échéance de {{amount}} pour votre {{loan}} est due à la réunion de votre groupe le {{date}}. Payez-la en espèces à votre agent de crédit pendant la réunion : elle n’est pas prélevée sur votre épargne.\n\nVous pouvez consulter vos prêts dans la banque en ligne, rubrique Prêts.',
    missedMeetingBody: 'Votre échéance de {{amount}} pour votre {{loan}}, due à la réunion de votre groupe le {{date}}, n’a pas été payée. Votre groupe en répond : payez-la à la prochaine réunion, ou dès maintenant dans la banque en ligne, rubrique Prêts.',
  },
  standingOrder: {
    skippedSubject: 'Un paiement programmé n’a pas été effectué',
    skippedBody: 'Votre virement programmé de {{what}}, prévu le {{date}}, n’a pas été effectué : {{reason}}\n\nVous pouvez consulter vos virements programmés dans la banque en ligne, rubrique Virements programmés.',
    payment: '{{amount}} à {{name}}',
    somePayment: 'un paiement programmé',
    codeSubject: 'Votre code Trust Microfinance Bank pour un virement programmé',
    codeBody: 'Votre code à usage unique est {{code}}.\n\nIl vous permet de {{action}} le virement programmé de {{what}} et rien d’autre. Il expire dans 5 minutes et ne peut servir qu’une fois. Si vous n’avez rien demandé, ne communiquez pas ce code et contactez-nous : quelqu’un essaie peut-être de détourner votre argent.',
    actionCreate: 'mettre en place',
    actionResume: 'reprendre',
    createdSubject: 'Un virement programmé a été mis en place sur votre compte',
    createdBody: 'Un virement programmé de {{what}}, {{schedule}} à partir du {{date}}, a été mis en place sur votre compte le {{day}} à {{time}} UTC.\n\nSi ce n’est pas vous, annulez-le dans la banque en ligne, rubrique Virements programmés, et contactez-nous immédiatement.',
    scheduleOnce: 'une fois',
    scheduleWeekly: 'chaque semaine',
    scheduleMonthly: 'chaque mois',
  },
};

export const serverMessages: Record<Language, ServerMessages> = { en: english, fr: french };

/** One message in a language, its {{placeholders}} filled; a placeholder without a value stays visible rather than vanishing. */
export function say(language: Language, pick: (messages: ServerMessages) => string, values: Record<string, string | number | undefined> = {}): string {
  // {{name, de}}: the value in the form the language needs ("d’Amara", elision.ts).
  return pick(serverMessages[language]).replace(/\{\{(\w+)(?:, (\w+))?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = String(values[name] ?? '');
    const write = format ? valueFormats[format] : undefined;
    return write ? write(value) : value;
  });
}

/** The catalogue of refusals per language (domain/i18n/refusals). */
const refusals: Record<Language, RefusalCatalogue> = { en: englishCatalogue, fr: frenchRefusals };

/** A refusal in the reader's language, from its key and parameters, or from an English text the catalogue knows ("Please enter a valid amount" -> "Veuillez saisir un montant valide"). */
export function sayRefusal(language: Language, words: string | Said): string {
  return sayWith(refusals[language], words);
}

/** What the ledger wrote on a transaction, per language; English has none, its texts are the keys (descriptions-fr.ts). */
const descriptions: Partial<Record<Language, EnglishKeyedCatalogue>> = { fr: frenchDescriptions };

/** A transaction's description, category, status or note as the reader reads it ("Transfer to Ada" -> "Virement à Ada"); names and typed text stay. */
export function sayRowText(language: Language, english: string): string {
  return translateWith(descriptions[language], english);
}
