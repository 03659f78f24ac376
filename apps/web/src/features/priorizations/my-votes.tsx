import type { Resource } from '@app/domain/core/define-resource';
import { es as serverMessages } from '@app/domain/messages/es';
import { twoDecimals } from '@app/domain/resources/priorization-scores';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ActiveChip } from '../../engine/active-chip.tsx';
import { ExportMenu } from '../../engine/export-menu.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { wait } from '../../lib/wait.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { PAGE_SIZE, useMyVotes, type Vote } from './use-priorizations.ts';
import { defaultVoteRange, parseDay, rangeBody } from './vote-range.ts';

const DAY = 'YYYY-MM-DD';

/** The caller's own votes between two days (in the address: desde, hasta, pagina), searched on request and exported. */
export function MyVotes({ def }: { def: Resource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultVoteRange(), []);
  const from = parseDay(params.get('desde')) ?? fallback.from;
  const to = parseDay(params.get('hasta')) ?? fallback.to;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [draft, setDraft] = useState<{ from: Dayjs | null; to: Dayjs | null }>({ from, to });
  const [searching, setSearching] = useState(false);
  const range = useMemo(() => rangeBody(from, to), [from, to]);
  const votes = useMyVotes(range, page);
  const invalid = !draft.from?.isValid() || !draft.to?.isValid() || draft.to.isBefore(draft.from, 'day');

  const set = (patch: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const search = async () => {
    if (invalid || !draft.from || !draft.to) return;
    setSearching(true);
    await wait(600);
    setSearching(false);
    set({ desde: draft.from.format(DAY), hasta: draft.to.format(DAY), pagina: undefined });
  };

  const columns: DataColumn<Vote>[] = [
    { key: 'flashcard', label: t('priorizations.card'), cell: (v) => <CardName card={v.flashcard} /> },
    { key: 'impactTotal', label: 'Total impacto', cell: (v) => twoDecimals(v.impactTotal) },
    { key: 'implementationTotal', label: 'Total implementación', cell: (v) => twoDecimals(v.implementationTotal) },
    { key: 'total', label: 'Total', cell: (v) => <strong>{twoDecimals(v.total)}</strong> },
    { key: 'createdAt', label: t('priorizations.date'), cell: (v) => formatDateTime(v.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (v) => <ActiveChip active={v.active} /> },
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('priorizations.myVotes')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2, alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <DatePicker
          label={t('priorizations.from')}
          value={draft.from}
          onChange={(value) => setDraft((d) => ({ ...d, from: value }))}
          slotProps={{ textField: { size: 'small', required: true } }}
        />
        <DatePicker
          label={t('priorizations.to')}
          value={draft.to}
          minDate={draft.from ?? undefined}
          onChange={(value) => setDraft((d) => ({ ...d, to: value }))}
          slotProps={{
            textField: {
              size: 'small',
              required: true,
              error: draft.from !== null && draft.to !== null && draft.to.isBefore(draft.from, 'day'),
              helperText:
                draft.from !== null && draft.to !== null && draft.to.isBefore(draft.from, 'day')
                  ? serverMessages.validation.dateRange
                  : t('priorizations.rangeHint'),
            },
          }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={searching} disabled={invalid}>
          {t('priorizations.search')}
        </Button>
        {/* The votes the table shows, every page: the same range, as the engine's export of the list reads it. */}
        <ExportMenu def={def} params={{ createdFrom: range.startDate, createdTo: range.endDate }} />
      </Stack>
      <DataTable
        label={t('priorizations.myVotes')}
        columns={columns}
        rows={votes.data?.docs ?? []}
        total={votes.data?.totalDocs ?? 0}
        page={page}
        limit={PAGE_SIZE}
        loading={votes.isPending}
        fetching={votes.isFetching}
        empty={t('priorizations.noResults')}
        onPage={(next) => set({ pagina: next > 1 ? String(next) : undefined })}
        onOpen={(v) => navigate(`/priorizations/${encodeURIComponent(v._id)}`)}
      />
    </Paper>
  );
}

function CardName({ card }: { card: { name: string; number: number } | null }) {
  const { t } = useTranslation();
  if (!card) return <>{t('common.empty')}</>;
  return (
    <Stack spacing={0.25}>
      <span>{card.name}</span>
      <Typography variant="caption" color="text.secondary">
        {t('priorizations.number', { number: card.number })}
      </Typography>
    </Stack>
  );
}
