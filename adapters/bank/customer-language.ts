/** The language the bank writes to a customer in (e-mails, e-mailed statements): their recorded choice, else the browser they last signed in from, else English (domain/i18n/language.ts). */
import { customerLanguage, type Language } from '../../domain/i18n/language.ts';
import type { BankContext } from './context.ts';

export async function languageOfCustomer(ctx: BankContext, userId: string): Promise<Language> {
  const view = await ctx.live.catchUp();
  const user = view.users.get(userId);
  const latest = view.sessions.get(view.latestSessions.get(userId) ?? '');
  return customerLanguage(user?.preferences ?? {}, latest?.deviceInfo.language);
}
