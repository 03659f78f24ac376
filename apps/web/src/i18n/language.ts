export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function toLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((l) => l === value) ?? 'es';
}
