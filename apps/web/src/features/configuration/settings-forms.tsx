import { contactConfigSchema, legalTextSchema, smtpConfigSchema, type ConfigurationView } from '@app/domain/core/configuration';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { Text, UpdateButton, useSavePanel } from './panel-form.tsx';

/** The contact address the platform gives. */
export function ContactForm({ view }: { view: ConfigurationView }) {
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

/** The outgoing mail server; its password is never shown again, only replaced. */
export function SmtpForm({ view }: { view: ConfigurationView }) {
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

/** The privacy notice or the terms, as one long text. */
export function LegalForm({ panel, initial }: { panel: 'privacy' | 'terms'; initial: string }) {
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
