/** Which mailer serves a bank context: the one the server composed, else a development mailbox (until the money branch's mailer is merged into the context). */
import type { BankContext } from '../bank/context.ts';
import { DevMailbox } from './dev-mailbox.ts';
import type { Mailer } from './types.ts';

const mailers = new WeakMap<BankContext, Mailer>();

export function attachMailer(ctx: BankContext, mailer: Mailer): void {
  mailers.set(ctx, mailer);
}

export function mailerFor(ctx: BankContext): Mailer {
  let mailer = mailers.get(ctx);
  if (!mailer) {
    mailer = new DevMailbox();
    mailers.set(ctx, mailer);
  }
  return mailer;
}
