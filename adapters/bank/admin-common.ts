/** What every back-office service shares: the acting administrator, the event metadata carrying their id, time and reason, and bounded pages. */
import type { AdminActor } from '../../domain/admin/journal.ts';
import type { EventMetadata } from '../store/types.ts';
import { requireAdmin } from './admin-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

export const MAX_PAGE_SIZE = 100;

export function adminActor(principal: Principal): AdminActor {
  requireAdmin(principal);
  const name = `${principal.user.profile.firstName} ${principal.user.profile.lastName}`.trim() || 'Administrator';
  return { id: principal.user.id, name, role: principal.user.role };
}

export function adminMetadata(ctx: BankContext, principal: Principal, requestId: string, reason: string): EventMetadata {
  return { actor: principal.user.id, at: ctx.clock.now().toISOString(), requestId, reason };
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** One page (1-based) of an already filtered list; the page is clamped to the last one. */
export function pageOf<T>(items: readonly T[], page = 1, pageSize = 10): Page<T> {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: items.slice((current - 1) * size, current * size), total: items.length, page: current, pageSize: size, pages };
}

/** Case-insensitive "contains" over several fields. */
export const matches = (query: string | undefined, ...fields: string[]): boolean => {
  const needle = query?.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
};

/** Quotes a CSV cell when needed and neutralises spreadsheet formulas. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvOf = (header: string[], rows: (string | number)[][]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
