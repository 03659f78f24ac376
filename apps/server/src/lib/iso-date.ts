const DAY_MS = 86_400_000;

// Every two- and three-digit field, written once.
const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** The day of a record is mostly the one before it: its `YYYY-MM-DDT` is kept. */
let lastDay = Number.NaN;
let lastDayText = '';

/**
 * `date.toISOString()`, written from the time value with integer arithmetic: V8's own takes ~0.6 µs a call, and every
 * record of every answer has at least two dates (a list page of ten, twenty calls). Years outside 1970–9999 take
 * the built-in, which writes them in its extended form.
 */
export function isoDate(date: Date): string {
  const time = date.getTime();
  if (!(time >= 0 && time < 253_402_300_800_000)) return date.toISOString();
  const days = Math.floor(time / DAY_MS);
  const ms = time - days * DAY_MS;
  if (days !== lastDay) {
    lastDayText = dayText(days);
    lastDay = days;
  }
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${lastDayText}${TWO[Math.floor(minutes / 60)]}:${TWO[minutes % 60]}:${TWO[seconds % 60]}.${THREE[ms % 1000]}Z`;
}

/** `YYYY-MM-DDT` of a day count since 1970-01-01 (H. Hinnant's civil_from_days, in 400-year eras). */
function dayText(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${TWO[month]}-${TWO[day]}T`;
}
