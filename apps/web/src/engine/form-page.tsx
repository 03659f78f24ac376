import { editRefusal, type Resource } from '@app/domain/core/define-resource';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useActor } from '../session/use-can.ts';
import { PageHeader } from './page-header.tsx';
import { RecordProblem } from './record-not-found.tsx';
import type { ResourceSlots } from './slots.ts';
import { ResourceForm } from './resource-form.tsx';
import type { ResourceRecord } from './resource-keys.ts';
import { recordQuery, useResourceRecord } from './use-resource-record.ts';

export function CreatePage({ def, slots }: { def: Resource; slots?: ResourceSlots }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={def.label.create ?? t('crud.createTitle', { name: def.label.singular })} subtitle={def.label.plural} />
      <ResourceForm def={def} slots={slots} />
    </>
  );
}

export function EditPage({ def, slots }: { def: Resource; slots?: ResourceSlots }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const actor = useActor();
  const queryClient = useQueryClient();
  const record = useResourceRecord(def, id);
  // The form keeps the version it opened on: someone else's save, heard live, must not wipe what is being typed; saving answers 409 and offers the reload.
  const [opened, setOpened] = useState<ResourceRecord>();
  if (opened === undefined && record.data) setOpened(record.data);
  const reload = () => void queryClient.fetchQuery({ ...recordQuery(def, id), staleTime: 0 }).then(setOpened);
  if (record.isError) return <RecordProblem def={def} error={record.error} onRetry={() => void record.refetch()} />;
  // The rule Editar follows, asked before the form so that nobody writes an edit the server will refuse.
  const refusal = opened && actor ? editRefusal(def, actor, opened) : undefined;
  return (
    <>
      <PageHeader title={t('crud.editTitle', { name: def.label.singular })} subtitle={def.label.plural} />
      {opened === undefined && <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />}
      {opened && refusal && <EditRefused def={def} id={id} message={refusal} />}
      {opened && !refusal && <ResourceForm key={opened.updatedAt} def={def} record={opened} onReload={reload} slots={slots} />}
    </>
  );
}

/** Why this record cannot be edited now (a card in review), with the way back to it. */
function EditRefused({ def, id, message }: { def: Resource; id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ maxWidth: 760 }}
      action={
        <Button component={Link} to={`${def.route}/${encodeURIComponent(id)}`} color="inherit" startIcon={<ArrowBackIcon />}>
          {t('dayLists.backToRecord')}
        </Button>
      }
    >
      <AlertTitle>{t('dayLists.editRefused')}</AlertTitle>
      {message}
    </Alert>
  );
}
