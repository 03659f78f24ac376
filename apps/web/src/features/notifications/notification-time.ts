import dayjs from 'dayjs';

export function notificationDate(value: string): string {
  return dayjs(value).format('DD/MM/YYYY, hh:mm A');
}
