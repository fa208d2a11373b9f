/**
 * Where a USD transfer goes, as one key: the account at its bank, by kind. Two transfers to the
 * same account at the same bank go to one destination whatever the name typed, so a customer's
 * first payment to it is remembered once (user/state.ts) and its cooling-off counts from then.
 */
export type DestinationKind = 'local' | 'international';

export const destinationKey = (kind: DestinationKind, accountNumber: string, bankName: string): string =>
  `${kind}|${bankName.trim().toLowerCase()}|${accountNumber.replace(/\s+/g, '').toUpperCase()}`;
