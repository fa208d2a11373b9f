/**
 * The log chain for the back office (docs/audit.md): the sealed head the audit page shows, the
 * bank's own check ("verify the chain") naming each tampered position, and an export of the log
 * or of one period with its chain, which an auditor verifies offline with scripts/verify-log.mjs.
 * All three only read: administrators and auditors may call them (the function table says so).
 */
import { requireStaffRole } from '../../domain/staff/roles.ts';
import type { ChainExportAnswer, ChainHeadAnswer, ChainVerifyAnswer } from '../contract/chain-answers.ts';
import { verifyChain, walkChain } from '../chain/chain-walk.ts';
import { CHAIN_VERSION, GENESIS, dataDigest } from '../chain/link-hash.ts';
import { sealPending } from '../chain/sealer.ts';
import type { ChainLog, StoredEvent } from '../store/types.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

/** The job lease name the sealer runs under, here and in the background sealer. */
export const SEAL_JOB = 'chain-seal';
/** The most events one export file holds; a longer period is exported in several files that chain on. */
export const MAX_EXPORT_EVENTS = 50_000;
/** Data whose keys look like a secret is exported by digest only (an auditor never sees a PIN's hash). */
const SECRET_KEY = /hash|token|pin|password|ssn|secret|otp|code|card/i;
const BANK = 'Trust Microfinance Bank';

const readers = ['admin', 'auditor'] as const;

function chainOf(ctx: BankContext): ChainLog {
  if (!ctx.store.chain) throw new Error('This store keeps no hash chain');
  return ctx.store.chain;
}

/** Seals what has committed (under the lease; when the background sealer holds it, its head stands). */
async function sealNow(ctx: BankContext, chain: ChainLog): Promise<void> {
  await ctx.jobs.underLease(SEAL_JOB, () => sealPending(chain));
}

export async function chainHead(ctx: BankContext, principal: Principal): Promise<ChainHeadAnswer> {
  requireStaffRole(principal.user.role, readers);
  const chain = chainOf(ctx);
  await sealNow(ctx, chain);
  return { success: true, sealedThrough: await chain.sealedHead(), logHead: await ctx.store.headPosition() };
}

export async function verifyLogChain(ctx: BankContext, principal: Principal): Promise<ChainVerifyAnswer> {
  requireStaffRole(principal.user.role, readers);
  const chain = chainOf(ctx);
  await sealNow(ctx, chain);
  const verdict = await verifyChain(chain);
  return {
    success: true, intact: verdict.problemCount === 0, checked: verdict.checked, problems: verdict.problems, problemCount: verdict.problemCount,
    sealedThrough: verdict.sealedThrough, logHead: await ctx.store.headPosition(),
  };
}

const hasSecret = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(hasSecret) : value !== null && typeof value === 'object' ? Object.entries(value).some(([k, v]) => SECRET_KEY.test(k) || hasSecret(v)) : false;

const redact = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(redact) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)])) : value;

/** One line of the export: the stored fields, the data as stored (or by digest when it holds a secret), and the link. */
function exportLine(position: number, event: StoredEvent | undefined, link: string | undefined): string {
  if (!event) return JSON.stringify({ position, missing: true, link });
  const { data, ...fields } = event;
  const parsed = JSON.parse(data) as unknown;
  const body = hasSecret(parsed) ? { dataSha256: dataDigest(data), dataRedacted: redact(parsed) } : { data };
  return JSON.stringify({ ...fields, ...body, ...(link === undefined ? {} : { link }) });
}

export interface ExportPeriod {
  fromPosition?: number;
  toPosition?: number;
  /** ISO times: the events recorded within them. */
  from?: string;
  to?: string;
}

/** The positions an export covers: the period asked, within the sealed log, at most MAX_EXPORT_EVENTS. */
async function exportRange(chain: ChainLog, period: ExportPeriod, sealed: number): Promise<{ from: number; to: number; complete: boolean } | null> {
  let from = period.fromPosition ?? 1;
  let to = Math.min(period.toPosition ?? sealed, sealed);
  if (period.from || period.to) {
    const dated = await chain.positionsBetween(period.from, period.to);
    if (!dated) return null;
    from = Math.max(from, dated.first);
    to = Math.min(to, dated.last);
  }
  if (from > to) return null;
  const last = Math.min(to, from + MAX_EXPORT_EVENTS - 1);
  return { from, to: last, complete: last === to };
}

export async function exportLogChain(ctx: BankContext, principal: Principal, period: ExportPeriod): Promise<ChainExportAnswer> {
  requireStaffRole(principal.user.role, readers);
  const chain = chainOf(ctx);
  await sealNow(ctx, chain);
  const sealed = await chain.sealedHead();
  const range = sealed ? await exportRange(chain, period, sealed.position) : null;
  const anchor = range ? ((await chain.linkBefore(range.from)) ?? { position: 0, hash: GENESIS }) : { position: 0, hash: GENESIS };
  const lines: string[] = [];
  let count = 0;
  let head = anchor;
  if (range) {
    await walkChain(chain, range.from, range.to, (position, event, link) => {
      lines.push(exportLine(position, event, link));
      if (event) count += 1;
      if (link !== undefined) head = { position, hash: link };
    });
  }
  const header = {
    format: 'tmb-log-export-1', chain: CHAIN_VERSION, bank: BANK, exportedAt: ctx.clock.now().toISOString(),
    from: range?.from ?? null, to: range?.to ?? null, count, anchor, head, sealedThrough: sealed,
    verify: 'node scripts/verify-log.mjs <this file>',
  };
  const name = range ? `tmb-log-${range.from}-${range.to}.jsonl` : 'tmb-log-empty.jsonl';
  return {
    success: true, filename: name, content: [JSON.stringify(header), ...lines].join('\n') + '\n',
    from: range?.from ?? 0, to: range?.to ?? 0, count, complete: range?.complete ?? true, next: range && !range.complete ? range.to + 1 : null,
  };
}
