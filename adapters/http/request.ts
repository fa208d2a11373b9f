/** Reading a request safely: JSON parse and zod validation with clear messages, the bearer token, and the client's address. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { DomainError, said } from '../../domain/errors.ts';
import type { BankContext } from '../bank/context.ts';

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new DomainError('validation', said('session.bodyNotJson'));
  }
  return parseWith(schema, raw);
}

/** A parsed JSON body through a schema: the value, or a validation refusal naming the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  const [field, message] = Object.entries(errors)[0] ?? ['body', 'invalid'];
  throw new DomainError('validation', said('problems.invalidField', { field, message }), errors);
}

export function bearer(c: Context): string | null {
  return bearerOf(c.req.header('authorization'));
}

/** The token of an Authorization header's value: `Bearer <token>`, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The client's address as the first middleware worked it out (TRUSTED_PROXIES, client-address.ts), else the TCP peer. */
export function clientAddressOf(c: Context): string | undefined {
  const known = c.get('clientAddress') as string | undefined;
  if (known !== undefined) return known;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The origin every link the bank e-mails starts with (password reset, money and sign-in unlock):
 * the configured public origin (BANK_PUBLIC_URL, DECISIONS 28), never the request's Host header.
 */
export function publicOriginOf(ctx: Pick<BankContext, 'publicUrl'>): string {
  return new URL(ctx.publicUrl('/')).origin;
}
