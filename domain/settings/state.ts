/** Folds the settings stream into the settings in force, the last updater and the capped history. */
import { defaultSettings, type Settings, type SettingsCategory } from './defaults.ts';
import { settingsInForce } from './decider.ts';
import type { SettingsEvent } from './events.ts';

export const SETTINGS_HISTORY_CAP = 50;

export interface SettingsHistoryEntry {
  category: SettingsCategory;
  settings: Record<string, unknown>;
  timestamp: string;
  updatedBy: string;
  action: 'update';
}

export interface SettingsState {
  settings: Settings;
  lastUpdated: string | null;
  updatedBy: string | null;
  history: SettingsHistoryEntry[];
}

export const initialSettingsState: SettingsState = { settings: defaultSettings, lastUpdated: null, updatedBy: null, history: [] };

export function evolveSettings(state: SettingsState, event: SettingsEvent, at: string): SettingsState {
  switch (event.type) {
    case 'SettingsUpdated': {
      const { category, settings, updatedByName } = event.data;
      const entry: SettingsHistoryEntry = { category, settings, timestamp: at, updatedBy: updatedByName, action: 'update' };
      return {
        settings: settingsInForce(state.settings, event),
        lastUpdated: at,
        updatedBy: updatedByName,
        history: [entry, ...state.history].slice(0, SETTINGS_HISTORY_CAP),
      };
    }
  }
}
