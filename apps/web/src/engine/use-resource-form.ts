import type { Resource } from '@app/domain/core/define-resource';
import { fileProblem } from '@app/domain/core/files';
import { dependentsOf, type FileField, type FormMode } from '@app/domain/core/fields';
import { es as serverMessages } from '@app/domain/messages/es';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { reportApiError } from '../feedback/api-feedback.ts';
import { showDialog } from '../feedback/dialog-store.ts';
import { toast } from '../feedback/toast.ts';
import { wait } from '../lib/wait.ts';
import { sessionStore } from '../session/session-store.ts';
import { useActor } from '../session/use-can.ts';
import { useSession } from '../session/use-session.ts';
import type { FormValues, ParsedValues } from './fields/kind.ts';
import { viewOf } from './fields/registry.ts';
import { changedOnly, fileFields, formResolver, initialValues } from './form-values.ts';
import type { ChosenFile } from './inputs/file-input.tsx';
import { PROFILE_PARAM } from './record-context.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceSlots } from './slots.ts';
import { useReasonPrompt } from './use-reason-prompt.tsx';
import { useResourceMutations } from './use-resource-mutations.ts';

/** Submission waits a moment (unless the definition says otherwise), the button showing progress. */
const SUBMIT_DELAY_MS = 400;

/** The create/edit form's state and submit policy, for any resource: values and chosen files in react-hook-form, limits and messages from the definition's schema, server errors under their fields. */
export function useResourceForm(def: Resource, record: ResourceRecord | undefined, slots: ResourceSlots, onReload?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const actor = useActor();
  const [params] = useSearchParams();
  const profile = params.get(PROFILE_PARAM) === '1';
  const mode: FormMode = record ? 'edit' : 'create';
  const extra = record ? undefined : slots.createExtra;
  const [extraValue, setExtraValue] = useState<unknown>(() => extra?.initial);
  const [taken, setTaken] = useState<Record<string, boolean>>({});
  const [stale, setStale] = useState(false);
  const { create, update } = useResourceMutations(def);
  const reason = useReasonPrompt();
  const [initial] = useState(() => initialValues(def, mode, record, actor));
  const [resolver] = useState(() => formResolver(def, mode, initial, record));
  const form = useForm<FormValues, unknown, ParsedValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { setError, clearErrors, setValue, getValues } = form;

  /** The files chosen in this form, by field: what is sent besides the values. */
  const chosenFiles = () =>
    Object.fromEntries(fileFields(def, mode).flatMap(([name]) => (getValues(name) ? [[name, (getValues(name) as ChosenFile).file]] : [])));

  const clearFile = (name: string) => {
    const previous = getValues(name) as ChosenFile | undefined;
    if (previous?.preview) URL.revokeObjectURL(previous.preview);
    setValue(name, undefined);
  };

  const chooseFile = (name: string, field: FileField, file: File) => {
    const problem = fileProblem(field.kind, file);
    if (problem) {
      setError(name, { type: 'file', message: problem });
      return;
    }
    clearErrors(name);
    clearFile(name);
    setValue(name, { file, preview: field.kind === 'image' ? URL.createObjectURL(file) : undefined } satisfies ChosenFile);
  };

  // A new country clears state and city, a new GTA clears the work axis.
  const clearDependents = (name: string) => {
    for (const dependent of dependentsOf(def.fields, name)) {
      const field = def.fields[dependent]!;
      setValue(dependent, viewOf(field).initial(field, undefined, false), { shouldDirty: true });
    }
  };

  const submit = async (values: ParsedValues) => {
    const files = chosenFiles();
    try {
      if (!record) {
        const missing = fileFields(def, mode).find(([name, field]) => field.required !== false && !files[name]);
        if (missing) {
          const [, field] = missing;
          showDialog({ severity: 'warning', title: t('crud.noticeTitle'), message: field.missingMessage ?? t('files.missing', { label: field.label }) });
          return;
        }
        if (Object.values(taken).some(Boolean)) return;
        await wait(def.submitDelayMs ?? SUBMIT_DELAY_MS);
        const extraParts = extra ? extra.toBody(extraValue, getValues()) : {};
        await create.mutateAsync({ values: { ...values, ...extraParts }, files });
      } else {
        const changes = changedOnly(def, values, initial);
        if (Object.keys(changes).length === 0 && Object.keys(files).length === 0) {
          toast(t('crud.noChanges'), { variant: 'info' });
          return;
        }
        const description = await reason.ask();
        if (!description) return;
        await wait(def.submitDelayMs ?? SUBMIT_DELAY_MS);
        const saved = await update.mutateAsync({ id: record._id, changes, files, reason: description, version: record.updatedAt });
        // Editing your own admin record ends the session; the login at '/' follows, and the success dialog says why they must sign in again.
        if (slots.signOutAfterEdit?.({ record, own: session?.user?._id === record._id, profile })) {
          showDialog({ severity: 'success', title: saved.message || serverMessages.api.updated, message: t('session.profileSignedOut') });
          sessionStore.signOut();
          navigate('/', { replace: true });
          return;
        }
      }
      // After saving a card the user lands on its table (/formCards), the definition's first list.
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
      applyFieldErrors(error, Object.keys(def.fields), setError);
    }
  };

  return {
    form,
    mode,
    profile,
    onSubmit: form.handleSubmit(submit),
    chooseFile,
    clearFile,
    clearDependents,
    /** Reports whether a unique field's value is already taken by another record, so the form is not sent. */
    setTaken: (name: string, isTaken: boolean) => setTaken((all) => (all[name] === isTaken ? all : { ...all, [name]: isTaken })),
    extra: extra && { ...extra, value: extraValue, onChange: setExtraValue },
    reasonDialog: reason.dialog,
    stale,
    closeStale: () => setStale(false),
    // The edit page then opens this form again on the current version.
    reload: () => {
      setStale(false);
      onReload?.();
    },
  };
}

export type ResourceFormController = ReturnType<typeof useResourceForm>;
