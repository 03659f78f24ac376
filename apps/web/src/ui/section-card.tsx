import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** Beside the title: the section's main button. */
  action?: ReactNode;
  /** A line under the title saying what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled section of a page (an admin's sessions, tokens, passkeys): a region named by its heading. */
export function SectionCard({ id, title, action, intro, children }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2.5 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
