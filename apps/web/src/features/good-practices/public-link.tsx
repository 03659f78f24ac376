import type { Resource } from '@app/domain/core/define-resource';
import { PRACTICE_STATUS, publicPracticePath } from '@app/domain/resources/good-practices';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { useMapConfig } from './use-map-config.ts';

export function PublicLink({ record }: { def: Resource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const { data: config } = useMapConfig();
  if (record.status !== PRACTICE_STATUS.approved || !config) return null;
  return (
    <Typography component="div" sx={{ mt: 2 }}>
      <Link href={`${config.publicSiteUrl}${publicPracticePath(record._id)}`} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {t('goodPractices.publicLink')}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
      {!record.active && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('goodPractices.publicHidden')}
        </Typography>
      )}
    </Typography>
  );
}
