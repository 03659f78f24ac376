import type { Resource } from '@app/domain/core/define-resource';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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
  const queryClient = useQueryClient();
  const record = useResourceRecord(def, id);
  // The form keeps the version it opened on: someone else's save, heard live, must not wipe what is being typed; saving answers 409 and offers the reload.
  const [opened, setOpened] = useState<ResourceRecord>();
  if (opened === undefined && record.data) setOpened(record.data);
  const reload = () => void queryClient.fetchQuery({ ...recordQuery(def, id), staleTime: 0 }).then(setOpened);
  if (record.isError) return <RecordProblem def={def} error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <>
      <PageHeader title={t('crud.editTitle', { name: def.label.singular })} subtitle={def.label.plural} />
      {opened === undefined && <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />}
      {opened && <ResourceForm key={opened.updatedAt} def={def} record={opened} onReload={reload} slots={slots} />}
    </>
  );
}
