/**
 * The audit history: every event of the log with who did it and why, filtered and paged
 * newest first, and the replay that folds the log (in bounded batches, with the same
 * `applyToBank` the live server uses) up to a chosen position or time, or between two.
 */
import { requireReader } from './admin-service.ts';
import { eventMeanings, isEventType } from '../../domain/catalogue.ts';
import { diffBanks, snapshotBank, type BankSnapshot } from '../../domain/projections/audit.ts';
import { eventMoney, eventSubject, streamOwner } from '../../domain/projections/event-summary.ts';
import { applyToBank, emptyBank, type BankView } from '../../domain/projections/bank.ts';
import { MAX_READ, type EventStore, type RecordedEvent } from '../store/types.ts';
import { MAX_PAGE_SIZE } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { toLogged } from '../engine/event-codec.ts';

export interface AuditQuery {
  userId?: string;
  actor?: string;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** Where a replay stops: a log position, or the last event recorded at or before a time. */
export interface ReplayPoint {
  position?: number;
  at?: string;
}

/** Pages beyond this are not offered: narrow the filters instead (keeps each request bounded). */
export const MAX_AUDIT_PAGES = 100;

/** Fields no reader of the audit history sees (administrator or auditor): hashes, tokens, PINs, passwords, sealed card numbers, codes. */
const SECRET_KEY = /hash|token|pin|password|ssn|sealed|secret|^code$|otp/i;

function redact(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redact);
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]));
  return data;
}

/** A membership number opens an account: a reader who cannot act (the auditor) sees only its last two characters. */
const MEMBERSHIP_KEY = /^(number|membershipNumber)$/;
const maskCode = (value: unknown): unknown => (typeof value === 'string' && value.length > 2 ? `${'•'.repeat(value.length - 2)}${value.slice(-2)}` : value);

function redactFor(mayAct: boolean, type: string, data: unknown): unknown {
  const redacted = redact(data);
  if (mayAct || !/^(MembershipNumber|UserRegistered)/.test(type) || !redacted || typeof redacted !== 'object') return redacted;
  return Object.fromEntries(Object.entries(redacted).map(([k, v]) => [k, MEMBERSHIP_KEY.test(k) ? maskCode(v) : v]));
}

const USER_PREFIXES = ['user-', 'credentials-', 'activity-'];

function matchesQuery(event: RecordedEvent, query: AuditQuery): boolean {
  if (query.type && query.type !== 'all' && event.type !== query.type) return false;
  if (query.actor && event.metadata.actor !== query.actor) return false;
  if (query.userId && !USER_PREFIXES.some((p) => event.streamId === `${p}${query.userId}`) && event.metadata.actor !== query.userId) return false;
  if (query.from && event.recordedAt < query.from) return false;
  if (query.to && event.recordedAt > query.to) return false;
  return true;
}

/** Calls `visit` for every event in position order, MAX_READ at a time; stops when it returns false. */
export async function scanLog(store: EventStore, visit: (event: RecordedEvent) => boolean | void, batch = MAX_READ): Promise<void> {
  for (let after = 0; ;) {
    const events = await store.readAll({ after, limit: batch });
    for (const event of events) if (visit(event) === false) return;
    if (events.length < batch) return;
    after = events.at(-1)!.position;
  }
}

/**
 * The log a scan reads: the read replica once it holds every event this server has seen (the
 * caller's own writes included), else the primary. The caller catches the live view up first.
 */
async function logToScan(ctx: BankContext, position: number): Promise<EventStore> {
  return (await ctx.replica?.readsFrom(position)) ?? ctx.store;
}

export async function listAudit(ctx: BankContext, principal: Principal, query: AuditQuery) {
  requireReader(principal);
  const mayAct = principal.user.role === 'admin';
  const view = await ctx.live.catchUp();
  const log = await logToScan(ctx, view.position);
  const pageSize = Math.min(Math.max(1, query.pageSize ?? 25), MAX_PAGE_SIZE);
  const page = Math.min(Math.max(1, query.page ?? 1), MAX_AUDIT_PAGES);
  const keep = page * pageSize;
  const newest: RecordedEvent[] = [];
  let total = 0;
  await scanLog(log, (event) => {
    if (!matchesQuery(event, query)) return;
    total += 1;
    newest.push(event);
    if (newest.length > keep * 2) newest.splice(0, newest.length - keep);
  });
  const ordered = newest.slice(-keep).reverse();
  const rows = ordered.slice((page - 1) * pageSize, page * pageSize).map((event) => {
    const actor = view.users.get(event.metadata.actor);
    const owner = streamOwner(event.streamId);
    return {
      position: event.position, streamId: mayAct || !event.streamId.startsWith('membership-') ? event.streamId : `membership-${String(maskCode(event.streamId.slice('membership-'.length)))}`, type: event.type,
      subject: mayAct || !event.streamId.startsWith('membership-') ? eventSubject(event.streamId, event.data, view.users) : { ...eventSubject(event.streamId, event.data, view.users), name: String(maskCode(event.streamId.slice('membership-'.length))) },
      money: eventMoney(event.type, event.data, owner ? view.users.get(owner) : undefined),
      meaning: isEventType(event.type) ? eventMeanings[event.type] : '',
      actor: event.metadata.actor,
      actorName: actor ? `${actor.profile.firstName} ${actor.profile.lastName}`.trim() || actor.email : event.metadata.actor,
      actorRole: actor?.role ?? null,
      reason: event.metadata.reason ?? null, at: event.metadata.at, recordedAt: event.recordedAt, data: redactFor(mayAct, event.type, event.data),
    };
  });
  const admins = [...view.users.values()].filter((u) => u.role === 'admin').map((u) => ({ id: u.id, name: `${u.profile.firstName} ${u.profile.lastName}`.trim() || u.email }));
  const customers = [...view.users.values()].filter((u) => u.role === 'user').map((u) => ({ id: u.id, name: `${u.profile.firstName} ${u.profile.lastName}`.trim() || u.email }));
  return { success: true, rows, total, page, pageSize, pages: Math.min(MAX_AUDIT_PAGES, Math.max(1, Math.ceil(total / pageSize))), admins, customers, types: Object.keys(eventMeanings), head: view.position };
}

const reached = (event: RecordedEvent, point: ReplayPoint): boolean =>
  point.position !== undefined ? event.position <= point.position : point.at !== undefined ? event.recordedAt <= point.at : true;

/**
 * The day a snapshot counts arrears on: the chosen time, else the bank's time of the last event
 * folded (its metadata, which the bank's clock wrote), so a replay never reads today's clock.
 */
const dayOf = (point: ReplayPoint, last: RecordedEvent | null): string => (point.at ?? last?.metadata.at ?? last?.recordedAt ?? '1970-01-01').slice(0, 10);

/** Folds the log from position zero up to each point in turn (points in ascending order), snapshotting at each. */
export async function replayTo(store: EventStore, points: ReplayPoint[]): Promise<BankSnapshot[]> {
  const view: BankView = emptyBank({ withOffice: false });
  const snapshots: BankSnapshot[] = [];
  let index = 0;
  let last: RecordedEvent | null = null;
  await scanLog(store, (event) => {
    while (index < points.length && !reached(event, points[index]!)) {
      snapshots.push(snapshotBank(view, dayOf(points[index]!, last)));
      index += 1;
    }
    if (index >= points.length) return false;
    applyToBank(view, toLogged(event));
    last = event;
    return true;
  });
  while (snapshots.length < points.length) snapshots.push(snapshotBank(view, dayOf(points[snapshots.length]!, last)));
  return snapshots;
}

export async function replayAudit(ctx: BankContext, principal: Principal, point: ReplayPoint) {
  requireReader(principal);
  const started = performance.now();
  const [snapshot] = await replayTo(await logToScan(ctx, (await ctx.live.catchUp()).position), [point]);
  return { success: true, snapshot: snapshot!, millis: Math.round(performance.now() - started) };
}

const order = (a: ReplayPoint, b: ReplayPoint, sample: (p: ReplayPoint) => number | string): [ReplayPoint, ReplayPoint] => (sample(a) <= sample(b) ? [a, b] : [b, a]);

export async function diffAudit(ctx: BankContext, principal: Principal, from: ReplayPoint, to: ReplayPoint) {
  requireReader(principal);
  const key = (p: ReplayPoint) => p.position ?? p.at ?? '';
  const [first, second] = from.position !== undefined && to.position !== undefined ? order(from, to, (p) => p.position!) : order(from, to, key);
  const [before, after] = await replayTo(await logToScan(ctx, (await ctx.live.catchUp()).position), [first, second]);
  return { success: true, before: before!, after: after!, diff: diffBanks(before!, after!) };
}
