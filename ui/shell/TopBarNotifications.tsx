/**
 * The slot in the signed-in top bar where the notifications dropdown goes (part 1 section 2).
 * The customer-records work fills it; until then it renders nothing, so the shell's layout does not change when it lands.
 */
import type { BankUser } from '../../adapters/client/bank-api.ts';

export function TopBarNotifications(_props: { user: BankUser }) {
  return null;
}
