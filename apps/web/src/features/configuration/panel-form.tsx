import type { ConfigurationPanel } from '@app/domain/core/configuration';
import { es as serverMessages } from '@app/domain/messages/es';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { showDialog } from '../../feedback/dialog-store.ts';

/** What the configuration page reads, refreshed after each panel is saved. */
export const configurationKey = ['configuration'] as const;

/** `PUT /api/configuration/<panel>`, then the server's message in a success dialog. */
export function useSavePanel(panel: ConfigurationPanel) {
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

/** A panel's Actualizar, busy while its save is under way. */
export function UpdateButton({ pending }: { pending: boolean }) {
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

/** A text input bound to the panel's form, with its error or help below. */
export function Text<T extends FieldValues>({ control, name, label, type, multiline, helper }: TextProps<T>) {
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
