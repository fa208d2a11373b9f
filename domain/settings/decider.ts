/**
 * The settings aggregate (the `settings` stream): a change is decided on the settings the
 * stream itself holds, never on a projection, so the decision and its version check agree.
 * Only admins, only whole valid groups, and nothing when nothing changed.
 */
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import { defaultSettings, settingsGroups, type Settings, type SettingsCategory } from './defaults.ts';
import type { SettingsEvent } from './events.ts';
import type { UserRole } from '../user/events.ts';

export interface UpdateSettings {
  type: 'UpdateSettings';
  category: SettingsCategory;
  values: Record<string, unknown>;
  actor: { id: string; name: string; role: UserRole };
}

export function decideSettings(command: UpdateSettings, settings: Settings): SettingsEvent[] {
  if (command.actor.role !== 'admin') refuse('forbidden', said('backOffice.settingsAdminOnly'));
  const current = settings[command.category] as Record<string, unknown>;
  // A group saved without a field added later (an older form) keeps that field's value in force.
  const parsed = settingsGroups[command.category].safeParse({ ...current, ...command.values });
  if (!parsed.success) return refuse('validation', said('backOffice.settingsError'));
  const all = parsed.data as Record<string, string | number | boolean>;
  const next = Object.fromEntries(Object.keys(command.values).filter((key) => key in all).map((key) => [key, all[key]])) as Record<string, string | number | boolean>;
  if (Object.keys(next).every((key) => current[key] === next[key])) return [];
  return [{
    type: 'SettingsUpdated',
    data: { category: command.category, settings: next, updatedBy: command.actor.id, updatedByName: command.actor.name },
  }];
}

/** The settings in force after one more saved group. */
export function settingsInForce(settings: Settings, event: SettingsEvent): Settings {
  const { category, settings: values } = event.data;
  return { ...settings, [category]: { ...settings[category], ...values } };
}

export const settingsDecider: Decider<UpdateSettings, SettingsEvent, Settings> = {
  initialState: defaultSettings,
  decide: decideSettings,
  evolve: settingsInForce,
};
