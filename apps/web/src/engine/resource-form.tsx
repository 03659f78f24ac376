import type { Resource } from '@app/domain/core/define-resource';
import { es as serverMessages } from '@app/domain/messages/es';
import { fileProblem } from '@app/domain/core/files';
import { dependentsOf, type FieldDef, type FileField, type FormMode } from '@app/domain/core/fields';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { reportApiError } from '../feedback/api-feedback.ts';
import { showDialog } from '../feedback/dialog-store.ts';
import { wait } from '../lib/wait.ts';
import { fileUrl } from './fields/file.tsx';
import type { FormValues, KindInputProps, ParsedValues } from './fields/kind.ts';
import { inputOf } from './fields/inputs.tsx';
import { viewOf } from './fields/registry.ts';
import { changedOnly, fileFields, formFields, formResolver, initialValues } from './form-values.ts';
import { FileInput, type ChosenFile } from './inputs/file-input.tsx';
import { resourceKeys, type ResourceRecord } from './resource-keys.ts';
import { StaleRecordDialog } from './stale-record-dialog.tsx';
import { useReasonPrompt } from './use-reason-prompt.tsx';
import { useResourceMutations } from './use-resource-mutations.ts';
import { PROFILE_PARAM } from './record-context.ts';
import type { ResourceSlots } from './slots.ts';
import { sessionStore } from '../session/session-store.ts';
import { useSession } from '../session/use-session.ts';
import { useSearchParams } from 'react-router';
import { toast } from '../feedback/toast.ts';

/** Spec 000 §5: submission waits a moment (unless the definition says otherwise), the button showing progress. */
const SUBMIT_DELAY_MS = 400;

interface ResourceFormProps {
  def: Resource;
  /** The record being edited; without it the form creates one. */
  record?: ResourceRecord;
  /** What the module adds: fields beyond the definition on create, ending the session after editing your own record. */
  slots?: ResourceSlots;
}

/**
 * The one create/edit form: inputs per field kind, limits and messages from the definition's schema.
 * Creating checks the required files first (the spec's 'Aviso'); editing sends only the changed
 * fields and newly chosen files, with the reason asked in the Justificación dialog.
 */
export function ResourceForm({ def, record, slots = {} }: ResourceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const profile = params.get(PROFILE_PARAM) === '1';
  const extra = record ? undefined : slots.createExtra;
  const [extraValue, setExtraValue] = useState<unknown>(() => extra?.initial);
  const [taken, setTaken] = useState<Record<string, boolean>>({});
  const mode: FormMode = record ? 'edit' : 'create';
  const { create, update } = useResourceMutations(def);
  const reason = useReasonPrompt();
  const [initial] = useState(() => initialValues(def, mode, record));
  const [resolver] = useState(() => formResolver(def, mode, initial, record));
  const [chosen, setChosen] = useState<Record<string, ChosenFile>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<FormValues, unknown, ParsedValues>({ resolver, defaultValues: initial, mode: 'onTouched' });

  const chooseFile = (name: string, field: FileField, file: File) => {
    const problem = fileProblem(field.kind, file);
    setFileErrors(({ [name]: _previous, ...others }) => (problem ? { ...others, [name]: problem } : others));
    if (problem) return;
    setChosen(({ [name]: previous, ...others }) => {
      if (previous?.preview) URL.revokeObjectURL(previous.preview);
      const preview = field.kind === 'image' ? URL.createObjectURL(file) : undefined;
      return { ...others, [name]: { file, preview } };
    });
  };

  const clearFile = (name: string) =>
    setChosen(({ [name]: previous, ...others }) => {
      if (previous?.preview) URL.revokeObjectURL(previous.preview);
      return others;
    });

  // Spec 000 §4 and 001 §5: a new country clears state and city, a new GTA clears the work axis.
  const clearDependents = (name: string) => {
    for (const dependent of dependentsOf(def.fields, name)) {
      const field = def.fields[dependent]!;
      setValue(dependent, viewOf(field).initial(field, undefined, false), { shouldDirty: true });
    }
  };

  const showServerErrors = (error: unknown) => {
    applyFieldErrors(error, Object.keys(def.fields), setError);
    if (!(error instanceof ApiError)) return;
    const onFiles = error.errors.filter((e) => e.path in def.fileFields);
    if (onFiles.length === 0) return;
    setFileErrors((errors) => ({ ...errors, ...Object.fromEntries(onFiles.map((e) => [e.path, e.msg])) }));
  };

  const submit = async (values: ParsedValues) => {
    const newFiles = Object.fromEntries(Object.entries(chosen).map(([name, c]) => [name, c.file]));
    try {
      if (!record) {
        const missing = fileFields(def, mode).find(([name, field]) => field.required !== false && !chosen[name]);
        if (missing) {
          const [, field] = missing;
          showDialog({
            severity: 'warning',
            title: t('crud.noticeTitle'),
            message: field.missingMessage ?? t('files.missing', { label: field.label }),
          });
          return;
        }
        if (Object.values(taken).some(Boolean)) return;
        await wait(def.submitDelayMs ?? SUBMIT_DELAY_MS);
        const extraParts = extra ? extra.toBody(extraValue, getValues()) : {};
        await create.mutateAsync({ values: { ...values, ...extraParts }, files: newFiles });
      } else {
        const changes = changedOnly(def, values, initial);
        if (Object.keys(changes).length === 0 && Object.keys(newFiles).length === 0) {
          toast(t('crud.noChanges'), { variant: 'info' });
          return;
        }
        const description = await reason.ask();
        if (!description) return;
        await wait(def.submitDelayMs ?? SUBMIT_DELAY_MS);
        const saved = await update.mutateAsync({ id: record._id, changes, files: newFiles, reason: description, version: record.updatedAt });
        // Spec 000 §4: editing your own admin record ends the session; the login at '/' follows, and the success
        // dialog says why they must sign in again.
        if (slots.signOutAfterEdit?.({ record, own: session?.user?._id === record._id, profile })) {
          showDialog({ severity: 'success', title: saved.message || serverMessages.api.updated, message: t('session.profileSignedOut') });
          sessionStore.signOut();
          navigate('/', { replace: true });
          return;
        }
      }
      // Spec 001 §2: after saving a card the user lands on its table (/formCards), the definition's first list.
      navigate(def.viewDefs[0]!.route);
    } catch (error) {
      // Someone saved first (409): what they changed, and the offer to reload, instead of a bare alert.
      if (error instanceof ApiError && error.status === 409 && error.message === serverMessages.api.stale) {
        setStale(true);
        return;
      }
      // An edit's errors are reported here, not by the query client, so that a 409 shows the dialog above only.
      if (record && !(error instanceof ApiError && (error.status === 401 || error.status === 403))) reportApiError(error);
      // The toast or 'Alerta' came from the query client; here each message also goes under its field.
      showServerErrors(error);
    }
  };

  // The edit page is keyed by the record's version: refetching it remounts this form on the current one.
  const reload = () => {
    setStale(false);
    if (record) void queryClient.invalidateQueries({ queryKey: resourceKeys.detail(def, record._id) });
  };

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
          <Stack spacing={2.5}>
            {formFields(def, mode).map(([name, field]) =>
              field.kind === 'image' || field.kind === 'pdf' ? (
                <FileInput
                  key={name}
                  name={name}
                  field={field}
                  required={mode === 'create' && field.required !== false}
                  current={fileUrl(record?.[name])}
                  chosen={chosen[name]}
                  error={fileErrors[name]}
                  onChoose={(file) => chooseFile(name, field, file)}
                  onClear={() => clearFile(name)}
                />
              ) : (
                <ValueField
                  key={name}
                  Input={slots.inputs?.[name]}
                  def={def}
                  name={name}
                  field={field}
                  mode={mode}
                  control={control}
                  record={record}
                  onChanged={clearDependents}
                  onTaken={(isTaken) => setTaken((all) => (all[name] === isTaken ? all : { ...all, [name]: isTaken }))}
                />
              ),
            )}
            {extra && <ExtraPart extra={extra} control={control} value={extraValue} onChange={setExtraValue} />}
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button
              component={Link}
              to={record ? `${def.route}/${encodeURIComponent(record._id)}${profile ? `?${PROFILE_PARAM}=1` : ''}` : def.viewDefs[0]!.route}
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
      {record && <StaleRecordDialog def={def} record={record} open={stale} onReload={reload} onClose={() => setStale(false)} />}
    </Card>
  );
}

interface ValueFieldProps {
  /** The module's own input for this field, instead of its kind's. */
  Input?: ComponentType<KindInputProps>;
  def: Resource;
  name: string;
  field: FieldDef;
  mode: FormMode;
  control: Control<FormValues, unknown, ParsedValues>;
  record: ResourceRecord | undefined;
  /** A value changed: the fields that depend on it start over. */
  onChanged: (name: string) => void;
  /** Reports whether a unique field's value is already taken by another record. */
  onTaken: (taken: boolean) => void;
}

/** The module's own part of the create form, following the form's values. */
function ExtraPart({
  extra,
  control,
  value,
  onChange,
}: {
  extra: NonNullable<ResourceSlots['createExtra']>;
  control: Control<FormValues, unknown, ParsedValues>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const values = useWatch({ control });
  const Component = extra.component;
  return <Component values={values as FormValues} value={value} onChange={onChange} />;
}

/** One non-file field bound to the form, drawn by its kind's input (see `fields/inputs.tsx`). */
function ValueField({ Input: own, def, name, field, mode, control, record, onChanged, onTaken }: ValueFieldProps) {
  const Input = own ?? inputOf(field);
  if (!Input) return null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: bound, fieldState }) => (
        <Input
          def={def}
          name={name}
          field={field}
          mode={mode}
          control={control}
          record={record}
          onTaken={onTaken}
          input={{
            name,
            label: field.label,
            required: field.required !== false,
            value: bound.value,
            onChange: (value) => {
              bound.onChange(value);
              onChanged(name);
            },
            onBlur: bound.onBlur,
            error: fieldState.error?.message,
            inputRef: bound.ref,
          }}
        />
      )}
    />
  );
}
