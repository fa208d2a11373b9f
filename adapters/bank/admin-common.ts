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

/** Where page `page` (1-based, clamped to the last) of `total` items starts and ends, with its numbering. */
export function pageWindow(total: number, page = 1, pageSize = 10): { start: number; end: number; page: Omit<Page<never>, 'rows'> } {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { start: (current - 1) * size, end: current * size, page: { total, page: current, pageSize: size, pages } };
}

/** One page (1-based) of an already filtered list; the page is clamped to the last one. */
export function pageOf<T>(items: readonly T[], page = 1, pageSize = 10): Page<T> {
  const window = pageWindow(items.length, page, pageSize);
  return { rows: items.slice(window.start, window.end), ...window.page };
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
