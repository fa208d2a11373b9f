/**
 * Who may check whose request (DECISIONS 31, issue 25 item 4): the bank's maker-checker rule for
 * administrators, stated once. Nobody checks their own request; an administrator does not check a
 * request made by the administrator who invited them until 30 days after they became one (so the
 * only administrator cannot invite an address they control and approve their own work as the
 * invitee); and creating an administrator is itself a request another administrator checks once
 * the bank has one to do it. The loan decider and the invitation decider both ask this file.
 */
import { english } from '../errors.ts';

/** Days during which an administrator may not check the requests of the administrator who invited them. */
export const SPONSOR_COOLING_OFF_DAYS = 30;

/** Who invited an administrator, and when they became one (accepted the invitation). */
export interface Sponsor {
  by: string;
  since: string;
}

/** The checker as the rule needs them: their id, and who invited them (null for the first administrator). */
export interface Checker {
  id: string;
  sponsor: Sponsor | null;
}

export const makerCheckerMessages = {
  own: english('links.youMadeRequest'),
  sponsor: `The administrator who made this request invited you less than ${SPONSOR_COOLING_OFF_DAYS} days ago: a different administrator must decide on it.`,
} as const;

/** The rule as a table (docs/security.md repeats it): which pairs of maker and checker are refused. */
export const makerCheckerRules: readonly { refused: string; why: string }[] = [
  { refused: 'the checker is the maker', why: 'one person would be both' },
  { refused: `the maker invited the checker less than ${SPONSOR_COOLING_OFF_DAYS} days before`, why: 'one person could invite an address they control and check their own request as the invitee' },
  { refused: 'an invitation when the bank has two or more administrators, sent without another one\'s approval', why: 'creating an administrator is itself a request to check' },
];

const DAY_MS = 24 * 3_600_000;

/** Why `checker` may not check a request `maker` made, at `at`; null when they may. */
export function checkerRefusal(maker: string, checker: Checker, at: string): string | null {
  if (maker === checker.id) return makerCheckerMessages.own;
  const sponsor = checker.sponsor;
  if (sponsor && sponsor.by === maker && Date.parse(at) - Date.parse(sponsor.since) < SPONSOR_COOLING_OFF_DAYS * DAY_MS) return makerCheckerMessages.sponsor;
  return null;
}

/** Whether a new invitation must wait for another administrator's approval: yes once there is another to give it. */
export const invitationNeedsApproval = (administrators: number): boolean => administrators >= 2;
