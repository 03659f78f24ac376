import { WEBHOOK_MODULES, webhookFormSchema, type Webhook, type WebhookForm } from '@app/domain/core/webhooks';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../api/field-errors.ts';
import { moduleLabel, offeredOperations, operationLabel } from './labels.ts';
import { useWebhookMutations } from './use-webhooks.ts';

interface WebhookDialogProps {
  /** `null`: a new subscription. */
  webhook: Webhook | null;
  onClose: () => void;
  /** After a creation, with the secret the server shows only then. */
  onCreated: (secret: string) => void;
}

/** «Nuevo webhook» / «Editar webhook»: the URL, its modules and their operations, checked by the server's own schema. */
export function WebhookDialog({ webhook, onClose, onCreated }: WebhookDialogProps) {
  const { t } = useTranslation();
  const { create, update } = useWebhookMutations();
  const form = useForm<WebhookForm, unknown, z.output<typeof webhookFormSchema>>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: { url: webhook?.url ?? '', modules: webhook?.modules ?? [], operations: webhook?.operations ?? [] },
  });
  const modules = useWatch({ control: form.control, name: 'modules' });
  const operations = offeredOperations(modules);
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook._id, body: values });
      } else {
        onCreated((await create.mutateAsync(values)).data.secret);
      }
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['url', 'modules', 'operations'], form.setError);
    }
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="webhook-dialog-title">
      <DialogTitle id="webhook-dialog-title">{webhook ? t('webhooks.editTitle') : t('webhooks.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="webhook-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={submit}>
          <Controller
            control={form.control}
            name="url"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('webhooks.url')}
                type="url"
                required
                autoFocus
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? t('webhooks.urlHint')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="modules"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={WEBHOOK_MODULES.map((m) => m.module)}
                getOptionLabel={moduleLabel}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField {...params} inputRef={field.ref} label={t('webhooks.modules')} required error={fieldState.error !== undefined} helperText={fieldState.error?.message ?? ' '} />
                )}
              />
            )}
          />
          <Controller
            control={form.control}
            name="operations"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={operations.map((op) => op.name)}
                getOptionLabel={(name) => operations.find((op) => op.name === name)?.label ?? operationLabel(name)}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('webhooks.operations')}
                    required
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message ?? t('webhooks.operationsHint')}
                  />
                )}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="webhook-form" variant="contained" loading={pending}>
          {t('webhooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
