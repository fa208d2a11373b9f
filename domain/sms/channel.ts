/**
 * Whether the bank can e-mail a member or must text them (issue 29 item 5: loan reminders go by SMS
 * to a member with no e-mail address, such as one registered in the field without one).
 */

/** A usable address: something@domain.tld, no spaces. A blank or placeholder ("none", "-") is none. */
export function hasEmailAddress(email: string | null | undefined): boolean {
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
