/**
 * The one way a function of the table is run, whatever carried the request (issue 27 item 5):
 * the forbidden-character check, the per-client limits, sign-in (and the administrator check),
 * the per-customer limits, the Idempotency-Key, the contract's schema, the limits keyed by the
 * body, the use case, and its answer rendered (render.ts). Hono (mount.ts) and the node:http fast
 * path (money-fast-path.ts) only read the request into a FunctionRequest and write the Rendered
 * back, so the two answer alike by construction.
 */
import { DomainError, said } from '../../../domain/errors.ts';
import { requireAdmin } from '../../bank/admin-service.ts';
import { requireStaffRole, type StaffRole } from '../../../domain/staff/roles.ts';
import { authenticate, type Principal } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { requests, type FunctionName } from '../../contract/index.ts';
import { requireIdempotencyKey, type IdempotentAnswer } from '../../engine/idempotent.ts';
import { StaleSignInError } from '../../engine/unit-of-work.ts';
import { CLIENT_CLOSED_REQUEST } from '../client-abort.ts';
import { problem } from '../problem.ts';
import { throttle } from '../rate-limit.ts';
import { LANGUAGE_HEADER } from '../reader-language.ts';
import { bearerOf, parseWith } from '../request.ts';
import { forbiddenCharactersMessage, hasForbiddenCharacters, hasForbiddenQuery } from '../text-safety.ts';
import { clientKeyOf, type Auth, type RequestMeta } from './entry.ts';
import { inReaderLanguage, renderError, renderJson, renderOutcome, renderProblem, type Rendered } from './render.ts';
import { functionTable } from './table.ts';

/** A request as the pipeline needs it; the transport fills it in. */
export interface FunctionRequest {
  method: string;
  path: string;
  /** The query string ('' or '?a=b'): only checked for forbidden characters. */
  query: string;
  /** One header by name, repeated ones joined with ", " (as a web Request shows them). */
  header: (name: string) => string | undefined;
  body: Uint8Array;
  /** The client as the server determined it (the TCP peer, or a trusted proxy's X-Forwarded-For). */
  clientAddress: string | undefined;
  requestId: string;
  /** True when the client hung up: a failure then is its doing, answered 499 and not logged. */
  clientClosed: () => boolean;
}

/** The table's entry with its types erased: the table itself is checked against the contract, name by name. */
interface Entry {
  auth: Auth;
  /** For auth 'admin': the actions an auditor may call ('all', or a list); none when absent. */
  reads?: 'all' | readonly string[];
  /** For auth 'staff': the roles that may call it. */
  staff?: readonly StaffRole[];
  throttle?: readonly ({ policy: Parameters<typeof throttle>[1] } & ({ per: 'client' } | { per: 'customer'; actions?: readonly string[] } | { per: 'input'; key: (input: never) => string }))[];
  idempotent: boolean;
  input?: 'ignored';
  run: (ctx: BankContext, caller: Principal | null, input: never, meta: RequestMeta) => Promise<unknown>;
  signIn?: 'on-view';
}

const notJson: unique symbol = Symbol('not JSON');

/** The body's text as a web Request's text() decodes it (UTF-8, a leading BOM dropped), then JSON (a second BOM dropped, as Hono's cached body does). */
function jsonOf(body: Uint8Array): { text: string; json: unknown } {
  const text = new TextDecoder().decode(body);
  try {
    return { text, json: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return { text, json: notJson };
  }
}

function entryOf(name: FunctionName): Entry {
  return functionTable[name] as unknown as Entry;
}

/** Runs the named function for the request and renders its answer; never throws. */
export async function runFunction(ctx: BankContext, name: FunctionName, request: FunctionRequest): Promise<Rendered> {
  let rendered: Rendered;
  try {
    rendered = await answer(ctx, name, request);
  } catch (error) {
    if (request.clientClosed()) return { status: CLIENT_CLOSED_REQUEST, body: '', headers: {} };
    rendered = renderError(error, request);
  }
  return inReaderLanguage(ctx, rendered, bearerOf(request.header('authorization')), request.header(LANGUAGE_HEADER));
}

/**
 * The steps in their order; each refuses by throwing, and the first refusal is the answer. A row
 * that signs in on the view (entry.ts signIn) is run again from the start, after a read of the
 * log, when another server wrote past that view before its command could commit (nothing was written).
 */
async function answer(ctx: BankContext, name: FunctionName, request: FunctionRequest, onView = entryOf(name).signIn === 'on-view'): Promise<Rendered> {
  try {
    return await steps(ctx, name, request, onView);
  } catch (error) {
    if (onView && error instanceof StaleSignInError) return answer(ctx, name, request, false);
    throw error;
  }
}

async function steps(ctx: BankContext, name: FunctionName, request: FunctionRequest, onView: boolean): Promise<Rendered> {
  const entry = entryOf(name);
  const { text, json } = jsonOf(request.body);
  if (hasForbiddenQuery(request.query) || hasForbiddenCharacters(json === notJson ? text : json)) return renderProblem(problem('validation', forbiddenCharactersMessage));
  const meta: RequestMeta = { requestId: request.requestId, clientAddress: request.clientAddress, userAgent: request.header('user-agent'), idempotencyKey: '' };
  const caller = await admit(ctx, entry, meta, request.header('authorization'), onView);
  if (caller?.user.role === 'auditor' && customerMoneyFunctions.has(name)) throw new DomainError('forbidden', said('periods.auditorReadsOnly'));
  // An auditor's write is refused before its body is parsed, and the parsed action checked again (issue 28 item 5).
  if (caller) requireAuditorRead(entry, caller, json === notJson ? undefined : json);
  if (entry.idempotent) meta.idempotencyKey = requireIdempotencyKey(request.header('idempotency-key'));
  const input = entry.input === 'ignored' ? {} : parsed(name, json);
  if (caller) requireAuditorRead(entry, caller, input);
  await throttleByBody(ctx, entry, caller, input);
  const result = await entry.run(ctx, caller, input as never, meta);
  return entry.idempotent ? renderOutcome(result as IdempotentAnswer) : renderJson(result);
}

/** Before the body is read: the per-client limits, sign-in and the administrator check, the per-customer limits. Null for a public function. */
async function admit(ctx: BankContext, entry: Entry, meta: RequestMeta, authorization: string | undefined, onView: boolean): Promise<Principal | null> {
  const rules = entry.throttle ?? [];
  for (const rule of rules) if (rule.per === 'client') await throttle(ctx, rule.policy, clientKeyOf(meta));
  if (entry.auth === 'public') return null;
  const caller = await authenticate(ctx, bearerOf(authorization), onView);
  if (entry.auth === 'admin' && !(caller.user.role === 'auditor' && entry.reads)) requireAdmin(caller);
  if (entry.auth === 'staff') requireStaffRole(caller.user.role, entry.staff ?? []);
  for (const rule of rules) if (rule.per === 'customer' && !rule.actions) await throttle(ctx, rule.policy, caller.user.id);
  return caller;
}

/**
 * What a customer does with money (a transfer, a deposit, a loan, a payee, a standing order): an
 * auditor acts on nothing, not even with an account of their own (issue 28 item 5), so these are
 * refused to them 403 before the body is read. Their session, language and notices stay theirs.
 */
export const customerMoneyFunctions: ReadonlySet<FunctionName> = new Set<FunctionName>(['transfer-start', 'transfer-pin', 'transfer-confirm', 'deposit-create', 'loan-apply', 'loan-repay-start', 'loan-repay-confirm', 'payees', 'standing-orders']);

/** An auditor calls an 'admin' function only for an action it declares a read: any other is refused 403. */
export function auditorMayCall(entry: Pick<Entry, 'auth' | 'reads'>, body: unknown): boolean {
  if (entry.auth !== 'admin' || !entry.reads) return false;
  if (entry.reads === 'all') return true;
  const action = body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
  return typeof action === 'string' && entry.reads.includes(action);
}

function requireAuditorRead(entry: Entry, caller: Principal, body: unknown): void {
  if (entry.auth === 'admin' && caller.user.role === 'auditor' && !auditorMayCall(entry, body)) throw new DomainError('forbidden', said('periods.auditorReadsOnly'));
}

/** After the parse: the per-customer limits of the body's action, and the limits keyed by the body (an e-mail). */
async function throttleByBody(ctx: BankContext, entry: Entry, caller: Principal | null, input: unknown): Promise<void> {
  const action = (input as { action?: unknown }).action as string;
  for (const rule of entry.throttle ?? []) {
    if (rule.per === 'customer' && caller && rule.actions?.includes(action)) await throttle(ctx, rule.policy, caller.user.id);
    if (rule.per === 'input') await throttle(ctx, rule.policy, rule.key(input as never));
  }
}

/** The body through the contract's schema: the value, or a validation refusal naming the first bad field. */
function parsed(name: FunctionName, json: unknown): unknown {
  if (json === notJson) throw new DomainError('validation', said('session.bodyNotJson'));
  return parseWith(requests[name], json);
}
