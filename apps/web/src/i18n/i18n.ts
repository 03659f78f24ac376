import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es.ts';

import { LANGUAGES, setShownLanguage, toLanguage, type Language } from './language.ts';

export { LANGUAGES, toLanguage, type Language };

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

const STORAGE_KEY = 'lang';


declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/** UI texts only; server and validation messages come in Spanish from the domain package. */
export const i18n = i18next.createInstance();

const stored = toLanguage(localStorage.getItem(STORAGE_KEY));

// Spanish is bundled; English is fetched only by whoever reads the app in it.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  setShownLanguage(toLanguage(language));
});

/** Switches the interface language, fetching its texts first when they are not loaded yet. */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { en } = await import('./en.ts');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(language);
}

if (stored !== 'es') void setLanguage(stored);
