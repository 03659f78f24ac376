import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import { es as serverMessages } from '@app/domain/messages/es';
import { twoDecimals } from '@app/domain/resources/priorization-scores';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ActiveChip } from '../../engine/active-chip.tsx';
import { ExportMenu } from '../../engine/export-menu.tsx';
import { PageHeader } from '../../engine/page-header.tsx';
import { SearchBox } from '../../engine/search-box.tsx';
import { colourChip } from '../../lib/chip-colors.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { wait } from '../../lib/wait.ts';
import { useSession } from '../../session/use-session.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { DateProvider } from '../../ui/date-provider.tsx';
import { PAGE_SIZE, useMyVotes, useVoteStatus, type Vote, type VoteStatus } from './use-priorizations.ts';
import { VoteDialog } from './vote-dialog.tsx';
import { defaultVoteRange, parseDay, rangeBody } from './vote-range.ts';

const DAY = 'YYYY-MM-DD';
type Shown = 'pending' | 'rated' | 'all';

/** `/priorizations`: the caller's own votes by date range, and the approved cards with whether the caller rated each, where a card is rated in the vote dialog. */
export function PriorizationsPage({ def, view }: { def: Resource; view: ViewDef }) {
  return (
    <DateProvider>
      <PageHeader title={view.label} />
      <Stack spacing={2.5}>
        <MyVotes def={def} />
        <CardsToRate />
      </Stack>
    </DateProvider>
  );
}

function MyVotes({ def }: { def: Resource }) {
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

function CardsToRate() {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useSession()?.user?._id;
  const [shown, setShown] = useState<Shown>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<VoteStatus | undefined>();
  const status = useVoteStatus(user, shown === 'all' ? undefined : shown === 'rated', search, page);

  const columns: DataColumn<VoteStatus>[] = [
    { key: 'number', label: 'Núm.', cell: (s) => s.flashcard.number },
    { key: 'name', label: t('priorizations.card'), cell: (s) => s.flashcard.name },
    {
      key: 'gta',
      label: t('priorizations.gta'),
      cell: (s) =>
        s.flashcard.gta ? (
          <Chip size="small" label={s.flashcard.gta.nomenclature ?? s.flashcard.gta.title} title={s.flashcard.gta.title} sx={colourChip(s.flashcard.gta.color)} />
        ) : (
          t('common.empty')
        ),
    },
    {
      key: 'vote',
      label: '',
      cell: (s) =>
        s.rated && s.priorization._id ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled startIcon={<CheckCircleIcon />}>
              {t('priorizations.ratedButton')}
            </Button>
            <Button size="small" component={Link} to={`/priorizations/${encodeURIComponent(s.priorization._id)}`}>
              {t('priorizations.viewVote')}
            </Button>
          </Stack>
        ) : (
          <Button size="small" variant="outlined" startIcon={<HowToVoteIcon />} onClick={() => setOpen(s)} aria-label={t('priorizations.rateCard', { name: s.flashcard.name })}>
            {t('priorizations.rate')}
          </Button>
        ),
    },
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('priorizations.cards')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          aria-label={t('priorizations.show')}
          onChange={(_e, value: Shown | null) => {
            if (value) {
              setShown(value);
              setPage(1);
            }
          }}
        >
          <ToggleButton value="pending">{t('priorizations.pending')}</ToggleButton>
          <ToggleButton value="rated">{t('priorizations.rated')}</ToggleButton>
          <ToggleButton value="all">{t('priorizations.all')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
          <SearchBox
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </Box>
      </Stack>
      <DataTable
        label={t('priorizations.cards')}
        columns={columns}
        rows={status.data?.docs ?? []}
        total={status.data?.totalDocs ?? 0}
        page={page}
        limit={PAGE_SIZE}
        loading={status.isPending}
        fetching={status.isFetching}
        onPage={setPage}
      />
      {open && (
        <VoteDialog card={open.flashcard} vote={open.rated ? (open.priorization as Vote) : undefined} onClose={() => setOpen(undefined)} />
      )}
    </Paper>
  );
}
