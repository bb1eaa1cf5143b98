/**
 * Settings as stored: JSON text in account_settings.settings_json. Reading never throws: a row
 * written by an older version, edited by hand or cut short falls back to the defaults for
 * whatever is missing or invalid, keeping every field that is still valid.
 */
import { DEFAULT_SETTINGS, type Settings, type SettingsUpdate, settingsSchema } from '../../shared/account-settings.ts';

export function parseStoredSettings(json: string | null | undefined): Settings {
  const raw = parseJsonObject(json);
  const whole = settingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const valid: Partial<Record<keyof Settings, unknown>> = {};
  for (const [key, field] of Object.entries(settingsSchema.shape)) {
    const parsed = field.safeParse(raw[key]);
    if (parsed.success) valid[key as keyof Settings] = parsed.data;
  }
  return { ...DEFAULT_SETTINGS, ...valid } as Settings;
}

/** The update's defined fields over the current settings (an explicit undefined changes nothing). */
export function mergeSettings(current: Settings, update: SettingsUpdate): Settings {
  const defined = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  return { ...current, ...defined };
}

export function serializeSettings(settings: Settings): string {
  return JSON.stringify(settings);
}

function parseJsonObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
