import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeAgo } from '../lib/format-date.ts';

/** «hace 5 minutos», the exact date and time on hover or focus. */
export function TimeAgo({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip title={formatDateTime(value)}>
      <time dateTime={value} tabIndex={0}>
        {timeAgo(value, i18n.language)}
      </time>
    </Tooltip>
  );
}
