import { useCallback, useEffect, useState } from 'react';
import { hasLanguage, loadLanguage, toLanguage, type Language } from '../../i18n/i18n.ts';

const STORAGE_KEY = 'dashboardLang';

export function useDashboardLanguage(): [Language, (language: Language) => void] {
  const [chosen, setChosen] = useState<Language>(() => toLanguage(localStorage.getItem(STORAGE_KEY)));
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!hasLanguage(chosen)) void loadLanguage(chosen).then(() => setLoaded((n) => n + 1));
  }, [chosen]);
  const choose = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next);
    setChosen(next);
  }, []);
  return [hasLanguage(chosen) ? chosen : 'es', choose];
}
