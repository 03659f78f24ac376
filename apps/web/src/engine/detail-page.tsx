import type { DetailGroup, Resource } from '@app/domain/core/define-resource';
import { IMAGE_SIZE } from '@app/domain/core/files';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../lib/format-date.ts';
import { ActionBar } from './action-bar.tsx';
import { ActiveChip } from './active-chip.tsx';
import { fieldLabel, titleOf } from './field-format.ts';
import { Entry, FieldsCard } from './fields-card.tsx';
import { Thumbnail } from './fields/file.tsx';
import { HistoryTimeline } from './history-timeline.tsx';
import { PageHeader } from './page-header.tsx';
import { RecordProblem } from './record-not-found.tsx';
import { showsSimilar, SimilarRecords } from './similar-records.tsx';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceSlots } from './slots.ts';
import { useResourceRecord } from './use-resource-record.ts';

const NO_SLOTS: ResourceSlots = {};

/** A record's fields, state, dates, history and the actions the admin may take on it. */
export function DetailPage({ def, slots = NO_SLOTS }: { def: Resource; slots?: ResourceSlots }) {
  const { id = '' } = useParams();
  const record = useResourceRecord(def, id);
  if (record.isError) return <RecordProblem def={def} error={record.error} onRetry={() => void record.refetch()} />;
  if (record.data === undefined) return <DetailSkeleton />;
  return <RecordDetail def={def} record={record.data} slots={slots} />;
}

/** The definition's groups of fields; one group with every field when it declares none. */
function groupsOf(def: Resource, t: TFunction): readonly DetailGroup[] {
  if (def.layout) return def.layout.groups;
  return [{ title: t('crud.information'), fields: Object.keys(def.fields).filter((name) => name !== def.imageField) }];
}

interface RecordDetailProps {
  def: Resource;
  record: ResourceRecord;
  slots: ResourceSlots;
  /** What follows an action instead of the return to the list (the review desk opens the next item). */
  onActed?: (action: string) => void;
}

/** A loaded record's whole page: the review desk shows the same one. */
export function RecordDetail({ def, record, slots, onActed }: RecordDetailProps) {
  const { t } = useTranslation();
  const title = titleOf(def, record, t);
  const Panels = slots.detailPanels;
  const Cards = slots.detailCards;
  const image = def.imageField ? def.fields[def.imageField] : undefined;
  const [first, ...rest] = groupsOf(def, t);
  const similar = showsSimilar(def);

  return (
    <>
      <PageHeader title={title} subtitle={def.label.singular} actions={<ActionBar def={def} record={record} title={title} slots={slots} onActed={onActed} />} />
      <Stack spacing={2.5}>
        {Cards && (
          <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
            <Cards def={def} record={record} />
          </Suspense>
        )}
        <Box sx={GROUPS_SX}>
          {first && (
            <FieldsCard
              def={def}
              record={record}
              group={first}
              slots={slots}
              image={
                def.imageField &&
                image && (
                  <Box sx={{ mb: 2.5 }}>
                    <Thumbnail url={record[def.imageField]} size={IMAGE_SIZE.detail} alt={`${image.label}: ${title}`} />
                  </Box>
                )
              }
              head={
                <Entry label={fieldLabel(def, 'active', t)}>
                  <ActiveChip active={record.active} />
                </Entry>
              }
              foot={
                <>
                  <Entry label={fieldLabel(def, 'createdAt', t)}>{formatDate(record.createdAt)}</Entry>
                  <Entry label={fieldLabel(def, 'updatedAt', t)}>{formatDate(record.updatedAt)}</Entry>
                </>
              }
            />
          )}
          {rest.map((group) => (
            <FieldsCard key={group.title} def={def} record={record} group={group} slots={slots} />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: similar ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' }, gap: 2.5, alignItems: 'start' }}>
          <HistoryTimeline def={def} record={record} slots={slots} />
          {similar && <SimilarRecords def={def} id={record._id} />}
        </Box>
      </Stack>
      {Panels && (
        <Suspense fallback={null}>
          <Panels record={record} />
        </Suspense>
      )}
    </>
  );
}

/** Two columns of groups where each keeps a readable measure; a wide group spans both to show its extra beside its fields. */
const GROUPS_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))',
  gap: 2.5,
  alignItems: 'start',
  '& > .wide': { gridColumn: '1 / -1' },
} as const;

function DetailSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" width={280} height={40} />
      <Box sx={{ ...GROUPS_SX, mt: 2 }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}
