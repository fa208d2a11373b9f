/** Decides a settings change: only admins, only whole valid groups, and nothing when nothing changed. */
import { refuse } from '../errors.ts';
import { settingsGroups, type SettingsCategory } from './defaults.ts';
import type { SettingsEvent } from './events.ts';
import type { SettingsState } from './state.ts';

export interface UpdateSettings {
  type: 'UpdateSettings';
  category: SettingsCategory;
  values: Record<string, unknown>;
  actor: { id: string; name: string; role: 'admin' | 'user' };
}

export function decideSettings(command: UpdateSettings, state: SettingsState): SettingsEvent[] {
  if (command.actor.role !== 'admin') refuse('forbidden', 'Only an administrator can change system settings.');
  const parsed = settingsGroups[command.category].safeParse(command.values);
  if (!parsed.success) return refuse('validation', 'Error saving settings. Please try again.');
  const current = state.settings[command.category] as Record<string, unknown>;
  const next = parsed.data as Record<string, string | number | boolean>;
  if (Object.keys(next).every((key) => current[key] === next[key])) return [];
  return [{
    type: 'SettingsUpdated',
    data: { category: command.category, settings: next, updatedBy: command.actor.id, updatedByName: command.actor.name },
  }];
}
