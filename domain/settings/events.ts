/** The events of the System Settings stream: one per saved tab, so history and replay are exact. */
import { z } from 'zod';
import { settingsCategories, settingsGroups } from './defaults.ts';

export const SETTINGS_STREAM = 'settings';

const categorySchema = z.enum(settingsCategories);

export const settingsEventSchemas = {
  SettingsUpdated: z.object({
    category: categorySchema,
    /** The whole group as saved; validated against the group's schema by the decider. */
    settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    updatedBy: z.string().min(1),
    updatedByName: z.string(),
  }),
};

export type SettingsEvent = { type: 'SettingsUpdated'; data: z.infer<typeof settingsEventSchemas.SettingsUpdated> };

export { settingsGroups };
