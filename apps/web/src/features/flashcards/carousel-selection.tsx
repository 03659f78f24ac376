import { CAROUSEL_EMPTY, carouselReplaceSchema } from '@app/domain/resources/carousel-cards';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { showDialog } from '../../feedback/dialog-store.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DateProvider } from '../../ui/date-provider.tsx';
import type { Flashcard } from './flashcard-types.ts';
import { toast } from '../../feedback/toast.ts';

const DAY = 'YYYY-MM-DD';

interface CarouselCard {
  _id: string;
  flashcard: { _id: string; name: string } | null;
  startDate: string;
  endDate: string;
}

const selectedKey = ['flashcards', 'carousel-selected'] as const;
const carouselKey = ['carouselCards', 'all'] as const;

function useSelected() {
  return useQuery({
    queryKey: selectedKey,
    queryFn: ({ signal }) => api<Flashcard[]>('/flashcards/all?selected=true', { signal }).then((r) => r.data),
  });
}

/** Selecting or deselecting one card: the card's own action, with its history row; the notice is a short one, since an admin picks several cards in a row. */
export function CarouselToggle({ card }: { card: Flashcard }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // What the admin just chose shows at once and stays until the card comes back refreshed (a newer `updatedAt`).
  const [chosen, setChosen] = useState<{ value: boolean; basedOn: string } | null>(null);
  const checked = chosen && chosen.basedOn === card.updatedAt ? chosen.value : card.selected;
  const toggle = useMutation({
    mutationFn: (select: boolean) => api<Flashcard>(`/flashcards/${encodeURIComponent(card._id)}/${select ? 'select' : 'deselect'}`, { method: 'PUT', body: { updatedAt: card.updatedAt } }),
    meta: { successFeedback: false },
    onMutate: (value) => setChosen({ value, basedOn: card.updatedAt }),
    onError: () => setChosen(null),
    onSuccess: (result) => {
      toast(result.message, { variant: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['flashcards'] });
    },
  });
  const label = t('flashcards.select', { name: card.name });
  return (
    <Tooltip title={checked ? t('flashcards.selected') : t('flashcards.selectShort')}>
      <Checkbox
        checked={checked}
        disabled={toggle.isPending}
        onChange={(e) => toggle.mutate(e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </Tooltip>
  );
}

/** The carousel's period and Guardar: both dates required, the end not before the start, at least one card. */
export function CarouselSelection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selected = useSelected();
  const current = useQuery({
    queryKey: carouselKey,
    queryFn: ({ signal }) => api<CarouselCard[]>('/carouselCards/all', { signal }).then((r) => r.data),
  });
  const first = current.data?.[0];
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const startValue = start ?? (first ? dayjs(first.startDate) : null);
  const endValue = end ?? (first ? dayjs(first.endDate) : null);
  const save = useMutation({
    mutationFn: (body: { flashcards: string[]; startDate: string; endDate: string }) => api('/carouselCards', { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['carouselCards'] });
      void queryClient.invalidateQueries({ queryKey: ['flashcards'] });
    },
  });

  const submit = () => {
    const ids = (selected.data ?? []).map((c) => c._id);
    if (ids.length === 0) {
      showDialog({ severity: 'warning', title: t('crud.noticeTitle'), message: CAROUSEL_EMPTY });
      return;
    }
    // A date not chosen is missing ('Campo Requerido'); one half typed is not a date.
    const day = (value: Dayjs | null) => (value === null ? undefined : value.isValid() ? value.format(DAY) : '');
    const body = { flashcards: ids, startDate: day(startValue), endDate: day(endValue) };
    const parsed = carouselReplaceSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const count = selected.data?.length ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-label={t('flashcards.selectionMode')} sx={{ p: 2, mb: 2.5, borderColor: 'primary.main' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('flashcards.selectionMode')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('flashcards.selectionHint')}{' '}
        {first && t('flashcards.currentCarousel', { count: current.data?.length ?? 0, start: formatDate(first.startDate), end: formatDate(first.endDate) })}
      </Typography>
      <DateProvider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DatePicker
            label={t('flashcards.startDate')}
            value={startValue}
            onChange={setStart}
            slotProps={{ textField: { required: true, error: 'startDate' in errors, helperText: errors.startDate ?? ' ' } }}
          />
          <DatePicker
            label={t('flashcards.endDate')}
            value={endValue}
            minDate={startValue ?? undefined}
            onChange={setEnd}
            slotProps={{ textField: { required: true, error: 'endDate' in errors, helperText: errors.endDate ?? ' ' } }}
          />
          <Stack spacing={0.5}>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={submit} loading={save.isPending} sx={{ height: 56 }}>
              {t('common.save')}
            </Button>
            <Typography variant="caption" color="text.secondary" role="status">
              {t('flashcards.selectedCount', { count })}
            </Typography>
          </Stack>
        </Stack>
      </DateProvider>
    </Paper>
  );
}
