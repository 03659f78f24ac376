import type { Resource } from '@app/domain/core/define-resource';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '../lib/format-date.ts';
import { useCan } from '../session/use-can.ts';
import { ActiveChip } from './active-chip.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { FieldValue, Thumbnail } from './field-display.tsx';
import { fieldLabel, formatFieldValue } from './field-format.ts';
import { HistoryTimeline } from './history-timeline.tsx';
import { PageHeader } from './page-header.tsx';
import type { ResourceRecord } from './resource-keys.ts';
import { PROFILE_PARAM, useRecordContext } from './record-context.ts';
import type { ResourceSlots } from './slots.ts';
import { showDialog } from '../feedback/dialog-store.ts';
import { useReasonPrompt } from './use-reason-prompt.tsx';
import { useResourceMutations } from './use-resource-mutations.ts';
import { useResourceRecord } from './use-resource-record.ts';

/** A record's fields, state, dates, history and the actions the admin may take on it. */
export function DetailPage({ def, slots = {} }: { def: Resource; slots?: ResourceSlots }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useResourceRecord(def, id);

  if (record.isPending) return <DetailSkeleton />;
  if (record.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={def.route} color="inherit">
            {t('crud.backToList')}
          </Button>
        }
      >
        {t('crud.notLoaded')}
      </Alert>
    );
  }
  return <Detail def={def} record={record.data} slots={slots} />;
}

function Detail({ def, record, slots }: { def: Resource; record: ResourceRecord; slots: ResourceSlots }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const { toggle, remove } = useResourceMutations(def);
  const reason = useReasonPrompt();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = formatFieldValue(def, def.titleField, record[def.titleField], t);
  const context = useRecordContext(record);
  const Panels = slots.detailPanels;

  const canEdit =
    def.operations.update && can(def.accessModule, def.permissionFor.update) && (slots.canEdit?.(context) ?? true);
  const canToggle = def.operations.toggle && can(def.accessModule, def.permissionFor.toggle);
  const canDelete = def.operations.delete && can(def.accessModule, def.permissionFor.delete);
  const busy = toggle.isPending || remove.isPending;

  const changeState = async () => {
    const refusal = slots.refuseToggle?.(context);
    if (refusal) {
      showDialog({ severity: 'warning', title: t('errors.alertTitle'), message: refusal });
      return;
    }
    const description = await reason.ask();
    if (!description) return;
    toggle.mutate(
      { id: record._id, active: !record.active, reason: description },
      { onSuccess: () => navigate(slots.afterToggle?.(record) ?? def.route) },
    );
  };

  const deleteRecord = () =>
    remove.mutate(record._id, {
      onSuccess: () => navigate(def.route),
      onSettled: () => setConfirmingDelete(false),
    });

  // The main image heads the card; every other field follows in the definition's order.
  const details: { label: string; value: ReactNode; multiline?: boolean }[] = [
    ...Object.entries(def.fields)
      .filter(([name]) => name !== def.imageField)
      .map(([name, field]) => ({
        label: field.label,
        value: <FieldValue def={def} name={name} value={record[name]} variant="detail" />,
        multiline: field.kind === 'textarea',
      })),
    { label: fieldLabel(def, 'createdAt', t), value: formatDate(record.createdAt) },
    { label: fieldLabel(def, 'updatedAt', t), value: formatDate(record.updatedAt) },
  ];
  const image = def.imageField ? def.fields[def.imageField] : undefined;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={def.label.singular}
        actions={
          <>
            {canEdit && (
              <Button
                component={Link}
                to={`${def.route}/${encodeURIComponent(record._id)}/edit${context.profile ? `?${PROFILE_PARAM}=1` : ''}`}
                variant="contained"
                startIcon={<EditIcon />}
                disabled={busy}
              >
                {t('crud.edit')}
              </Button>
            )}
            {canToggle && (
              <Button
                variant="outlined"
                color={record.active ? 'warning' : 'success'}
                startIcon={record.active ? <BlockIcon /> : <CheckCircleIcon />}
                onClick={() => void changeState()}
                loading={toggle.isPending}
                disabled={busy}
              >
                {record.active ? t('crud.deactivate') : t('crud.activate')}
              </Button>
            )}
            {canDelete && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirmingDelete(true)}
                disabled={busy}
              >
                {t('crud.delete')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, gap: 2.5, alignItems: 'start' }}>
        <Card component="section" aria-label={t('crud.information')}>
          <CardContent>
            {def.imageField && image && (
              <Box sx={{ mb: 2.5 }}>
                <Thumbnail url={record[def.imageField]} size={190} alt={`${image.label}: ${title}`} />
              </Box>
            )}
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              <div>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {fieldLabel(def, 'active', t)}
                </Typography>
                <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
                  <ActiveChip active={record.active} />
                </Box>
              </div>
              {details.map((item) => (
                <div key={item.label}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {item.label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, mt: 0.25, whiteSpace: item.multiline ? 'pre-line' : undefined, overflowWrap: 'anywhere' }}
                  >
                    {item.value}
                  </Typography>
                </div>
              ))}
            </Box>
          </CardContent>
        </Card>
        <HistoryTimeline def={def} documentId={record._id} />
      </Box>
      {Panels && (
        <Suspense fallback={null}>
          <Panels record={record} />
        </Suspense>
      )}
      {reason.dialog}
      <ConfirmDeleteDialog
        open={confirmingDelete}
        name={title}
        pending={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={deleteRecord}
      />
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" width={280} height={40} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, gap: 2.5, mt: 2 }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}
