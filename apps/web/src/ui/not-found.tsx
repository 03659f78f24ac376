import SearchOffIcon from '@mui/icons-material/SearchOff';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface NotFoundProps {
  title: string;
  text: string;
  actions: ReactNode;
}

/** One clear message for what is not there (an unknown page, a record that does not exist), with the ways on. */
export function NotFound({ title, text, actions }: NotFoundProps) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, md: 6 }, py: { xs: 5, md: 8 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Paper>
  );
}
