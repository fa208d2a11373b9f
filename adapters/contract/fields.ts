/** The field rules every request schema of the contract shares: every string has a maximum length, pages are bounded. */
import { z } from 'zod';

export const text = (max: number) => z.string().max(max);
export const id = z.string().min(1).max(64);
export const optionalReason = text(500).optional();
export const search = text(200).optional();
export const paging = { page: z.number().int().min(1).max(100_000).optional(), pageSize: z.number().int().min(1).max(100).optional() };
export const monthPeriod = z.string().regex(/^\d{4}-\d{2}$/);
export const email = z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address');
/** A link's token (password reset, sign-in and money unlock): 32 random bytes in base64url. */
export const linkToken = z.string().min(20).max(200);

/** One page of a list, as every paged back-office answer has it. */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** The plain acknowledgement several functions answer with. */
export interface Done {
  success: boolean;
  message: string;
}
