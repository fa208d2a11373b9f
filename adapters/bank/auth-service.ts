/**
 * Signing up, signing in, refreshing and ending sessions: the edge computes hashes, ids
 * and time, the domain decides, and every outcome is appended to the log.
 */
import { credentialsStream, decideLogin, evolveCredentials, initialCredentialsState, loginRefusedMessage, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { decideUnlockUse, type SignInUnlockEvent } from '../../domain/credentials/sign-in-unlock.ts';
import { accountNumberIn, isEmail, signsInByAccountNumber } from '../../domain/credentials/login-form.ts';
import { DomainError, english, refuse, said } from '../../domain/errors.ts';
import { evolveMembership, initialMembershipState, membershipStream, type MembershipEvent } from '../../domain/membership/membership.ts';
import { decideRefresh, evolveSession, sessionDecider, initialSessionState, isSessionLive, sessionExpiry, sessionStream, type DeviceInfo, type Session, type SessionEvent } from '../../domain/session/session.ts';
import { accountNumberStream, claimOwner, emailStream, type ClaimEvent } from '../../domain/user/claims.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { decideRegistration } from '../../domain/user/registration.ts';
import { foldUser, type User } from '../../domain/user/state.ts';
import type { SignupForm } from '../../domain/user/signup-form.ts';
import { randomToken, sha256Hex, verifyDecoy } from '../security/hashing.ts';
import { commonPasswordCheck } from '../security/password-check.ts';
import { rateLimitsFor } from '../security/rate-limits.ts';
import { admitSignIn, recordSignInFailure, recordSignInSuccess, releaseSignIn, signInKeys, SignInThrottledError } from '../security/sign-in-throttle.ts';
import { VersionConflictError } from '../store/types.ts';
import type { BankContext } from './context.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { handle } from '../engine/handle.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { isCachedStore, readAsOfFollower } from '../engine/stream-cache.ts';
import { offerUnlock, usableUnlockFor } from './sign-in-unlock-service.ts';
import { Reads, RetriesExhaustedError, runCommand, type Decision, type Exclusive } from '../engine/unit-of-work.ts';

export interface ClientInfo {
  ip: string;
  deviceInfo: DeviceInfo;
  requestId: string;
}

export interface IssuedSession {
  user: User;
  session: { access_token: string; refresh_token: string; token_type: 'bearer'; expires_in: number; expires_at: number };
}

/** The signed-in caller, resolved from a live session on every request. */
export interface Principal {
  user: User;
  session: Session;
  /**
   * Set when the sign-in was checked on the live view without catching it up (authenticate's
   * onView): that view's position. A command run for this caller commits only fenced there
   * (unit-of-work.ts runCommand); when it cannot, it throws StaleSignInError and the function
   * table's pipeline checks the sign-in again after a read of the log.
   */
  viewAt?: number;
}

export async function loadUser(reads: Reads, userId: string): Promise<User> {
  const state = foldUser((await reads.load<UserEvent>(userStream(userId))).events);
  if (!state.exists) throw new DomainError('not_found', said('session.userNotFound'));
  return state;
}

export async function signup(ctx: BankContext, form: SignupForm, client: ClientInfo, language?: Language): Promise<IssuedSession> {
  const view = await ctx.live.catchUp();
  const passwordRule = { complexity: view.settings.settings.security.passwordComplexity, common: (await commonPasswordCheck())(form.password, [form.firstName, form.lastName, form.email]) };
  const at = ctx.clock.now().toISOString();
  const [passwordHash, pinHash] = await Promise.all([ctx.hasher.hashPassword(form.password), ctx.hasher.hashPin(form.pin)]);
  const userId = ctx.ids.uuid();
  const accountNumber = ctx.ids.digits(10);
  const card = { cardId: ctx.ids.uuid(), last4: ctx.ids.digits(4), expiry: cardExpiry(ctx.clock.now()) };
  await runCommand(ctx.store, { actor: userId, at, requestId: client.requestId }, async (reads) => {
    const membership = (await reads.load<MembershipEvent>(membershipStream(form.membershipNumber))).events.reduce(evolveMembership, initialMembershipState);
    const emailOwner = claimOwner((await reads.load<ClaimEvent>(emailStream(form.email))).events);
    const accountNumberOwner = claimOwner((await reads.load<ClaimEvent>(accountNumberStream(accountNumber))).events);
    await reads.load(userStream(userId));
    await reads.load(credentialsStream(userId));
    const streams = decideRegistration({ type: 'RegisterCustomer', form, userId, accountNumber, card, passwordHash, pinHash, passwordRule, language, at }, { membership, emailOwner, accountNumberOwner });
    return { appends: streams, result: undefined };
  });
  return startSession(ctx, userId, false, client);
}

/** Cards expire four years after issue, at the end of the month (MM/YY). */
function cardExpiry(now: Date): string {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 4) % 100).padStart(2, '0')}`;
}

export interface LoginRequest {
  email: string;
  password: string;
  pin: string;
  remember: boolean;
  /** The token of an e-mailed unlock link: lets its owner past the per-account sign-in delay. */
  unlockToken?: string | undefined;
}

/** What sign-in needs from the HTTP edge: the client's throttle key (its socket address) and the origin for links. */
export interface SignInEdge {
  clientKey: string;
  origin: string;
}

export const signInBusyMessage = english('session.signInBusy');

/**
 * Signs in (DECISIONS 12 and 26): the throttle's points taken first (issue 25 item 3), then
 * the slow hash checks outside any retried decision, then the verdict recorded on the
 * credentials stream. A known and an unknown e-mail get the same status, body and headers,
 * after the same hashing work.
 */
export async function login(ctx: BankContext, request: LoginRequest, client: ClientInfo, edge: SignInEdge): Promise<IssuedSession> {
  const view = await ctx.live.catchUp();
  const maxAttempts = view.settings.settings.security.maxLoginAttempts;
  const limits = rateLimitsFor(ctx);
  const userId = await userIdForSignInName(ctx, request.email);
  const unlock = await usableUnlockFor(ctx, request.unlockToken, userId);
  const admission = await admitSignIn(limits, signInKeys(edge.clientKey, request.email), { skipAccountDelay: unlock !== null, maxAttempts }).catch((error: unknown) => {
    if (error instanceof SignInThrottledError && userId) mailUnlock(ctx, userId, request.email, edge.origin, client.requestId);
    throw error;
  });
  const verified = await verifyCredentials(ctx, userId, request).catch(async (error: unknown) => {
    await releaseSignIn(limits, admission);
    throw error;
  });
  const sessionId = ctx.ids.uuid();
  if (!verified) {
    const delay = await recordSignInFailure(limits, admission, maxAttempts);
    if (delay > 0 && userId) mailUnlock(ctx, userId, request.email, edge.origin, client.requestId);
    if (userId) await recordVerdict(ctx, userId, { verified, sessionId, ip: client.ip }, unlock, client.requestId);
    return refuse('unauthorized', loginRefusedMessage);
  }
  await recordVerdict(ctx, userId!, { verified, sessionId, ip: client.ip }, unlock, client.requestId).catch(async (error: unknown) => {
    await releaseSignIn(limits, admission);
    throw error;
  });
  await recordSignInSuccess(limits, admission);
  const issued = await startSession(ctx, userId!, request.remember, client, sessionId);
  return issued;
}

/** Sends the owner an unlock link in the background: the answer must not wait for, or reveal, the mail. */
function mailUnlock(ctx: BankContext, userId: string, email: string, origin: string, requestId: string): void {
  // An account number is no address: a customer with no e-mail gets no unlock link (docs/field.md).
  if (!isEmail(email)) return;
  offerUnlock(ctx, userId, email, origin, requestId).catch((error: unknown) => console.error(`[${requestId}] unlock e-mail not sent:`, error instanceof Error ? error.name : 'error'));
}

/**
 * Records the verdict (and uses up an unlock link that let a success through). The hashes
 * were checked before, so a retry after a version conflict is cheap; concurrent sign-ins of
 * one customer queue on that customer's lock in this process instead of conflicting.
 */
async function recordVerdict(ctx: BankContext, userId: string, verdict: { verified: boolean; sessionId: string; ip: string }, unlock: string | null, requestId: string): Promise<void> {
  const at = ctx.clock.now().toISOString();
  const exclusive: Exclusive = (step) => ctx.engine.moneyLock.run(userId, step);
  try {
    await runCommand(ctx.store, { actor: userId, at, requestId }, async (reads) => {
      const loaded = await reads.load<CredentialsEvent>(credentialsStream(userId));
      const credentials = loaded.events.reduce(evolveCredentials, initialCredentialsState);
      const events = decideLogin({ ...verdict, at: ctx.clock.now().toISOString() }, credentials);
      const appends: Decision<undefined>['appends'] = [{ streamId: loaded.streamId, events }];
      if (unlock && verdict.verified) {
        const link = await reads.load<SignInUnlockEvent>(unlock);
        appends.push({ streamId: unlock, events: decideUnlockUse({ sessionId: verdict.sessionId, at }, link.events) });
      }
      return { appends, result: undefined };
    }, exclusive);
  } catch (error) {
    if (error instanceof VersionConflictError || error instanceof RetriesExhaustedError) refuse('conflict', signInBusyMessage);
    throw error;
  }
}

async function userIdForEmail(ctx: BankContext, email: string): Promise<string | null> {
  const recorded = await ctx.store.readStream(emailStream(email));
  return claimOwner(recorded.map(decodeEvent) as ClaimEvent[]);
}

/** The account signing in: by e-mail, or by account number for a customer with no e-mail address (login-form.ts). */
async function userIdForSignInName(ctx: BankContext, name: string): Promise<string | null> {
  const accountNumber = accountNumberIn(name);
  if (accountNumber === null) return userIdForEmail(ctx, name);
  const owner = claimOwner((await ctx.store.readStream(accountNumberStream(accountNumber))).map(decodeEvent) as ClaimEvent[]);
  const user = owner === null ? undefined : (await ctx.live.catchUp()).users.get(owner);
  return user && signsInByAccountNumber(user) ? owner : null;
}

/** Password and PIN against the stored hashes, or against decoys when there is no account, in the same time. */
async function verifyCredentials(ctx: BankContext, userId: string | null, request: LoginRequest): Promise<boolean> {
  const credentials = userId ? (await ctx.store.readStream(credentialsStream(userId))).map(decodeEvent) as CredentialsEvent[] : [];
  const { passwordHash, pinHash } = credentials.reduce(evolveCredentials, initialCredentialsState);
  if (!passwordHash || !pinHash) {
    await Promise.all([verifyDecoy(request.password), verifyDecoy(request.pin)]);
    return false;
  }
  const [password, pin] = await Promise.all([ctx.hasher.verifyPassword(passwordHash, request.password), ctx.hasher.verifyPin(pinHash, request.pin)]);
  return password && pin;
}

/** Opens a session: a SessionStarted event holding only the refresh token's hash. */
export async function startSession(ctx: BankContext, userId: string, remember: boolean, client: ClientInfo, sessionId = ctx.ids.uuid()): Promise<IssuedSession> {
  const refreshToken = `${sessionId}.${randomToken()}`;
  const at = ctx.clock.now().toISOString();
  const user = await runCommand(ctx.store, { actor: userId, at, requestId: client.requestId }, async (reads) => {
    const loaded = await loadUser(reads, userId);
    await reads.load(sessionStream(sessionId));
    const started: SessionEvent = {
      type: 'SessionStarted',
      data: { sessionId, userId, refreshHash: sha256Hex(refreshToken), remember, deviceInfo: client.deviceInfo, ip: client.ip, expiresAt: sessionExpiry(at, remember), at },
    };
    return { appends: [{ streamId: sessionStream(sessionId), events: [started] }], result: loaded };
  });
  return issue(ctx, user, sessionId, refreshToken);
}

async function issue(ctx: BankContext, user: User, sessionId: string, refreshToken: string): Promise<IssuedSession> {
  const { token, expiresAt } = await ctx.tokens.issue({ userId: user.id, sessionId, email: user.email, appRole: user.role }, ctx.clock.now().getTime());
  const expiresIn = expiresAt - Math.floor(ctx.clock.now().getTime() / 1000);
  return { user, session: { access_token: token, refresh_token: refreshToken, token_type: 'bearer', expires_in: expiresIn, expires_at: expiresAt } };
}

/** Rotates a refresh token. Reuse of a rotated one revokes the session, then refuses. */
export async function refresh(ctx: BankContext, refreshToken: string, requestId: string): Promise<IssuedSession> {
  const sessionId = refreshToken.split('.')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(sessionId)) return refuse('unauthorized', said('session.invalidRefreshToken'));
  const view = await ctx.live.catchUp();
  const nextToken = `${sessionId}.${randomToken()}`;
  const at = ctx.clock.now().toISOString();
  const outcome = await runCommand(ctx.store, { actor: 'system', at, requestId }, async (reads) => {
    const loaded = await reads.load<SessionEvent>(sessionStream(sessionId));
    const state = loaded.events.reduce(evolveSession, initialSessionState);
    const command = { presentedHash: sha256Hex(refreshToken), nextHash: sha256Hex(nextToken), idleTimeoutMinutes: view.settings.settings.security.sessionTimeout, at };
    const events = decideRefresh(command, state);
    return { appends: [{ streamId: loaded.streamId, events }], result: { events, userId: state.exists ? state.userId : '' } };
  });
  if (outcome.events[0]?.type !== 'SessionRefreshed') return refuse('unauthorized', said('session.invalidRefreshToken'));
  const user = await loadUser(new Reads(ctx.store), outcome.userId);
  return issue(ctx, user, sessionId, nextToken);
}

/**
 * Resolves a bearer token to a live session and its user, or refuses with 401. With `onView`,
 * when this server knows its live view is current (write-fence.ts), the check is made on the
 * view as it stands, without a read of the log, and the principal says at which position; a
 * refusal there is made again after a catch-up, so it stands only on a fresh read.
 */
export async function authenticate(ctx: BankContext, bearer: string | null, onView = false): Promise<Principal> {
  const claims = bearer ? await ctx.tokens.verify(bearer) : null;
  if (!claims) return refuse('unauthorized', said('session.sessionHasExpired'));
  const viewAt = onView && isCachedStore(ctx.store) ? ctx.store.fence() : null;
  if (viewAt !== null) {
    const principal = await principalOf(ctx, claims, ctx.live.view);
    if (principal) return { ...principal, viewAt };
  }
  const principal = await principalOf(ctx, claims, await ctx.live.catchUp());
  return principal ?? refuse('unauthorized', said('session.sessionHasExpired'));
}

/** The caller's live session and user as of `view` (the session's stream as of the follower), or null. */
async function principalOf(ctx: BankContext, claims: { sid: string; sub: string }, view: BankContext['live']['view']): Promise<Principal | null> {
  // Fresh as of the view's position: no catch-up of its own for the session's stream.
  const recorded = await readAsOfFollower(ctx.store, sessionStream(claims.sid));
  const state = (recorded.map(decodeEvent) as SessionEvent[]).reduce(evolveSession, initialSessionState);
  const now = ctx.clock.now().toISOString();
  if (!state.exists || state.userId !== claims.sub || !isSessionLive(state, now, Number.POSITIVE_INFINITY) || now > state.expiresAt) return null;
  const user = view.users.get(claims.sub);
  return user ? { user, session: state } : null;
}

export type LogoutScope = 'local' | 'global' | 'others';

/** Ends the current session, every session of the user, or every other one. */
export async function logout(ctx: BankContext, principal: Principal, scope: LogoutScope, requestId: string): Promise<void> {
  const view = await ctx.live.catchUp();
  const own = [...view.sessions.values()].filter((s) => s.userId === principal.user.id && !s.revoked);
  const targets = scope === 'local' ? [principal.session.id] : own.map((s) => s.id).filter((id) => scope === 'global' || id !== principal.session.id);
  for (const sessionId of new Set(targets)) await revokeSession(ctx, principal, sessionId, 'logout', requestId);
}

export async function revokeSession(ctx: BankContext, principal: Principal, sessionId: string, reason: 'logout' | 'revoked', requestId: string): Promise<void> {
  const at = ctx.clock.now().toISOString();
  const by = { id: principal.user.id, role: principal.user.role };
  await handle(ctx.store, { actor: principal.user.id, at, requestId }, sessionDecider, sessionStream(sessionId), { type: 'RevokeSession', by, reason, at });
}
