/**
 * The settings form as posted (urlencoded) → a validated Settings, or the reason it is refused.
 * Pure, so its rules are tested as a table.
 */
import { type Settings, settingsSchema } from '../shared/account-settings.ts';

export type SettingsFormResult =
  | { ok: true; settings: Settings }
  | { ok: false; problem: 'noAssociation' | 'invalid'; field?: string };

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');

export function parseSettingsForm(body: Record<string, unknown>, current: Settings): SettingsFormResult {
  const custom = body.associationsMode === 'custom';
  const chosen = asList(body.associations);
  if (custom && chosen.length === 0) return { ok: false, problem: 'noAssociation', field: 'associations' };
  const candidate = {
    safeSearch: body.safeSearch ?? current.safeSearch,
    // An unchecked box is absent from the form: the form always carries the other fields.
    personalized: body.personalized === '1' || body.personalized === 'on',
    locale: body.locale ?? current.locale,
    learnActRegion: body.learnActRegion ?? current.learnActRegion,
    searchRegion: body.searchRegion ?? current.searchRegion,
    associations: custom ? [...new Set(chosen)] : 'default',
    serviceProvider: body.serviceProvider === '' || body.serviceProvider === undefined ? null : body.serviceProvider,
    colorMode: body.colorMode ?? current.colorMode,
    siteRules: current.siteRules,
  };
  const parsed = settingsSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, problem: 'invalid', field: parsed.error.issues[0]?.path.join('.') };
  return { ok: true, settings: parsed.data };
}
