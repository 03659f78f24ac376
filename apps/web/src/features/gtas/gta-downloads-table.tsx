import { useTranslation } from 'react-i18next';
import { fullName } from '@app/domain/resources/record-text';
import { formatDateTime } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/data-table.tsx';
import { PagedPanel } from '../../ui/paged-panel.tsx';

/** `GET /api/gtasDocsDownloads` item: who downloaded which GTA's guide, and when. */
interface GtaDownload {
  _id: string;
  createdAt: string;
  gta: { _id: string; title: string } | null;
  user: { _id: string; name: string; lastName: string } | null;
}

/** The guide downloads under the GTA list: GTA, user and date, newest first, paged by 10. */
export function GtaDownloadsTable() {
  const { t } = useTranslation();
  const columns: DataColumn<GtaDownload>[] = [
    { key: 'gta', label: t('gtaDownloads.gta'), cell: (row) => row.gta?.title ?? t('common.empty') },
    { key: 'user', label: t('gtaDownloads.user'), cell: (row) => fullName(row.user) || t('common.empty') },
    { key: 'date', label: t('gtaDownloads.date'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  // Under 'gtas', so that a change to any GTA (its title) refreshes this table too.
  return (
    <PagedPanel<GtaDownload>
      title={t('gtaDownloads.title')}
      queryKey={['gtas', 'downloads']}
      path="/gtasDocsDownloads"
      params={{}}
      columns={columns}
    />
  );
}
