import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

export function toLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((l) => l === value) ?? 'es';
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/**
 * UI texts only; server and validation messages come in Spanish from the domain package. The app speaks Spanish (spec
 * 000 §1, the default); English is offered where it covers everything shown, the dashboard, which picks it for itself
 * (`getFixedT`) without changing the rest.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = 'es';
