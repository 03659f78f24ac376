import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export function timeAgo(value: string, language: string): string {
  return dayjs(value).locale(language === 'en' ? 'en' : 'es').fromNow();
}

export function notificationDate(value: string): string {
  return dayjs(value).format('DD/MM/YYYY, hh:mm A');
}
