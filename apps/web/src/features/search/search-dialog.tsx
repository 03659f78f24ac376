import { SEARCH_MIN, type SearchHit } from '@app/domain/core/search';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchQuery } from './search-query.ts';

/** Search every module by title: the results as one listbox grouped by module; arrows move, Enter opens, Escape closes. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDeferredValue(text.trim());
  const { data: groups = [], isFetching, isError } = useQuery(searchQuery(q));
  const shown = q.length >= SEARCH_MIN ? groups : [];
  const hits = shown.flatMap((group) => group.hits.map((hit) => ({ hit, route: group.route })));
  const current = Math.min(active, Math.max(hits.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const openHit = (index: number) => {
    const target = hits[index];
    if (!target) return;
    close();
    void navigate(`${target.route}/${encodeURIComponent(target.hit._id)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1 };
    if (event.key in moves && hits.length > 0) {
      event.preventDefault();
      setActive((moves[event.key]! + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(current);
    }
  };

  const status = q.length < SEARCH_MIN ? t('searchEverywhere.hint', { count: SEARCH_MIN }) : isFetching ? t('searchEverywhere.loading') : t('searchEverywhere.found', { count: hits.length });
  const starts = shown.map((_, i) => shown.slice(0, i).reduce((sum, group) => sum + group.hits.length, 0));
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id={`${id}-title`}>{t('searchEverywhere.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={t('searchEverywhere.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': hits.length > 0,
              'aria-controls': `${id}-list`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': hits.length > 0 ? optionId(current) : undefined,
              'aria-describedby': `${id}-status`,
              autoComplete: 'off',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ height: 4, my: 1 }}>{isFetching && <LinearProgress aria-hidden />}</Box>
        <Typography id={`${id}-status`} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {status}
        </Typography>
        {isError && <Alert severity="error">{t('searchEverywhere.failed')}</Alert>}
        {!isFetching && !isError && q.length >= SEARCH_MIN && hits.length === 0 && <Alert severity="info">{t('searchEverywhere.empty', { q })}</Alert>}
        <Box component="div" role="listbox" id={`${id}-list`} aria-label={t('searchEverywhere.results')} sx={{ display: hits.length > 0 ? 'block' : 'none' }}>
          {shown.map((group, g) => (
            <Box key={group.module} role="group" aria-labelledby={`${id}-${group.module}`} sx={{ mb: 1.5 }}>
              <Typography id={`${id}-${group.module}`} role="presentation" variant="overline" component="div" sx={{ color: 'text.secondary', px: 1 }}>
                {group.label}
              </Typography>
              {group.hits.map((hit: SearchHit, h) => {
                const at = starts[g]! + h;
                return (
                  <Box
                    key={hit._id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    onClick={() => openHit(at)}
                    onMouseMove={() => setActive(at)}
                    sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: at === current ? 'action.selected' : undefined }}
                  >
                    {hit.title}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('searchEverywhere.howTo')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
