/** The English of month-end close and of the auditor's read-only back office (issue 28 items 3 and 5); the French is fr/periods.ts. */
export const periods = {
  'periods.entryInClosedPeriod': 'The books for {{period}} are closed: nothing dated {{date}} can be posted. Date the entry in an open month, or ask for the month to be reopened.',
  'periods.invalidPeriod': 'Choose a month as YYYY-MM.',
  'periods.invalidDate': 'Enter the value date as YYYY-MM-DD.',
  'periods.futureDate': 'An entry cannot be dated in the future.',
  'periods.notEnded': 'The month {{period}} has not ended yet: a month can be closed only once it is over.',
  'periods.alreadyClosed': 'The month {{period}} is already closed.',
  'periods.closeInOrder': 'Months close in order: close {{next}} first.',
  'periods.reopenPending': 'A request to reopen {{period}} is waiting for another administrator: decide on it first.',
  'periods.reopenLatestOnly': 'Only the latest closed month, {{period}}, can be reopened.',
  'periods.nothingClosed': 'No month is closed.',
  'periods.requestNotFound': 'This reopening request is no longer waiting for a decision.',
  'periods.auditorReadsOnly': 'An auditor reads the back office and acts on nothing: this needs an administrator.',
  'periods.closedNotice': 'The books are closed through {{period}}.',
  'periods.reopenRequestedNotice': 'Your request to reopen {{period}} is recorded: another administrator must approve it.',
  'periods.reopenedNotice': '{{period}} is open again: entries dated in it are accepted.',
  'periods.declinedNotice': 'The request to reopen {{period}} was withdrawn: the month stays closed.',
} as const;
