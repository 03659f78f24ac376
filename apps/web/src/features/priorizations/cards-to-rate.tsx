import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchBox } from '../../engine/search-box.tsx';
import { colourChip } from '../../lib/chip-colors.ts';
import { useSession } from '../../session/use-session.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { PAGE_SIZE, useVoteStatus, type Vote, type VoteStatus } from './use-priorizations.ts';
import { VoteDialog } from './vote-dialog.tsx';

type Shown = 'pending' | 'rated' | 'all';

/** The approved cards, pending or rated by the caller, each opening the vote dialog. */
export function CardsToRate() {
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
