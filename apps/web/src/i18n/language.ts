import { useSyncExternalStore } from 'react';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function toLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((l) => l === value) ?? 'es';
}

let shown: Language = 'es';
const listeners = new Set<() => void>();

/**
 * The language the interface is shown in, without i18next: the theme (MUI's own texts) follows it from the first
 * paint, while the translations load with the first page (i18n.ts keeps this in step).
 */
export function setShownLanguage(language: Language): void {
  shown = language;
  for (const listener of listeners) listener();
}

export function useShownLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
