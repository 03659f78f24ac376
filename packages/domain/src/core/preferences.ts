import { z } from 'zod';
import { es } from '../messages/es.ts';

/** `system` follows the device's light or dark setting. */
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const DEFAULT_THEME: ThemeMode = 'system';

export const themeSchema = z.enum(THEME_MODES, { error: es.preferences.themeInvalid });

/** What an admin keeps for themselves across devices; strict, so nobody sends someone else's id along. */
export const preferencesSchema = z.strictObject({ theme: themeSchema }, { error: es.preferences.unknownField });
export type Preferences = z.infer<typeof preferencesSchema>;
