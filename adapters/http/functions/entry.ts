/**
 * What a function of the API is, declared once for every transport (issue 27 item 5): who may
 * call it, which rate limits count it, whether it needs an Idempotency-Key, and the use case it
 * runs. pipeline.ts reads these declarations; app.ts (Hono) and money-fast-path.ts (node:http)
 * only carry requests to it.
 */
import type { StaffRole } from '../../../domain/staff/roles.ts';
import type { DeviceInfo } from '../../../domain/session/session.ts';
import type { ClientInfo, Principal } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { ActionOf, AnswerTo, Answers, FunctionName, Parsed } from '../../contract/index.ts';
import type { IdempotentAnswer } from '../../engine/idempotent.ts';
import { clientAddressKey, type RatePolicyName } from '../../security/rate-limits.ts';

/**
 * public: anyone; signed-in: any valid session (the use case decides what it may see); admin:
 * refused before the body is read unless an administrator; staff: refused before the body is read
 * unless the caller's role is among the entry's `staff` roles (domain/staff/roles.ts).
 */
export type Auth = 'public' | 'signed-in' | 'admin' | 'staff';

/**
 * A rate limit a function counts, in the pipeline's order: `client` before sign-in (by the
 * client's address), `customer` after it (by user id; with `actions`, only for those actions,
 * once the body is parsed), `input` after the parse by a key taken from the body (an e-mail).
 */
export type ThrottleRule<N extends FunctionName> =
  | { policy: RatePolicyName; per: 'client' }
  | { policy: RatePolicyName; per: 'customer'; actions?: readonly ActionOf<N>[] }
  | { policy: RatePolicyName; per: 'input'; key: (input: Parsed<N>) => string };

/** What the pipeline knows of the request besides its body; never taken from a header the client could forge. */
export interface RequestMeta {
  requestId: string;
  /** As the server determined it (TRUSTED_PROXIES, client-address.ts); undefined when unknown. */
  clientAddress: string | undefined;
  userAgent: string | undefined;
  /** The Idempotency-Key, checked and lower-cased, for an idempotent function; '' otherwise. */
  idempotencyKey: string;
}

/** Every answer a function may give: the contract's answer, or one of its actions' answers. */
export type AnswerOf<N extends FunctionName> = [ActionOf<N>] extends [never] ? Answers[N] : Answers[N][keyof Answers[N]];

type Run<N extends FunctionName, Caller, Result> = (ctx: BankContext, caller: Caller, input: Parsed<N>, meta: RequestMeta) => Promise<Result>;

/** A function that moves money answers its recorded outcome (a replay says so); any other answers its value as JSON 200. */
type Runs<N extends FunctionName, Caller> =
  | { idempotent: false; run: Run<N, Caller, AnswerOf<N>> }
  | { idempotent: true; run: Run<N, Caller, IdempotentAnswer> };

/**
 * Which of an 'admin' function's actions only read (issue 28 item 5): the auditor is admitted to
 * those and refused (403) every other action, checked on the body's action before the parse and
 * again on the parsed one. 'all': the function only reads (one without actions must say 'all').
 * Absent: administrators only. A read answers no secret (PINs, full card numbers, hashes, codes).
 */
export type Reads<N extends FunctionName> = 'all' | readonly ActionOf<N>[];

interface Declared<N extends FunctionName> {
  throttle?: readonly ThrottleRule<N>[];
  /** For auth 'admin': the actions an auditor may call too (pipeline.ts); docs/security.md lists them. */
  reads?: Reads<N>;
  /** 'ignored': the function takes no input and never reads its body (it answers whatever was sent). */
  input?: 'ignored';
  /** This function's own request-size limit in bytes, above app.ts's 64 KB (the KYC upload); still one entry of the table. */
  bodyLimit?: number;
  /** Mounted only where this holds (the demo seed: demo instances and tests). */
  available?: (ctx: BankContext) => boolean;
  /**
   * 'on-view': the sign-in is checked on the live view without a read of the log when this server
   * knows the view is current (authenticate's onView, write-fence.ts), and the function's command
   * commits only fenced at that view; when another server has written since, the pipeline runs
   * the request again from its sign-in after a read. Only for a function whose every write is one
   * command given the caller's viewAt (transfer-confirm).
   */
  signIn?: 'on-view';
}

export type FunctionEntry<N extends FunctionName> = Declared<N> & (
  | ({ auth: 'public' } & Runs<N, null>)
  | ({ auth: 'signed-in' | 'admin' } & Runs<N, Principal>)
  | ({ auth: 'staff'; staff: readonly StaffRole[] } & Runs<N, Principal>)
);

/** A slice of the table: one area's functions, by name. */
export type FunctionTable = { [N in FunctionName]?: FunctionEntry<N> };

/** The contract's answer to one action, checked by the compiler: `reply<'admin-users', 'list'>(rows)`. */
export function reply<N extends FunctionName, A extends ActionOf<N> = never>(value: AnswerTo<N, A>): AnswerOf<N> {
  return value as AnswerOf<N>;
}

/** Who is calling, for sign-in and sign-up: address, browser and our request id. */
export function clientInfoOf(meta: RequestMeta, deviceInfo?: DeviceInfo): ClientInfo {
  const userAgent = meta.userAgent?.slice(0, 500);
  return { ip: meta.clientAddress ?? 'unknown', deviceInfo: { ...(userAgent ? { userAgent } : {}), ...(deviceInfo ?? {}) }, requestId: meta.requestId };
}

/** The client's rate-limit key: its address (IPv6 by /64), or 'unknown'. */
export function clientKeyOf(meta: Pick<RequestMeta, 'clientAddress'>): string {
  return meta.clientAddress === undefined ? 'unknown' : clientAddressKey(meta.clientAddress);
}
