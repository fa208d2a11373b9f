/** The language the bank writes to a customer in (e-mails, e-mailed statements): their recorded choice, else the browser they last signed in from, else English (domain/i18n/language.ts). */
import { customerLanguage, type Language } from '../../domain/i18n/language.ts';
import type { BankContext } from './context.ts';

export async function languageOfCustomer(ctx: BankContext, userId: string): Promise<Language> {
  const view = await ctx.live.catchUp();
  const user = view.users.get(userId);
  let latest: { at: string; language: string | undefined } | null = null;
  for (const session of view.sessions.values()) {
    if (session.userId === userId && (!latest || session.createdAt > latest.at)) latest = { at: session.createdAt, language: session.deviceInfo.language };
  }
  return customerLanguage(user?.preferences ?? {}, latest?.language);
}
