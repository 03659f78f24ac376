import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY') : '';
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '';
}

/** As people say it: «hace 3 días». */
export function timeAgo(value: string, language: string, now: dayjs.ConfigType = undefined): string {
  return dayjs(value).locale(language === 'en' ? 'en' : 'es').from(dayjs(now));
}
