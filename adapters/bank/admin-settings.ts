/**
 * System Settings: the five groups as the log holds them, saved one tab at a time through
 * the settings decider, in force for the very next request. Money fields travel as decimal
 * dollars and are kept in cents.
 */
import { requireReader } from './admin-service.ts';
import { english, refuse, said, wordsOf } from '../../domain/errors.ts';
import { parseAmount, toDecimalString } from '../../domain/money/money.ts';
import { percentOf } from '../../domain/savings/earned.ts';
import { settingsDecider } from '../../domain/settings/decider.ts';
import type { SettingsCategory } from '../../domain/settings/defaults.ts';
import { settingsFieldErrors, settingsFieldRules } from '../../domain/settings/field-errors.ts';
import { SETTINGS_STREAM } from '../../domain/settings/events.ts';
import type { SettingsState } from '../../domain/settings/state.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { handle } from '../engine/handle.ts';

export const settingsSaved = english('notices.settingsSaved');
export const settingsError = english('backOffice.settingsError');

type SettingValue = string | number | boolean;
/** Money fields are the ones whose rule says so (limits and fees), so a new field brings its own kind. */
const isMoney = (category: SettingsCategory, key: string): boolean => settingsFieldRules[category][key]?.kind === 'money';

/** Rates are basis points in the log and percentages with two decimals in the form (450 <-> "4.50"). */
const isPercent = (category: SettingsCategory, key: string): boolean => settingsFieldRules[category][key]?.kind === 'percent';
const basisPoints = (text: string): number => {
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Cents to dollars and basis points to percentages for the form; everything else as stored. */
function outward(category: SettingsCategory, values: Record<string, unknown>): Record<string, SettingValue> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => {
    if (typeof value !== 'number') return [key, value as SettingValue];
    if (isMoney(category, key)) return [key, toDecimalString(value, 'USD')];
    return [key, isPercent(category, key) ? percentOf(value) : value];
  }));
}

function inward(category: SettingsCategory, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => {
    if (isPercent(category, key)) return [key, basisPoints(String(value))];
    if (!isMoney(category, key)) return [key, value];
    const cents = parseAmount(String(value), 'USD');
    if (cents === null) return refuse('validation', settingsError, { [key]: said('transfer.amount') });
    return [key, cents];
  }));
}

export function settingsResponse(state: SettingsState) {
  const groups = Object.fromEntries(Object.entries(state.settings).map(([category, values]) => [category, outward(category as SettingsCategory, values as Record<string, unknown>)])) as Record<SettingsCategory, Record<string, SettingValue>>;
  return {
    success: true,
    settings: groups,
    lastUpdated: state.lastUpdated,
    updatedBy: state.updatedBy,
    history: state.history.map((entry) => ({ ...entry, settings: outward(entry.category, entry.settings) })),
  };
}

export async function getSettings(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  return settingsResponse((await ctx.live.catchUp()).settings);
}

export async function saveSettings(ctx: BankContext, principal: Principal, category: SettingsCategory, values: Record<string, unknown>, requestId: string) {
  const actor = adminActor(principal);
  const meta = adminMetadata(ctx, principal, requestId, `${category} settings saved in System Settings`);
  // Each wrong field is named in words the form also uses; the first one is the answer's detail.
  const errors = settingsFieldErrors(category, values);
  const first = Object.values(errors)[0];
  if (first) refuse('validation', wordsOf(first), errors);
  const parsed = inward(category, values);
  await handle(ctx.store, meta, settingsDecider, SETTINGS_STREAM, { type: 'UpdateSettings', category, values: parsed, actor });
  return { ...settingsResponse((await ctx.live.catchUp()).settings), message: settingsSaved };
}
