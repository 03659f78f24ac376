import {
  contactConfigSchema,
  legalTextSchema,
  smtpConfigSchema,
  type ConfigurationPanel,
  type ConfigurationView,
} from '@app/domain/core/configuration';
import { es as serverMessages } from '@app/domain/messages/es';
import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/api-client.ts';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { showDialog } from '../../feedback/dialog-store.ts';
import { ReasonTemplatesPanel } from './reason-templates-panel.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';
import { WebhooksPanel } from './webhooks/webhooks-panel.tsx';

const configurationKey = ['configuration'] as const;

/** `PUT /api/configuration/<panel>`, then the server's message in a success dialog. */
function useSavePanel(panel: ConfigurationPanel) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successFeedback: false },
    mutationFn: (body: Record<string, unknown>) =>
      api<unknown>(`/configuration/${panel}`, { method: 'PUT', body }),
    onSuccess: (result) => {
      showDialog({ severity: 'success', title: result.message || serverMessages.api.updated });
      void queryClient.invalidateQueries({ queryKey: configurationKey });
    },
  });
}

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

function UpdateButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={pending}>
        {t('configuration.update')}
      </Button>
    </Stack>
  );
}

interface TextProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: string;
  multiline?: boolean;
  helper?: string;
}

function Text<T extends FieldValues>({ control, name, label, type, multiline, helper }: TextProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          type={type}
          multiline={multiline}
          minRows={multiline ? 8 : undefined}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helper ?? ' '}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      )}
    />
  );
}

function ContactForm({ view }: { view: ConfigurationView }) {
  const { t } = useTranslation();
  const save = useSavePanel('contact');
  const form = useForm<z.input<typeof contactConfigSchema>, unknown, z.output<typeof contactConfigSchema>>({
    resolver: zodResolver(contactConfigSchema),
    defaultValues: { email: view.contact.email },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((values) =>
        save.mutateAsync(values).catch((error: unknown) => applyFieldErrors(error, ['email'], form.setError)),
      )}
    >
      <Text control={form.control} name="email" label={t('configuration.contactEmail')} type="email" />
      <UpdateButton pending={save.isPending} />
    </Stack>
  );
}

interface SmtpValues {
  user: string;
  host: string;
  port: string;
  password: string;
}

function SmtpForm({ view }: { view: ConfigurationView }) {
  const { t } = useTranslation();
  const save = useSavePanel('smtp');
  const form = useForm<SmtpValues>({
    defaultValues: {
      user: view.smtp.user,
      host: view.smtp.host,
      port: view.smtp.port === null ? '' : String(view.smtp.port),
      password: '',
    },
  });
  const submit = async (values: SmtpValues) => {
    // The password travels only when typed: empty keeps the stored one.
    const body = { user: values.user, host: values.host, port: values.port, ...(values.password ? { password: values.password } : {}) };
    const parsed = smtpConfigSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as keyof SmtpValues;
        form.setError(name, { type: 'schema', message: issue.message });
      }
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      form.resetField('password');
    } catch (error) {
      applyFieldErrors(error, ['user', 'host', 'port', 'password'], form.setError);
    }
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)}>
      <Text control={form.control} name="user" label={t('configuration.smtpUser')} />
      <Text control={form.control} name="host" label={t('configuration.smtpHost')} />
      <Text control={form.control} name="port" label={t('configuration.smtpPort')} type="number" />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Stack>
            <Text
              control={form.control}
              name="password"
              label={t('configuration.smtpPassword')}
              type="password"
              helper={t('configuration.passwordHint')}
            />
          </Stack>
        </Box>
        <Chip
          sx={{ mt: 1.5 }}
          color={view.smtp.passwordSet ? 'success' : 'default'}
          label={view.smtp.passwordSet ? t('configuration.passwordSet') : t('configuration.passwordUnset')}
        />
      </Stack>
      <UpdateButton pending={save.isPending} />
    </Stack>
  );
}

function LegalForm({ panel, initial }: { panel: 'privacy' | 'terms'; initial: string }) {
  const { t } = useTranslation();
  const save = useSavePanel(panel);
  const form = useForm<z.input<typeof legalTextSchema>, unknown, z.output<typeof legalTextSchema>>({
    resolver: zodResolver(legalTextSchema),
    defaultValues: { text: initial },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((values) =>
        save.mutateAsync(values).catch((error: unknown) => applyFieldErrors(error, ['text'], form.setError)),
      )}
    >
      <Text control={form.control} name="text" label={t('configuration.text')} multiline />
      <UpdateButton pending={save.isPending} />
    </Stack>
  );
}
