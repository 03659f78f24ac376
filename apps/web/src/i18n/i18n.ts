import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es.ts';
import { LANGUAGES, toLanguage, type Language } from './language.ts';

export { LANGUAGES, toLanguage, type Language };

export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/** UI texts only; server and validation messages come in Spanish from the domain package. */
export const i18n = i18next.createInstance();

// Spanish is bundled; English is fetched only by whoever reads the dashboard in it.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = 'es';

/** Whether a language's texts are loaded (`getFixedT` shows Spanish until they are). */
export function hasLanguage(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's texts when they are not loaded yet. */
export async function loadLanguage(language: Language): Promise<void> {
  if (hasLanguage(language)) return;
  const { en } = await import('./en.ts');
  i18n.addResourceBundle('en', 'translation', en);
}
