import { PRACTICE_STATES } from '@app/domain/resources/good-practices';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveChip } from '../../engine/active-chip.tsx';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/data-table.tsx';
import { useAllows } from '../../session/use-can.ts';
import { PagedPanel } from '../../ui/paged-panel.tsx';
import { UserAccount } from './user-account.tsx';

interface Named {
  _id: string;
  name: string;
}

interface UserComment {
  _id: string;
  comment: string;
  flashcard: Named | null;
  active: boolean;
  createdAt: string;
}

interface SavedCard {
  _id: string;
  number: number | null;
  flashcard: Named | null;
  nomenclature: string | null;
  gta: { _id: string; title: string } | null;
  createdAt: string;
}

interface Download {
  _id: string;
  gta: { _id: string; title: string };
  createdAt: string;
}

interface Practice extends Named {
  status: number;
  active: boolean;
  createdAt: string;
}

interface Volunteering {
  _id: string;
  goodPractice: Named;
  active: boolean;
  createdAt: string;
}

const open = (path: string, id: string) => `/${path}/${encodeURIComponent(id)}`;

export function UserPanels({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allows = useAllows();
  const empty = t('common.empty');
  const user = record._id;

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
  const downloads: DataColumn<Download>[] = [
    { key: 'gta', label: t('userPanels.gta'), cell: (d) => d.gta.title },
    { key: 'downloadedAt', label: t('userPanels.downloadedAt'), cell: (d) => formatDate(d.createdAt) },
  ];
  const practices: DataColumn<Practice>[] = [
    { key: 'name', label: t('userPanels.practice'), cell: (p) => p.name },
    { key: 'status', label: t('userPanels.status'), cell: (p) => PRACTICE_STATES.find((s) => s.value === String(p.status))?.label ?? empty },
    { key: 'createdAt', label: t('crud.fields.createdAt'), cell: (p) => formatDate(p.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (p) => <ActiveChip active={p.active} /> },
  ];
  const volunteering: DataColumn<Volunteering>[] = [
    { key: 'practice', label: t('userPanels.practice'), cell: (v) => v.goodPractice.name },
    { key: 'offeredAt', label: t('userPanels.offeredAt'), cell: (v) => formatDate(v.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (v) => <ActiveChip active={v.active} /> },
  ];

  return (
    <>
      <UserAccount userId={user} />
      {allows({ module: 'comments', action: 'read' }) && (
        <PagedPanel
          title={t('userPanels.comments')}
          queryKey={['comments', 'byUser']}
          path="/comments"
          params={{ createdBy: user }}
          columns={comments}
          empty={t('userPanels.noComments')}
          onOpen={(c) => navigate(open('comments', c._id))}
        />
      )}
      <PagedPanel
        title={t('userPanels.savedCards')}
        queryKey={['savedCards', 'byUser']}
        path="/savedCards/list"
        params={{ user }}
        columns={saved}
        empty={t('userPanels.noSavedCards')}
        onOpen={(s) => s.flashcard && navigate(open('flashcards', s.flashcard._id))}
      />
      <PagedPanel
        title={t('userPanels.downloads')}
        queryKey={['gtas', 'byUser']}
        path={`/users/${encodeURIComponent(user)}/downloads`}
        params={{}}
        columns={downloads}
        empty={t('userPanels.noDownloads')}
        onOpen={(d) => navigate(open('gtas', d.gta._id))}
      />
      {allows({ module: 'goodPractices', action: 'read' }) && (
        <PagedPanel
          title={t('userPanels.goodPractices')}
          queryKey={['goodPractices', 'byUser']}
          path="/goodPractices"
          params={{ user, sort: '-createdAt' }}
          columns={practices}
          empty={t('userPanels.noGoodPractices')}
          onOpen={(p) => navigate(open('goodPractices', p._id))}
        />
      )}
      <PagedPanel
        title={t('userPanels.volunteers')}
        queryKey={['volunteers', 'byUser']}
        path={`/users/${encodeURIComponent(user)}/volunteers`}
        params={{}}
        columns={volunteering}
        empty={t('userPanels.noVolunteers')}
        onOpen={(v) => navigate(open('volunteers', v._id))}
      />
    </>
  );
}
