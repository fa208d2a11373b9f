/** The English of the collection sheet (issue 29 item 4); the French is fr/collection.ts. */
export const collection = {
  'collection.amount': 'Amounts are whole cents, zero or more.',
  'collection.notAMember': 'This customer is not a member of the group.',
  'collection.notAMeeting': '{{date}} is not a meeting day of this group (or is still ahead).',
  'collection.noLoan': 'This member has no loan on this line: record the cash as a savings deposit.',
  'collection.paidMoreThanDue': 'The payment is more than the {{usd}} due: the rest goes to savings only when the member agrees.',
  'collection.noSuchLine': 'No such line waits for review.',
  'collection.alreadyResolved': 'This line was already resolved.',
} as const;
