import type { NumberField } from '@app/domain/core/fields';
import type { VoteCard } from '@app/domain/resources/priorization-answers';
import { IMPACT_SCORES, IMPLEMENTATION_SCORES, SCORE_FIELDS, type ScoreField } from '@app/domain/resources/priorization-scores';
import { priorizations } from '@app/domain/resources/priorizations';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { wait } from '../../lib/wait.ts';
import { ScoreChoice } from './score-choice.tsx';
import { ZeroScoresDialog } from './zero-scores-dialog.tsx';
import { runningTotals, UNCHOSEN, unchosen, type ScoreChoices } from './vote-score.ts';
import { VoteTotals } from './vote-totals.tsx';
import { useCastVote, type Vote } from './use-priorizations.ts';

const scoreField = (name: ScoreField) => priorizations.fields[name] as NumberField;
const GROUPS = [
  { title: 'Impacto', names: IMPACT_SCORES },
  { title: 'Implementación', names: IMPLEMENTATION_SCORES },
] as const;
// The create schema's own score rules ('Campo Requerido', 0–5), the card added at sending.
const schema = priorizations.createSchema.pick(Object.fromEntries(SCORE_FIELDS.map((n) => [n, true])) as Record<ScoreField, true>);
// The schema reads the stars' text as numbers; this form sends what it resolves to.
const resolver = zodResolver(schema) as unknown as Resolver<ScoreChoices, unknown, Record<ScoreField, number>>;

interface VoteDialogProps {
  card: VoteCard;
  /** The caller's vote on the card: shown read-only with a disabled 'Evaluada'. */
  vote: Vote | undefined;
  onClose: () => void;
}

/** Seven criteria, each starting unchosen (0 is a choice too), the running totals below them; after a successful save the dialog shows the vote as saved, read-only, with a disabled 'Evaluada' button (the lists behind it have reloaded). */
export function VoteDialog({ card, vote, onClose }: VoteDialogProps) {
  const { t } = useTranslation();
  const cast = useCastVote();
  const [saved, setSaved] = useState<Vote | undefined>(vote);
  const [confirming, setConfirming] = useState(false);
  const start = saved ? (Object.fromEntries(SCORE_FIELDS.map((n) => [n, String(saved[n])])) as ScoreChoices) : UNCHOSEN;
  const { control, handleSubmit, setError, setValue, formState } = useForm<ScoreChoices, unknown, Record<ScoreField, number>>({
    resolver,
    defaultValues: start,
  });
  const choices = useWatch({ control });
  const missing = unchosen(choices);
  const busy = formState.isSubmitting;

  const submit = async (values: Record<ScoreField, number>) => {
    await wait(priorizations.submitDelayMs ?? 0);
    try {
      const answer = await cast.mutateAsync({ flashcard: card._id, ...values });
      setSaved(answer.data);
    } catch (error) {
      applyFieldErrors(error, SCORE_FIELDS, setError);
    }
  };
  const save = handleSubmit(submit);
  const saveWithZeros = () => {
    setConfirming(false);
    for (const name of missing) setValue(name, '0');
    void save();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="vote-dialog-title">
      <DialogTitle id="vote-dialog-title">{t('priorizations.dialogTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (missing.length > 0) setConfirming(true);
          else void save();
        }}
      >
        <DialogContent dividers>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {card.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {[t('priorizations.number', { number: card.number }), card.gta?.title].filter(Boolean).join(' · ')}
          </Typography>
          {saved ? (
            <Alert severity="success" icon={<CheckCircleIcon />} sx={{ mb: 2 }}>
              {t('priorizations.savedHint', { date: formatDateTime(saved.createdAt) })}
            </Alert>
          ) : (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('priorizations.dialogHint')}
            </Typography>
          )}
          {GROUPS.map((group) => (
            <Box key={group.title} component="section" aria-label={group.title} sx={{ mb: 2 }}>
              <Typography variant="overline" component="h3" color="text.secondary">
                {group.title}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {group.names.map((name) => (
                  <Controller
                    key={name}
                    name={name}
                    control={control}
                    render={({ field, fieldState }) => (
                      <ScoreChoice
                        name={`${card._id}-${name}`}
                        label={scoreField(name).label}
                        max={scoreField(name).max}
                        readOnly={saved !== undefined}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
              </Box>
            </Box>
          ))}
          <Box component="section" aria-label={t('votes.runningTitle')}>
            {!saved && missing.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {t('votes.runningNote', { count: missing.length })}
              </Typography>
            )}
            <VoteTotals vote={saved ?? runningTotals(choices)} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {saved ? t('common.close') : t('common.cancel')}
          </Button>
          {saved ? (
            <Button variant="contained" disabled startIcon={<CheckCircleIcon />}>
              {t('priorizations.ratedButton')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" loading={busy}>
              {t('common.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
      {confirming && (
        <ZeroScoresDialog names={missing.map((n) => scoreField(n).label)} onConfirm={saveWithZeros} onCancel={() => setConfirming(false)} />
      )}
    </Dialog>
  );
}
