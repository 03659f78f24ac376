import type { Resource } from '@app/domain/core/define-resource';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../api/field-errors.ts';
import { wait } from '../lib/wait.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { useReasonPrompt } from './use-reason-prompt.tsx';
import { useResourceMutations, type FormValues } from './use-resource-mutations.ts';

/** Spec 000 §5: submission waits a moment, during which the button shows progress and stays disabled. */
const SUBMIT_DELAY_MS = 400;

interface ResourceFormProps {
  def: Resource;
  /** The record being edited; without it the form creates one. */
  record?: ResourceRecord;
}

function initialValues(def: Resource, record: ResourceRecord | undefined): FormValues {
  return Object.fromEntries(
    Object.keys(def.fields).map((name) => {
      const value = record?.[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * The one create/edit form: inputs, limits and messages all come from the definition's schema.
 * Editing sends only the changed fields, with the reason asked in the Justificación dialog.
 */
export function ResourceForm({ def, record }: ResourceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create, update } = useResourceMutations(def);
  const reason = useReasonPrompt();
  const fieldNames = Object.keys(def.fields);
  const initial = initialValues(def, record);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<FormValues>({
    // Both schemas parse to string fields; the cast only forgets which of the two it is.
    resolver: zodResolver(record ? def.updateSchema : def.createSchema) as Resolver<FormValues>,
    defaultValues: initial,
    mode: 'onTouched',
  });

  const submit = async (values: FormValues) => {
    try {
      if (!record) {
        await wait(SUBMIT_DELAY_MS);
        await create.mutateAsync(values);
      } else {
        const changes = Object.fromEntries(
          Object.entries(values).filter(([name, value]) => value !== initial[name]?.trim()),
        );
        if (Object.keys(changes).length === 0) {
          enqueueSnackbar(t('crud.noChanges'), { variant: 'info' });
          return;
        }
        const description = await reason.ask();
        if (!description) return;
        await wait(SUBMIT_DELAY_MS);
        await update.mutateAsync({ id: record._id, changes, reason: description });
      }
      navigate(def.route);
    } catch (error) {
      // The toast came from the query client; here each message also goes under its field.
      applyFieldErrors(error, fieldNames, setError);
    }
  };

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
          <Stack spacing={2.5}>
            {Object.entries(def.fields).map(([name, field]) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field: input, fieldState }) => (
                  <TextField
                    {...input}
                    label={field.label}
                    required={field.required !== false}
                    multiline={field.kind === 'textarea'}
                    minRows={field.kind === 'textarea' ? 4 : undefined}
                    error={fieldState.error !== undefined}
                    helperText={
                      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                        <span>{fieldState.error?.message}</span>
                        {field.max !== undefined && (
                          <span>{t('crud.characters', { length: input.value.length, max: field.max })}</span>
                        )}
                      </Box>
                    }
                  />
                )}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button
              component={Link}
              to={record ? `${def.route}/${encodeURIComponent(record._id)}` : def.route}
              disabled={isSubmitting}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      {reason.dialog}
    </Card>
  );
}
