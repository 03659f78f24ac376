import type { Resource } from '@app/domain/core/define-resource';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { changedFields } from './changed-fields.ts';
import { fieldLabel, formatFieldValue } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';

interface StaleRecordDialogProps {
  def: Resource;
  record: ResourceRecord;
  open: boolean;
  /** Loads the current version into the form (the user's unsaved edits are dropped). */
  onReload: () => void;
  onClose: () => void;
}

/** A save refused with 409 because someone else saved first. */
export function StaleRecordDialog({ def, record, open, onReload, onClose }: StaleRecordDialogProps) {
  const { t } = useTranslation();
  // Its own key: the edit page's detail query would remount the form (and this dialog) on a new version.
  const current = useQuery({
    queryKey: ['stale-check', def.apiPath, record._id],
    queryFn: () => api<ResourceRecord>(`/${def.apiPath}/${encodeURIComponent(record._id)}`).then((r) => r.data),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    meta: { errorFeedback: false },
  });
  const changed = current.data ? changedFields(def, record, current.data) : [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="stale-title">
      <DialogTitle id="stale-title">{t('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('stale.intro')}</DialogContentText>
        {current.isPending && (
          <DialogContentText role="status">
            <CircularProgress size={16} sx={{ mr: 1 }} />
            {t('stale.loading')}
          </DialogContentText>
        )}
        {current.isError && <Alert severity="warning">{t('stale.notLoaded')}</Alert>}
        {current.data && changed.length === 0 && <Alert severity="info">{t('stale.noFieldChanges')}</Alert>}
        {current.data && changed.length > 0 && (
          <Table size="small" aria-label={t('stale.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('stale.field')}</TableCell>
                <TableCell>{t('stale.before')}</TableCell>
                <TableCell>{t('stale.now')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changed.map((name) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(def, name, t)}
                  </TableCell>
                  <TableCell>{formatFieldValue(def, name, record[name], t)}</TableCell>
                  <TableCell>{formatFieldValue(def, name, current.data[name], t)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('stale.keepEditing')}</Button>
        <Button variant="contained" onClick={onReload} autoFocus>
          {t('stale.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
