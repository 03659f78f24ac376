import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, FormMode } from '@app/domain/core/fields';
import { fileUrl } from '@app/domain/core/files';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormValues, KindInputProps, ParsedValues } from './fields/kind.ts';
import { inputOf } from './fields/inputs.tsx';
import { formFields } from './form-values.ts';
import { FileInput, type ChosenFile } from './inputs/file-input.tsx';
import { PROFILE_PARAM } from './record-context.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceSlots } from './slots.ts';
import { StaleRecordDialog } from './stale-record-dialog.tsx';
import { useResourceForm, type ResourceFormController } from './use-resource-form.ts';

interface ResourceFormProps {
  def: Resource;
  /** The record being edited; without it the form creates one. */
  record?: ResourceRecord;
  /** Opens the form again on the record's current version, after someone else saved first. */
  onReload?: () => void;
  /** What the module adds: fields beyond the definition on create, ending the session after editing your own record. */
  slots?: ResourceSlots;
}

/** The one create/edit form: an input per field kind, laid out over `useResourceForm`. */
export function ResourceForm({ def, record, onReload, slots = {} }: ResourceFormProps) {
  const { t } = useTranslation();
  const controller = useResourceForm(def, record, slots, onReload);
  const { form, mode, profile, extra } = controller;
  const { control, formState } = form;

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent>
        <Box component="form" noValidate onSubmit={controller.onSubmit}>
          <Stack spacing={2.5}>
            {formFields(def, mode).map(([name, field]) =>
              field.kind === 'image' || field.kind === 'pdf' ? (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field: bound, fieldState }) => (
                    <FileInput
                      name={name}
                      field={field}
                      required={mode === 'create' && field.required !== false}
                      current={fileUrl(record?.[name])}
                      chosen={bound.value as ChosenFile | undefined}
                      error={fieldState.error?.message}
                      onChoose={(file) => controller.chooseFile(name, field, file)}
                      onClear={() => controller.clearFile(name)}
                    />
                  )}
                />
              ) : (
                <ValueField
                  key={name}
                  Input={slots.inputs?.[name]}
                  def={def}
                  name={name}
                  field={field}
                  mode={mode}
                  record={record}
                  controller={controller}
                />
              ),
            )}
            {extra && <ExtraPart extra={extra} control={control} />}
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button
              component={Link}
              to={record ? `${def.route}/${encodeURIComponent(record._id)}${profile ? `?${PROFILE_PARAM}=1` : ''}` : def.viewDefs[0]!.route}
              disabled={formState.isSubmitting}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      {controller.reasonDialog}
      {record && <StaleRecordDialog def={def} record={record} open={controller.stale} onReload={controller.reload} onClose={controller.closeStale} />}
    </Card>
  );
}

/** The module's own part of the create form, following the form's values. */
function ExtraPart({ extra, control }: { extra: NonNullable<ResourceFormController['extra']>; control: Control<FormValues, unknown, ParsedValues> }) {
  const values = useWatch({ control });
  const Component = extra.component;
  return <Component values={values as FormValues} value={extra.value} onChange={extra.onChange} />;
}

interface ValueFieldProps {
  /** The module's own input for this field, instead of its kind's. */
  Input?: ComponentType<KindInputProps>;
  def: Resource;
  name: string;
  field: FieldDef;
  mode: FormMode;
  record: ResourceRecord | undefined;
  controller: ResourceFormController;
}

/** One non-file field bound to the form, drawn by its kind's input (see `fields/inputs.tsx`). */
function ValueField({ Input: own, def, name, field, mode, record, controller }: ValueFieldProps) {
  const Input = own ?? inputOf(field);
  if (!Input) return null;
  const { control } = controller.form;
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
          onTaken={(taken) => controller.setTaken(name, taken)}
          input={{
            name,
            label: field.label,
            required: field.required !== false,
            value: bound.value,
            onChange: (value) => {
              bound.onChange(value);
              controller.clearDependents(name);
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
