/** The French of joint-liability group loans (en/group-loans.ts): every key, the same {{placeholders}}. */
import type { groupLoans as english } from '../en/group-loans.ts';

export const groupLoans = {
  'groupLoans.productNotMeetingFrequency': 'Choisissez un produit de prêt remboursé au rythme des réunions du groupe.',
  'groupLoans.noMembers': 'Indiquez un montant pour au moins un membre du groupe.',
  'groupLoans.memberTwice': 'Chaque membre figure une seule fois dans une demande de prêt de groupe.',
  'groupLoans.memberHasGroupLoan': '{{name}} a déjà un prêt de groupe en cours.',
  'groupLoans.memberAmountInvalid': 'Le montant pour {{name}} n’est pas dans les limites du produit de prêt.',
  'groupLoans.noSuchApplication': 'Cette demande de prêt de groupe n’existe pas.',
  'groupLoans.onlyManagerDecides': 'Seul le responsable de l’agence du groupe ou un administrateur peut décider d’un prêt de groupe ou le décaisser.',
  'groupLoans.alreadyDecided': 'Une décision a déjà été prise sur cette demande de prêt de groupe.',
  'groupLoans.youProposed': 'Vous avez proposé ce prêt de groupe : un autre membre du personnel doit en décider.',
  'groupLoans.noMeetingDays': 'Le centre du groupe n’a pas de calendrier de réunions pour fixer les échéances.',
  'groupLoans.notAGroupLoan': 'Ce prêt ne fait pas partie d’un prêt de groupe.',
  'groupLoans.disbursedWithGroup': 'Ce prêt fait partie d’un prêt de groupe : il est décaissé avec son groupe.',
  'groupLoans.notInAGroup': 'Vous n’êtes pas dans un groupe ayant un prêt de groupe.',
  'groupLoans.notDisbursed': 'Ce prêt de groupe n’a pas été décaissé.',
} satisfies Record<keyof typeof english, string>;
