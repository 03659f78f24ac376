import { reasonTemplatesBodySchema, REASON_TEMPLATES_MAX, type ReasonTemplatesEntry } from '@app/domain/core/reason-templates';
import { resourceByModule } from '@app/domain/resources/registry';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/api-client.ts';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { reasonTemplatesKey } from '../../engine/reason-templates.tsx';
import { moveItem } from './move-item.ts';

const allKey = [...reasonTemplatesKey, 'all'] as const;
const moduleLabel = (module: string) => resourceByModule(module)?.label.plural ?? module;
const actionLabel = ({ module, action }: Pick<ReasonTemplatesEntry, 'module' | 'action'>) =>
  resourceByModule(module)?.actionDefs[action]?.label ?? action;

/** «Plantillas de justificación», a panel of the configuration page, loaded when opened. */
export function ReasonTemplatesPanel() {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="config-reason-templates" id="config-reason-templates-header">
        <Typography sx={{ fontWeight: 600 }}>{t('reasonTemplates.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="config-reason-templates">
        <PairEditor />
      </AccordionDetails>
    </Accordion>
  );
}

/** Pick a module and one of its actions that take a reason, then edit that action's list. */
function PairEditor() {
  const { t } = useTranslation();
  const entries = useQuery({
    queryKey: allKey,
    queryFn: ({ signal }) => api<ReasonTemplatesEntry[]>('/reason-templates', { signal }).then((r) => r.data),
  });
  const [choice, setChoice] = useState<{ module: string; action: string } | null>(null);
  if (entries.isPending) return <Skeleton variant="rounded" height={160} />;
  if (entries.isError) return <Alert severity="warning">{t('crud.notLoaded')}</Alert>;
  const first = entries.data[0];
  if (!first) return <Alert severity="info">{t('reasonTemplates.none')}</Alert>;

  const selected = entries.data.find((e) => e.module === choice?.module && e.action === choice.action) ?? first;
  const modules = [...new Set(entries.data.map((e) => e.module))];
  const actions = entries.data.filter((e) => e.module === selected.module);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('reasonTemplates.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('reasonTemplates.module')}
          value={selected.module}
          onChange={(e) => setChoice(entries.data.find((entry) => entry.module === e.target.value) ?? null)}
          sx={{ minWidth: 240 }}
        >
          {modules.map((module) => (
            <MenuItem key={module} value={module}>
              {moduleLabel(module)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('reasonTemplates.action')}
          value={selected.action}
          onChange={(e) => setChoice({ module: selected.module, action: e.target.value })}
          sx={{ minWidth: 240 }}
        >
          {actions.map((entry) => (
            <MenuItem key={entry.action} value={entry.action}>
              {actionLabel(entry)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* Keyed by the pair, so switching pairs starts from that pair's stored list. */}
      <TemplatesForm key={`${selected.module}.${selected.action}`} entry={selected} />
    </Stack>
  );
}

type Values = z.input<typeof reasonTemplatesBodySchema>;

function TemplatesForm({ entry }: { entry: ReasonTemplatesEntry }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof reasonTemplatesBodySchema>>({
    resolver: zodResolver(reasonTemplatesBodySchema),
    defaultValues: { templates: entry.templates },
  });
  const save = useMutation({
    mutationFn: (body: Values) => api<string[]>(`/reason-templates/${entry.module}/${entry.action}`, { method: 'PUT', body }),
    onSuccess: (result) => {
      form.reset({ templates: result.data });
      void queryClient.invalidateQueries({ queryKey: reasonTemplatesKey });
    },
  });
  const templates = useWatch({ control: form.control, name: 'templates' });
  // A structural change re-numbers the rows, so errors of the old numbering no longer apply.
  const change = (next: string[]) => {
    form.clearErrors('templates');
    form.setValue('templates', next, { shouldDirty: true });
  };
  const fields = templates.map((_, i) => `templates.${i}`);
  const listError = form.formState.errors.templates?.root?.message ?? form.formState.errors.templates?.message;

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-label={t('reasonTemplates.title')}
      onSubmit={form.handleSubmit((values) =>
        save.mutateAsync(values).catch((error: unknown) => applyFieldErrors(error, ['templates', ...fields], form.setError)),
      )}
    >
      {templates.length === 0 && <Typography color="text.secondary">{t('reasonTemplates.empty')}</Typography>}
      {templates.map((_, i) => {
        const number = i + 1;
        return (
          <Stack key={i} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={form.control}
              name={`templates.${i}`}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  fullWidth
                  multiline
                  label={t('reasonTemplates.template', { number })}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <IconButton aria-label={t('reasonTemplates.up', { number })} disabled={i === 0} onClick={() => change(moveItem(templates, i, i - 1))}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('reasonTemplates.down', { number })}
              disabled={i === templates.length - 1}
              onClick={() => change(moveItem(templates, i, i + 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={t('reasonTemplates.remove', { number })} onClick={() => change(templates.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<AddIcon />} disabled={templates.length >= REASON_TEMPLATES_MAX} onClick={() => change([...templates, ''])}>
          {t('reasonTemplates.add')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
          {t('reasonTemplates.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
