/**
 * The chart of accounts' own stream: an administrator adds an account or renames one, each
 * with who did it, when and why. There is no removal: an account with postings stays forever,
 * and an added account is kept even before anything posts to it.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { accountClasses } from './chart.ts';

export const CHART_STREAM = 'chart-of-accounts';

const code = z.string().regex(/^[1-5]\d{3}$/);
const name = z.string().min(1).max(120);
const reason = z.string().min(1).max(500);
const by = z.string().min(1).max(64);
const byName = z.string().max(200);
const isoTime = z.string().min(20).max(40);

export const chartEventSchemas = {
  ChartAccountAdded: z.object({ code, name, class: z.enum(accountClasses), contra: z.boolean(), reason, by, byName, at: isoTime }),
  ChartAccountRenamed: z.object({ code, from: name, to: name, reason, by, byName, at: isoTime }),
};

export type ChartEvent = EventUnion<typeof chartEventSchemas>;
