import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultVoteRange, parseDay, rangeBody } from './vote-range.ts';

const days = (range: ReturnType<typeof defaultVoteRange>) => [range.from.format('YYYY-MM-DD'), range.to.format('YYYY-MM-DD')];

describe('defaultVoteRange (spec 001 §9)', () => {
  it.each([
    ['2025-03-15', ['2025-02-28', '2025-03-30']],
    ['2025-03-31', ['2025-02-28', '2025-03-30']],
    ['2025-01-01', ['2024-12-31', '2025-01-30']],
    ['2024-02-10', ['2024-01-31', '2024-02-29']],
    ['2025-02-28', ['2025-01-31', '2025-02-28']],
    ['2025-05-01', ['2025-04-30', '2025-05-30']],
  ])('on %s: from the previous month’s end to the 30th (or the month’s end)', (today, expected) => {
    expect(days(defaultVoteRange(dayjs(today)))).toEqual(expected);
  });
});

describe('rangeBody', () => {
  it('sends the first day from its start and the last one to its end, with the local offset', () => {
    const body = rangeBody(dayjs('2025-03-01T15:00'), dayjs('2025-03-31T08:00'));
    expect(new Date(body.startDate).getTime()).toBe(dayjs('2025-03-01T00:00:00').valueOf());
    expect(new Date(body.endDate).getTime()).toBe(dayjs('2025-03-31T23:59:59.999').valueOf());
    expect(body.endDate).toMatch(/^2025-03-31T23:59:59\.999[+-]\d{2}:\d{2}$/);
  });
});

describe('parseDay', () => {
  it('reads real days only', () => {
    expect(parseDay('2025-03-31')?.format('DD/MM/YYYY')).toBe('31/03/2025');
    expect(parseDay('2025-02-30')).toBeUndefined();
    expect(parseDay('ayer')).toBeUndefined();
    expect(parseDay(null)).toBeUndefined();
  });
});
