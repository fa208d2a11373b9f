/**
 * Every refusal in the reader's language (issue 18): after a route answers with problem details,
 * their `title`, `detail` and field `errors` are worded again from their keys (sayRefusal). The reader's
 * language is the signed-in user's recorded preference, else the language the client says it
 * shows (the X-Language header, set from i18next's current language), else English; the
 * browser's Accept-Language is never guessed from. English answers pass untouched.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { LANGUAGE_PREFERENCE, languageOf, type Language } from '../../domain/i18n/language.ts';
import { sayRefusal } from '../../domain/i18n/server-messages.ts';
import type { Said } from '../../domain/i18n/refusals/words.ts';
import type { BankContext } from '../bank/context.ts';
import type { AppEnv } from './env.ts';
import { bearer } from './request.ts';

/** The request header in which the browser names the language it shows ("fr"). */
export const LANGUAGE_HEADER = 'x-language';

/** The signed-in user's recorded choice, else the client's word, else English. */
export async function readerLanguage(ctx: BankContext, c: Context): Promise<Language> {
  return readerLanguageOf(ctx, bearer(c), c.req.header(LANGUAGE_HEADER));
}

/** readerLanguage from the bearer token and the X-Language header as they came (the function pipeline has no Hono context). */
export async function readerLanguageOf(ctx: BankContext, token: string | undefined | null, said: string | undefined): Promise<Language> {
  const claims = token ? await ctx.tokens.verify(token).catch(() => null) : null;
  if (claims) {
    const chosen = (await ctx.live.catchUp()).users.get(claims.sub)?.preferences[LANGUAGE_PREFERENCE];
    if (typeof chosen === 'string') return languageOf(chosen);
  }
  return languageOf(said);
}

type ProblemBody = Record<string, unknown> & { title?: unknown; detail?: unknown; errors?: unknown; key?: unknown; params?: unknown; errorKeys?: unknown };

const isSaid = (value: unknown): value is Said => typeof value === 'object' && value !== null && typeof (value as Said).key === 'string';

/** The answer in the reader's language: a keyed text from its key and parameters, any other text the catalogue knows by its words. */
export function translated(language: Language, body: ProblemBody): ProblemBody {
  const say = (text: unknown, said?: unknown) => (isSaid(said) ? sayRefusal(language, said) : typeof text === 'string' ? sayRefusal(language, text) : text);
  const errorKeys = (typeof body.errorKeys === 'object' && body.errorKeys !== null ? body.errorKeys : {}) as Record<string, unknown>;
  const errors = typeof body.errors === 'object' && body.errors !== null
    ? Object.fromEntries(Object.entries(body.errors as Record<string, unknown>).map(([field, text]) => [field, say(text, errorKeys[field])]))
    : body.errors;
  const detail = typeof body.key === 'string' ? { key: body.key, params: body.params } : undefined;
  return { ...body, title: say(body.title), detail: say(body.detail, detail), ...(errors === undefined ? {} : { errors }) };
}

export function speakReaderLanguage(ctx: BankContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get('inReaderLanguage') || !c.res.headers.get('content-type')?.startsWith('application/problem+json')) return;
    const language = await readerLanguage(ctx, c).catch((): Language => 'en');
    if (language === 'en') return;
    const body = (await c.res.clone().json().catch(() => null)) as ProblemBody | null;
    if (!body || typeof body !== 'object') return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.set('content-language', language);
    const status = c.res.status;
    c.res = undefined;
    c.res = new Response(JSON.stringify(translated(language, body)), { status, headers });
  };
}
