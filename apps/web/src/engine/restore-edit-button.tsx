import type { Resource } from '@app/domain/core/define-resource';
import type { HistoryEntry } from '@app/domain/core/history';
import { restorableChanges } from '@app/domain/core/revert';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { changeLabel } from './change-text.ts';
import { formatFieldValue } from './field-format.ts';
import { JustificationDialog } from './justification-dialog.tsx';
import { refreshRecord } from './refresh-record.ts';
import type { ResourceRecord } from './resource-keys.ts';

interface RestoreEditButtonProps {
  def: Resource;
  entry: HistoryEntry;
  record: ResourceRecord;
}

/** «Restaurar estos valores» on an edit of the history: asks the Justificación, listing what goes back to what. */
export function RestoreEditButton({ def, entry, record }: RestoreEditButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const introId = useId();
  const { changes, refusal } = restorableChanges(def, entry.changes);
  const restore = useMutation({
    mutationFn: (reason: string) =>
      api<ResourceRecord>(`/${def.apiPath}/${encodeURIComponent(record._id)}/revert`, {
        method: 'POST',
        body: { history: entry._id, historical: { description: reason }, updatedAt: record.updatedAt },
      }),
    onSuccess: () => refreshRecord(queryClient, def, record._id),
  });
  if (refusal) return null;

  const close = (reason: string | null) => {
    setAsking(false);
    if (reason) restore.mutate(reason);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        onClick={() => setAsking(true)}
        loading={restore.isPending}
        aria-label={t('revert.buttonLabel', { date: formatDateTime(entry.createdAt) })}
        sx={{ mt: 0.5 }}
      >
        {t('revert.button')}
      </Button>
      <JustificationDialog open={asking} onClose={close}>
        <Typography variant="body2" id={introId}>
          {t('revert.intro')}
        </Typography>
        <Box component="ul" aria-labelledby={introId} sx={{ mt: 0.5, mb: 2, pl: 2.5 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{changeLabel(def, change, t)}:</strong> {t('revert.goesBack', { value: formatFieldValue(def, change.field, change.from, t) })}
            </Typography>
          ))}
        </Box>
      </JustificationDialog>
    </>
  );
}
