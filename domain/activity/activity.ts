/** Customer activity the browser reports (log_activity), kept in its own stream per user for the audit trail. */
import { z } from 'zod';

export const activityStream = (userId: string): string => `activity-${userId}`;

export const activityEventSchemas = {
  ActivityLogged: z.object({
    activityType: z.string().min(1).max(64),
    description: z.string().max(500),
    metadata: z.record(z.string(), z.unknown()),
    at: z.string(),
  }),
};

export type ActivityEvent = { type: 'ActivityLogged'; data: z.infer<typeof activityEventSchemas.ActivityLogged> };
