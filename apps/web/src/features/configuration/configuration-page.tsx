import type { ConfigurationPanel, ConfigurationView } from '@app/domain/core/configuration';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { configurationKey } from './panel-form.tsx';
import { ReasonTemplatesPanel } from './reason-templates-panel.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';
import { ContactForm, LegalForm, SmtpForm } from './settings-forms.tsx';
import { WebhooksPanel } from './webhooks/webhooks-panel.tsx';

/** `/configuration`: four collapsible panels, each with its own Actualizar. Super user only. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: configurationKey,
    queryFn: ({ signal }) => api<ConfigurationView>('/configuration', { signal }).then((r) => r.data),
  });
  const [open, setOpen] = useState<ConfigurationPanel | false>('contact');
  const panel = (id: ConfigurationPanel, title: string, content: ReactNode) => (
    <Accordion
      expanded={open === id}
      onChange={(_event, expanded) => setOpen(expanded ? id : false)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`config-${id}`} id={`config-${id}-header`}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`config-${id}`}>{content}</AccordionDetails>
    </Accordion>
  );

  return (
    <>
      <PageHeader title={t('configuration.title')} />
      {config.isPending && <Skeleton variant="rounded" height={240} sx={{ maxWidth: 900 }} />}
      {config.isError && <Alert severity="warning">{t('crud.notLoaded')}</Alert>}
      {config.data && (
        <Box sx={{ maxWidth: 900 }}>
          {panel('contact', t('configuration.contact'), <ContactForm view={config.data} />)}
          {panel('smtp', t('configuration.smtp'), <SmtpForm view={config.data} />)}
          {panel('privacy', t('configuration.privacy'), <LegalForm panel="privacy" initial={config.data.privacy.text} />)}
          {panel('terms', t('configuration.terms'), <LegalForm panel="terms" initial={config.data.terms.text} />)}
          <ReasonTemplatesPanel />
          <WebhooksPanel />
          <SecondFactorPanel />
        </Box>
      )}
    </>
  );
}
