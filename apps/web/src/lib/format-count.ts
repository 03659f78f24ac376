/**
 * A count as `Intl.NumberFormat` writes it in Spanish (es-ES: 9999, 10.000) or English (en-US: 1,000), written here
 * instead: the first Intl formatter a page makes loads the browser's locale data, one task of about 70 ms on the test
 * machine (280 ms of a phone's 4× slower CPU) before a list's pager can show. Anything but a whole number goes to Intl.
 */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value)) return String(value);
  const english = language === 'en';
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString(english ? 'en-US' : 'es-ES');
  const digits = String(value);
  // Spanish groups from five digits on (minimumGroupingDigits 2), English from four.
  if (digits.length < (english ? 4 : 5)) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, english ? ',' : '.');
}
