import type { Resource } from '@app/domain/core/define-resource';
import { HISTORY_CAUSE_LABELS, type HistoryCause, type HistoryEntry } from '@app/domain/core/history';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fullName } from '@app/domain/resources/record-text';
import { formatDateTime } from '../lib/format-date.ts';
import { changeLabel, changeText } from './change-text.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { RestoreEditButton } from './restore-edit-button.tsx';
import type { ResourceSlots } from './slots.ts';
import { useHistory } from './use-history.ts';
import { useOffersEdit } from './use-may-edit.ts';

const CAUSE_COLORS: Partial<Record<HistoryCause, ChipProps['color']>> = {
  create: 'success',
  edit: 'info',
  activate: 'success',
  deactivate: 'warning',
  acepted: 'success',
  rejected: 'error',
  send: 'secondary',
};

/** Who changed what, when and why: history causes with the reason and the field changes. */
export function HistoryTimeline({ def, record, slots }: { def: Resource; record: ResourceRecord; slots: ResourceSlots }) {
  const { t } = useTranslation();
  const history = useHistory(record._id);
  const entries = history.data?.pages.flatMap((page) => page.docs) ?? [];
  // An edit may be restored only where Editar is offered now.
  const editable = useOffersEdit(def, record, slots) ? record : undefined;

  return (
    <Card component="section" aria-labelledby="history-title">
      <CardHeader
        title={t('history.title')}
        slotProps={{ title: { id: 'history-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isPending && <Skeleton variant="rounded" height={96} role="status" aria-label={t('common.loading')} />}
        {!history.isPending && entries.length === 0 && (
          <Typography color="text.secondary">{t('history.empty')}</Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('history.title')}>
          {entries.map((entry, index) => (
            <HistoryItem key={entry._id} def={def} entry={entry} last={index === entries.length - 1} editable={editable} t={t} />
          ))}
        </Box>
        {history.hasNextPage && (
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} sx={{ mt: 1 }}>
            {t('history.loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

interface HistoryItemProps {
  def: Resource;
  entry: HistoryEntry;
  last: boolean;
  /** The record, when the admin may edit it: its edits can then be restored. */
  editable?: ResourceRecord;
  t: TFunction;
}

function HistoryItem({ def, entry, last, editable, t }: HistoryItemProps) {
  const author = entry.adminId ?? entry.userId;
  // An author read back without a name (a public-site user populated by id alone) still renders.
  const named = fullName(author);
  const authorName = named || (entry.authorErased ? t('userPanels.erasedUser') : t('history.system'));
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Stack sx={{ alignItems: 'center' }}>
        <Avatar src={author?.thumbnail ?? undefined} alt={authorName} sx={{ width: 36, height: 36, fontSize: 15 }}>
          {named.charAt(0)}
        </Avatar>
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Stack>
      <Box sx={{ flex: 1, pb: last ? 0 : 2.5, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip
            size="small"
            label={HISTORY_CAUSE_LABELS[entry.cause] ?? entry.cause}
            color={CAUSE_COLORS[entry.cause] ?? 'default'}
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {authorName}
          </Typography>
          {entry.tokenName && (
            <Typography variant="body2" color="text.secondary">
              {t('apiTokens.via', { name: entry.tokenName })}
            </Typography>
          )}
          {author?.company?.name && (
            <Typography variant="body2" color="text.secondary">
              · {author.company.name}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt)}
          </Typography>
        </Stack>
        {entry.description && (
          <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.description}
          </Typography>
        )}
        {entry.changes.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.75, pl: 2.5, color: 'text.secondary' }}>
            {entry.changes.map((change) => (
              <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                <strong>{changeLabel(def, change, t)}:</strong> {changeText(def, change, t)}
              </Typography>
            ))}
          </Box>
        )}
        {editable && entry.cause === 'edit' && <RestoreEditButton def={def} entry={entry} record={editable} />}
      </Box>
    </Box>
  );
}
