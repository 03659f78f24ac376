import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "hace 5 minutos" / "5 minutes ago", in the app's language. */
export function timeAgo(value: string, language: string): string {
  return dayjs(value).locale(language === 'en' ? 'en' : 'es').fromNow();
}

/** Notifications read DD/MM/YYYY, hh:mm A. */
export function notificationDate(value: string): string {
  return dayjs(value).format('DD/MM/YYYY, hh:mm A');
}
