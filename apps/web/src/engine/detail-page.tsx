import type { DetailGroup, Resource } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../lib/format-date.ts';
import { ActionBar } from './action-bar.tsx';
import { ActiveChip } from './active-chip.tsx';
import { FieldValue } from './field-display.tsx';
import { fieldLabel, titleOf } from './field-format.ts';
import { Thumbnail } from './fields/file.tsx';
import { HistoryTimeline } from './history-timeline.tsx';
import { PageHeader } from './page-header.tsx';
import { RecordProblem } from './record-not-found.tsx';
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

  return (
    <>
      <PageHeader title={title} subtitle={def.label.singular} actions={<ActionBar def={def} record={record} title={title} slots={slots} onActed={onActed} />} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, gap: 2.5, alignItems: 'start' }}>
        <Stack spacing={2.5}>
          {Cards && (
            <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
              <Cards def={def} record={record} />
            </Suspense>
          )}
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
                    <Thumbnail url={record[def.imageField]} size={190} alt={`${image.label}: ${title}`} />
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
        </Stack>
        <HistoryTimeline def={def} documentId={record._id} />
      </Box>
      {Panels && (
        <Suspense fallback={null}>
          <Panels record={record} />
        </Suspense>
      )}
    </>
  );
}

interface FieldsCardProps {
  def: Resource;
  record: ResourceRecord;
  group: DetailGroup;
  slots: ResourceSlots;
  image?: ReactNode;
  head?: ReactNode;
  foot?: ReactNode;
}

function FieldsCard({ def, record, group, slots, image, head, foot }: FieldsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Extra = group.name ? slots.groupExtras?.[group.name] : undefined;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={group.title} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        {image}
        <Box component="dl" sx={ENTRIES_SX}>
          {head}
          {group.fields.map((name) => (
            <Entry key={name} label={fieldLabel(def, name, t)} multiline={def.fields[name]?.kind === 'textarea'}>
              <FieldValue def={def} name={name} value={record[name]} variant="detail" />
            </Entry>
          ))}
          {foot}
        </Box>
        {Extra && (
          <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />}>
            <Extra def={def} record={record} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** Styled once on the list as Typography caption / body1 would draw them; a Typography per entry is too slow on phones. */
const ENTRIES_SX = {
  m: 0,
  display: 'grid',
  gap: 2,
  '& dt': { typography: 'caption', color: 'text.secondary' },
  '& dd': { typography: 'body1', m: 0, mt: 0.25, overflowWrap: 'anywhere' },
  '& dd.multiline': { whiteSpace: 'pre-line' },
} as const;

function Entry({ label, multiline, children }: { label: string; multiline?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={multiline ? 'multiline' : undefined}>{children}</dd>
    </div>
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
