import { useCallback, useState } from 'react';
import { LANGUAGES, type Language } from '../../i18n/i18n.ts';

const STORAGE_KEY = 'dashboardLang';

function stored(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.find((l) => l === value) ?? 'es';
}

/** The dashboard's language (spec 000 §1: English for the dashboard, Spanish by default), kept for the next visit. */
export function useDashboardLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useState<Language>(stored);
  const choose = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguage(next);
  }, []);
  return [language, choose];
}
