import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveChip } from '../../engine/active-chip.tsx';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/data-table.tsx';
import { PagedPanel } from '../../ui/paged-panel.tsx';

interface UserComment {
  _id: string;
  comment: string;
  flashcard: { _id: string; name: string } | null;
  active: boolean;
  createdAt: string;
}

interface SavedCard {
  _id: string;
  number: number | null;
  flashcard: { _id: string; name: string } | null;
  nomenclature: string | null;
  gta: { _id: string; title: string } | null;
  createdAt: string;
}

export function UserPanels({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const empty = t('common.empty');

  const comments: DataColumn<UserComment>[] = [
    {
      key: 'comment',
      label: t('userPanels.comment'),
      cell: (c) => (
        <Typography variant="body2" noWrap title={c.comment} sx={{ maxWidth: 420 }}>
          {c.comment}
        </Typography>
      ),
    },
    { key: 'flashcard', label: t('userPanels.flashcard'), cell: (c) => c.flashcard?.name ?? empty },
    { key: 'createdAt', label: t('crud.fields.createdAt'), cell: (c) => formatDate(c.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (c) => <ActiveChip active={c.active} /> },
  ];
  const saved: DataColumn<SavedCard>[] = [
    { key: 'number', label: t('userPanels.number'), cell: (s) => s.number ?? empty },
    { key: 'flashcard', label: t('userPanels.flashcard'), cell: (s) => s.flashcard?.name ?? empty },
    { key: 'nomenclature', label: t('userPanels.nomenclature'), cell: (s) => s.nomenclature ?? empty },
    { key: 'gta', label: t('userPanels.gta'), cell: (s) => s.gta?.title ?? empty },
    { key: 'savedAt', label: t('userPanels.savedAt'), cell: (s) => formatDate(s.createdAt) },
  ];

  return (
    <>
      <PagedPanel
        title={t('userPanels.comments')}
        queryKey={['comments', 'byUser']}
        path="/comments"
        params={{ createdBy: record._id }}
        columns={comments}
        onOpen={(c) => navigate(`/comments/${encodeURIComponent(c._id)}`)}
      />
      <PagedPanel
        title={t('userPanels.savedCards')}
        queryKey={['savedCards', 'byUser']}
        path="/savedCards/list"
        params={{ user: record._id }}
        columns={saved}
      />
    </>
  );
}
