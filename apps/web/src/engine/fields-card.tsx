import type { DetailGroup, Resource } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue } from './field-display.tsx';
import { fieldLabel } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceSlots } from './slots.ts';

interface FieldsCardProps {
  def: Resource;
  record: ResourceRecord;
  group: DetailGroup;
  slots: ResourceSlots;
  image?: ReactNode;
  head?: ReactNode;
  foot?: ReactNode;
}

/** One group of the record's fields as label and value, with what the page puts above and below them and the group's own extra. */
export function FieldsCard({ def, record, group, slots, image, head, foot }: FieldsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Extra = group.name ? slots.groupExtras?.[group.name] : undefined;
  const wide = group.name !== undefined && slots.wideGroups?.includes(group.name) === true;
  return (
    <Card component="section" aria-labelledby={titleId} className={wide ? 'wide' : undefined}>
      <CardHeader title={group.title} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={wide ? { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' } } : undefined}>
        <div>
          {image}
          <Box component="dl" sx={ENTRIES_SX}>
            {head}
            {group.fields.map((name) => (
              <Entry key={name} label={fieldLabel(def, name, t)} multiline={def.fields[name]?.kind === 'textarea'} long={isLong(record[name])}>
                <FieldValue def={def} name={name} value={record[name]} variant="detail" />
              </Entry>
            ))}
            {foot}
          </Box>
        </div>
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
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: 2,
  '& > .wide': { gridColumn: '1 / -1' },
  '& dt': { typography: 'caption', color: 'text.secondary' },
  '& dd': { typography: 'body1', m: 0, mt: 0.25, overflowWrap: 'anywhere' },
  '& dd.multiline': { whiteSpace: 'pre-line' },
} as const;

/** Short values share a row; a sentence takes the card's width so it never wraps a word a line. */
const isLong = (value: unknown) => typeof value === 'string' && value.length > 40;

export function Entry({ label, multiline, long, children }: { label: string; multiline?: boolean; long?: boolean; children: ReactNode }) {
  return (
    <div className={multiline || long ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd className={multiline ? 'multiline' : undefined}>{children}</dd>
    </div>
  );
}
