import dayjs, { type Dayjs } from 'dayjs';

/** The date search starts from the previous month's last day to the 30th of the current month (its last day in February). */
export function defaultVoteRange(today: Dayjs = dayjs()): { from: Dayjs; to: Dayjs } {
  const from = today.startOf('month').subtract(1, 'day');
  const to = today.date(Math.min(30, today.daysInMonth()));
  return { from: from.startOf('day'), to: to.startOf('day') };
}

/** The local days of a range as the instants the server takes: the first day's start, the last day's end. */
export function rangeBody(from: Dayjs, to: Dayjs): { startDate: string; endDate: string } {
  return { startDate: from.startOf('day').format(), endDate: to.endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ') };
}

export function parseDay(value: string | null): Dayjs | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = dayjs(value);
  return day.isValid() && day.format('YYYY-MM-DD') === value ? day : undefined;
}
