/** The English of joint-liability group loans (issue 29 item 3); the French is fr/group-loans.ts. */
export const groupLoans = {
  'groupLoans.productNotMeetingFrequency': 'Choose a loan product that is repaid as often as the group meets.',
  'groupLoans.noMembers': 'Give an amount for at least one member of the group.',
  'groupLoans.memberTwice': 'Each member appears once in a group loan application.',
  'groupLoans.memberHasGroupLoan': '{{name}} already has a group loan in progress.',
  'groupLoans.memberAmountInvalid': 'The amount for {{name}} is not within what the loan product allows.',
  'groupLoans.noSuchApplication': 'No such group loan application.',
  'groupLoans.onlyManagerDecides': 'Only the manager of the group’s branch or an administrator can decide on or disburse a group loan.',
  'groupLoans.alreadyDecided': 'This group loan application was already decided.',
  'groupLoans.youProposed': 'You proposed this group loan: a different member of staff must decide on it.',
  'groupLoans.noMeetingDays': 'The group’s center has no meeting schedule to set the instalments on.',
  'groupLoans.notAGroupLoan': 'This loan is not part of a group loan.',
  'groupLoans.disbursedWithGroup': 'This loan is part of a group loan: it is disbursed with its group.',
  'groupLoans.notInAGroup': 'You are not in a group with a group loan.',
  'groupLoans.notDisbursed': 'This group loan has not been disbursed.',
} as const;
