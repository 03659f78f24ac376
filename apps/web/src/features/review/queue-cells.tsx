import type { ReviewItem } from '@app/domain/core/review';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { timeAgo } from '../../lib/format-date.ts';

/** The item's GTA by name, with its colour as a dot beside it. */
export function GtaChip({ gta }: { gta: ReviewItem['gta'] }) {
  const { t } = useTranslation();
  if (!gta) return t('common.empty');
  const dot = <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: gta.color, flexShrink: 0 }} />;
  return <Chip size="small" variant="outlined" label={gta.title} icon={dot} />;
}

/** «hace 3 días», the exact date and time on hover or focus. */
export function WaitingTime({ since }: { since: string }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip title={formatDateTime(since)} describeChild>
      <time dateTime={since}>{timeAgo(since, i18n.language)}</time>
    </Tooltip>
  );
}
