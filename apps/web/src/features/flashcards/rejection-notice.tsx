import type { HistoryEntry } from '@app/domain/core/history';
import type { Page } from '@app/domain/core/page';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { resourceKeys } from '../../engine/resource-keys.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { toQueryString } from '../../lib/query-string.ts';
import type { Flashcard } from './flashcard-types.ts';

const lastRejection = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys.history(id), 'rejected'],
    queryFn: ({ signal }) =>
      api<Page<HistoryEntry>>(`/historicals${toQueryString({ document: id, cause: 'rejected', limit: 1 })}`, { signal }).then(
        (r) => r.data.docs[0] ?? null,
      ),
  });

/** Why the card was rejected, by whom and when: while rejected, and after a reopen until it is sent again. */
export function RejectionNotice({ card }: { card: Flashcard }) {
  const { t } = useTranslation();
  const rejected = card.status === FLASHCARD_STATUS.rejected;
  // Reopening is the only way from rejected back to new, so a new card with a rejection was reopened and not sent since.
  const shown = rejected || card.status === FLASHCARD_STATUS.new;
  const { data: row } = useQuery({ ...lastRejection(card._id), enabled: shown });
  if (!shown || !row) return null;
  const who = row.adminId ? `${row.adminId.name} ${row.adminId.lastName}` : t('reopen.someone');
  const when = formatDateTime(row.createdAt);
  return (
    <Alert severity={rejected ? 'error' : 'info'} role="status" sx={{ m: 2, mb: 0 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {t(rejected ? 'reopen.rejectedBy' : 'reopen.rejectedBefore', { who, when })}
      </AlertTitle>
      {t('reopen.reason', { reason: row.description })}
    </Alert>
  );
}
