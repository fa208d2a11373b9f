/**
 * The one way an event family's type is written: from its table of zod schemas (name -> data), the
 * union of `{ type, data }` its stream holds, so a new event is one row in the table and nothing else.
 */
import type { z } from 'zod';

export type EventUnion<Schemas extends Record<string, z.ZodType>> = { [K in keyof Schemas & string]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas & string];
