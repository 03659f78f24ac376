import type { Resource } from '@app/domain/core/define-resource';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from './page-header.tsx';
import { RecordProblem } from './record-not-found.tsx';
import type { ResourceSlots } from './slots.ts';
import { ResourceForm } from './resource-form.tsx';
import { useResourceRecord } from './use-resource-record.ts';

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
  const record = useResourceRecord(def, id);
  if (record.isError) return <RecordProblem def={def} error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <>
      <PageHeader title={t('crud.editTitle', { name: def.label.singular })} subtitle={def.label.plural} />
      {record.isPending && <Skeleton variant="rounded" height={320} sx={{ maxWidth: 760 }} />}
      {/* Keyed by the record so the form's defaults follow a refetch after another save. */}
      {record.data && <ResourceForm key={record.data.updatedAt} def={def} record={record.data} slots={slots} />}
    </>
  );
}
