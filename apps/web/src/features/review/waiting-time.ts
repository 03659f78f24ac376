import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long an item has waited, as people say it: «hace 3 días». */
export function waitingFor(since: string, language: string, now: dayjs.ConfigType = undefined): string {
  return dayjs(since).locale(language === 'en' ? 'en' : 'es').from(dayjs(now));
}
