import type { Resource } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { BackFace, FrontFace, gtaColor } from './flashcard-face.tsx';
import type { Flashcard } from './flashcard-types.ts';
import { RejectionNotice } from './rejection-notice.tsx';

/** The card as the public site shows it, both faces side by side, above its fields. */
export function FlashcardFacesCard({ record }: { def: Resource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const titleId = useId();
  const card = record as Flashcard;
  const face = (label: string, content: ReactNode) => (
    <Box sx={{ border: 1, borderColor: 'divider', borderTop: 6, borderTopColor: gtaColor(card), borderRadius: 2, p: 2, minHeight: 200 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      {content}
    </Box>
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <RejectionNotice card={card} />
      <CardHeader title={t('flashcards.faces')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {face(t('flashcards.front'), <FrontFace card={card} />)}
        {face(t('flashcards.back'), <BackFace card={card} />)}
      </CardContent>
    </Card>
  );
}
